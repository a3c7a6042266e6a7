import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db-schema";
import { db, nowIso } from "./db.server";
import { defineJob } from "./jobs.server";
import { logger } from "./logger.server";
import { sendMail, type MailContent } from "./mail.server";

/**
 * A transactional outbox for mails that need not hold up the visitor's answer
 * (the newsletter welcome): the mail is stored in the same transaction as the
 * row that caused it, so it is never lost, and a background worker sends it,
 * retrying with back-off. Mails whose failure the visitor must hear about
 * (the e-book link) keep using sendMail directly.
 */
export async function queueMail(
  trx: Transaction<Database> | Kysely<Database>,
  mail: MailContent,
  subscriberId: number | null = null,
  notBefore?: Date,
): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto("mail_queue")
    .values({
      mail: JSON.stringify(mail),
      subscriber_id: subscriberId,
      created_at: now,
      next_attempt_at: notBefore?.toISOString() ?? now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Sends a mail queued with `notBefore` now: for a mail whose attachment is
 * written just after its transaction commits (an invoice PDF), so the queue
 * cannot take it before the file exists; a crash in between leaves the later
 * time as the fallback.
 */
export async function releaseMail(id: number): Promise<void> {
  await db.updateTable("mail_queue").set({ next_attempt_at: nowIso() }).where("id", "=", id).execute();
}

/** Minutes to wait after the 1st, 2nd, ... failed attempt; after the last, the mail stays for the coach's attention. */
const backoffMinutes = [1, 5, 30, 120, 720];
/** After this many failed attempts a mail is no longer retried. */
export const mailAttemptLimit = backoffMinutes.length + 1;

/** When a mail that failed for the `attempts`-th time is tried again: the queue's and the broadcasts' one back-off. */
export function retryAt(attempts: number, now: Date): string {
  const wait = backoffMinutes[Math.min(attempts - 1, backoffMinutes.length - 1)]!;
  return new Date(now.getTime() + wait * 60_000).toISOString();
}
/**
 * At most 5 mails per quarter second (20 per second): more than the site ever
 * needs, in line with what SMTP providers accept, and it leaves the CPU to
 * visitors during a burst of signups.
 */
const batchSize = 5;
const interval = 250;

/** Sends the mails that are due; returns how many were sent. */
export async function sendQueuedMails(now = new Date()): Promise<number> {
  const due = await db
    .selectFrom("mail_queue")
    .selectAll()
    .where("next_attempt_at", "<=", now.toISOString())
    .where("attempts", "<", mailAttemptLimit)
    // Broadcast and sequence deliveries have their own paced worker (~/features/newsletter/broadcast-sender.server).
    .where("broadcast_id", "is", null)
    .where("sequence_step_id", "is", null)
    .orderBy("id")
    .limit(batchSize)
    .execute();
  let sent = 0;
  for (const row of due) {
    try {
      await sendMail(JSON.parse(row.mail) as MailContent);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("mail_queue").where("id", "=", row.id).execute();
        if (row.subscriber_id !== null) {
          await trx
            .updateTable("newsletter_subscribers")
            .set({ last_email_sent_at: nowIso() })
            .where("id", "=", row.subscriber_id)
            .execute();
        }
      });
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .updateTable("mail_queue")
        .set({
          attempts,
          next_attempt_at: retryAt(attempts, now),
          last_error: error instanceof Error ? error.message.slice(0, 500) : "unknown error",
        })
        .where("id", "=", row.id)
        .execute();
      logger.warn({ queueId: row.id, attempts }, "queued mail failed; will retry");
    }
  }
  return sent;
}

/** Runs the queue in the background, four times a second. */
export const mailQueueJob = defineJob({ name: "mail-queue", every: interval, run: sendQueuedMails });
