import type { Kysely } from "kysely";

/**
 * The coach's notes per paid session (ADR 0143): one row per session, named
 * by the first appointment of its chain of moves (`series_id ?? id`), so a
 * move keeps the notes. The private note and the note shared with the client
 * are sealed (health data); `shared_at` is when the shared text last changed.
 * The row goes with its appointment (cascade) in an erasure and in retention.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("session_notes")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("appointment_id", "integer", (col) =>
      col.notNull().unique().references("appointments.id").onDelete("cascade"),
    )
    .addColumn("private_note", "text")
    .addColumn("shared_note", "text")
    .addColumn("shared_at", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("session_notes").execute();
}
