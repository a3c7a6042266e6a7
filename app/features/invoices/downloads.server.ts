import { redirect } from "react-router";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { signToken, verifyToken } from "~/server/secret.server";
import { invoiceNumberPattern } from "./invoice";
import { InvoiceFileError, invoicePdf, type StoredInvoicePdf } from "./stored-pdf.server";

/**
 * Downloading an issued invoice again (D33, ADR 0102): by the client through
 * a signed link, /factuur/<token> (a page) and /factuur/<token>/pdf (the
 * file), and by the coach from the admin. Both serve the stored copy after
 * checking its hash.
 */
export const invoiceTokenPurpose = "invoice";

/** How long a mailed invoice link works: the PDF is also attached to the mail, the link is a spare. */
export const invoiceLinkValidityMs = 90 * 24 * 60 * 60 * 1000;

/** The site path of an invoice's link; the payload is the invoice's id, so no personal data is in the address. */
export function invoiceLinkPath(id: number, now = Date.now()): string {
  return `/factuur/${signToken(invoiceTokenPurpose, String(id), now + invoiceLinkValidityMs)}`;
}

/** The full URL, for mails. */
export function invoiceLink(id: number, now = Date.now()): string {
  return `${publicUrl}${invoiceLinkPath(id, now)}`;
}

export type InvoiceLinkView =
  | { kind: "ok"; number: string; document: "invoice" | "credit"; issueDate: string; pdfPath: string }
  | { kind: "invalid" | "expired" | "error" };

function invoiceIdOf(
  token: string,
  now: number,
): { ok: true; id: number } | { ok: false; reason: "invalid" | "expired" } {
  const check = verifyToken(invoiceTokenPurpose, token, now);
  if (!check.ok) return check;
  const id = Number(check.payload);
  return Number.isSafeInteger(id) && id > 0 ? { ok: true, id } : { ok: false, reason: "invalid" };
}

/** What the link's page shows: which invoice, or why the link does not work. */
export async function invoiceLinkView(token: string, now = Date.now()): Promise<InvoiceLinkView> {
  const check = invoiceIdOf(token, now);
  if (!check.ok) return { kind: check.reason };
  const row = await db
    .selectFrom("invoices")
    .select(["number", "kind", "issue_date"])
    .where("id", "=", check.id)
    .executeTakeFirst();
  // Removed by retention after seven years: the link names nothing any more.
  if (!row) return { kind: "invalid" };
  try {
    // Made now if the issuing run could not; checked against its hash, so the page never offers a broken file.
    await invoicePdf(check.id);
  } catch (err) {
    if (!(err instanceof InvoiceFileError)) logger.error({ err, invoiceId: check.id }, "invoice PDF failed");
    return { kind: "error" };
  }
  return {
    kind: "ok",
    number: row.number,
    document: row.kind,
    issueDate: row.issue_date,
    pdfPath: `/factuur/${token}/pdf`,
  };
}

/** Nothing about an invoice may be cached or indexed: it is personal. */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export function pdfResponse(pdf: StoredInvoicePdf, method: string, disposition: "attachment" | "inline"): Response {
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Length": String(pdf.bytes.length),
    "Content-Disposition": `${disposition}; filename="${pdf.fileName}"`,
    ...privateHeaders,
  };
  return new Response(method === "HEAD" ? null : new Uint8Array(pdf.bytes), { status: 200, headers });
}

/**
 * GET /factuur/<token>/pdf: the stored PDF, or for a link that does not (or
 * no longer) work, back to its page, which says why.
 */
export async function clientInvoicePdf(token: string, method: string, now = Date.now()): Promise<Response> {
  const check = invoiceIdOf(token, now);
  if (!check.ok) throw redirect(`/factuur/${token}`, 303);
  let pdf: StoredInvoicePdf | undefined;
  try {
    pdf = await invoicePdf(check.id);
  } catch (err) {
    if (!(err instanceof InvoiceFileError)) logger.error({ err, invoiceId: check.id }, "invoice PDF failed");
    return new Response(null, { status: 503, headers: { ...privateHeaders, "Retry-After": "3600" } });
  }
  if (!pdf) throw redirect(`/factuur/${token}`, 303);
  if (method !== "HEAD") logger.info({ invoiceId: check.id }, "invoice downloaded by its client");
  return pdfResponse(pdf, method, "attachment");
}

/** An invoice's id by its number, for the admin's download paths; undefined for anything else. */
export async function invoiceIdByNumber(number: string): Promise<number | undefined> {
  if (!invoiceNumberPattern.test(number)) return undefined;
  const row = await db.selectFrom("invoices").select("id").where("number", "=", number).executeTakeFirst();
  return row?.id;
}
