import type { Kysely } from "kysely";

/** Mails committed together with the row that caused them, sent by a background worker. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_queue")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("mail", "text", (col) => col.notNull())
    .addColumn("subscriber_id", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("mail_queue_due").on("mail_queue").column("next_attempt_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_queue").execute();
}
