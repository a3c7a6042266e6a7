import { database, db } from "~/server/db.server";
import { env, publicUrl, site } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { mailAttemptLimit } from "~/server/mail-queue.server";
import { sendMail, type MailContent } from "~/server/mail.server";
import type { Job } from "~/server/server-hooks";
import { findBroadcast, queueDueBroadcasts, type Broadcast } from "./broadcasts.server";
import { endsWithSignOff } from "./sign-off";
import { unsubscribeUrl } from "./unsubscribe-link.server";

/** Minutes to wait after a temporary (4xx, connection) failure: the same back-off as the mail queue. */
const backoffMinutes = [1, 5, 30, 120, 720];
const interrupted = "interrupted: the server stopped during this send; not sent again to avoid a duplicate";

/**
 * One newsletter mail as the subscriber receives it: the coach as sender, a personal one-click unsubscribe,
 * no tracking, and one sign-off: the coach's own when the text ends with one (ADR 0095).
 */
export function newsletterMail(
  broadcast: Pick<Broadcast, "subject" | "preheader" | "body">,
  to: string,
  subscriberId: number | null,
): MailContent {
  return {
    to,
    subject: broadcast.subject,
    heading: broadcast.subject,
    preheader: broadcast.preheader || undefined,
    paragraphs: [{ markdown: broadcast.body }],
    senderName: site.coachName,
    ownSignOff: endsWithSignOff(broadcast.body),
    // The test mail to the coach has no subscriber: its link goes to the page that says so.
    unsubscribeUrl: subscriberId === null ? `${publicUrl}/nieuwsbrief/afmelden` : unsubscribeUrl(subscriberId),
  };
}

/**
 * Run once at start-up, before any send: a row claimed but neither sent nor
 * failed was cut off by a crash mid-send. The mail may or may not have reached
 * the server, so it is not sent again (no one gets a broadcast twice, ADR 0055)
 * and the archive lists it as failed with that reason.
 */
export async function settleInterruptedSends(now = new Date()): Promise<number> {
  const result = await db
    .updateTable("mail_queue")
    .set({ failed_at: now.toISOString(), last_error: interrupted })
    .where("broadcast_id", "is not", null)
    .where("claimed_at", "is not", null)
    .where("sent_at", "is", null)
    .where("failed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * Sends up to `max` due broadcast mails, one at a time. Each row is claimed in
 * its own committed write before the SMTP send and marked sent right after, so
 * a crash can cut off at most the one mail in flight.
 */
export async function sendBroadcastMails(max: number, now = new Date()): Promise<number> {
  const rows = await db
    .selectFrom("mail_queue")
    .select(["id", "mail", "subscriber_id", "broadcast_id", "attempts"])
    .where("broadcast_id", "is not", null)
    .where("claimed_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(max)
    .execute();
  const broadcasts = new Map<number, Broadcast | undefined>();
  // Claims and marks go straight to better-sqlite3: synchronous, so nothing runs between the SMTP answer and the mark.
  const sqlite = database().sqlite;
  const claim = sqlite.prepare("update mail_queue set claimed_at = ? where id = ? and claimed_at is null");
  const markSent = sqlite.prepare("update mail_queue set sent_at = ? where id = ?");
  const touchSubscriber = sqlite.prepare("update newsletter_subscribers set last_email_sent_at = ? where id = ?");
  const recordSent = sqlite.transaction((id: number, subscriberId: number | null, at: string) => {
    markSent.run(at, id);
    if (subscriberId !== null) touchSubscriber.run(at, subscriberId);
  });
  let sent = 0;
  for (const row of rows) {
    const broadcastId = row.broadcast_id!;
    if (!broadcasts.has(broadcastId)) broadcasts.set(broadcastId, await findBroadcast(broadcastId));
    const broadcast = broadcasts.get(broadcastId);
    if (!broadcast) continue;
    if (claim.run(new Date().toISOString(), row.id).changes !== 1) continue;
    const { to } = JSON.parse(row.mail) as { to: string };
    try {
      await sendMail(newsletterMail(broadcast, to, row.subscriber_id), { pooled: true });
      recordSent(row.id, row.subscriber_id, new Date().toISOString());
      sent += 1;
    } catch (error) {
      await recordFailure(row, error, now);
    }
  }
  return sent;
}

async function recordFailure(
  row: { id: number; subscriber_id: number | null; attempts: number },
  error: unknown,
  now: Date,
): Promise<void> {
  // sendMail throws a copy without addresses, so the reason may be stored and shown.
  const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
  const attempts = row.attempts + 1;
  const nowIso = now.toISOString();
  if (isPermanent(error) || attempts >= mailAttemptLimit) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("mail_queue")
        .set({ attempts, failed_at: nowIso, last_error: reason })
        .where("id", "=", row.id)
        .execute();
      if (isPermanent(error) && row.subscriber_id !== null) {
        // 'Onbestelbaar': the next broadcast skips the address until it confirms a new signup.
        await trx
          .updateTable("newsletter_subscribers")
          .set({ bounced_at: nowIso, bounce_reason: reason })
          .where("id", "=", row.subscriber_id)
          .execute();
      }
    });
    logger.warn({ queueId: row.id, attempts, permanent: isPermanent(error) }, "newsletter mail failed");
    return;
  }
  const wait = backoffMinutes[Math.min(attempts - 1, backoffMinutes.length - 1)]!;
  await db
    .updateTable("mail_queue")
    .set({
      attempts,
      claimed_at: null,
      last_error: reason,
      next_attempt_at: new Date(now.getTime() + wait * 60_000).toISOString(),
    })
    .where("id", "=", row.id)
    .execute();
  logger.warn({ queueId: row.id, attempts }, "newsletter mail failed; will retry");
}

/** Marks broadcasts whose every recipient is sent or failed as 'verzonden'. */
export async function finishBroadcasts(now = new Date()): Promise<void> {
  // A read first: the worker calls this every tick, and an UPDATE takes the write lock even when it matches nothing.
  const sending = await db.selectFrom("broadcasts").select("id").where("status", "=", "bezig").executeTakeFirst();
  if (!sending) return;
  await db
    .updateTable("broadcasts")
    .set({ status: "verzonden", finished_at: now.toISOString(), updated_at: now.toISOString() })
    .where("status", "=", "bezig")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("mail_queue")
            .select("mail_queue.id")
            .whereRef("mail_queue.broadcast_id", "=", "broadcasts.id")
            .where("mail_queue.sent_at", "is", null)
            .where("mail_queue.failed_at", "is", null),
        ),
      ),
    )
    .execute();
}

/**
 * The broadcast worker (ADR 0056): queues planned broadcasts when due and sends
 * at NEWSLETTER_RATE_PER_MINUTE (0: as fast as the mail server takes them).
 * It runs beside the mail queue's worker, which keeps the transactional mails
 * (confirmations, e-book links) flowing during a long broadcast.
 */
export async function startBroadcastWorker(): Promise<Job> {
  await settleInterruptedSends();
  const rate = env.NEWSLETTER_RATE_PER_MINUTE;
  const spacingMs = rate === 0 ? 0 : 60_000 / rate;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let nextSendAt = Date.now();

  const step = async (): Promise<number> => {
    const now = new Date();
    await queueDueBroadcasts(now);
    let sent = 0;
    if (spacingMs === 0) {
      sent = await sendBroadcastMails(100, now);
    } else {
      // A bucket of at most one second's allowance: an idle spell never turns into a burst.
      nextSendAt = Math.max(nextSendAt, Date.now() - Math.max(1_000, spacingMs));
      const allowed = Math.floor((Date.now() - nextSendAt) / spacingMs);
      if (allowed > 0) {
        sent = await sendBroadcastMails(Math.min(allowed, 100), now);
        nextSendAt += Math.max(sent, 1) * spacingMs;
      }
    }
    await finishBroadcasts(new Date());
    return sent;
  };

  const tick = () => {
    running = step()
      .catch((error: unknown) => {
        logger.error({ err: error }, "broadcast worker failed");
        return 0;
      })
      .then((sent) => {
        if (stopped) return;
        // Unlimited and busy: straight on; otherwise look again soon.
        const wait = spacingMs === 0 && sent > 0 ? 0 : Math.min(250, Math.max(10, spacingMs));
        timer = setTimeout(tick, wait);
      });
  };
  timer = setTimeout(tick, 100);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
