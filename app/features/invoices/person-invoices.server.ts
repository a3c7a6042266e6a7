import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db-schema";

/**
 * A person's invoices for a data request (D33): found by the client's address,
 * shown and exported, never erased: they are fiscal records the law makes the
 * coach keep for seven years (AVG art. 17(3)(b)); retention removes them then.
 */
export interface PersonInvoice {
  id: number;
  number: string;
  kind: "invoice" | "credit";
  issue_date: string;
  client_name: string;
  client_email: string;
  client_street: string | null;
  client_postal_code: string | null;
  client_city: string | null;
  client_country: string | null;
  description: string;
  incl_cents: number;
  payment_method: string;
  paid_at: string | null;
}

export async function invoicesOfClient(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<PersonInvoice[]> {
  return executor
    .selectFrom("invoices")
    .select([
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
    ])
    .where("client_email", "=", email.trim().toLowerCase())
    .orderBy("id")
    .execute();
}
