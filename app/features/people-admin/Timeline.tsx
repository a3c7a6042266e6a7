import { adminPeople } from "~/content/admin-people";
import { formatAdminDate } from "~/lib/format";
import { TagEditor } from "~/features/newsletter/TagEditor";
import { NewBadge } from "~/features/admin-selftests/NewBadge";
import type { NewsletterConsentProof, QuestionAnswer, TimelineEntry } from "./person-card.server";

const texts = adminPeople.card;

function Answers({ items }: { items: QuestionAnswer[] }) {
  return (
    <dl className="mt-2 space-y-3">
      {items.map((item) => (
        <div key={item.question}>
          <dt className="font-semibold text-ink">{item.question}</dt>
          <dd className="whitespace-pre-line break-words">
            {item.answer ?? <span className="text-muted">{texts.noAnswer}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function EntryBody({ entry, email }: { entry: TimelineEntry; email: string }) {
  switch (entry.kind) {
    case "newsletter":
      return (
        <>
          <p>
            {entry.active
              ? texts.newsletterActive(formatAdminDate(entry.at))
              : texts.newsletterInactive(formatAdminDate(entry.at), formatAdminDate(entry.unsubscribedAt))}
          </p>
          {entry.bounced && <p className="mt-1 text-danger">{texts.newsletterBounced}</p>}
          <div className="mt-2">
            <TagEditor id={entry.subscriberId} email={email} tags={entry.tags} />
          </div>
          {entry.consent && <ConsentProof consent={entry.consent} />}
        </>
      );
    case "ebook":
      return (
        <p>
          {texts.ebookRequested}. {entry.sentAt ? texts.ebookSent(formatAdminDate(entry.sentAt)) : texts.ebookWaiting}
        </p>
      );
    case "selftest":
      return (
        <>
          <p className="font-semibold">
            {texts.selftest(entry.profile, entry.score)}
            {entry.isNew && <NewBadge />}
          </p>
          {/* Unread until this visit: opened, since opening the card marks it read (ADR 0115). */}
          <details className="mt-2" open={entry.isNew}>
            <summary className="cursor-pointer font-semibold text-pine-800">{texts.selftestAnswers}</summary>
            <Answers items={entry.answers} />
          </details>
        </>
      );
    case "intake":
      return (
        <>
          <p className="font-semibold">
            {texts.intake}
            {entry.isNew && <NewBadge />}{" "}
            <a
              href={`/admin/client-tests?id=${entry.id}`}
              className="font-normal text-pine-800 underline underline-offset-2"
            >
              {texts.intakeOpen}
            </a>
          </p>
          <details className="mt-2" open={entry.isNew}>
            <summary className="cursor-pointer font-semibold text-pine-800">{texts.intakeAnswers}</summary>
            {entry.answers.map((section) => (
              <section key={section.title} className="mt-3">
                <h4 className="font-semibold text-ink">{section.title}</h4>
                <Answers items={section.items} />
              </section>
            ))}
          </details>
        </>
      );
    case "appointment":
      return (
        <p>
          {texts.appointment(entry.status)}: {formatAdminDate(entry.startAt)}
        </p>
      );
  }
}

/** Everything the person left, newest first, each with its date (ADR 0051). */
export function Timeline({ entries, email }: { entries: TimelineEntry[]; email: string }) {
  if (entries.length === 0) return <p className="mt-4 text-muted">{texts.timelineEmpty}</p>;
  return (
    <ol className="mt-4 space-y-4">
      {entries.map((entry) => (
        <li key={entry.key} className="border-l-4 border-pine-200 pl-4">
          <h3 className="text-sm font-semibold text-muted">
            <time dateTime={entry.at}>{formatAdminDate(entry.at)}</time> · {adminPeople.kinds[entry.kind]}
          </h3>
          <div className="mt-1 break-words">
            <EntryBody entry={entry} email={email} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** What the subscriber agreed to, when and where (the proof a sender must be able to show, ADR 0056). */
function ConsentProof({ consent }: { consent: NewsletterConsentProof }) {
  const rows: [string, string][] = [
    [texts.consentSignedUp, formatAdminDate(consent.signedUpAt)],
    [texts.consentConfirmed, formatAdminDate(consent.confirmedAt)],
    [texts.consentSource, consent.source ?? ""],
    [texts.consentText, consent.text ?? ""],
    [texts.consentVersion, consent.version ?? ""],
  ];
  return (
    <details className="mt-2">
      <summary className="cursor-pointer font-semibold text-pine-800">{texts.consentTitle}</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
