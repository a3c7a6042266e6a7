import { sql, type Kysely } from "kysely";

/**
 * Payment settings and the admin's work on offers (D33, ADR 0119, ADR 0120).
 * One `payment_settings` row: the Mollie methods the coach turned on (bank
 * transfer is always offered, and is the only method without MOLLIE_API_KEY),
 * the payment terms shown on the payment page, and the days before a reminder
 * for an open offer (0: none). An offer counts its reminders (at most two)
 * and can be withdrawn; a payment carries the moment a refund was started, so
 * a second click cannot start a second refund while the first is under way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("methods", "text", (col) => col.notNull().defaultTo("ideal"))
    .addColumn("terms", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("reminder_days", "integer", (col) =>
      col
        .notNull()
        .defaultTo(7)
        .check(sql`reminder_days between 0 and 30`),
    )
    .addColumn("updated_at", "text")
    .execute();
  await sql`insert into payment_settings (id) values (1)`.execute(db);

  await db.schema
    .alterTable("payment_offers")
    .addColumn("reminders_sent", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`reminders_sent between 0 and 2`),
    )
    .execute();
  await db.schema.alterTable("payment_offers").addColumn("last_reminded_at", "text").execute();
  await db.schema.alterTable("payment_offers").addColumn("withdrawn_at", "text").execute();
  await db.schema.alterTable("payments").addColumn("refund_started_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("payments").dropColumn("refund_started_at").execute();
  await db.schema.alterTable("payment_offers").dropColumn("withdrawn_at").execute();
  await db.schema.alterTable("payment_offers").dropColumn("last_reminded_at").execute();
  await db.schema.alterTable("payment_offers").dropColumn("reminders_sent").execute();
  await db.schema.dropTable("payment_settings").execute();
}
