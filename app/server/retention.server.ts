import { db, nowIso } from "./db.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { mailAttemptLimit } from "./mail-queue.server";

/**
 * One retention job for everything the site stores for a limited time
 * (docs/decisions/0018). Runs at start-up, before the first request, and then
 * once a day. Periods come from the RETENTION_* settings.
 */
const dayMs = 86_400_000;

export type RetentionCounts = Record<
  "rateLimitHits" | "sessions" | "analyticsEvents" | "consents" | "intakeResponses" | "selfTestResults" | "mailQueue",
  number
>;

export async function applyRetention(now = new Date()): Promise<RetentionCounts> {
  const cutoff = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();
  const kysely = await db();
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  return kysely.transaction().execute(async (trx) => ({
    rateLimitHits: deleted(
      await trx
        .deleteFrom("rate_limit_hits")
        .where("at_ms", "<", now.getTime() - env.RETENTION_RATE_LIMIT_DAYS * dayMs)
        .executeTakeFirst(),
    ),
    sessions: deleted(await trx.deleteFrom("sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst()),
    analyticsEvents: deleted(
      await trx
        .deleteFrom("analytics_events")
        .where("created_at", "<", cutoff(env.RETENTION_ANALYTICS_DAYS))
        .executeTakeFirst(),
    ),
    consents: deleted(
      await trx.deleteFrom("consents").where("created_at", "<", cutoff(env.RETENTION_CONSENT_DAYS)).executeTakeFirst(),
    ),
    intakeResponses: deleted(
      await trx
        .deleteFrom("client_test_responses")
        .where("submitted_at", "<", cutoff(env.RETENTION_INTAKE_DAYS))
        .executeTakeFirst(),
    ),
    selfTestResults: deleted(
      await trx
        .deleteFrom("test_results")
        .where("created_at", "<", cutoff(env.RETENTION_SELFTEST_DAYS))
        .executeTakeFirst(),
    ),
    // Sent mails leave the queue at once; what remains after the period is a mail that was given up on.
    mailQueue: deleted(
      await trx
        .deleteFrom("mail_queue")
        .where("created_at", "<", cutoff(env.RETENTION_MAIL_QUEUE_DAYS))
        .where("attempts", ">=", mailAttemptLimit)
        .executeTakeFirst(),
    ),
  }));
}

async function runLogged(): Promise<void> {
  try {
    const counts = await applyRetention();
    // Counts only: nothing about the people whose rows went.
    logger.info({ deleted: counts, at: nowIso() }, "retention applied");
  } catch (err) {
    logger.error({ err }, "retention failed");
  }
}

/** Applies retention now (awaited, so start-up finishes clean) and schedules it daily. */
export async function startRetention(): Promise<{ stop: () => void }> {
  await runLogged();
  const timer = setInterval(() => void runLogged(), dayMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
