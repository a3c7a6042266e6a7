import { creditMails } from "~/content/booking-engine";
import { dayMs } from "~/lib/amsterdam-time";
import { formatTextDate } from "~/lib/format";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { defineJob } from "~/server/jobs.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import type { MailContent } from "~/server/mail.server";
import { currentClientLink } from "./client-access.server";

/**
 * Mails about a client's credits (D36, ADR 0141), through the one job runner:
 * "two left" once per grant after the booking that leaves the client two
 * credits, and "expiring" once per grant and expiry day when unused credits
 * expire within 30 days. A grant is one paid package (`offer_id`), or all
 * credits the coach added by hand to that address. Each mail is claimed by a
 * `credit_mails` row (unique per kind and the grant's first credit) inserted
 * in the transaction that queues it, so it goes out once across restarts.
 */
export const expiryNoticeDays = 30;

/**
 * Where a credit mail sends the client: their own page, where they book
 * (ADR 0124), while the coach has made them a link that still works; else
 * the site, since without a page the coach plans the sessions with them.
 */
async function creditMailButton(email: string, now: number): Promise<MailContent["button"]> {
  const page = await currentClientLink(email);
  return page && Date.parse(page.expiresAt) > now
    ? { label: creditMails.pageButtonLabel, url: page.url }
    : { label: creditMails.buttonLabel, url: `${publicUrl}/home` };
}

interface CreditRow {
  id: number;
  client_email: string;
  offer_id: number | null;
  expires_at: string;
  appointment_id: number | null;
  spent_at: string | null;
}

type Due = { kind: "twee-over" | "verloopt"; anchor: number; mail: MailContent };

const grantOf = (row: CreditRow) => `${row.client_email} ${row.offer_id ?? "hand"}`;
const isFree = (row: CreditRow, at: string) =>
  row.appointment_id === null && row.spent_at === null && row.expires_at > at;

function mailOf(to: string, text: { subject: string; heading: string; paragraphs: string[] }): MailContent {
  return {
    to,
    subject: text.subject,
    heading: text.heading,
    paragraphs: text.paragraphs,
    closing: [creditMails.closing],
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The mails due at `now`, each with the credit that names its grant. */
function dueMails(credits: CreditRow[], now: number): Due[] {
  const at = new Date(now).toISOString();
  const until = new Date(now + expiryNoticeDays * dayMs).toISOString();
  const firstOfGrant = new Map<string, number>();
  for (const row of credits) firstOfGrant.set(grantOf(row), Math.min(row.id, firstOfGrant.get(grantOf(row)) ?? row.id));
  const due: Due[] = [];

  // Two left: the client's free credits are two, and the grant they belong to has had a booking.
  const byClient = groupBy(credits, (row) => row.client_email);
  for (const [email, rows] of byClient) {
    const left = rows.filter((row) => isFree(row, at));
    if (left.length !== 2) continue;
    const grant = grantOf(left.at(-1)!);
    const booked = rows.some((row) => grantOf(row) === grant && (row.appointment_id !== null || row.spent_at !== null));
    if (booked)
      due.push({ kind: "twee-over", anchor: firstOfGrant.get(grant)!, mail: mailOf(email, creditMails.twoLeft) });
  }

  // Expiring: free credits of a grant that expire on one day within the notice period.
  const expiring = groupBy(
    credits.filter((row) => isFree(row, at) && row.expires_at <= until),
    (row) => `${grantOf(row)} ${row.expires_at.slice(0, 10)}`,
  );
  for (const rows of expiring.values()) {
    const date = formatTextDate(rows[0]!.expires_at);
    const text = creditMails.expiring;
    due.push({
      kind: "verloopt",
      anchor: Math.min(...rows.map((row) => row.id)),
      mail: mailOf(rows[0]!.client_email, {
        subject: text.subject(date),
        heading: text.heading,
        paragraphs: text.paragraphs(rows.length, date),
      }),
    });
  }
  return due;
}

/** Queues the credit mails due at `now`; returns how many were queued. */
export async function queueCreditMails(now = Date.now()): Promise<number> {
  const credits = await db
    .selectFrom("session_credits")
    .select(["id", "client_email", "offer_id", "expires_at", "appointment_id", "spent_at"])
    .orderBy("expires_at")
    .orderBy("id")
    .execute();
  let queued = 0;
  for (const { kind, anchor, mail } of dueMails(credits, now)) {
    const button = await creditMailButton(mail.to, now);
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("credit_mails")
        .values({ kind, credit_id: anchor, queued_at: new Date(now).toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (claimed.numInsertedOrUpdatedRows !== 1n) return false;
      await queueMail(trx, { ...mail, button });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Checks the credits at start-up and once a minute. */
export const creditMailsJob = defineJob({
  name: "credit-mails",
  first: 0,
  every: 60_000,
  run: async (now) => {
    const queued = await queueCreditMails(now.getTime());
    if (queued) logger.info({ queued, at: now.toISOString() }, "credit mails queued");
  },
});
