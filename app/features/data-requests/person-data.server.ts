import type { Kysely, Selectable, Transaction } from "kysely";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  intakeAnswerFields,
  type Database,
  type EbookRequestsTable,
  type NewsletterSubscribersTable,
} from "~/server/db-schema";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { database, db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { outboxDir } from "~/server/mail.server";

/**
 * Everything stored about one person, found by e-mail address (and, for the
 * intake questionnaire, which asks no e-mail address, by name): the
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
  newsletterSubscribers: Selectable<NewsletterSubscribersTable>[];
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
  queuedMails: { id: number; mail: unknown; created_at: string; attempts: number; last_error: string | null }[];
  loginAttempts: { key: string; at: string }[];
  outboxMails: { file: string; content: string }[];
}

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

/** An intake response is this person's when its name is the given name or any of its text mentions the address. */
function intakeMatches(row: Record<string, string | number | null>, query: PersonQuery): boolean {
  if (query.name && typeof row.client_name === "string" && normalName(row.client_name) === normalName(query.name)) {
    return true;
  }
  return ["client_name", ...intakeAnswerFields].some((field) => {
    const value = row[field];
    return typeof value === "string" && value.toLowerCase().includes(query.email);
  });
}

function outboxFilesFor(email: string): { file: string; content: string }[] {
  if (!existsSync(outboxDir)) return [];
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => ({ file, content: readFileSync(join(outboxDir, file), "utf8") }))
    .filter(({ content }) => content.toLowerCase().includes(email));
}

async function findIn(executor: Executor, query: PersonQuery): Promise<PersonRecords> {
  const { email } = query;
  const newsletterSubscribers = await executor
    .selectFrom("newsletter_subscribers")
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
  const subscriberIds = newsletterSubscribers.map((row) => row.id);
  const queued = await executor
    .selectFrom("mail_queue")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(eb.fn("instr", [eb.fn("lower", ["mail"]), eb.val(email)]), ">", 0),
        ...(subscriberIds.length > 0 ? [eb("subscriber_id", "in", subscriberIds)] : []),
      ]),
    )
    .orderBy("id")
    .execute();
  const hits = await executor
    .selectFrom("rate_limit_hits")
    .selectAll()
    .where((eb) => eb(eb.fn("instr", [eb.fn("lower", ["key"]), eb.val(email)]), ">", 0))
    .orderBy("at_ms")
    .execute();

  return {
    newsletterSubscribers,
    ebookRequests,
    selfTestResults: selfTestRows.map((stored) => {
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
    }),
    intakeResponses: intakeRows
      .map((stored) => unsealFor("client_test_responses", stored))
      .filter((row) => intakeMatches(row, query)),
    queuedMails: queued.map((row) => ({
      id: row.id,
      mail: parseJson(row.mail),
      created_at: row.created_at,
      attempts: row.attempts,
      last_error: row.last_error,
    })),
    loginAttempts: hits.map((hit) => ({ key: hit.key, at: new Date(hit.at_ms).toISOString() })),
    outboxMails: outboxFilesFor(email),
  };
}

export async function findPersonRecords(query: PersonQuery): Promise<PersonRecords> {
  return findIn(db, query);
}

/** The JSON export (art. 15 and 20): every record found, health data opened, with a word on what is not included. */
export async function exportPersonRecords(query: PersonQuery): Promise<string> {
  const records = await findPersonRecords(query);
  return JSON.stringify(
    {
      exportedAt: nowIso(),
      email: query.email,
      name: query.name,
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

export type ErasureCounts = Record<keyof PersonRecords, number>;

/**
 * Erasure (art. 17) in one transaction: every row found is deleted, then the
 * WAL is checkpointed and truncated so no earlier copy of the rows stays in it
 * (deleted content is overwritten: secure_delete, ~/server/db.server), and the
 * outbox mails to the address are removed.
 */
export async function erasePersonRecords(query: PersonQuery): Promise<ErasureCounts> {
  const found = await db.transaction().execute(async (trx) => {
    const records = await findIn(trx, query);
    const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
    const remove = async (
      table: "newsletter_subscribers" | "ebook_requests" | "test_results" | "client_test_responses" | "mail_queue",
      rowIds: number[],
    ) => {
      if (rowIds.length > 0) await trx.deleteFrom(table).where("id", "in", rowIds).execute();
    };
    await remove("mail_queue", ids(records.queuedMails));
    await remove("newsletter_subscribers", ids(records.newsletterSubscribers));
    await remove("ebook_requests", ids(records.ebookRequests));
    await remove("test_results", ids(records.selfTestResults));
    await remove("client_test_responses", ids(records.intakeResponses));
    for (const key of new Set(records.loginAttempts.map((hit) => hit.key))) {
      await trx.deleteFrom("rate_limit_hits").where("key", "=", key).execute();
    }
    return records;
  });
  const { sqlite } = database();
  const [checkpoint] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  if (checkpoint?.busy) logger.warn("erasure: WAL checkpoint was busy; old page copies leave the WAL at the next one");
  for (const { file } of found.outboxMails) rmSync(join(outboxDir, file), { force: true });
  const counts = Object.fromEntries(
    Object.entries(found).map(([kind, rows]) => [kind, (rows as unknown[]).length]),
  ) as ErasureCounts;
  // Counts only, never the address.
  logger.info({ deleted: counts }, "data request: person's records erased");
  return counts;
}
