import type { Kysely, Selectable, Transaction } from "kysely";
import { creditMail, paidMail, transferMail } from "~/content/payments";
import { grantPackageCredits } from "~/features/booking/session-credits.server";
import { friendlyIban } from "~/features/business-details/iban";
import { formatInvoiceEuro } from "~/features/coach-facts/euro";
import { invoiceLink } from "~/features/invoices/downloads.server";
import { issueCreditInvoice, issueInvoice, markInvoicePaid } from "~/features/invoices/issue.server";
import { invoicePdf } from "~/features/invoices/stored-pdf.server";
import type { PaymentMethod } from "~/features/invoices/vat";
import { invoiceDocument } from "~/content/invoices";
import { addDays, dateKey, localDateOf } from "~/lib/amsterdam-time";
import type { Database, PaymentOffersTable, PaymentsTable } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";
import { invoiceFilePath } from "~/server/invoice-storage.server";
import { logger } from "~/server/logger.server";
import { queueMail, releaseMail } from "~/server/mail-queue.server";
import type { MailContent } from "~/server/mail.server";
import { currentSeller } from "./seller.server";
import { packageBought } from "~/features/newsletter/sequences.server";

/**
 * Recording what happened to a payment (ADR 0105, ADR 0107). Every change is
 * one conditional update inside a transaction ("... where status = 'open'"),
 * so of any number of simultaneous deliveries exactly one makes it, and the
 * invoice is issued in that same transaction (D33): a payment is never marked
 * paid twice and never paid without its invoice. The mail with the invoice is
 * queued in the transaction too, held until the PDF is stored after commit.
 * The package's session credits are granted in that transaction as well (ADR 0123).
 */
type Offer = Selectable<PaymentOffersTable>;
type Payment = Selectable<PaymentsTable>;
type Trx = Transaction<Database>;

/** If the PDF could not be stored right after commit, the queue still sends the mail after this. */
const pdfFallbackMs = 60_000;

/** A package runs about half a year from the payment; the invoice states it as its period. */
const packageDays = 182;

function periodFrom(at: Date): { start: string; end: string } {
  const start = localDateOf(at.getTime());
  return { start: dateKey(start), end: dateKey(addDays(start, packageDays)) };
}

async function offerOf(trx: Trx, offerId: number): Promise<Offer> {
  return trx.selectFrom("payment_offers").selectAll().where("id", "=", offerId).executeTakeFirstOrThrow();
}

function clientOf(offer: Offer, payment: Payment) {
  const { billing_street: street, billing_postal_code: postalCode, billing_city: city } = payment;
  return {
    name: offer.client_name,
    email: offer.client_email,
    address: street && postalCode && city ? { street, postalCode, city } : null,
  };
}

async function issueFor(trx: Trx, offer: Offer, payment: Payment, paidAt: Date | null) {
  return issueInvoice(trx, {
    seller: await currentSeller(trx),
    client: clientOf(offer, payment),
    description: offer.description,
    period: periodFrom(paidAt ?? new Date()),
    amountCents: payment.amount_cents,
    method: payment.method as PaymentMethod,
    paidAt,
    orderReference: `aanbod-${offer.id}`,
  });
}

function invoiceAttachment(number: string): NonNullable<MailContent["attachments"]>[number] {
  return { fileName: invoiceDocument.fileName(number), path: invoiceFilePath(number), contentType: "application/pdf" };
}

async function queueWelcome(trx: Trx, offer: Offer, invoice: { id: number; number: string }, notBefore?: Date) {
  return queueMail(
    trx,
    {
      to: offer.client_email,
      subject: paidMail.subject(offer.description),
      heading: paidMail.heading,
      paragraphs: [
        paidMail.body(offer.client_name, invoice.number),
        { heading: paidMail.nextTitle },
        { list: paidMail.next },
      ],
      button: { label: paidMail.invoiceLink, url: invoiceLink(invoice.id) },
      attachments: [invoiceAttachment(invoice.number)],
    },
    null,
    notBefore,
  );
}

/**
 * After commit: store the invoice's PDF, then let the queue send the mail that
 * attaches it. Not awaited by the callers, so the webhook answers Mollie and the
 * page answers the client without waiting for the PDF; it never throws.
 */
async function storeAndRelease(invoiceId: number, mailId: number): Promise<void> {
  try {
    await invoicePdf(invoiceId);
    await releaseMail(mailId);
  } catch (err) {
    logger.error({ err, invoiceId }, "invoice PDF not stored after payment; the mail waits for the fallback");
  }
}

const later = () => new Date(Date.now() + pdfFallbackMs);

/**
 * A payment Mollie reports paid: marked paid once, invoiced, welcomed.
 * Returns false when it was not open any more (a duplicate delivery).
 */
export async function recordMolliePaid(paymentId: number, paidAt: Date): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("payments")
      .set({ status: "paid", paid_at: paidAt.toISOString(), updated_at: nowIso() })
      .where("id", "=", paymentId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return undefined;
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
    const offer = await offerOf(trx, payment.offer_id);
    const invoice = await issueFor(trx, offer, payment, paidAt);
    await grantPackageCredits(trx, offer, paidAt);
    await trx.updateTable("payments").set({ invoice_id: invoice.id }).where("id", "=", paymentId).execute();
    await packageBought(trx, offer.client_email);
    return { invoiceId: invoice.id, mailId: await queueWelcome(trx, offer, invoice, later()) };
  });
  if (!done) return false;
  void storeAndRelease(done.invoiceId, done.mailId);
  return true;
}

/** A status Mollie reports that ends an open payment without money (failed, expired, canceled). */
export async function recordMollieEnded(
  paymentId: number,
  status: "failed" | "expired" | "canceled",
): Promise<boolean> {
  const changed = await db
    .updateTable("payments")
    .set({ status, updated_at: nowIso() })
    .where("id", "=", paymentId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** What is credited on a payment's invoice so far, as a positive number of cents. */
export async function refundedSoFar(trx: Trx, invoiceId: number): Promise<number> {
  const { credited } = await trx
    .selectFrom("invoices")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("incl_cents"), eb.lit(0)).as("credited"))
    .where("original_invoice_id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  return -Number(credited);
}

export interface IssuedCredit {
  invoiceId: number;
  number: string;
  originalNumber: string;
  amountCents: number;
  mailId: number;
}

/**
 * Brings the credits on a paid payment's invoice up to `refundedTotalCents`
 * refunded in all (ADR 0107, ADR 0120), inside the caller's transaction: one
 * credit invoice referring to the original for what is not credited yet
 * (nothing when it already is, so a duplicate webhook or a webhook racing the
 * admin's refund credits nothing twice), `refunded` once fully refunded, and
 * the credit invoice's mail queued, held until its PDF is stored.
 */
export async function creditUpTo(
  trx: Trx,
  paymentId: number,
  refundedTotalCents: number,
): Promise<IssuedCredit | undefined> {
  const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
  if (payment.status !== "paid" || payment.invoice_id === null) return undefined;
  const toCredit = Math.min(refundedTotalCents, payment.amount_cents) - (await refundedSoFar(trx, payment.invoice_id));
  if (toCredit <= 0) return undefined;
  const credit = await issueCreditInvoice(trx, {
    originalInvoiceId: payment.invoice_id,
    amountCents: toCredit,
    seller: await currentSeller(trx),
    refundedAt: new Date(),
  });
  if (refundedTotalCents >= payment.amount_cents) {
    await trx
      .updateTable("payments")
      .set({ status: "refunded", updated_at: nowIso() })
      .where("id", "=", paymentId)
      .execute();
  }
  const offer = await offerOf(trx, payment.offer_id);
  const original = await trx
    .selectFrom("invoices")
    .select("number")
    .where("id", "=", payment.invoice_id)
    .executeTakeFirstOrThrow();
  const mailId = await queueMail(
    trx,
    {
      to: offer.client_email,
      subject: creditMail.subject(credit.number),
      heading: creditMail.heading,
      paragraphs: [creditMail.body(offer.client_name, formatInvoiceEuro(toCredit), original.number)],
      button: { label: creditMail.invoiceLink, url: invoiceLink(credit.id) },
      attachments: [invoiceAttachment(credit.number)],
    },
    null,
    later(),
  );
  return {
    invoiceId: credit.id,
    number: credit.number,
    originalNumber: original.number,
    amountCents: toCredit,
    mailId,
  };
}

/** After the commit that issued a credit invoice: its PDF stored, then its mail let go (never throws). */
export function storeCredit(credit: IssuedCredit | undefined): void {
  if (credit) void storeAndRelease(credit.invoiceId, credit.mailId);
}

/** Mollie reports `refundedCents` refunded in all (a refund made in its dashboard, or ours arriving again). */
export async function recordMollieRefund(paymentId: number, refundedCents: number): Promise<boolean> {
  const credit = await db.transaction().execute((trx) => creditUpTo(trx, paymentId, refundedCents));
  storeCredit(credit);
  return credit !== undefined;
}

export interface BillingAddress {
  street: string;
  postalCode: string;
  city: string;
}

/** A new, open attempt to pay `offer` (Mollie's id is added once Mollie created its payment). */
export async function insertPayment(
  executor: Kysely<Database> | Trx,
  offer: Pick<Offer, "id" | "amount_cents">,
  method: Payment["method"],
  address: BillingAddress | null,
): Promise<number> {
  const now = nowIso();
  const row = await executor
    .insertInto("payments")
    .values({
      offer_id: offer.id,
      method,
      mollie_id: null,
      status: "open",
      amount_cents: offer.amount_cents,
      billing_street: address?.street ?? null,
      billing_postal_code: address?.postalCode ?? null,
      billing_city: address?.city ?? null,
      created_at: now,
      updated_at: now,
      paid_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The client chose bank transfer: one open transfer per offer (choosing it
 * again shows the same one), its invoice issued now so its number is the
 * payment reference (ADR 0108), and a mail with the details and the PDF.
 */
export async function chooseBankTransfer(offerId: number, address: BillingAddress | null): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("payments")
      .select("id")
      .where("offer_id", "=", offerId)
      .where((eb) =>
        eb.or([eb("status", "in", ["paid", "refunded"]), eb("method", "=", "banktransfer").and("status", "=", "open")]),
      )
      .executeTakeFirst();
    if (existing) return undefined;
    const offer = await offerOf(trx, offerId);
    const id = await insertPayment(trx, offer, "banktransfer", address);
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const invoice = await issueFor(trx, offer, payment, null);
    await trx.updateTable("payments").set({ invoice_id: invoice.id }).where("id", "=", id).execute();
    const seller = await currentSeller(trx);
    const mailId = await queueMail(
      trx,
      {
        to: offer.client_email,
        subject: transferMail.subject(invoice.number),
        heading: transferMail.heading,
        paragraphs: [
          transferMail.body(offer.client_name),
          {
            list: transferMail.lines(
              formatInvoiceEuro(offer.amount_cents),
              friendlyIban(seller.iban),
              seller.businessName,
              invoice.number,
            ),
          },
          transferMail.after,
        ],
        attachments: [invoiceAttachment(invoice.number)],
      },
      null,
      later(),
    );
    return { invoiceId: invoice.id, mailId };
  });
  if (done) void storeAndRelease(done.invoiceId, done.mailId);
}

/**
 * The coach saw a transfer arrive: the payment and its invoice paid (once),
 * and the welcome mail with the invoice. Returns the invoice number, or
 * undefined when the payment is not an open transfer.
 */
export async function markTransferPaid(paymentId: number, paidAt: Date): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("payments")
      .set({ status: "paid", paid_at: paidAt.toISOString(), updated_at: nowIso() })
      .where("id", "=", paymentId)
      .where("method", "=", "banktransfer")
      .where("status", "=", "open")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return undefined;
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "number"])
      .where("id", "=", payment.invoice_id ?? 0)
      .executeTakeFirstOrThrow();
    await markInvoicePaid(trx, invoice.id, paidAt);
    const offer = await offerOf(trx, payment.offer_id);
    await grantPackageCredits(trx, offer, paidAt);
    // The stored PDF (made when the transfer was chosen) is attached as it is: an issued invoice never changes.
    await queueWelcome(trx, offer, invoice);
    await packageBought(trx, offer.client_email);
    return invoice.number;
  });
}
