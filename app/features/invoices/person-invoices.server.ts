import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, InvoicesTable } from "~/server/db-schema";

/**
 * A person's invoices for a data request (D33): found by the client's address,
 * shown and exported, never erased: they are fiscal records the law makes the
 * coach keep for seven years (AVG art. 17(3)(b)); retention removes them then.
 */
const columns = [
  "id",
  "number",
  "kind",
  "issue_date",
  "client_name",
  "client_email",
  "client_street",
  "client_postal_code",
  "client_city",
  "client_country",
  "description",
  "incl_cents",
  "payment_method",
  "paid_at",
] as const;

export type PersonInvoice = Pick<Selectable<InvoicesTable>, (typeof columns)[number]>;

export async function invoicesOfClient(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<PersonInvoice[]> {
  return executor
    .selectFrom("invoices")
    .select(columns)
    .where("client_email", "=", email.trim().toLowerCase())
    .orderBy("id")
    .execute();
}
