import type { Kysely } from "kysely";
import { digestMail, noticeMail, notificationKinds } from "~/content/notifications";
import { countLeadsSince } from "~/features/leads/lead-counts.server";
import { leadSeriesKeys, type LeadSeriesKey } from "~/features/leads/lead-series";
import { formatDutchDateTime } from "~/lib/format";
import { dayMs } from "~/lib/amsterdam-time";
import type { Database, NotificationSettingsTable } from "~/server/db-schema";
import { db } from "~/server/db.server";
import { businessDetails } from "~/server/business.server";
import { env, publicUrl } from "~/server/env.server";
import { queueMail } from "~/server/mail-queue.server";
import type { MailContent } from "~/server/mail.server";
import { digestDue } from "./digest";
import { leadListPaths } from "./lead-lists";

/** The coach's address: INTAKE_NOTICE_EMAIL when set (it predates ADR 0053), otherwise the business's contact address (D32). */
export async function notificationRecipient(executor: Kysely<Database> = db): Promise<string> {
  return env.INTAKE_NOTICE_EMAIL ?? (await businessDetails(executor)).email;
}

export async function readNotificationSettings(executor: Kysely<Database> = db): Promise<NotificationSettingsTable> {
  return executor.selectFrom("notification_settings").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
}

function noticeFor(kind: LeadSeriesKey, at: Date, to: string): MailContent {
  const words = notificationKinds[kind];
  return {
    to,
    subject: noticeMail.subject(words.label),
    heading: noticeMail.heading(words.label),
    paragraphs: [noticeMail.text(words.one, formatDutchDateTime(at.toISOString())), noticeMail.privacy],
    button: { label: noticeMail.button, url: `${publicUrl}${leadListPaths[kind]}` },
  };
}

/**
 * Call in the transaction that stores a new lead: queues the coach's notice in
 * that same transaction (so it is sent exactly when the lead exists), unless
 * this kind is switched off or the coach chose the daily digest.
 */
export async function notifyCoach(trx: Kysely<Database>, kind: LeadSeriesKey, at = new Date()): Promise<void> {
  const settings = await readNotificationSettings(trx);
  if (settings[kind] !== 1 || settings.digest_hour !== null) return;
  await queueMail(trx, noticeFor(kind, at, await notificationRecipient(trx)));
}

/**
 * Sends the daily digest when it is due (digestDue): the counts per switched-on
 * kind since the previous digest. Claiming the day and queueing the mail
 * happen in one transaction, so two runs (a restart, a second process) can
 * never both send it. Returns whether a digest mail was queued.
 */
export async function runDigest(now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settings = await readNotificationSettings(trx);
    const due = digestDue(settings, now.getTime());
    if (!due) return false;
    const until = now.toISOString();
    const since = settings.last_digest_at ?? new Date(now.getTime() - dayMs).toISOString();
    const claimed = await trx
      .updateTable("notification_settings")
      .set({ last_digest_day: due.day, last_digest_at: until })
      .where("id", "=", 1)
      .where((eb) => eb.or([eb("last_digest_day", "is", null), eb("last_digest_day", "<", due.day)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const counts = await countLeadsSince(since, until, trx);
    const lines = leadSeriesKeys
      .filter((kind) => settings[kind] === 1 && counts[kind] > 0)
      .map((kind) => notificationKinds[kind].many(counts[kind]));
    // Nothing new: the day is done without a mail.
    if (lines.length === 0) return false;
    await queueMail(trx, {
      to: await notificationRecipient(trx),
      subject: digestMail.subject,
      heading: digestMail.heading,
      paragraphs: [digestMail.intro(formatDutchDateTime(since)), { list: lines }, digestMail.privacy],
      button: { label: digestMail.button, url: `${publicUrl}/admin` },
    });
    return true;
  });
}

/** Stores the coach's choices; the digest's own bookkeeping (last day, last moment) stays as it is. */
export async function saveNotificationSettings(value: {
  intakes: boolean;
  selftests: boolean;
  ebooks: boolean;
  newsletter: boolean;
  wanneer: "direct" | "dagelijks";
  uur: string;
}): Promise<void> {
  const bit = (on: boolean) => (on ? 1 : 0);
  await db
    .updateTable("notification_settings")
    .set({
      intakes: bit(value.intakes),
      selftests: bit(value.selftests),
      ebooks: bit(value.ebooks),
      newsletter: bit(value.newsletter),
      digest_hour: value.wanneer === "dagelijks" ? Number(value.uur) : null,
    })
    .where("id", "=", 1)
    .execute();
}
