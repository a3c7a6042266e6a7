import { Link } from "react-router";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { formatAdminDate, formatDutchDateTime } from "~/lib/format";
import type { PersonEnrolment } from "./sequence-admin.server";
import { exitLabel } from "./sequence-labels";

const texts = sequenceTexts.card;

/** The person card's follow-up part (ADR 0132): each sequence, the next step and when, the mails sent. */
export function PersonSequences({ enrolments }: { enrolments: PersonEnrolment[] }) {
  if (enrolments.length === 0) return <p className="mt-3 text-muted">{texts.empty}</p>;
  return (
    <ul className="mt-4 space-y-6">
      {enrolments.map((enrolment) => (
        <li key={enrolment.sequenceId} data-sequence>
          <h3 className="text-lg font-semibold">
            <Link
              to={`/admin/opvolging/${enrolment.sequenceId}`}
              className="text-pine-700 underline underline-offset-4"
            >
              {enrolment.name}
            </Link>
          </h3>
          <p className="text-sm text-muted">{texts.entered(formatAdminDate(enrolment.enteredAt))}</p>
          <p className="mt-1">
            {enrolment.next
              ? enrolment.running && enrolment.next.at
                ? texts.next(enrolment.next.position, enrolment.next.subject, formatDutchDateTime(enrolment.next.at))
                : texts.nextPaused(enrolment.next.position, enrolment.next.subject)
              : texts.ended(exitLabel(enrolment.exitReason), formatAdminDate(enrolment.exitedAt))}
          </p>
          <h4 className="mt-2 text-sm font-semibold">{texts.sentTitle}</h4>
          {enrolment.sent.length === 0 ? (
            <p className="text-sm text-muted">{texts.sentNone}</p>
          ) : (
            <ul className="list-disc pl-5 text-sm">
              {enrolment.sent.map((mail, index) => (
                <li key={index}>{texts.sent(mail.subject, formatAdminDate(mail.sentAt))}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
