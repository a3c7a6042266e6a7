import { sql, type Kysely } from "kysely";

/**
 * Offers and payments (D33, ADR 0105). An offer is what the coach sends from a
 * person's card: a package (or a custom amount) at a fixed price in cents,
 * which never changes once sent, so the signed link in the mail can only ever
 * pay that amount. A payment is one attempt to pay an offer (iDEAL through
 * Mollie, or a bank transfer); Mollie's id is unique, and a partial unique
 * index lets only one payment of an offer ever be paid, so a duplicate or late
 * webhook cannot pay it twice. `invoice_id` loses its link when retention
 * removes the invoice (7 years, D33).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_offers")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("person_id", "integer", (col) => col.references("people.id").onDelete("set null"))
    .addColumn("client_name", "text", (col) => col.notNull())
    .addColumn("client_email", "text", (col) => col.notNull())
    .addColumn("package_key", "text", (col) =>
      col.notNull().check(sql`package_key in ('online', 'face_to_face', 'custom')`),
    )
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("features", "text", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("personal_line", "text")
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("offer_id", "integer", (col) => col.notNull().references("payment_offers.id"))
    .addColumn("method", "text", (col) =>
      col.notNull().check(sql`method in ('ideal', 'creditcard', 'bancontact', 'banktransfer')`),
    )
    .addColumn("mollie_id", "text", (col) => col.unique())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('open', 'paid', 'failed', 'expired', 'canceled', 'refunded')`),
    )
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    // The billing address the client gave on the payment page (optional; the invoice's UBL file needs it).
    .addColumn("billing_street", "text")
    .addColumn("billing_postal_code", "text")
    .addColumn("billing_city", "text")
    .addColumn("invoice_id", "integer", (col) => col.references("invoices.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("paid_at", "text")
    .execute();

  await db.schema
    .createIndex("payments_one_paid_per_offer")
    .on("payments")
    .column("offer_id")
    .unique()
    .where(sql.ref("status"), "in", ["paid", "refunded"])
    .execute();
  await db.schema.createIndex("payments_by_offer").on("payments").column("offer_id").execute();
  await db.schema.createIndex("payment_offers_by_person").on("payment_offers").column("person_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payments").execute();
  await db.schema.dropTable("payment_offers").execute();
}
