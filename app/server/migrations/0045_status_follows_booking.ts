import type { Kysely } from "kysely";

/**
 * The person's status follows the booking (ADR 0115): a booking that moves
 * the status to 'kennismaking-gepland' keeps the status it replaced here, so a
 * cancellation can put it back; null when nothing is to be put back (the
 * coach chose the status herself, or no booking changed it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("people").addColumn("status_before_booking", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("people").dropColumn("status_before_booking").execute();
}
