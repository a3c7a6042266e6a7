import { sql, type Kysely } from "kysely";

/**
 * Invoices (D33, ADR 0102). One row per invoice or credit invoice, holding
 * everything printed on it as it was at issue time (seller, client, amounts
 * in cents, btw regime), so a later change of the business details or the btw
 * setting never changes an issued invoice. `invoice_series` keeps the last
 * number per calendar year: a number is taken in the transaction that records
 * the payment, so a rollback gives it back and nothing else can reuse it.
 * A trigger refuses every change to an issued invoice except recording its
 * payment, its PDF's hash (each once) and losing the link to a deleted original.
 * `invoice_settings` is the coach's btw setting (one row), 21 % on a fresh
 * install: charging too little btw by mistake costs the coach, charging it
 * does not hide anything.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoice_series")
    .addColumn("year", "integer", (col) => col.primaryKey())
    .addColumn("last_sequence", "integer", (col) => col.notNull().check(sql`last_sequence > 0`))
    .execute();

  let table = db.schema
    .createTable("invoices")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("number", "text", (col) => col.notNull().unique())
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("sequence", "integer", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('invoice', 'credit')`))
    .addColumn("original_invoice_id", "integer", (col) => col.references("invoices.id").onDelete("set null"))
    .addColumn("original_number", "text")
    .addColumn("issued_at", "text", (col) => col.notNull())
    .addColumn("issue_date", "text", (col) => col.notNull())
    .addColumn("due_date", "text");
  for (const column of [
    "seller_name",
    "seller_business_name",
    "seller_street",
    "seller_postal_code",
    "seller_city",
    "seller_country",
    "seller_kvk",
    "seller_btw_id",
    "seller_iban",
    "seller_email",
    "client_name",
    "client_email",
  ]) {
    table = table.addColumn(column, "text", (col) => col.notNull());
  }
  await table
    // The client's address only when given; all three or none.
    .addColumn("client_street", "text")
    .addColumn("client_postal_code", "text")
    .addColumn("client_city", "text")
    .addColumn("client_country", "text")
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("period_start", "text", (col) => col.notNull())
    .addColumn("period_end", "text", (col) => col.notNull())
    .addColumn("excl_cents", "integer", (col) => col.notNull())
    .addColumn("vat_cents", "integer", (col) => col.notNull())
    .addColumn("incl_cents", "integer", (col) => col.notNull())
    .addColumn("vat_regime", "text", (col) =>
      col.notNull().check(sql`vat_regime in ('standard', 'small-business', 'exempt')`),
    )
    .addColumn("vat_rate", "integer", (col) => col.notNull())
    .addColumn("vat_note", "text")
    .addColumn("payment_method", "text", (col) => col.notNull())
    .addColumn("paid_at", "text")
    .addColumn("order_reference", "text", (col) => col.notNull())
    .addColumn("pdf_sha256", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("invoices_year_sequence", ["year", "sequence"])
    .addCheckConstraint("invoices_amounts_add_up", sql`excl_cents + vat_cents = incl_cents`)
    .addCheckConstraint(
      "invoices_sign_of_kind",
      sql`(kind = 'invoice' and incl_cents > 0 and original_number is null)
        or (kind = 'credit' and incl_cents < 0 and original_number is not null)`,
    )
    .execute();
  await db.schema.createIndex("invoices_issue_date").on("invoices").columns(["issue_date", "id"]).execute();
  await db.schema.createIndex("invoices_client_email").on("invoices").column("client_email").execute();
  await db.schema.createIndex("invoices_original").on("invoices").column("original_invoice_id").execute();

  // Immutable once issued (ADR 0102): what may still change is set once, from empty.
  await sql`
    create trigger invoices_immutable before update on invoices
    when new.id is not old.id
      or new.number is not old.number or new.year is not old.year or new.sequence is not old.sequence
      or new.kind is not old.kind or new.original_number is not old.original_number
      or (new.original_invoice_id is not old.original_invoice_id and new.original_invoice_id is not null)
      or new.issued_at is not old.issued_at or new.issue_date is not old.issue_date
      or new.due_date is not old.due_date
      or new.seller_name is not old.seller_name or new.seller_business_name is not old.seller_business_name
      or new.seller_street is not old.seller_street or new.seller_postal_code is not old.seller_postal_code
      or new.seller_city is not old.seller_city or new.seller_country is not old.seller_country
      or new.seller_kvk is not old.seller_kvk or new.seller_btw_id is not old.seller_btw_id
      or new.seller_iban is not old.seller_iban or new.seller_email is not old.seller_email
      or new.client_name is not old.client_name or new.client_email is not old.client_email
      or new.client_street is not old.client_street or new.client_postal_code is not old.client_postal_code
      or new.client_city is not old.client_city or new.client_country is not old.client_country
      or new.description is not old.description
      or new.period_start is not old.period_start or new.period_end is not old.period_end
      or new.excl_cents is not old.excl_cents or new.vat_cents is not old.vat_cents
      or new.incl_cents is not old.incl_cents
      or new.vat_regime is not old.vat_regime or new.vat_rate is not old.vat_rate or new.vat_note is not old.vat_note
      or new.payment_method is not old.payment_method or new.order_reference is not old.order_reference
      or new.created_at is not old.created_at
      or (old.paid_at is not null and new.paid_at is not old.paid_at)
      or (old.pdf_sha256 is not null and new.pdf_sha256 is not old.pdf_sha256)
    begin
      select raise(abort, 'an issued invoice cannot be changed');
    end
  `.execute(db);

  await db.schema
    .createTable("invoice_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("vat_regime", "text", (col) =>
      col.notNull().check(sql`vat_regime in ('standard', 'small-business', 'exempt')`),
    )
    .addColumn("exemption_ground", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("updated_at", "text")
    .execute();
  await sql`insert into invoice_settings (id, vat_regime) values (1, 'standard')`.execute(db);
}

/** Only for going back to an older version on a copy of the data: invoices are fiscal records (D33). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("invoice_settings").execute();
  // The trigger, the indexes and the constraints go with their table.
  await db.schema.dropTable("invoices").execute();
  await db.schema.dropTable("invoice_series").execute();
}
