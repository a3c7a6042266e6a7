import type { PaymentStatusLabel } from "~/content/payments";
import { db } from "~/server/db.server";

/**
 * Offers with the state of their payment, for 'Betalingen' and the person
 * card (ADR 0105): the paid payment if there is one, else the latest attempt,
 * else "aangeboden".
 */
export interface OfferRow {
  offerId: number;
  createdAt: string;
  clientName: string;
  personLookup: string | null;
  description: string;
  amountCents: number;
  status: PaymentStatusLabel;
  method: string | null;
  /** The open bank transfer the coach can mark paid. */
  openTransferId: number | null;
  invoiceNumber: string | null;
}

/** The most recent offers shown at once; older ones stay in the bookkeeper's export. */
const shown = 500;

export async function offerRows(filter: { personId?: number; status?: PaymentStatusLabel } = {}): Promise<OfferRow[]> {
  let query = db
    .selectFrom("payment_offers")
    .leftJoin("people", "people.id", "payment_offers.person_id")
    .select([
      "payment_offers.id",
      "payment_offers.created_at",
      "payment_offers.client_name",
      "payment_offers.description",
      "payment_offers.amount_cents",
      "people.email_lookup",
    ])
    .orderBy("payment_offers.id", "desc")
    .limit(shown);
  if (filter.personId !== undefined) query = query.where("payment_offers.person_id", "=", filter.personId);
  const offers = await query.execute();
  if (offers.length === 0) return [];
  const payments = await db
    .selectFrom("payments")
    .leftJoin("invoices", "invoices.id", "payments.invoice_id")
    .select(["payments.id", "payments.offer_id", "payments.method", "payments.status", "invoices.number"])
    .where(
      "payments.offer_id",
      "in",
      offers.map((offer) => offer.id),
    )
    .orderBy("payments.id", "desc")
    .execute();
  const rows = offers.map((offer): OfferRow => {
    const own = payments.filter((payment) => payment.offer_id === offer.id);
    const deciding = own.find((p) => p.status === "paid" || p.status === "refunded") ?? own[0];
    return {
      offerId: offer.id,
      createdAt: offer.created_at,
      clientName: offer.client_name,
      personLookup: offer.email_lookup,
      description: offer.description,
      amountCents: offer.amount_cents,
      status: deciding?.status ?? "offered",
      method: deciding?.method ?? null,
      openTransferId: deciding?.method === "banktransfer" && deciding.status === "open" ? deciding.id : null,
      invoiceNumber: deciding?.number ?? null,
    };
  });
  return filter.status ? rows.filter((row) => row.status === filter.status) : rows;
}
