import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";

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
    <section
      aria-labelledby="delete-title"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-2 ring-red-700 sm:p-8"
    >
      <h2 id="delete-title" className="text-2xl font-semibold">
        {texts.title}
      </h2>
      <p className="mt-2">{texts.text}</p>
      <Form method="post" action={action} className="mt-6 flex flex-wrap gap-4">
        <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy}>
          {texts.confirm}
        </Button>
        <ButtonLink to={action} variant="secondary">
          {texts.cancel}
        </ButtonLink>
      </Form>
    </section>
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
