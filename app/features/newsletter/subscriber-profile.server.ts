import { parseTags } from "~/lib/format";
import { db } from "~/server/db.server";

/** A tag as the coach types it: trimmed, lower case, letters, digits and dashes, at most 40 characters. */
export function normalTag(input: string): string | null {
  const tag = input.trim().toLowerCase().replace(/\s+/g, "-");
  return /^[\p{L}\p{N}][\p{L}\p{N}-]{0,39}$/u.test(tag) ? tag : null;
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
