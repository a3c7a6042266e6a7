import type { Kysely } from "kysely";

/**
 * An appointment's calendar identity survives a move (ADR 0067): a move inserts
 * a new row, so the row remembers the first appointment of its chain
 * (`series_id`, null for that first one) and how often the chain changed
 * (`sequence`, iCalendar's SEQUENCE). The visitor's calendar then updates the
 * one event instead of keeping the old time beside the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").addColumn("series_id", "integer").execute();
  await db.schema
    .alterTable("appointments")
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("appointments").dropColumn("sequence").execute();
  await db.schema.alterTable("appointments").dropColumn("series_id").execute();
}
