import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { env } from "./env.server";

/**
 * The stored copy of each invoice's PDF (D33, ADR 0102), in DATA_DIR/invoices,
 * named by the invoice number; `npm run backup` copies the folder. The
 * invoices feature decides what goes in; retention removes a file with its row.
 */
const fileName = /^(\d{4}-\d{4,9})\.pdf$/;

export function invoiceDir(): string {
  const dir = join(env.DATA_DIR, "invoices");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Where an invoice's PDF is stored (a mail attaches it from here). */
export function invoiceFilePath(number: string): string {
  const name = `${number}.pdf`;
  if (!fileName.test(name)) throw new Error("not an invoice number");
  return join(invoiceDir(), name);
}

/**
 * Writes the PDF of an invoice whose hash is not recorded yet: flushed to
 * disk under a temporary name, then renamed over the target in one step, so a
 * reader sees the whole file or none.
 */
export async function writeInvoiceFile(number: string, bytes: Uint8Array): Promise<void> {
  const target = invoiceFilePath(number);
  const temp = join(invoiceDir(), `.write-${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** The stored PDF, or undefined when there is no file. */
export async function readInvoiceFile(number: string): Promise<Buffer | undefined> {
  try {
    return await readFile(invoiceFilePath(number));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** Removes the stored PDFs of invoices retention deleted. */
export function removeInvoiceFiles(numbers: readonly string[]): void {
  for (const number of numbers) rmSync(invoiceFilePath(number), { force: true });
}
