import type { Selectable } from "kysely";
import type { InvoicesTable } from "~/server/db-schema";
import type { PaymentMethod, VatAmounts, VatRegime } from "./vat";

/**
 * An issued invoice as the PDF, the UBL file and the export read it (D33,
 * ADR 0102): a plain value made from its database row.
 */

/** The seller as printed on the invoice: the business details at issue time (D32). */
export interface SellerDetails {
  /** The coach's own name. */
  name: string;
  businessName: string;
  street: string;
  postalCode: string;
  city: string;
  kvk: string;
  btwId: string;
  /** May be empty when the invoice is paid online. */
  iban: string;
  email: string;
}

export interface ClientAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, "NL" when not given. */
  country?: string;
}

export interface ClientDetails {
  name: string;
  email: string;
  /** Only when the client gave it (art. 35a asks for it; the UBL file needs it, BR-NL-4). */
  address?: ClientAddress | null;
}

export interface Invoice {
  id: number;
  number: string;
  kind: "invoice" | "credit";
  /** A credit invoice's original. */
  originalNumber: string | null;
  issuedAt: string;
  /** YYYY-MM-DD, Dutch time. */
  issueDate: string;
  dueDate: string | null;
  seller: SellerDetails & { country: string };
  client: { name: string; email: string; address: Required<ClientAddress> | null };
  description: string;
  period: { start: string; end: string };
  amounts: VatAmounts;
  vat: { regime: VatRegime; rate: number; note: string | null };
  paymentMethod: PaymentMethod;
  paidAt: string | null;
  orderReference: string;
}

export function invoiceOf(row: Selectable<InvoicesTable>): Invoice {
  const { client_street: street, client_postal_code: postalCode, client_city: city } = row;
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    originalNumber: row.original_number,
    issuedAt: row.issued_at,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    seller: {
      name: row.seller_name,
      businessName: row.seller_business_name,
      street: row.seller_street,
      postalCode: row.seller_postal_code,
      city: row.seller_city,
      country: row.seller_country,
      kvk: row.seller_kvk,
      btwId: row.seller_btw_id,
      iban: row.seller_iban,
      email: row.seller_email,
    },
    client: {
      name: row.client_name,
      email: row.client_email,
      address:
        street !== null && postalCode !== null && city !== null
          ? { street, postalCode, city, country: row.client_country ?? "NL" }
          : null,
    },
    description: row.description,
    period: { start: row.period_start, end: row.period_end },
    amounts: { exclCents: row.excl_cents, vatCents: row.vat_cents, inclCents: row.incl_cents },
    vat: { regime: row.vat_regime, rate: row.vat_rate, note: row.vat_note },
    // The column's values come from issueInvoice's check.
    paymentMethod: row.payment_method as PaymentMethod,
    paidAt: row.paid_at,
    orderReference: row.order_reference,
  };
}

/** "2026-0001": four digits at least, more after the 9,999th invoice of a year. */
export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, "0")}`;
}

/** An invoice number as a URL or file name may carry it; nothing else passes. */
export const invoiceNumberPattern = /^\d{4}-\d{4,9}$/;
