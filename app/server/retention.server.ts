import { sql, type RawBuilder } from "kysely";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { localDateOf } from "~/lib/amsterdam-time";
import { db } from "./db.server";
import { env } from "./env.server";
import { removeInvoiceFiles } from "./invoice-storage.server";
import { defineJob } from "./jobs.server";
import { logger } from "./logger.server";
import { mailAttemptLimit } from "./mail-queue.server";
import { outboxDir } from "./mail.server";

/**
 * One retention job for everything the site stores for a limited time
 * (ADR 0018). Runs at start-up, before the first request, and then
 * once a day. Periods come from the RETENTION_* settings.
 */
const dayMs = 86_400_000;

/** Records dated before a cut-off: table, date column, and the setting that gives the period. */
const periods = [
  { kind: "analyticsEvents", table: "analytics_events", column: "created_at", days: "RETENTION_ANALYTICS_DAYS" },
  { kind: "consents", table: "consents", column: "created_at", days: "RETENTION_CONSENT_DAYS" },
  { kind: "intakeResponses", table: "client_test_responses", column: "submitted_at", days: "RETENTION_INTAKE_DAYS" },
  { kind: "selfTestResults", table: "test_results", column: "created_at", days: "RETENTION_SELFTEST_DAYS" },
  { kind: "ebookRequests", table: "ebook_requests", column: "requested_at", days: "RETENTION_EBOOK_DAYS" },
  { kind: "accessLog", table: "access_log", column: "created_at", days: "RETENTION_ACCESS_LOG_DAYS" },
] as const;

export type RetentionCounts = Record<
  | (typeof periods)[number]["kind"]
  | "rateLimitHits"
  | "sessions"
  | "usedTokens"
  | "passwordResets"
  | "clientLinks"
  | "clientLoginCodes"
  | "selftestRetakes"
  | "mailQueue"
  | "outboxMails"
  | "pendingSignups"
  | "invoices"
  | "bookingRequests"
  | "paymentOffers"
  | "appointments"
  | "paidSessions"
  | "sessionCredits",
  number
>;

/**
 * Invoices are fiscal records: kept 7 years from the end of the year they
 * were issued in (D33), then deleted with their stored PDF. Not a setting:
 * the law fixes it, and a data request's erasure does not shorten it.
 */
const invoiceYearsKept = 7;

/** Mails kept as files (no SMTP) hold self-test analyses and links: deleted by their age. */
function deleteOldOutboxMails(before: Date): number {
  const outbox = outboxDir();
  if (!existsSync(outbox)) return 0;
  let deleted = 0;
  for (const name of readdirSync(outbox)) {
    const file = join(outbox, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile() || stat.mtime >= before) continue;
    rmSync(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

export async function applyRetention(now = new Date()): Promise<RetentionCounts> {
  const cutoff = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  const { counts, expiredInvoices } = await db.transaction().execute(async (trx) => {
    const run = async (query: RawBuilder<unknown>) => Number((await query.execute(trx)).numAffectedRows ?? 0);
    const counts: Partial<RetentionCounts> = {};
    for (const { kind, table, column, days } of periods) {
      counts[kind] = await run(sql`delete from ${sql.table(table)} where ${sql.ref(column)} < ${cutoff(env[days])}`);
    }
    // Intro calls one by one from their start; the status history goes with its appointment (on delete cascade).
    counts.appointments = await run(
      sql`delete from appointments where start_at < ${cutoff(env.RETENTION_APPOINTMENT_DAYS)} and session_type_id is null`,
    );
    // A client's paid sessions and credits together, once the last session or credit is older than the period (ADR 0123).
    const lapsedClients = sql`select email from (
        select email, start_at as at from appointments where session_type_id is not null
        union all select client_email, granted_at from session_credits
      ) group by email having max(at) < ${cutoff(env.RETENTION_SESSION_DAYS)}`;
    counts.sessionCredits = await run(sql`delete from session_credits where client_email in (${lapsedClients})`);
    counts.paidSessions = await run(
      sql`delete from appointments where session_type_id is not null and email in (${lapsedClients})`,
    );
    counts.rateLimitHits = await run(
      sql`delete from rate_limit_hits where at_ms < ${now.getTime() - env.RETENTION_RATE_LIMIT_DAYS * dayMs}`,
    );
    counts.sessions = await run(sql`delete from sessions where expires_at <= ${now.toISOString()}`);
    counts.usedTokens = await run(sql`delete from used_tokens where expires_at <= ${now.toISOString()}`);
    counts.passwordResets = await run(sql`delete from password_resets where expires_at <= ${now.toISOString()}`);
    // The client page (ADR 0124): a lapsed code, and a lapsed link with its code.
    counts.clientLoginCodes = await run(sql`delete from client_login_codes where expires_at <= ${now.toISOString()}`);
    counts.clientLinks = await run(sql`delete from client_links where expires_at <= ${now.toISOString()}`);
    // A retake link (ADR 0146) that lapsed unused, or whose result is gone (erased, or aged out above).
    counts.selftestRetakes = await run(
      sql`delete from selftest_retakes where (used_at is null and expires_at <= ${now.toISOString()}) or (used_at is not null and result_id is null)`,
    );
    // An unconfirmed newsletter signup lapses after 7 days (ADR 0056): its address goes with it.
    counts.pendingSignups = await run(sql`delete from newsletter_pending where expires_at <= ${now.toISOString()}`);
    // A booking its owner never confirmed lapses after a day (ADR 0080), with its details.
    counts.bookingRequests = await run(sql`delete from appointment_requests where expires_at <= ${now.toISOString()}`);
    // Sent mails leave the queue at once; what remains after the period is a mail that was given up on.
    counts.mailQueue = await run(
      sql`delete from mail_queue where created_at < ${cutoff(env.RETENTION_MAIL_QUEUE_DAYS)} and attempts >= ${mailAttemptLimit}`,
    );
    // Issued in year Y: kept to the end of Y + 7 (Dutch time), so gone from 1 January of Y + 8.
    const firstYearKept = localDateOf(now.getTime()).year - invoiceYearsKept;
    const expired = await trx.selectFrom("invoices").select("number").where("year", "<", firstYearKept).execute();
    counts.invoices = await run(sql`delete from invoices where year < ${firstYearKept}`);
    // Offers and payments are fiscal records too (ADR 0105): gone with the invoices of their year,
    // counted from the last thing that happened to them (an offer of December paid in January keeps its year).
    const yearStart = new Date(Date.UTC(firstYearKept, 0, 1) - 3_600_000).toISOString(); // 1 January, 00:00 in Amsterdam (CET)
    const expiredOffers = sql`select id from payment_offers where created_at < ${yearStart}
      and not exists (select 1 from payments where payments.offer_id = payment_offers.id and payments.updated_at >= ${yearStart})`;
    await run(sql`delete from payments where offer_id in (${expiredOffers})`);
    counts.paymentOffers = await run(sql`delete from payment_offers where id in (${expiredOffers})`);
    return { counts, expiredInvoices: expired.map((row) => row.number) };
  });
  removeInvoiceFiles(expiredInvoices);
  counts.outboxMails = deleteOldOutboxMails(new Date(cutoff(env.RETENTION_OUTBOX_DAYS)));
  return counts as RetentionCounts;
}

/** Applies retention at start-up (before the first request, so start-up finishes clean) and then daily. */
export const retentionJob = defineJob({
  name: "retention",
  first: "start",
  every: dayMs,
  run: async (now) => {
    const counts = await applyRetention(now);
    // Counts only: nothing about the people whose rows went.
    logger.info({ deleted: counts, at: now.toISOString() }, "retention applied");
  },
});
