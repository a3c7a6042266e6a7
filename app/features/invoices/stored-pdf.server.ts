import { createHash } from "node:crypto";
import { invoiceDocument } from "~/content/invoices";
import { db } from "~/server/db.server";
import { readInvoiceFile, writeInvoiceFile } from "~/server/invoice-storage.server";
import { logger } from "~/server/logger.server";
import { invoiceOf } from "./invoice";
import { renderInvoicePdf } from "./invoice-pdf.server";

/**
 * Each invoice's PDF is made once and kept (D33, ADR 0102): the first call
 * after the issuing transaction committed renders it, stores it in the data
 * folder and records its SHA-256; every later call serves that stored copy,
 * and only after its hash still matches. A copy that is missing or changed is
 * never silently made again: it is refused and logged, for the coach to restore
 * from a backup.
 */
export interface StoredInvoicePdf {
  number: string;
  fileName: string;
  bytes: Buffer;
}

export class InvoiceFileError extends Error {
  constructor(
    readonly number: string,
    readonly reason: "missing" | "altered",
  ) {
    super(`stored PDF of invoice ${number} is ${reason}`);
  }
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function verified(number: string, hash: string): Promise<StoredInvoicePdf> {
  const bytes = await readInvoiceFile(number);
  const problem = !bytes ? "missing" : sha256(bytes) !== hash ? "altered" : undefined;
  if (problem || !bytes) {
    logger.error({ invoice: number, problem }, "stored invoice PDF does not match its hash");
    throw new InvoiceFileError(number, problem ?? "missing");
  }
  return { number, fileName: invoiceDocument.fileName(number), bytes };
}

async function storedOrNew(id: number): Promise<StoredInvoicePdf | undefined> {
  const row = await db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  if (row.pdf_sha256) return verified(row.number, row.pdf_sha256);
  // Not stored yet: nobody has seen a copy, so a file left by an interrupted earlier attempt is simply replaced.
  const bytes = await renderInvoicePdf(invoiceOf(row));
  await writeInvoiceFile(row.number, bytes);
  const recorded = await db
    .updateTable("invoices")
    .set({ pdf_sha256: sha256(bytes) })
    .where("id", "=", id)
    .where("pdf_sha256", "is", null)
    .executeTakeFirst();
  if (recorded.numUpdatedRows === 0n) {
    // Another process recorded its copy first; the same row renders to the same bytes.
    const { pdf_sha256: hash } = await db
      .selectFrom("invoices")
      .select("pdf_sha256")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return verified(row.number, hash ?? "");
  }
  logger.info({ invoice: row.number }, "invoice PDF stored");
  return { number: row.number, fileName: invoiceDocument.fileName(row.number), bytes };
}

const inProgress = new Map<number, Promise<StoredInvoicePdf | undefined>>();

/**
 * The invoice's PDF, made and stored on the first call (after the issuing
 * transaction committed): for the mail's attachment and every download.
 * Undefined when there is no such invoice; throws InvoiceFileError when the
 * stored copy is gone or changed. Calls for one invoice at once share one render.
 */
export function invoicePdf(id: number): Promise<StoredInvoicePdf | undefined> {
  const running = inProgress.get(id);
  if (running) return running;
  const work = storedOrNew(id).finally(() => inProgress.delete(id));
  inProgress.set(id, work);
  return work;
}

/** Makes the PDFs that an interrupted run left unmade (start-up); failures are logged, not thrown. */
export async function storeMissingPdfs(): Promise<number> {
  const ids = await db.selectFrom("invoices").select("id").where("pdf_sha256", "is", null).orderBy("id").execute();
  let stored = 0;
  for (const { id } of ids) {
    try {
      if (await invoicePdf(id)) stored += 1;
    } catch (err) {
      logger.error({ err, invoiceId: id }, "invoice PDF could not be stored");
    }
  }
  return stored;
}
