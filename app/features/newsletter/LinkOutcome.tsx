import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, Section } from "~/components/ui/layout";
import { PageHero } from "~/components/ui/page-hero";

/** What the pages behind a mailed link (confirm, unsubscribe) can show after checking its token. */
type LinkKind = "confirm" | "done" | "already" | "unknown" | "invalid" | "expired" | "error";

const statusOf: Record<LinkKind, number> = {
  confirm: 200,
  done: 200,
  already: 200,
  unknown: 200,
  invalid: 400,
  expired: 400,
  error: 500,
};

/** The loader's or action's answer: a broken or expired link is a 400, our own failure a 500. */
export function linkAnswer<View extends { kind: LinkKind }>(view: View) {
  return data(view, { status: statusOf[view.kind] });
}

/**
 * The outcome under the heading `headingId`: announced as a status, or as an
 * alert when something is wrong with the link, with what to do next below.
 */
export function LinkOutcome({
  headingId,
  title,
  body,
  problem,
  children,
}: {
  headingId: string;
  title: string;
  body: string;
  problem: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <div role={problem ? "alert" : "status"}>
        <h2 id={headingId} className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{body}</p>
      </div>
      {children}
    </>
  );
}

/** The frame of a page behind a mailed link: the hero with its title, one card under `headingId`. */
export function LinkPage({ title, headingId, children }: { title: string; headingId: string; children: ReactNode }) {
  return (
    <>
      <PageHero tone="dark" title={title} />
      <Section tone="cream" labelledBy={headingId}>
        <Card className="max-w-2xl">{children}</Card>
      </Section>
    </>
  );
}

/** The one button that acts on the link (a POST with its token): opening the link itself changes nothing. */
export function TokenButton({ token, label, busyLabel }: { token: string; label: string; busyLabel: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-8">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Form>
  );
}
