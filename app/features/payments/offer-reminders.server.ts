import { offerReminderMail } from "~/content/payments";
import { formatEuro } from "~/features/coach-facts/euro";
import { dayHeading, dayMs } from "~/lib/amsterdam-time";
import { db } from "~/server/db.server";
import { defineJob } from "~/server/jobs.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { offerLink, offerLinkValidityMs } from "./offer-link.server";
import { readPaymentSettings } from "./payment-settings.server";

/** At most this many reminders per offer (D33). */
export const maxReminders = 2;

/**
 * Reminder mails for open offers (ADR 0120): N days (the setting) after the
 * offer, and N days after the first reminder, at most twice; never for an
 * offer that is paid (or refunded), withdrawn, or whose link has expired.
 * The count is raised in the transaction that queues the mail, and only from
 * the value read, so a reminder goes out exactly once even across restarts
 * or two runs at once (the mail queue then delivers it).
 */
export async function queueOfferReminders(now: Date): Promise<number> {
  const { reminderDays } = await readPaymentSettings();
  if (reminderDays === 0) return 0;
  const wait = reminderDays * dayMs;
  const due = await db
    .selectFrom("payment_offers")
    .select(["id", "client_name", "client_email", "description", "amount_cents", "created_at", "reminders_sent"])
    .where("withdrawn_at", "is", null)
    .where("reminders_sent", "<", maxReminders)
    // The link still works: an expired offer gets no reminder.
    .where("created_at", ">", new Date(now.getTime() - offerLinkValidityMs).toISOString())
    .where((eb) =>
      eb.or([
        eb("reminders_sent", "=", 0).and("created_at", "<=", new Date(now.getTime() - wait).toISOString()),
        eb("reminders_sent", ">", 0).and("last_reminded_at", "<=", new Date(now.getTime() - wait).toISOString()),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.offer_id", "=", "payment_offers.id")
            .where("payments.status", "in", ["paid", "refunded"]),
        ),
      ),
    )
    .execute();
  let queued = 0;
  for (const offer of due) {
    const createdAt = Date.parse(offer.created_at);
    const sent = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("payment_offers")
        .set({ reminders_sent: offer.reminders_sent + 1, last_reminded_at: now.toISOString() })
        .where("id", "=", offer.id)
        .where("reminders_sent", "=", offer.reminders_sent)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      const amount = formatEuro(offer.amount_cents);
      await queueMail(trx, {
        to: offer.client_email,
        subject: offerReminderMail.subject(offer.description),
        heading: offerReminderMail.heading,
        preheader: offerReminderMail.body(offer.description, amount, dayHeading(createdAt + offerLinkValidityMs)),
        paragraphs: [
          offerReminderMail.intro(offer.client_name),
          offerReminderMail.body(offer.description, amount, dayHeading(createdAt + offerLinkValidityMs)),
          offerReminderMail.paidAlready,
        ],
        button: { label: offerReminderMail.button, url: offerLink(offer.id, offer.amount_cents, createdAt) },
        closing: [offerReminderMail.closing],
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Checks for due reminders at start-up and then hourly (a reminder counts in days), through the one job runner (ADR 0075). */
export const offerReminderJob = defineJob({
  name: "offer-reminders",
  first: 0,
  every: 60 * 60_000,
  run: async (now) => {
    const queued = await queueOfferReminders(now);
    if (queued > 0) logger.info({ queued }, "offer reminders queued");
  },
});
