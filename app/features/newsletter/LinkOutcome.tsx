import type { ReactNode } from "react";
import { data } from "react-router";

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
