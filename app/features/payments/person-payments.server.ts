import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db-schema";

/**
 * A person's offers and their payments for a data request (D33, ADR 0105):
 * found by the client's address, shown and exported, never erased: they are
 * fiscal records like the invoices (AVG art. 17(3)(b)); retention removes them
 * after 7 years.
 */
export interface PersonOffer {
  id: number;
  created_at: string;
  client_name: string;
  client_email: string;
  description: string;
  amount_cents: number;
  payments: { method: string; status: string; amount_cents: number; paid_at: string | null; created_at: string }[];
}

export async function offersOfClient(
  executor: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<PersonOffer[]> {
  const offers = await executor
    .selectFrom("payment_offers")
    .select(["id", "created_at", "client_name", "client_email", "description", "amount_cents"])
    .where("client_email", "=", email.trim().toLowerCase())
    .orderBy("id")
    .execute();
  if (offers.length === 0) return [];
  const payments = await executor
    .selectFrom("payments")
    .select(["offer_id", "method", "status", "amount_cents", "paid_at", "created_at"])
    .where(
      "offer_id",
      "in",
      offers.map((offer) => offer.id),
    )
    .orderBy("id")
    .execute();
  return offers.map((offer) => ({
    ...offer,
    payments: payments.filter((payment) => payment.offer_id === offer.id).map(({ offer_id: _, ...rest }) => rest),
  }));
}
