import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminPeople } from "~/content/admin-people";
import { formatTextDate } from "~/lib/format";
import { timeLabel } from "~/lib/amsterdam-time";
import { intentField } from "~/lib/forms/parse-form";
import type { PersonStatus } from "~/features/people/activity";
import type { PersonCard } from "./person-card.server";

const texts = adminPeople.card.pinned;

/** What follows a call that has been: the coach picks one, nothing changes by itself (ADR 0115). */
const nextSteps: readonly { status: PersonStatus; variant: "primary" | "secondary" }[] = [
  { status: "client", variant: "primary" },
  { status: "in-gesprek", variant: "secondary" },
  { status: "geen-match", variant: "secondary" },
];

const when = (iso: string) => texts.when(formatTextDate(iso), timeLabel(Date.parse(iso)));

/**
 * The top of the card (ADR 0115): the next call and the person's question,
 * or, once a planned call has been, the question how it went.
 */
export function PinnedCall({ card, busy }: { card: PersonCard; busy: boolean }) {
  const question = card.nextCall?.question ?? card.lastQuestion;
  if (!card.nextCall && !card.pastCall && !question) return null;
  return (
    <div className="mt-6 grid max-w-3xl gap-4">
      {card.pastCall && (
        <section aria-labelledby="gesprek-gehad" className="rounded-2xl bg-sand-100 p-6 ring-1 ring-sand-200 sm:p-8">
          <h2 id="gesprek-gehad" className="text-2xl font-semibold">
            {texts.pastTitle}
          </h2>
          <p className="mt-2">{texts.pastText(when(card.pastCall.startAt))}</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name={intentField} value="status" />
            {nextSteps.map((step) => (
              <button
                key={step.status}
                type="submit"
                name="status"
                value={step.status}
                disabled={busy}
                className={buttonClass(step.variant)}
              >
                {adminPeople.statuses[step.status]}
              </button>
            ))}
          </Form>
        </section>
      )}
      {(card.nextCall || question) && (
        <section aria-labelledby="vastgezet" className="rounded-2xl bg-pine-50 p-6 ring-1 ring-pine-100 sm:p-8">
          <h2 id="vastgezet" className="text-2xl font-semibold">
            {card.nextCall ? texts.nextTitle : texts.questionTitle}
          </h2>
          {card.nextCall && (
            <p className="mt-2 text-lg font-semibold text-ink">
              <time dateTime={card.nextCall.startAt}>{when(card.nextCall.startAt)}</time>
            </p>
          )}
          {question && (
            <>
              {card.nextCall && <h3 className="mt-4 font-semibold text-ink">{texts.questionTitle}</h3>}
              <p className="mt-2 whitespace-pre-line break-words">{question}</p>
            </>
          )}
          {card.nextCall && (
            <Link
              to="/admin/agenda/afspraken"
              className="mt-4 inline-block font-semibold text-pine-800 underline underline-offset-2"
            >
              {texts.toAppointments}
            </Link>
          )}
        </section>
      )}
    </div>
  );
}
