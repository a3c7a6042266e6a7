import { db } from "~/server/db.server";
import { env, publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { mailAttemptLimit, retryAt } from "~/server/mail-queue.server";
import { sendMail, type MailContent } from "~/server/mail.server";
import { defineJob, type JobDefinition } from "~/server/jobs.server";
import { findBroadcast, queueDueBroadcasts, type Broadcast } from "./broadcasts.server";
import { endsWithSignOff } from "./sign-off";
import { countedLink } from "./step-clicks.server";
import { unsubscribeUrl } from "./unsubscribe-link.server";

const interrupted = "interrupted: the server stopped during this send; not sent again to avoid a duplicate";

/**
 * One newsletter mail as the subscriber receives it: the coach as sender, a personal one-click unsubscribe,
 * no tracking, and one sign-off: the coach's own when the text ends with one (ADR 0095). A sequence
 * step's mail (`stepId`) counts clicks on its links to the site, the same link for every reader (ADR 0133).
 */
export function newsletterMail(
  broadcast: Pick<Broadcast, "subject" | "preheader" | "body">,
  to: string,
  subscriberId: number | null,
  stepId?: number,
): MailContent {
  return {
    to,
    subject: broadcast.subject,
    heading: broadcast.subject,
    preheader: broadcast.preheader || undefined,
    paragraphs: [{ markdown: broadcast.body }],
    fromCoach: true,
    ownSignOff: endsWithSignOff(broadcast.body),
    // The test mail to the coach has no subscriber: its link goes to the page that says so.
    unsubscribeUrl: subscriberId === null ? `${publicUrl}/nieuwsbrief/afmelden` : unsubscribeUrl(subscriberId),
    siteLink: stepId === undefined ? undefined : (url) => countedLink(stepId, url),
  };
}

/**
 * Run once at start-up, before any send: a broadcast or sequence row claimed
 * but neither sent nor failed was cut off by a crash mid-send. The mail may or may not have reached
 * the server, so it is not sent again (no one gets a broadcast twice, ADR 0055)
 * and the archive lists it as failed with that reason.
 */
export async function settleInterruptedSends(now = new Date()): Promise<number> {
  const result = await db
    .updateTable("mail_queue")
    .set({ failed_at: now.toISOString(), last_error: interrupted })
    .where((eb) => eb.or([eb("broadcast_id", "is not", null), eb("sequence_step_id", "is not", null)]))
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

/** Claims a row for one send, in its own committed write; false when another run has it. */
async function claim(id: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable("mail_queue")
    .set({ claimed_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("claimed_at", "is", null)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Marks a claimed row sent, right after the mail server took it, with the subscriber's last mail. */
async function recordSent(id: number, subscriberId: number | null): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("mail_queue").set({ sent_at: at }).where("id", "=", id).execute();
    if (subscriberId !== null) {
      await trx
        .updateTable("newsletter_subscribers")
        .set({ last_email_sent_at: at })
        .where("id", "=", subscriberId)
        .execute();
    }
  });
}

type MarketingRow = {
  id: number;
  mail: string;
  subscriber_id: number | null;
  broadcast_id: number | null;
  sequence_step_id: number | null;
  attempts: number;
};

/** The due, unclaimed rows of one kind, through its own partial index. */
function dueRows(column: "broadcast_id" | "sequence_step_id", max: number, now: Date) {
  return db
    .selectFrom("mail_queue")
    .select(["id", "mail", "subscriber_id", "broadcast_id", "sequence_step_id", "attempts"])
    .where(column, "is not", null)
    .where("claimed_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(max)
    .execute();
}

type Content = Pick<Broadcast, "subject" | "preheader" | "body">;

/** A sequence step as the mail it sends, read at send time: an edit reaches everyone not yet sent it. */
async function stepContent(id: number): Promise<Content | undefined> {
  const step = await db
    .selectFrom("sequence_steps")
    .select(["subject", "preheader", "body_md"])
    .where("id", "=", id)
    .executeTakeFirst();
  return step && { subject: step.subject, preheader: step.preheader, body: step.body_md };
}

/**
 * Unsubscribed or bounced since the mail was queued: a broadcast or a sequence
 * step no longer goes (D34). Paced sending can take hours, and an unsubscribe
 * from an earlier mail may come in between.
 */
async function stillReceiving(subscriberId: number | null): Promise<boolean> {
  if (subscriberId === null) return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("id", "=", subscriberId)
    .where("is_active", "=", 1)
    .where("bounced_at", "is", null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sends up to `max` due newsletter mails, broadcasts and sequence steps (ADR
 * 0130) alike, one at a time. Each row is claimed in its own committed write
 * before the SMTP send and marked sent right after, so a crash can cut off at
 * most the one mail in flight.
 */
export async function sendBroadcastMails(max: number, now = new Date()): Promise<number> {
  const rows: MarketingRow[] = [
    ...(await dueRows("broadcast_id", max, now)),
    ...(await dueRows("sequence_step_id", max, now)),
  ]
    .sort((a, b) => a.id - b.id)
    .slice(0, max);
  const contents = new Map<string, Content | undefined>();
  const contentOf = async (row: MarketingRow) => {
    const key = row.broadcast_id !== null ? `b${row.broadcast_id}` : `s${row.sequence_step_id}`;
    if (!contents.has(key))
      contents.set(
        key,
        row.broadcast_id !== null ? await findBroadcast(row.broadcast_id) : await stepContent(row.sequence_step_id!),
      );
    return contents.get(key);
  };
  let sent = 0;
  for (const row of rows) {
    const content = await contentOf(row);
    if (!content) {
      // A broadcast row always has its broadcast (cascade); a sequence step may have been deleted since.
      if (row.sequence_step_id !== null) await settleUnsent(row.id, "step removed before sending", now);
      continue;
    }
    if (!(await stillReceiving(row.subscriber_id))) {
      await settleUnsent(row.id, "unsubscribed before sending", now);
      continue;
    }
    if (!(await claim(row.id))) continue;
    const { to } = JSON.parse(row.mail) as { to: string };
    try {
      await sendMail(newsletterMail(content, to, row.subscriber_id, row.sequence_step_id ?? undefined), {
        pooled: true,
      });
      await recordSent(row.id, row.subscriber_id);
      sent += 1;
    } catch (error) {
      await recordFailure(row, error, now);
    }
  }
  return sent;
}

/** A row that will not be sent, with the reason; the per-step counts show it as not sent. */
async function settleUnsent(id: number, reason: string, now: Date): Promise<void> {
  await db
    .updateTable("mail_queue")
    .set({ claimed_at: now.toISOString(), failed_at: now.toISOString(), last_error: reason })
    .where("id", "=", id)
    .where("claimed_at", "is", null)
    .execute();
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
  // A temporary (4xx, connection) failure: the mail queue's back-off.
  await db
    .updateTable("mail_queue")
    .set({
      attempts,
      claimed_at: null,
      last_error: reason,
      next_attempt_at: retryAt(attempts, now),
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
 * It runs beside the mail queue's job, which keeps the transactional mails
 * (confirmations, e-book links) flowing during a long broadcast.
 * settleInterruptedSends must have run before its first run.
 */
export function broadcastJob(): JobDefinition {
  const spacingMs = () => (env.NEWSLETTER_RATE_PER_MINUTE === 0 ? 0 : 60_000 / env.NEWSLETTER_RATE_PER_MINUTE);
  let nextSendAt = Date.now();
  return defineJob({
    name: "broadcasts",
    first: 100,
    // Unlimited and busy: straight on; otherwise look again soon.
    every: (sent: number | undefined) => (spacingMs() === 0 && sent ? 0 : Math.min(250, Math.max(10, spacingMs()))),
    run: async (now) => {
      const spacing = spacingMs();
      await queueDueBroadcasts(now);
      let sent = 0;
      if (spacing === 0) {
        sent = await sendBroadcastMails(100, now);
      } else {
        // A bucket of at most one second's allowance: an idle spell never turns into a burst.
        nextSendAt = Math.max(nextSendAt, Date.now() - Math.max(1_000, spacing));
        const allowed = Math.floor((Date.now() - nextSendAt) / spacing);
        if (allowed > 0) {
          sent = await sendBroadcastMails(Math.min(allowed, 100), now);
          nextSendAt += Math.max(sent, 1) * spacing;
        }
      }
      await finishBroadcasts(new Date());
      return sent;
    },
  });
}
