import type { Kysely } from "kysely";

/**
 * Who (admin) viewed, exported or deleted which lead data, and when (ADR 0021).
 * Only table names and row ids: never the lead's own data. No foreign key to
 * users, so the trail outlives a removed admin account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("access_log")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("user_email", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_table", "text")
    .addColumn("target_id", "integer")
    .addColumn("page", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("access_log_created").on("access_log").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("access_log").execute();
}
