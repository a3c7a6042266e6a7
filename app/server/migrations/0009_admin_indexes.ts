import type { Kysely } from "kysely";

/**
 * Indexes the admin portal needs at scale (npm run bench:admin):
 * - the dashboard counts self-test results per week, a range on created_at;
 * - the newsletter list's 'Actieve abonnees' tab counts and pages the active
 *   subscribers newest first, which without this scanned the whole table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("test_results_created_at").on("test_results").column("created_at").execute();
  await db.schema
    .createIndex("newsletter_active_subscribed_at")
    .on("newsletter_subscribers")
    .columns(["is_active", "subscribed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("newsletter_active_subscribed_at").execute();
  await db.schema.dropIndex("test_results_created_at").execute();
}
