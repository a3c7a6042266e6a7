import { sql } from "kysely";
import type { PaymentStatusLabel } from "~/content/payments";
import { readNewestFirst } from "~/features/admin-lists/lists.server";
import { pageWindow, paging, type Paging } from "~/lib/paging";
import { db } from "~/server/db.server";
import { isOfferStatus } from "./offer-status";

/**
 * Offers with the state of their payment, for 'Betalingen' and the person
 * card (ADR 0105, ADR 0120): the paid payment if there is one, else the latest
 * attempt, else "aangeboden"; a withdrawn offer (never paid) is "ingetrokken".
 */
export interface OfferRow {
  offerId: number;
  createdAt: string;
  clientName: string;
  clientEmail: string;
  personLookup: string | null;
  description: string;
  amountCents: number;
  status: PaymentStatusLabel;
  method: string | null;
  /** The open bank transfer the coach can mark paid. */
  openTransferId: number | null;
  invoiceNumber: string | null;
  /** The paid payment, which the coach can refund while `refundableCents` > 0. */
  paidPaymentId: number | null;
  refundedCents: number;
  refundableCents: number;
  /** Not paid and nothing under way: the coach can take the offer back. */
  withdrawable: boolean;
}

/** The status of an offer in SQL, so the list can filter and count it: the same rule as the rows. */
const statusOf = sql<PaymentStatusLabel>`case when payment_offers.withdrawn_at is not null then 'withdrawn' else coalesce(
  (select payments.status from payments where payments.offer_id = payment_offers.id
    order by payments.status in ('paid', 'refunded') desc, payments.id desc limit 1), 'offered') end`;

function offersQuery(filter: { personId?: number; status?: PaymentStatusLabel }) {
  let query = db.selectFrom("payment_offers").select((eb) => [
    "payment_offers.id",
    "payment_offers.created_at",
    "payment_offers.client_name",
    "payment_offers.client_email",
    "payment_offers.description",
    "payment_offers.amount_cents",
    // A subquery, not a join: the list's paging orders by a bare "id" (readNewestFirst).
    eb
      .selectFrom("people")
      .select("people.email_lookup")
      .whereRef("people.id", "=", "payment_offers.person_id")
      .as("email_lookup"),
    statusOf.as("status"),
  ]);
  if (filter.personId !== undefined) query = query.where("payment_offers.person_id", "=", filter.personId);
  if (filter.status) query = query.where(statusOf, "=", filter.status);
  return query;
}

/** The credit invoices' total on an invoice (negative cents, 0 for none). */
const creditedOn = (invoiceColumn: string) =>
  sql<number>`(select coalesce(sum(credits.incl_cents), 0) from invoices as credits
    where credits.original_invoice_id = ${sql.ref(invoiceColumn)})`;

type OfferBase = Awaited<ReturnType<ReturnType<typeof offersQuery>["execute"]>>[number];

/** The payments of these offers, newest first, with their invoice and what was credited on it. */
async function withPayments(offers: OfferBase[]): Promise<OfferRow[]> {
  if (offers.length === 0) return [];
  const payments = await db
    .selectFrom("payments")
    .leftJoin("invoices", "invoices.id", "payments.invoice_id")
    .select([
      "payments.id",
      "payments.offer_id",
      "payments.method",
      "payments.status",
      "payments.amount_cents",
      "invoices.number",
      creditedOn("payments.invoice_id").as("credited"),
    ])
    .where(
      "payments.offer_id",
      "in",
      offers.map((offer) => offer.id),
    )
    .orderBy("payments.id", "desc")
    .execute();
  return offers.map((offer): OfferRow => {
    const own = payments.filter((payment) => payment.offer_id === offer.id);
    const deciding = own.find((p) => p.status === "paid" || p.status === "refunded") ?? own[0];
    const refundedCents = -Number(deciding?.credited ?? 0);
    const paid = deciding?.status === "paid" || deciding?.status === "refunded";
    return {
      offerId: offer.id,
      createdAt: offer.created_at,
      clientName: offer.client_name,
      clientEmail: offer.client_email,
      personLookup: offer.email_lookup,
      description: offer.description,
      amountCents: offer.amount_cents,
      status: offer.status,
      method: deciding?.method ?? null,
      openTransferId: deciding?.method === "banktransfer" && deciding.status === "open" ? deciding.id : null,
      invoiceNumber: deciding?.number ?? null,
      paidPaymentId: paid ? deciding.id : null,
      refundedCents: paid ? refundedCents : 0,
      refundableCents: deciding?.status === "paid" ? deciding.amount_cents - refundedCents : 0,
      withdrawable: offer.status !== "withdrawn" && !paid && deciding?.status !== "open",
    };
  });
}

/** A person's offers on their card, newest first (a person has a handful). */
export async function offerRows(filter: { personId: number }): Promise<OfferRow[]> {
  return withPayments(await offersQuery(filter).orderBy("payment_offers.id", "desc").execute());
}

/** One page of 'Betalingen' (D23's paging, 50 a page), newest first, optionally one status. */
export async function offerPage(
  url: URL,
): Promise<{ rows: OfferRow[]; paging: Paging; status: PaymentStatusLabel | null }> {
  const asked = url.searchParams.get("status");
  const status = isOfferStatus(asked) ? asked : null;
  const base = offersQuery(status ? { status } : {});
  const { n } = await db
    .selectFrom(base.as("rows"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const pages = paging(url, Number(n));
  const offers = await readNewestFirst(base, "payment_offers.created_at", pageWindow(pages));
  return { rows: await withPayments(offers), paging: pages, status };
}

const csvBatch = 500;

/** Every offer of a status (or all), newest first, in batches: the CSV's rows. */
export async function* allOfferRows(status: PaymentStatusLabel | null): AsyncGenerator<OfferRow[]> {
  for (let offset = 0; ; offset += csvBatch) {
    const offers = await offersQuery(status ? { status } : {})
      .orderBy("payment_offers.created_at", "desc")
      .orderBy("payment_offers.id", "desc")
      .limit(csvBatch)
      .offset(offset)
      .execute();
    if (offers.length > 0) yield await withPayments(offers);
    if (offers.length < csvBatch) return;
  }
}

export interface RefundTarget {
  paymentId: number;
  clientName: string;
  invoiceNumber: string;
  method: string;
  refundedCents: number;
  leftCents: number;
}

/** The paid payment a refund step asks about (?terugbetalen=<id>), while something is left to refund. */
export async function refundTarget(paymentId: number): Promise<RefundTarget | null> {
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0) return null;
  const payment = await db
    .selectFrom("payments")
    .innerJoin("payment_offers", "payment_offers.id", "payments.offer_id")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .select([
      "payments.id",
      "payments.method",
      "payments.amount_cents",
      "payment_offers.client_name",
      "invoices.number",
      creditedOn("invoices.id").as("credited"),
    ])
    .where("payments.id", "=", paymentId)
    .where("payments.status", "=", "paid")
    .executeTakeFirst();
  if (!payment) return null;
  const refundedCents = -Number(payment.credited ?? 0);
  const leftCents = payment.amount_cents - refundedCents;
  return leftCents > 0
    ? {
        paymentId: payment.id,
        clientName: payment.client_name,
        invoiceNumber: payment.number,
        method: payment.method,
        refundedCents,
        leftCents,
      }
    : null;
}
