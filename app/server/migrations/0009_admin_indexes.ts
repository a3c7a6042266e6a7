import type { Kysely } from "kysely";

/**
 * Indexes the admin portal needs at scale (npm run bench:admin): the newsletter
 * list's 'Actieve abonnees' tab counts and pages the active subscribers newest
 * first, which without this scanned the whole table. (The dashboard's weekly
 * count of self-test results uses test_results_created_at from 0006.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("newsletter_active_subscribed_at")
    .on("newsletter_subscribers")
    .columns(["is_active", "subscribed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("newsletter_active_subscribed_at").execute();
}
