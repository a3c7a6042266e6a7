import { adminPeople } from "~/content/admin-people";
import type { PersonStatus } from "~/features/people/activity";
import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { formatDutchDateTime } from "~/lib/format";
import { paymentStatusLabels, type PaymentStatusLabel } from "~/content/payments";
import { formatInvoiceEuro } from "~/features/coach-facts/euro";
import { profielNames } from "~/features/selftest/profile-names";
import { retainedKinds, type PersonFindings, type PersonRecords, type RecordKind } from "./person-data.server";

/** One record as the screen shows it: recognisable text, why it matched, and its key for the checkbox. */
export interface SummaryItem {
  key: string;
  text: string;
  reason: string;
  /** Found by the person's own address: ticked at first. Otherwise the coach decides (ADR 0086). */
  certain: boolean;
}

export interface SummaryGroup {
  key: RecordKind;
  label: string;
  count: number;
  /** One short line per record, so the coach can check these are the right person's before erasing. */
  items: SummaryItem[];
  /** Kept by law whatever the erasure: no checkbox (D33). */
  retained: boolean;
}

export interface PersonSummary {
  total: number;
  /** What an erasure can remove: the total without the retained groups. */
  erasable: number;
  groups: SummaryGroup[];
}

function statusLabel(status: string): string {
  return adminPeople.statuses[status as PersonStatus] ?? status;
}

function subjectOf(mail: unknown): string {
  return typeof mail === "object" && mail !== null && "subject" in mail ? String(mail.subject) : "";
}

/** What the screen shows of the records found: counts and recognisable lines per kind. */
export function summarise(findings: PersonFindings): PersonSummary {
  const date = formatDutchDateTime;
  const lines: { [K in RecordKind]: (row: PersonRecords[K][number]) => string } = {
    newsletterSubscribers: (row) => texts.line.subscriber(row.is_active === 1, date(row.subscribed_at)),
    newsletterPending: (row) => texts.line.pendingSignup(date(row.requested_at)),
    ebookRequests: (row) => texts.line.ebook(date(row.requested_at)),
    selfTestResults: (row) => texts.line.selfTest(date(row.created_at), profielNames(row.profiel)),
    intakeResponses: (row) => texts.line.intake(row.client_name, date(row.submitted_at)),
    appointments: (row) => texts.line.appointment(date(row.start_at), row.status),
    appointmentRequests: (row) => texts.line.appointmentRequest(date(row.start_at), date(row.requested_at)),
    person: (row) => texts.line.person(statusLabel(row.status), date(row.first_seen_at)),
    personNotes: (row) => texts.line.personNote(date(row.created_at)),
    queuedMails: (row) => texts.line.queuedMail(subjectOf(row.mail), date(row.created_at)),
    sequenceEnrolments: (row) => texts.line.sequenceEnrolment(row.sequence, date(row.entered_at)),
    loginAttempts: (row) => texts.line.loginAttempts(row.at.length, date(row.at.at(-1) ?? "")),
    outboxMails: (row) => row.file,
    invoices: (row) => texts.line.invoice(row.number, date(row.issue_date), formatInvoiceEuro(row.incl_cents)),
    paymentOffers: (row) =>
      texts.line.paymentOffer(
        row.description,
        date(row.created_at),
        formatInvoiceEuro(row.amount_cents),
        paymentStatusLabels[
          (row.payments.find((p) => p.status === "paid")?.status ??
            row.payments.at(-1)?.status ??
            "offered") as PaymentStatusLabel
        ],
      ),
    sessionCredits: (row) =>
      texts.line.sessionCredit(
        row.session_type,
        date(row.granted_at),
        texts.creditStates[row.spent_at !== null ? "spent" : row.appointment_id !== null ? "booked" : "free"],
      ),
    clientLinks: (row) => texts.line.clientLink(date(row.created_at), date(row.expires_at), row.code_pending === 1),
    sessionNotes: (row) => texts.line.sessionNote(row.session_type, date(row.session_start), row.shared_note !== null),
  };
  const groups = (Object.keys(texts.categories) as RecordKind[]).map((kind) => {
    const found = findings[kind] as PersonFindings[typeof kind][number][];
    const describe = lines[kind] as (row: (typeof found)[number]["row"]) => string;
    const items = found.map(({ row, key, reason, certain }) => ({ key, text: describe(row), reason, certain }));
    return {
      key: kind,
      label: texts.categories[kind],
      count: items.length,
      items,
      retained: retainedKinds.includes(kind),
    };
  });
  const total = groups.reduce((sum, group) => sum + group.count, 0);
  const erasable = groups.reduce((sum, group) => sum + (group.retained ? 0 : group.count), 0);
  return { total, erasable, groups };
}
