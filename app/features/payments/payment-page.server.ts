import { data, redirect } from "react-router";
import { smallBusinessSentence } from "~/content/invoices";
import { paymentPage as text } from "~/content/payments";
import { friendlyIban } from "~/features/business-details/iban";
import { packageSessionTerms } from "~/features/booking/session-credits.server";
import { invoiceLinkPath } from "~/features/invoices/downloads.server";
import { readVatSetting } from "~/features/invoices/settings.server";
import { rateOf, splitInclusive, type VatAmounts } from "~/features/invoices/vat";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { db } from "~/server/db.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import { startMolliePayment } from "./checkout.server";
import { epcQrDataUrl } from "./epc-qr.server";
import { mollieConfigured } from "./mollie.server";
import { checkoutSchema } from "./offer-form";
import { checkOfferLink } from "./offer-link.server";
import type { MollieMethod } from "./payment-settings";
import { readPaymentSettings, type PaymentSettings } from "./payment-settings.server";
import { currentSeller } from "./seller.server";
import { chooseBankTransfer, type BillingAddress } from "./settle.server";

/**
 * The client's payment page, /betalen/<token> (ADR 0105): the offer, its
 * price with the btw line that applies, and the state of its payment as our
 * database has it (never the query string Mollie's return adds).
 */
export type PaymentState = "choose" | "waiting" | "transfer" | "paid" | "failed" | "expired" | "canceled" | "refunded";
export type CheckoutMethod = MollieMethod | "banktransfer";

export interface TransferDetails {
  iban: string;
  holder: string;
  amountCents: number;
  reference: string;
  qrDataUrl: string;
}

export type PaymentPageView =
  | { kind: "invalid" | "expired" | "withdrawn" }
  | {
      kind: "offer";
      clientName: string;
      description: string;
      features: string[];
      personalLine: string | null;
      amounts: VatAmounts;
      vatRate: number;
      /** The exemption or small-business sentence instead of a btw line. */
      vatNote: string | null;
      state: PaymentState;
      methods: CheckoutMethod[];
      /** The coach's payment terms (ADR 0119), "" for none. */
      terms: string;
      /** The sessions the package gives and the credit policy (ADR 0123); no sessions for a custom offer. */
      sessionTerms: Awaited<ReturnType<typeof packageSessionTerms>>;
      transfer: TransferDetails | null;
      invoicePath: string | null;
    };

async function offerOfToken(token: string) {
  const check = checkOfferLink(token);
  if (!check.ok) return check;
  const offer = await db.selectFrom("payment_offers").selectAll().where("id", "=", check.offerId).executeTakeFirst();
  // The amount in the link must be the offer's: a link never pays another amount.
  if (!offer || offer.amount_cents !== check.amountCents) return { ok: false as const, reason: "invalid" as const };
  if (offer.withdrawn_at !== null) return { ok: false as const, reason: "withdrawn" as const };
  return { ok: true as const, offer };
}

/** The payment that decides the page: a paid one if any, else the latest attempt. */
async function decidingPayment(offerId: number) {
  const payments = await db
    .selectFrom("payments")
    .select(["id", "method", "status", "invoice_id", "amount_cents"])
    .where("offer_id", "=", offerId)
    .orderBy("id", "desc")
    .execute();
  return payments.find((p) => p.status === "paid" || p.status === "refunded") ?? payments[0];
}

/** The Mollie methods the coach turned on, when Mollie is configured, and bank transfer always (ADR 0119). */
export function offeredMethods(settings: PaymentSettings): CheckoutMethod[] {
  return mollieConfigured() ? [...settings.methods, "banktransfer"] : ["banktransfer"];
}

export async function paymentPageView(token: string): Promise<PaymentPageView> {
  const found = await offerOfToken(token);
  if (!found.ok) return { kind: found.reason };
  const { offer } = found;
  const [vat, settings] = await Promise.all([readVatSetting(), readPaymentSettings()]);
  const rate = rateOf(vat.regime);
  const payment = await decidingPayment(offer.id);
  let state: PaymentState = "choose";
  let transfer: TransferDetails | null = null;
  if (payment) {
    if (payment.status === "open") state = payment.method === "banktransfer" ? "transfer" : "waiting";
    else state = payment.status;
  }
  const invoice = payment?.invoice_id
    ? await db.selectFrom("invoices").select(["id", "number"]).where("id", "=", payment.invoice_id).executeTakeFirst()
    : undefined;
  if (state === "transfer" && invoice) {
    const seller = await currentSeller();
    const details = {
      name: seller.businessName,
      iban: seller.iban,
      amountCents: offer.amount_cents,
      reference: invoice.number,
    };
    transfer = {
      iban: friendlyIban(seller.iban),
      holder: seller.businessName,
      amountCents: offer.amount_cents,
      reference: invoice.number,
      qrDataUrl: await epcQrDataUrl(details),
    };
  }
  return {
    kind: "offer",
    clientName: offer.client_name,
    description: offer.description,
    features: JSON.parse(offer.features) as string[],
    personalLine: offer.personal_line,
    amounts: splitInclusive(offer.amount_cents, rate),
    vatRate: rate,
    vatNote: vat.regime === "standard" ? null : vat.regime === "exempt" ? vat.exemptionGround : smallBusinessSentence,
    state,
    methods: offeredMethods(settings),
    terms: settings.terms,
    sessionTerms: await packageSessionTerms(offer.package_key),
    transfer,
    invoicePath: invoice && (state === "paid" || state === "transfer") ? invoiceLinkPath(invoice.id) : null,
  };
}

export type CheckoutResult = FormResult<"Chosen", string>;

const refusedField = (field: string, code: string, message: string, values: Record<string, string>) =>
  data<CheckoutResult>(formFailure(code, [{ field, code, message }], values), { status: 400 });

/** The page's form: start iDEAL at Mollie, or choose bank transfer; then the page shows what follows. */
export async function checkoutAction(token: string, request: Request, clientAddress: string) {
  const found = await offerOfToken(token);
  if (!found.ok) throw data(null, { status: found.reason === "invalid" ? 404 : 410 });
  const { offer } = found;
  const form = await request.formData();
  const parsed = parseForm(checkoutSchema, form);
  if (!parsed.ok)
    return data<CheckoutResult>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  const { method, street, postalCode, city } = parsed.value;
  const parts = [street, postalCode, city].filter(Boolean).length;
  if (parts !== 0 && parts !== 3) {
    return refusedField("street", "Incomplete address", text.errors.address, parsed.values);
  }
  const address: BillingAddress | null = parts === 3 ? { street, postalCode, city } : null;
  const pagePath = `/betalen/${token}`;
  const payment = await decidingPayment(offer.id);
  // Paid, or a transfer chosen, or an iDEAL payment still running: the page says so, nothing new starts.
  if (payment && payment.status !== "failed" && payment.status !== "expired" && payment.status !== "canceled") {
    throw redirect(pagePath, 303);
  }
  if (!offeredMethods(await readPaymentSettings()).includes(method)) {
    return refusedField("method", "Choose method", text.errors.method, parsed.values);
  }
  if (method === "banktransfer") {
    await chooseBankTransfer(offer.id, address);
    throw redirect(pagePath, 303);
  }
  // Each attempt creates a payment at Mollie: a link cannot be used to flood it.
  if (!(await takeRateLimit("default", `checkout:${clientAddress}`))) {
    return data<CheckoutResult>(formRefusal("Too many requests", text.errors.mollie, parsed.values), { status: 429 });
  }
  const checkout = await startMolliePayment(offer, method, pagePath, address);
  if (!checkout)
    return data<CheckoutResult>(formRefusal("Mollie unavailable", text.errors.mollie, parsed.values), { status: 503 });
  throw redirect(checkout, 303);
}
