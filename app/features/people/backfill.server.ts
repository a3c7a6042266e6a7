import type { Kysely } from "kysely";
import type { Database } from "~/server/db-schema";
import { unsealFor } from "~/server/data-key.server";
import { recordActivity } from "./people-store.server";

/**
 * Migration 0015: a `people` row for every address already stored (ADR 0051).
 * Intakes from before D28 have no address; the coach links them on the card.
 */
export async function backfillPeople(db: Kysely<Database>): Promise<void> {
  for (const row of await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "name", "subscribed_at"])
    .execute()) {
    await recordActivity(db, {
      kind: "newsletter",
      email: row.email,
      name: row.name,
      at: row.subscribed_at,
      clear: true,
    });
  }
  for (const row of await db.selectFrom("ebook_requests").select(["email", "name", "requested_at"]).execute()) {
    await recordActivity(db, { kind: "ebook", email: row.email, name: row.name, at: row.requested_at, clear: true });
  }
  for (const stored of await db.selectFrom("test_results").select(["email", "created_at"]).execute()) {
    const row = unsealFor("test_results", stored);
    await recordActivity(db, { kind: "selftest", email: row.email, name: null, at: row.created_at, clear: false });
  }
  for (const stored of await db.selectFrom("appointments").select(["email", "name", "created_at"]).execute()) {
    const row = unsealFor("appointments", stored);
    await recordActivity(db, {
      kind: "appointment",
      email: row.email,
      name: row.name,
      at: row.created_at,
      clear: false,
    });
  }
}
