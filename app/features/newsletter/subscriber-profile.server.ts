import { parseTags } from "~/lib/format";
import { db } from "~/server/db.server";

/** A tag as the coach types it: trimmed, lower case, letters, digits and dashes, at most 40 characters. */
export function normalTag(input: string): string | null {
  const tag = input.trim().toLowerCase().replace(/\s+/g, "-");
  return /^[\p{L}\p{N}][\p{L}\p{N}-]{0,39}$/u.test(tag) ? tag : null;
}

export interface NewsletterProfile {
  subscriberId: number | null;
  status: "actief" | "afgemeld" | "onbestelbaar" | "wacht-op-bevestiging" | "geen";
  tags: string[];
  /** Consent proof (Telecommunicatiewet 11.7): when signed up and confirmed, the form, the text shown and its version. */
  consent: {
    signedUpAt: string | null;
    confirmedAt: string | null;
    source: string | null;
    text: string | null;
    version: string | null;
  } | null;
  lastEmailSentAt: string | null;
  bounceReason: string | null;
}

/** The newsletter part of a person's card (issue #14): status, tags and consent proof for one address. */
export async function newsletterProfile(email: string): Promise<NewsletterProfile> {
  const address = email.trim().toLowerCase();
  const row = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", address).executeTakeFirst();
  const pending = await db
    .selectFrom("newsletter_pending")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  if (!row) {
    return {
      subscriberId: null,
      status: pending ? "wacht-op-bevestiging" : "geen",
      tags: [],
      consent: null,
      lastEmailSentAt: null,
      bounceReason: null,
    };
  }
  return {
    subscriberId: row.id,
    status: row.bounced_at
      ? "onbestelbaar"
      : row.is_active === 1
        ? "actief"
        : pending
          ? "wacht-op-bevestiging"
          : "afgemeld",
    tags: parseTags(row.tags),
    consent: {
      signedUpAt: row.consent_signup_at,
      confirmedAt: row.consent_confirmed_at,
      source: row.consent_source,
      text: row.consent_text,
      version: row.consent_version,
    },
    lastEmailSentAt: row.last_email_sent_at,
    bounceReason: row.bounce_reason,
  };
}

/** Adds or removes one tag on a subscriber; false when the row is gone. Read and write in one transaction, so parallel edits cannot lose a tag. */
/** Whether subscriber `id` is the subscription of this (lower-cased) address. */
export async function isSubscriberOf(id: number, email: string): Promise<boolean> {
  if (!Number.isSafeInteger(id)) return false;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select("id")
    .where("id", "=", id)
    .where("email", "=", email)
    .executeTakeFirst();
  return row !== undefined;
}

export async function changeSubscriberTag(id: number, tag: string, change: "add" | "remove"): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("newsletter_subscribers").select("tags").where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    const current = parseTags(row.tags).filter((t) => t !== tag);
    const tags = change === "add" ? [...current, tag].sort() : current;
    await trx
      .updateTable("newsletter_subscribers")
      .set({ tags: JSON.stringify(tags) })
      .where("id", "=", id)
      .execute();
    return true;
  });
}
