import { strToU8, zipSync } from "fflate";
import {
  invoiceExportColumns,
  invoiceKindLabels,
  invoiceStatuses,
  paymentMethodLabels,
  ublZipReadme,
  vatRegimeLabels,
  type InvoiceStatus,
} from "~/content/invoices";
import { spreadsheetEuro } from "~/features/coach-facts/euro";
import { csvLine } from "~/features/admin-lists/csv.server";
import { dateKey, localDateOf } from "~/lib/amsterdam-time";
import { db } from "~/server/db.server";
import { invoiceOf, type Invoice } from "./invoice";
import type { Period } from "./period";
import { hasUbl, invoiceUbl, ublFileName } from "./ubl";
import type { VatRegime } from "./vat";

/**
 * The bookkeeper's export (D33, ADR 0103): the invoices of a quarter or a
 * year by invoice date, as a CSV a Dutch spreadsheet or bookkeeping package
 * reads, as UBL files in one zip, and their totals per btw rate for the btw
 * return. Credit invoices count with their negative amounts.
 */
export interface ListedInvoice extends Invoice {
  status: InvoiceStatus;
}

export interface RateTotal {
  regime: VatRegime;
  rate: number;
  count: number;
  exclCents: number;
  vatCents: number;
  inclCents: number;
}

export interface PeriodSummary {
  invoices: number;
  credits: number;
  totals: RateTotal[];
  total: Omit<RateTotal, "regime" | "rate">;
  /** Invoices without a UBL file (no client address). */
  withoutUbl: number;
}

function statusOf(invoice: Invoice, creditedCents: number): InvoiceStatus {
  if (invoice.kind === "credit") return invoice.paidAt ? "refunded" : "refundOpen";
  if (creditedCents >= invoice.amounts.inclCents) return "credited";
  if (creditedCents > 0) return "partlyCredited";
  return invoice.paidAt ? "paid" : "open";
}

/** The period's invoices in number order, each with its status today (a later credit counts). */
export async function invoicesIn(period: Period): Promise<ListedInvoice[]> {
  const rows = await db
    .selectFrom("invoices")
    .selectAll()
    .where("issue_date", ">=", period.start)
    .where("issue_date", "<", period.end)
    .orderBy("year")
    .orderBy("sequence")
    .execute();
  const originals = rows.filter((row) => row.kind === "invoice").map((row) => row.id);
  const credited = new Map<number, number>();
  if (originals.length > 0) {
    const sums = await db
      .selectFrom("invoices")
      .select((eb) => ["original_invoice_id", eb.fn.sum<number>("incl_cents").as("incl")])
      .where("original_invoice_id", "in", originals)
      .groupBy("original_invoice_id")
      .execute();
    for (const sum of sums) credited.set(sum.original_invoice_id!, -Number(sum.incl));
  }
  return rows.map((row) => {
    const invoice = invoiceOf(row);
    return { ...invoice, status: statusOf(invoice, credited.get(row.id) ?? 0) };
  });
}

export function summarise(invoices: readonly Invoice[]): PeriodSummary {
  const byRate = new Map<string, RateTotal>();
  const total = { count: 0, exclCents: 0, vatCents: 0, inclCents: 0 };
  for (const invoice of invoices) {
    const key = `${invoice.vat.regime}:${invoice.vat.rate}`;
    const line = byRate.get(key) ?? {
      regime: invoice.vat.regime,
      rate: invoice.vat.rate,
      count: 0,
      exclCents: 0,
      vatCents: 0,
      inclCents: 0,
    };
    for (const sum of [line, total]) {
      sum.count += 1;
      sum.exclCents += invoice.amounts.exclCents;
      sum.vatCents += invoice.amounts.vatCents;
      sum.inclCents += invoice.amounts.inclCents;
    }
    byRate.set(key, line);
  }
  return {
    invoices: invoices.filter((invoice) => invoice.kind === "invoice").length,
    credits: invoices.filter((invoice) => invoice.kind === "credit").length,
    totals: [...byRate.values()].sort((a, b) => b.rate - a.rate || a.regime.localeCompare(b.regime)),
    total,
    withoutUbl: invoices.filter((invoice) => !hasUbl(invoice)).length,
  };
}

/** "12-03-2026": the date as Dutch spreadsheets and bookkeeping imports read it. */
const dutchDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/**
 * One row per invoice: semicolon-separated with a decimal comma and
 * DD-MM-YYYY dates, UTF-8 with a byte order mark (ADR 0103).
 */
export function invoicesCsv(invoices: readonly ListedInvoice[]): string {
  const rows = invoices.map((invoice) =>
    csvLine(
      [
        dutchDate(invoice.issueDate),
        invoice.number,
        invoiceKindLabels[invoice.kind],
        invoice.originalNumber,
        invoice.client.name,
        invoice.client.email,
        invoice.description,
        spreadsheetEuro(invoice.amounts.exclCents),
        spreadsheetEuro(invoice.amounts.vatCents),
        spreadsheetEuro(invoice.amounts.inclCents),
        `${invoice.vat.rate}%`,
        vatRegimeLabels[invoice.vat.regime],
        paymentMethodLabels[invoice.paymentMethod],
        invoiceStatuses[invoice.status],
        invoice.paidAt ? dutchDate(dateKey(localDateOf(Date.parse(invoice.paidAt)))) : null,
      ],
      ";",
    ),
  );
  return `\uFEFF${csvLine([...invoiceExportColumns], ";")}${rows.join("")}`;
}

/** Every invoice's UBL file in one zip; a note names the invoices that have none. */
export function ublZip(invoices: readonly Invoice[]): Uint8Array<ArrayBuffer> {
  const files: Record<string, Uint8Array> = {};
  for (const invoice of invoices) {
    if (hasUbl(invoice)) files[ublFileName(invoice.number)] = strToU8(invoiceUbl(invoice));
  }
  const missing = invoices.filter((invoice) => !hasUbl(invoice));
  if (missing.length > 0) {
    const lines = missing.map((invoice) => `${invoice.number}  ${invoice.client.name}`);
    files[ublZipReadme.fileName] = strToU8(`${ublZipReadme.intro}\r\n\r\n${lines.join("\r\n")}\r\n`);
  }
  // A fixed time on every entry: the same invoices make the same zip.
  return zipSync(files, { level: 6, mtime: new Date("2000-01-01T00:00:00Z") });
}
