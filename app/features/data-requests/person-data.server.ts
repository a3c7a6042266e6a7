import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from "kysely";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  intakeAnswerFields,
  type Database,
  type EbookRequestsTable,
  type NewsletterPendingTable,
  type NewsletterSubscribersTable,
} from "~/server/db-schema";
import { adminDataRequests } from "~/content/admin-data-requests";
import { intakeQuestions } from "~/content/intake";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { checkpointWal, db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { outboxDir } from "~/server/mail.server";
import {
  deleteAppointments,
  deleteSessionCredits,
  findAppointmentRequests,
  findAppointments,
  findSessionCredits,
  type PersonAppointment,
  type PersonAppointmentRequest,
  type PersonSessionCredit,
} from "~/features/booking/person-appointments.server";
import { invoicesOfClient, type PersonInvoice } from "~/features/invoices/person-invoices.server";
import { offersOfClient, type PersonOffer } from "~/features/payments/person-payments.server";
import { forgetClearRow } from "~/features/people/people-store.server";
import { findSessionNotes, type PersonSessionNote } from "~/features/session-notes/session-notes.server";
import { mentionsAddress, recipientsOf } from "./address-match";

const reasons = adminDataRequests.reasons;

/**
 * Everything stored about one person, found by e-mail address (and, for
 * intakes from before the form asked one (D28), by name): the
 * data-request screen's export and erasure (GDPR art. 15, 17, 20). The three
 * operations live here together so an access log can be added in one place.
 */
export interface PersonQuery {
  /** Lower-cased, trimmed. */
  email: string;
  /** Compared without case and extra spaces; null: intake responses are matched on the address only. */
  name: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

export interface PersonRecords {
  /** Each with its consent proof (ADR 0056): consent_signup_at, consent_confirmed_at, consent_source, consent_text, consent_version. */
  newsletterSubscribers: Selectable<NewsletterSubscribersTable>[];
  /** Signups waiting for their confirmation link. */
  newsletterPending: Selectable<NewsletterPendingTable>[];
  ebookRequests: Selectable<EbookRequestsTable>[];
  selfTestResults: {
    id: number;
    profiel: string;
    score: number;
    email: string;
    answers: unknown;
    consent_at: string;
    created_at: string;
  }[];
  intakeResponses: ({
    id: number;
    client_name: string;
    submitted_at: string;
    consent_at: string;
    read_at: string | null;
  } & Record<string, string | number | null>)[];
  appointments: PersonAppointment[];
  /** Bookings asked for on the site and not yet confirmed by mail (ADR 0080). */
  appointmentRequests: PersonAppointmentRequest[];
  /** The person's row in the people list (ADR 0052): the coach's status. */
  person: {
    id: number;
    email: string;
    name: string | null;
    status: string;
    status_at: string | null;
    first_seen_at: string;
    last_activity_at: string;
  }[];
  /** The coach's notes on the person, opened. */
  personNotes: { id: number; body: string; created_at: string }[];
  queuedMails: { id: number; mail: unknown; created_at: string; attempts: number; last_error: string | null }[];
  /** The follow-up sequences the subscription is or was in (ADR 0130, ADR 0132). */
  sequenceEnrolments: {
    id: number;
    sequence: string;
    entered_at: string;
    next_position: number | null;
    next_due_at: string | null;
    exited_at: string | null;
    exit_reason: string | null;
  }[];
  /** One entry per throttle key (login-email:…), with the moments of its hits. */
  loginAttempts: { key: string; at: string[] }[];
  outboxMails: { file: string; content: string }[];
  /** Fiscal records (D33): shown and exported, never erased (AVG art. 17(3)(b)); retention removes them after 7 years. */
  invoices: PersonInvoice[];
  /** Offers and their payments (ADR 0105): fiscal records too, kept like the invoices. */
  paymentOffers: PersonOffer[];
  /** Paid sessions' credits with the coach's hand changes (ADR 0123); the sessions are under appointments. */
  sessionCredits: PersonSessionCredit[];
  /** The client page's link and a pending login code (ADR 0124); the row id is SQLite's rowid. */
  clientLinks: { id: number; created_at: string; expires_at: string; code_pending: number }[];
  /** The coach's notes per session, private and shared, opened (ADR 0143); they also go with their session. */
  sessionNotes: PersonSessionNote[];
}

export type RecordKind = keyof PersonRecords;

/** Kinds an erasure keeps whatever is ticked: the law makes the coach keep them. */
export const retainedKinds: readonly RecordKind[] = ["invoices", "paymentOffers"];

/** One record found, with a key (for the checkboxes) and why it matched, in the coach's words. */
export interface Found<Row> {
  row: Row;
  key: string;
  reason: string;
  /**
   * Found by the person's own address in the record's own address field. A
   * record found by a name alone or by a mention in someone's text may be a
   * stranger's: it is exported or erased only when the coach ticks it (ADR 0086).
   */
  certain: boolean;
}

/** The coach's choice among the records found: the ticked keys, or null for every certain match. */
export type Selection = ReadonlySet<string> | null;

export type PersonFindings = { [K in RecordKind]: Found<PersonRecords[K][number]>[] };

function normalName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function recipientOf(mail: unknown): string | null {
  return typeof mail === "object" && mail !== null && "to" in mail && typeof mail.to === "string"
    ? mail.to.trim().toLowerCase()
    : null;
}

/**
 * Why an intake response is this person's, or null: its name is the given name,
 * or its name or an answer mentions the whole address.
 */
function intakeReason(
  row: Record<string, string | number | null>,
  query: PersonQuery,
  lookup: string,
): { reason: string; certain: boolean } | null {
  const { client_name: name } = row;
  if (row.email_lookup === lookup) return { reason: reasons.intakeEmail, certain: true };
  const uncertain = (reason: string) => ({ reason, certain: false });
  if (query.name && typeof name === "string" && normalName(name) === normalName(query.name)) {
    return uncertain(reasons.intakeName);
  }
  if (typeof name === "string" && mentionsAddress(name, query.email)) return uncertain(reasons.intakeNameMentions);
  const field = intakeAnswerFields.find((answer) => {
    const value = row[answer];
    return typeof value === "string" && mentionsAddress(value, query.email);
  });
  return field ? uncertain(reasons.intakeAnswer(intakeQuestions[field].label)) : null;
}

/** Outbox mails addressed to the person (the To: header), not mails that merely mention the address. */
function outboxFilesFor(email: string): Found<{ file: string; content: string }>[] {
  const outbox = outboxDir();
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => ({ file, content: readFileSync(join(outbox, file), "utf8") }))
    .filter(({ content }) => recipientsOf(content).includes(email))
    .map((row) => ({ row, key: `outboxMails:${row.file}`, reason: reasons.outboxTo, certain: true }));
}

/** Rows whose column contains the address somewhere: a cheap pre-filter, refined by whole-address checks. */
function containing(column: "mail" | "key", email: string) {
  return (eb: ExpressionBuilder<Database, "mail_queue" | "rate_limit_hits">) =>
    eb(eb.fn("instr", [eb.fn("lower", [eb.ref(column)]), eb.val(email)]), ">", 0);
}

async function findIn(executor: Executor, query: PersonQuery): Promise<PersonFindings> {
  const { email } = query;
  const found =
    <Row extends { id: number }>(kind: RecordKind, reason: string, certain = true) =>
    (row: Row) => ({
      row,
      key: `${kind}:${row.id}`,
      reason,
      certain,
    });
  const newsletterSubscribers = await executor
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .orderBy("id")
    .execute();
  const newsletterPending = await executor
    .selectFrom("newsletter_pending")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .orderBy("id")
    .execute();
  const ebookRequests = await executor
    .selectFrom("ebook_requests")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .orderBy("id")
    .execute();
  const selfTestRows = await executor
    .selectFrom("test_results")
    .selectAll()
    .where("email_lookup", "=", lookupFor(email))
    .orderBy("id")
    .execute();
  // The intake has no e-mail field and its text is sealed, so the match runs on the opened rows.
  const intakeRows = await executor.selectFrom("client_test_responses").selectAll().orderBy("id").execute();
  const lookup = lookupFor(email);
  const people = await executor.selectFrom("people").selectAll().where("email_lookup", "=", lookup).execute();
  const notes =
    people.length === 0
      ? []
      : await executor
          .selectFrom("person_notes")
          .selectAll()
          .where(
            "person_id",
            "in",
            people.map((row) => row.id),
          )
          .orderBy("id")
          .execute();
  const subscriberIds = new Set(newsletterSubscribers.map((row) => row.id));
  const queued = await executor
    .selectFrom("mail_queue")
    .selectAll()
    .where((eb) =>
      eb.or([
        containing("mail", email)(eb),
        ...(subscriberIds.size > 0 ? [eb("subscriber_id", "in", [...subscriberIds])] : []),
      ]),
    )
    .orderBy("id")
    .execute();
  const enrolments =
    subscriberIds.size === 0
      ? []
      : await executor
          .selectFrom("sequence_enrolments as e")
          .innerJoin("sequences as s", "s.id", "e.sequence_id")
          .select([
            "e.id",
            "s.name as sequence",
            "e.entered_at",
            "e.next_position",
            "e.next_due_at",
            "e.exited_at",
            "e.exit_reason",
          ])
          .where("e.subscriber_id", "in", [...subscriberIds])
          .orderBy("e.id")
          .execute();
  const hits = await executor
    .selectFrom("rate_limit_hits")
    .selectAll()
    .where(containing("key", email))
    .orderBy("at_ms")
    .execute();
  const hitsByKey = new Map<string, string[]>();
  for (const hit of hits) {
    if (!mentionsAddress(hit.key, email)) continue;
    hitsByKey.set(hit.key, [...(hitsByKey.get(hit.key) ?? []), new Date(hit.at_ms).toISOString()]);
  }

  return {
    newsletterSubscribers: newsletterSubscribers.map(found("newsletterSubscribers", reasons.subscriberEmail)),
    newsletterPending: newsletterPending.map(found("newsletterPending", reasons.pendingEmail)),
    ebookRequests: ebookRequests.map(found("ebookRequests", reasons.ebookEmail)),
    selfTestResults: selfTestRows
      .map((stored) => {
        const row = unsealFor("test_results", stored);
        return {
          id: row.id,
          profiel: row.profiel,
          score: row.score,
          email: row.email,
          answers: parseJson(row.answers),
          consent_at: row.consent_at,
          created_at: row.created_at,
        };
      })
      .map(found("selfTestResults", reasons.selfTestEmail)),
    intakeResponses: intakeRows.flatMap((stored) => {
      const row = unsealFor("client_test_responses", stored);
      const match = intakeReason(row, query, lookup);
      return match ? [found<typeof row>("intakeResponses", match.reason, match.certain)(row)] : [];
    }),
    appointments: (await findAppointments(executor, email)).map(found("appointments", reasons.appointmentEmail)),
    appointmentRequests: (await findAppointmentRequests(executor, email)).map(
      found("appointmentRequests", reasons.appointmentRequestEmail),
    ),
    person: people
      .map((stored) => {
        const row = unsealFor("people", stored);
        return {
          id: row.id,
          email: row.email,
          name: row.name,
          status: row.status,
          status_at: row.status_at,
          first_seen_at: row.first_seen_at,
          last_activity_at: row.last_activity_at,
        };
      })
      .map(found("person", reasons.personEmail)),
    personNotes: notes
      .map((stored) => {
        const { id, body, created_at } = unsealFor("person_notes", stored);
        return { id, body, created_at };
      })
      .map(found("personNotes", reasons.personNote)),
    queuedMails: queued.flatMap(({ id, mail: text, created_at, attempts, last_error, subscriber_id }) => {
      const row = { id, mail: parseJson(text), created_at, attempts, last_error };
      const reason =
        recipientOf(row.mail) === email
          ? reasons.queuedTo
          : subscriber_id !== null && subscriberIds.has(subscriber_id)
            ? reasons.queuedSubscriber
            : null;
      return reason ? [found<typeof row>("queuedMails", reason)(row)] : [];
    }),
    sequenceEnrolments: enrolments.map(found("sequenceEnrolments", reasons.enrolmentSubscriber)),
    loginAttempts: [...hitsByKey].map(([key, at]) => ({
      row: { key, at },
      key: `loginAttempts:${key}`,
      reason: reasons.loginKey,
      certain: true,
    })),
    outboxMails: outboxFilesFor(email),
    invoices: (await invoicesOfClient(executor, email)).map(found("invoices", reasons.invoiceEmail)),
    paymentOffers: (await offersOfClient(executor, email)).map(found("paymentOffers", reasons.offerEmail)),
    sessionCredits: (await findSessionCredits(executor, email)).map(found("sessionCredits", reasons.creditEmail)),
    clientLinks: (
      await executor
        .selectFrom("client_links")
        .select([
          sql<number>`client_links.rowid`.as("id"),
          "created_at",
          "expires_at",
          sql<number>`exists (select 1 from client_login_codes c where c.link_id = client_links.link_id)`.as(
            "code_pending",
          ),
        ])
        .where("email", "=", email)
        .execute()
    ).map(found("clientLinks", reasons.clientLinkEmail)),
    sessionNotes: (await findSessionNotes(executor, email)).map(found("sessionNotes", reasons.sessionNoteEmail)),
  };
}

/** Whether the coach's selection takes a record: a ticked key, or with no selection, a certain match. */
export function isSelected(item: Pick<Found<unknown>, "key" | "certain">, selection: Selection): boolean {
  return selection === null ? item.certain : selection.has(item.key);
}

/**
 * The records the selection takes, kind by kind, and the ones it leaves. The
 * selection only picks among a fresh search: a forged key never reaches
 * anything the search did not find for this person. Shared by the export and
 * the erasure, so both take exactly what is ticked (ADR 0086).
 */
function pick(findings: PersonFindings, selection: Selection): { chosen: PersonFindings; kept: number } {
  let kept = 0;
  const chosen = Object.fromEntries(
    Object.entries(findings).map(([kind, list]) => {
      const picked = (list as Found<unknown>[]).filter((item) => isSelected(item, selection));
      kept += (list as Found<unknown>[]).length - picked.length;
      return [kind, picked];
    }),
  ) as unknown as PersonFindings;
  return { chosen, kept };
}

/** The records alone. */
function recordsOf(findings: PersonFindings): PersonRecords {
  return Object.fromEntries(
    Object.entries(findings).map(([kind, list]) => [kind, (list as Found<unknown>[]).map((item) => item.row)]),
  ) as unknown as PersonRecords;
}

export async function findPersonRecords(query: PersonQuery): Promise<PersonFindings> {
  return findIn(db, query);
}

/**
 * The JSON export (art. 15 and 20): the records the coach ticked (ADR 0086),
 * health data opened, each listed under `matches` with what it matched on,
 * and a word on what is not included.
 */
export async function exportPersonRecords(query: PersonQuery, selection: Selection): Promise<string> {
  const { chosen } = pick(await findPersonRecords(query), selection);
  const records = recordsOf(chosen);
  const matches = Object.entries(chosen).flatMap(([record, list]) =>
    (list as Found<unknown>[]).map(({ key, reason }) => ({ record, key, matchedOn: reason })),
  );
  return JSON.stringify(
    {
      exportedAt: nowIso(),
      email: query.email,
      name: query.name,
      matches,
      ...records,
      // The consent for health data (D18) is the consent_at of each self-test result and intake response.
      healthDataConsents: [
        ...records.selfTestResults.map((row) => ({ record: "selfTestResults", id: row.id, consentAt: row.consent_at })),
        ...records.intakeResponses.map((row) => ({ record: "intakeResponses", id: row.id, consentAt: row.consent_at })),
      ],
      notIncluded:
        "Cookie-keuzes worden bewaard onder een willekeurige code zonder naam of e-mailadres en zijn niet aan een persoon te koppelen; statistieken bevatten geen persoonsgegevens.",
    },
    null,
    2,
  );
}

export type ErasureCounts = Record<RecordKind, number>;

/**
 * Erasure (art. 17) in one transaction of the records the coach left ticked
 * (`keys`, picked among a fresh search like the export; invoices never:
 * `retained` counts them, D33). Then the WAL is
 * checkpointed and truncated so no earlier copy of the rows stays in it
 * (deleted content is overwritten: secure_delete, ~/server/db.server), and
 * the chosen outbox mails are removed.
 */
export async function erasePersonRecords(
  query: PersonQuery,
  keys: ReadonlySet<string>,
): Promise<{ erased: ErasureCounts; kept: number; retained: { invoices: number; paymentOffers: number } }> {
  const { chosen, kept, retained } = await db.transaction().execute(async (trx) => {
    const findings = await findIn(trx, query);
    // Invoices, offers and payments are never erased, ticked or not: the law makes the coach keep them (D33).
    const picked = pick({ ...findings, invoices: [], paymentOffers: [] }, keys);
    const chosen = recordsOf(picked.chosen);
    const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
    const remove = async (
      table:
        | "newsletter_subscribers"
        | "newsletter_pending"
        | "appointment_requests"
        | "ebook_requests"
        | "test_results"
        | "client_test_responses"
        | "mail_queue"
        | "sequence_enrolments"
        | "person_notes"
        | "session_notes"
        | "people",
      rowIds: number[],
    ) => {
      if (rowIds.length > 0) await trx.deleteFrom(table).where("id", "in", rowIds).execute();
    };
    await remove("mail_queue", ids(chosen.queuedMails));
    await remove("sequence_enrolments", ids(chosen.sequenceEnrolments));
    await remove("newsletter_subscribers", ids(chosen.newsletterSubscribers));
    await remove("newsletter_pending", ids(chosen.newsletterPending));
    await remove("ebook_requests", ids(chosen.ebookRequests));
    await remove("test_results", ids(chosen.selfTestResults));
    await remove("client_test_responses", ids(chosen.intakeResponses));
    // A session takes its notes with it (cascade); notes ticked alone go by themselves.
    await remove("session_notes", ids(chosen.sessionNotes));
    // Credits before their sessions: a credit left behind would be freed by its session's deletion.
    await deleteSessionCredits(trx, ids(chosen.sessionCredits));
    await deleteAppointments(trx, ids(chosen.appointments));
    await remove("appointment_requests", ids(chosen.appointmentRequests));
    // The link's login code goes with it (on delete cascade).
    const links = ids(chosen.clientLinks);
    if (links.length > 0)
      await trx
        .deleteFrom("client_links")
        .where(sql<number>`rowid`, "in", links)
        .execute();
    // The notes first; the person's row takes any note left with it (cascade): notes belong to the card.
    await remove("person_notes", ids(chosen.personNotes));
    await remove("people", ids(chosen.person));
    // A person kept (unticked) must not keep an erased address readable in its search text.
    if (chosen.person.length === 0) await forgetClearRow(trx, query.email);
    for (const { key } of chosen.loginAttempts) {
      await trx.deleteFrom("rate_limit_hits").where("key", "=", key).execute();
    }
    return {
      chosen,
      kept: picked.kept,
      retained: { invoices: findings.invoices.length, paymentOffers: findings.paymentOffers.length },
    };
  });
  if (!(await checkpointWal()))
    logger.warn("erasure: WAL checkpoint was busy; old page copies leave the WAL at the next one");
  for (const { file } of chosen.outboxMails) rmSync(join(outboxDir(), file), { force: true });
  const erased = Object.fromEntries(
    Object.entries(chosen).map(([kind, rows]) => [kind, (rows as unknown[]).length]),
  ) as ErasureCounts;
  // Counts only, never the address.
  logger.info({ deleted: erased, kept, retained }, "data request: person's records erased");
  return { erased, kept, retained };
}
