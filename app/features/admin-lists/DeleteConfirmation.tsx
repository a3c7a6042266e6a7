import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";

/**
 * The frame of every no-JavaScript confirmation: the question in a panel, then
 * the form that acts. A delete (an editor's, a list's) is ringed in the danger
 * colour; a question that loses nothing (start or pause a sequence) is `calm`,
 * in the quiet green of the house style.
 */
export function ConfirmPanel({
  title,
  text,
  tone = "danger",
  children,
}: {
  title: string;
  text: string;
  tone?: "danger" | "calm";
  children: ReactNode;
}) {
  const ring = tone === "danger" ? "ring-2 ring-danger" : "ring-1 ring-pine-300";
  return (
    <section aria-labelledby="confirm-title" className={`mt-8 rounded-2xl bg-white p-6 shadow-sm sm:p-8 ${ring}`}>
      <h2 id="confirm-title" className="text-2xl font-semibold">
        {title}
      </h2>
      <p className="mt-2">{text}</p>
      {children}
    </section>
  );
}

/**
 * The no-JavaScript confirmation step of an editor's delete (`?verwijderen=bevestigen`):
 * the question, and a button that posts `intent=delete` to the editor's action.
 */
export function DeleteConfirmation({
  action,
  busy,
  texts,
}: {
  action: string;
  busy: boolean;
  texts: { title: string; text: string; confirm: string; cancel: string };
}) {
  return (
    <ConfirmPanel title={texts.title} text={texts.text}>
      <Form method="post" action={action} className="mt-6 flex flex-wrap gap-4">
        <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy}>
          {texts.confirm}
        </Button>
        <ButtonLink to={action} variant="secondary">
          {texts.cancel}
        </ButtonLink>
      </Form>
    </ConfirmPanel>
  );
}

/** The editor's way into that step: a link to its own page with `?verwijderen=bevestigen`. */
export function DeleteLink({ action, label }: { action: string; label: string }) {
  return (
    <p className="mt-12">
      <ButtonLink to={`${action}?verwijderen=bevestigen`} variant="dangerOutline">
        {label}
      </ButtonLink>
    </p>
  );
}
