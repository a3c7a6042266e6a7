import { adminInvoices as texts } from "~/content/invoices";
import { db } from "~/server/db.server";
import { invoicesCsv, invoicesIn, ublZip } from "./bookkeeping.server";
import { invoiceIdByNumber, pdfResponse } from "./downloads.server";
import { invoiceOf } from "./invoice";
import { parsePeriod } from "./period";
import { InvoiceFileError, invoicePdf } from "./stored-pdf.server";
import { hasUbl, invoiceUbl, ublFileName } from "./ubl";

/** The coach's downloads (ADR 0102, ADR 0103); the routes check the admin and write the access log. */
const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...privateHeaders } });

function download(body: string | Uint8Array<ArrayBuffer>, type: string, fileName: string): Response {
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${fileName}"`, ...privateHeaders },
  });
}

/** `<number>.pdf` (the stored copy, shown in the browser) or `<number>.xml` (its UBL file). */
export async function adminInvoiceFile(file: string, method: string): Promise<{ id?: number; response: Response }> {
  const match = /^(.+)\.(pdf|xml)$/.exec(file);
  const id = match ? await invoiceIdByNumber(match[1]!) : undefined;
  if (!match || id === undefined) return { response: plain(404, texts.notFound) };
  if (match[2] === "pdf") {
    try {
      const pdf = await invoicePdf(id);
      return { id, response: pdf ? pdfResponse(pdf, method, "inline") : plain(404, texts.notFound) };
    } catch (err) {
      if (err instanceof InvoiceFileError) return { response: plain(500, texts.storedCopyBroken) };
      throw err;
    }
  }
  const invoice = invoiceOf(await db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
  if (!hasUbl(invoice)) return { response: plain(404, texts.noUbl) };
  return { id, response: download(invoiceUbl(invoice), "application/xml; charset=utf-8", ublFileName(invoice.number)) };
}

/** `facturen-<period>.csv` or `ubl-<period>.zip`, the period as "2026-K1" or "2026". */
export async function bookkeepingExport(file: string): Promise<Response> {
  const match = /^(facturen|ubl)-([^.]+)\.(csv|zip)$/.exec(file);
  const period = match && parsePeriod(match[2]!);
  if (!match || !period || (match[1] === "facturen") !== (match[3] === "csv")) return plain(404, texts.notFound);
  const invoices = await invoicesIn(period);
  return match[1] === "facturen"
    ? download(invoicesCsv(invoices), "text/csv; charset=utf-8", file)
    : download(ublZip(invoices), "application/zip", file);
}
