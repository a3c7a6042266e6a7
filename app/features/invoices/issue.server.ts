import { sql, type Insertable, type Transaction } from "kysely";
import { invoiceDocument, smallBusinessSentence } from "~/content/invoices";
import { addDays, dateKey, localDateOf } from "~/lib/amsterdam-time";
import { currentTime } from "~/server/clock.server";
import type { Database, InvoicesTable } from "~/server/db-schema";
import { invoiceNumber, type ClientDetails, type SellerDetails } from "./invoice";
import { readVatSetting } from "./settings.server";
import { paymentMethods, rateOf, splitInclusive, type PaymentMethod } from "./vat";

/**
 * Issuing invoices (D33, ADR 0102). Both functions run inside the caller's
 * transaction, the one that records the payment or the refund: the number is
 * taken there, so it exists exactly when the payment does, and a rollback
 * gives it back before anyone else could see it. One series per calendar year
 * in Dutch time, never a gap, never a number twice: the year's counter is
 * raised in a single statement, and SQLite lets one writer at a time commit.
 */

export interface InvoiceInput {
  seller: SellerDetails;
  client: ClientDetails;
  /** What was bought, e.g. "Coachingtraject online, 8 sessies". */
  description: string;
  /** The period of the service, YYYY-MM-DD, start <= end. */
  period: { start: string; end: string };
  /** The price including btw, whole cents (the package price). */
  amountCents: number;
  method: PaymentMethod;
  /** When it was paid; null while a bank transfer is awaited (the PDF then says how to pay). */
  paidAt: Date | null;
  /** YYYY-MM-DD, printed on an unpaid invoice; default 14 days after the invoice date (the terms' payment term). */
  dueDate?: string | null;
  /** The payment's or offer's reference; the invoice number when absent. */
  orderReference?: string | null;
  /** Default: the server's clock (TEST_CLOCK_FILE in tests). */
  issuedAt?: Date;
}

export interface CreditInput {
  originalInvoiceId: number;
  /** The amount refunded including btw, whole cents, positive; at most what is left of the original. */
  amountCents: number;
  /** The business details now (a credit invoice is a new document). */
  seller: SellerDetails;
  /** How the money goes back; default the original's method. */
  method?: PaymentMethod;
  /** When the money went back; null while it is still to be refunded. */
  refundedAt: Date | null;
  issuedAt?: Date;
}

export interface IssuedInvoice {
  id: number;
  number: string;
}

/** A caller's mistake (missing business details, a wrong amount): nothing was written. */
export class InvoiceInputError extends Error {
  constructor(readonly problems: string[]) {
    super(`invoice not issued: ${problems.join(", ")}`);
  }
}

/** The terms of service's payment term (app/content/legal/terms.ts). */
const paymentTermDays = 14;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) =>
  isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const filled = (value: string | undefined | null, max = 200) =>
  typeof value === "string" && value.trim() !== "" && value.length <= max;
const compact = (value: string) => value.replace(/[\s.]/g, "").toUpperCase();

/**
 * What is missing or wrong in the business details for an invoice (art. 35a
 * Wet OB, NLCIUS): the names of the fields, empty when it can be issued. The
 * payments code checks this before it offers a package, so a payment never
 * arrives that cannot get its invoice.
 */
export function sellerDetailsProblems(seller: SellerDetails): (keyof SellerDetails)[] {
  const problems: (keyof SellerDetails)[] = [];
  for (const field of ["name", "businessName", "street", "postalCode", "city"] as const) {
    if (!filled(seller[field])) problems.push(field);
  }
  if (!/^\d{8}$/.test(seller.kvk.trim())) problems.push("kvk");
  if (!/^NL\d{9}B\d{2}$/.test(compact(seller.btwId))) problems.push("btwId");
  if (seller.iban.trim() !== "" && !/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact(seller.iban))) problems.push("iban");
  if (!/^[^\s@]+@[^\s@]+$/.test(seller.email.trim())) problems.push("email");
  return problems;
}

function inputProblems(input: InvoiceInput): string[] {
  const problems: string[] = sellerDetailsProblems(input.seller).map((field) => `seller.${field}`);
  if (input.method === "banktransfer" && input.paidAt === null && input.seller.iban.trim() === "") {
    problems.push("seller.iban");
  }
  if (!filled(input.client.name)) problems.push("client.name");
  if (!/^[^\s@]+@[^\s@]+$/.test(input.client.email.trim())) problems.push("client.email");
  const address = input.client.address;
  if (address) {
    for (const field of ["street", "postalCode", "city"] as const) {
      if (!filled(address[field])) problems.push(`client.address.${field}`);
    }
    if (address.country !== undefined && !/^[A-Z]{2}$/.test(address.country)) problems.push("client.address.country");
  }
  if (!filled(input.description)) problems.push("description");
  const { start, end } = input.period;
  if (!validDate(start) || !validDate(end) || start > end) problems.push("period");
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > 100_000_000) {
    problems.push("amountCents");
  }
  if (!(paymentMethods as readonly string[]).includes(input.method)) problems.push("method");
  if (input.dueDate != null && !validDate(input.dueDate)) problems.push("dueDate");
  if (input.orderReference != null && !filled(input.orderReference, 100)) problems.push("orderReference");
  return problems;
}

type NewInvoice = Omit<Insertable<InvoicesTable>, "number" | "year" | "sequence" | "issue_date" | "order_reference"> & {
  order_reference: string | null;
};

interface TakenNumber {
  number: string;
  year: number;
  sequence: number;
  issueDate: string;
}

/**
 * Takes the next number of the issue date's year: the first statement of the
 * issuing, and a write, so the transaction holds SQLite's write lock from
 * here on (a read first could find its snapshot outdated by another writer).
 */
async function takeNumber(trx: Transaction<Database>, issuedAt: Date): Promise<TakenNumber> {
  const issueDate = dateKey(localDateOf(issuedAt.getTime()));
  const year = Number(issueDate.slice(0, 4));
  const { last_sequence: sequence } = await trx
    .insertInto("invoice_series")
    .values({ year, last_sequence: 1 })
    .onConflict((conflict) => conflict.column("year").doUpdateSet({ last_sequence: sql`last_sequence + 1` }))
    .returning("last_sequence")
    .executeTakeFirstOrThrow();
  return { number: invoiceNumber(year, sequence), year, sequence, issueDate };
}

async function insertNumbered(
  trx: Transaction<Database>,
  taken: TakenNumber,
  values: NewInvoice,
): Promise<IssuedInvoice> {
  const { id } = await trx
    .insertInto("invoices")
    .values({
      ...values,
      number: taken.number,
      year: taken.year,
      sequence: taken.sequence,
      issue_date: taken.issueDate,
      order_reference: values.order_reference ?? taken.number,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, number: taken.number };
}

function sellerColumns(seller: SellerDetails) {
  return {
    seller_name: seller.name.trim(),
    seller_business_name: seller.businessName.trim(),
    seller_street: seller.street.trim(),
    seller_postal_code: seller.postalCode.trim(),
    seller_city: seller.city.trim(),
    seller_country: "NL",
    seller_kvk: seller.kvk.trim(),
    seller_btw_id: compact(seller.btwId),
    seller_iban: compact(seller.iban),
    seller_email: seller.email.trim(),
  };
}

/**
 * Issues the invoice of a payment inside the transaction that records it
 * (`db.transaction().execute(trx => ...)`). The amounts follow the btw
 * setting at this moment; throws InvoiceInputError (and writes nothing) on
 * input the payments code should never pass. Its PDF is made after the
 * commit, by `invoicePdf(id)`.
 */
export async function issueInvoice(trx: Transaction<Database>, input: InvoiceInput): Promise<IssuedInvoice> {
  const problems = inputProblems(input);
  if (problems.length > 0) throw new InvoiceInputError(problems);
  const issuedAt = input.issuedAt ?? currentTime();
  const taken = await takeNumber(trx, issuedAt);
  const setting = await readVatSetting(trx);
  const rate = rateOf(setting.regime);
  const amounts = splitInclusive(input.amountCents, rate);
  const address = input.client.address;
  const termEnd = dateKey(addDays(localDateOf(issuedAt.getTime()), paymentTermDays));
  return insertNumbered(trx, taken, {
    kind: "invoice",
    original_invoice_id: null,
    original_number: null,
    issued_at: issuedAt.toISOString(),
    due_date: input.paidAt === null ? (input.dueDate ?? termEnd) : null,
    ...sellerColumns(input.seller),
    client_name: input.client.name.trim(),
    client_email: input.client.email.trim().toLowerCase(),
    client_street: address?.street.trim() ?? null,
    client_postal_code: address?.postalCode.trim() ?? null,
    client_city: address?.city.trim() ?? null,
    client_country: address ? (address.country ?? "NL") : null,
    description: input.description.trim(),
    period_start: input.period.start,
    period_end: input.period.end,
    excl_cents: amounts.exclCents,
    vat_cents: amounts.vatCents,
    incl_cents: amounts.inclCents,
    vat_regime: setting.regime,
    vat_rate: rate,
    vat_note:
      setting.regime === "small-business"
        ? smallBusinessSentence
        : setting.regime === "exempt"
          ? setting.exemptionGround
          : null,
    payment_method: input.method,
    paid_at: input.paidAt?.toISOString() ?? null,
    order_reference: input.orderReference?.trim() ?? null,
    pdf_sha256: null,
    created_at: new Date().toISOString(),
  });
}

/**
 * A credit invoice for a full or partial refund, inside the transaction that
 * records the refund: its own number in the same series, negative amounts,
 * the original's client, description, period and btw. The refunds of one
 * invoice never add up to more than it; the one that credits the rest takes
 * exactly the rest of the amount excluding btw and of the btw, so a fully
 * refunded invoice nets to zero on every line of the btw return.
 */
export async function issueCreditInvoice(trx: Transaction<Database>, input: CreditInput): Promise<IssuedInvoice> {
  // Checked before a number is taken, so a caller that catches the refusal and commits leaves no gap.
  // (Reads first: refunds are rare and come one at a time, unlike payments.)
  const original = await trx
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", input.originalInvoiceId)
    .where("kind", "=", "invoice")
    .executeTakeFirst();
  if (!original) throw new InvoiceInputError(["originalInvoiceId"]);
  const problems: string[] = sellerDetailsProblems(input.seller).map((field) => `seller.${field}`);
  if (input.method !== undefined && !(paymentMethods as readonly string[]).includes(input.method)) {
    problems.push("method");
  }
  const credited = await trx
    .selectFrom("invoices")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("incl_cents"), eb.lit(0)).as("incl"),
      eb.fn.coalesce(eb.fn.sum<number>("excl_cents"), eb.lit(0)).as("excl"),
      eb.fn.coalesce(eb.fn.sum<number>("vat_cents"), eb.lit(0)).as("vat"),
    ])
    .where("original_invoice_id", "=", original.id)
    .executeTakeFirstOrThrow();
  const remaining = original.incl_cents + Number(credited.incl);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > remaining) {
    problems.push("amountCents");
  }
  if (problems.length > 0) throw new InvoiceInputError(problems);
  const amounts =
    input.amountCents === remaining
      ? {
          exclCents: -(original.excl_cents + Number(credited.excl)),
          vatCents: -(original.vat_cents + Number(credited.vat)),
          inclCents: -remaining,
        }
      : splitInclusive(-input.amountCents, original.vat_rate);
  const issuedAt = input.issuedAt ?? currentTime();
  const taken = await takeNumber(trx, issuedAt);
  return insertNumbered(trx, taken, {
    kind: "credit",
    original_invoice_id: original.id,
    original_number: original.number,
    issued_at: issuedAt.toISOString(),
    due_date: null,
    ...sellerColumns(input.seller),
    client_name: original.client_name,
    client_email: original.client_email,
    client_street: original.client_street,
    client_postal_code: original.client_postal_code,
    client_city: original.client_city,
    client_country: original.client_country,
    description: invoiceDocument.creditDescription(original.number, original.description),
    period_start: original.period_start,
    period_end: original.period_end,
    excl_cents: amounts.exclCents,
    vat_cents: amounts.vatCents,
    incl_cents: amounts.inclCents,
    vat_regime: original.vat_regime,
    vat_rate: original.vat_rate,
    vat_note: original.vat_note,
    payment_method: input.method ?? original.payment_method,
    paid_at: input.refundedAt?.toISOString() ?? null,
    order_reference: original.order_reference,
    pdf_sha256: null,
    created_at: new Date().toISOString(),
  });
}

/**
 * Records that an invoice (a bank transfer) was paid or that a credit
 * invoice's refund went out, in the caller's transaction. Only once: false
 * when it was recorded before or the invoice does not exist. The stored PDF
 * stays as it was issued.
 */
export async function markInvoicePaid(trx: Transaction<Database>, id: number, paidAt: Date): Promise<boolean> {
  const result = await trx
    .updateTable("invoices")
    .set({ paid_at: paidAt.toISOString() })
    .where("id", "=", id)
    .where("paid_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
