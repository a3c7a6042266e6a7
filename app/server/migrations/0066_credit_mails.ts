import { sql, type Kysely } from "kysely";

/**
 * The mails about a client's credits (ADR 0141): one row per kind of mail
 * and grant, named by the grant's first credit, inserted in the transaction
 * that queues the mail, so each goes out once across restarts. No personal
 * data of its own; it goes with its credit (cascade) in an erasure or retention.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("credit_mails")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('twee-over', 'verloopt')`))
    .addColumn("credit_id", "integer", (col) => col.notNull().references("session_credits.id").onDelete("cascade"))
    .addColumn("queued_at", "text", (col) => col.notNull())
    .addUniqueConstraint("credit_mails_once", ["kind", "credit_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("credit_mails").execute();
}
