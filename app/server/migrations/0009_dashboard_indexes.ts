import type { Kysely } from "kysely";

/** The dashboard counts self-test results per week: a range on created_at needs an index (the other lead tables have one). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("test_results_created_at").on("test_results").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("test_results_created_at").execute();
}
