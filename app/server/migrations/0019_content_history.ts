import type { Kysely } from "kysely";

/**
 * Earlier versions of what the coach edits (ADR 0058): one
 * generic table, keyed by what was edited (`entity`, e.g. "blog_post") and
 * its id, so every editable fact (posts now; testimonials, prices, texts
 * later) keeps its history the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_history")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("entity", "text", (col) => col.notNull())
    .addColumn("entity_id", "text", (col) => col.notNull())
    // The whole version as JSON, in the shape its feature reads back.
    .addColumn("snapshot", "text", (col) => col.notNull())
    // Copied, not a reference: the trail outlives the admin account (as the access log does).
    .addColumn("saved_by", "text", (col) => col.notNull())
    .addColumn("saved_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("content_history_entity")
    .on("content_history")
    .columns(["entity", "entity_id", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_history").execute();
}
