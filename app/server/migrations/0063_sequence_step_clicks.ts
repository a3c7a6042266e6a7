import { type Kysely } from "kysely";

/**
 * First-party click counts of a sequence step (ADR 0133): one number per step,
 * raised by the counted links in its mails. No person, address or IP is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sequence_steps")
    .addColumn("clicks", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sequence_steps").dropColumn("clicks").execute();
}
