import { type Kysely } from "kysely";

/**
 * A booking asked for but not yet confirmed by the address owner (ADR 0080):
 * one per address, the time chosen and the details as the form sent them
 * (name, phone and question sealed like an appointment's), gone once
 * confirmed or after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("appointment_requests")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("start_at", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("question", "text")
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("appointment_requests_expiry").on("appointment_requests").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("appointment_requests").execute();
}
