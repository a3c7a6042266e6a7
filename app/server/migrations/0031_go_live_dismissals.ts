import type { Kysely } from "kysely";

/**
 * The go-live checklist's items the coach set aside (ADR 0090): one row per
 * item key, with the reason given and who did it; undoing it deletes the row.
 * Whether an item is done is never stored: it is checked each time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("go_live_dismissals")
    .addColumn("check_key", "text", (col) => col.primaryKey())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("dismissed_by", "text", (col) => col.notNull())
    .addColumn("dismissed_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("go_live_dismissals").execute();
}
