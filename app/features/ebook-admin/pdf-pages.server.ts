import { readFile, stat } from "node:fs/promises";

/** Page counts of files already read, by path, size and modification time (an upload changes the last two). */
const known = new Map<string, number>();

/**
 * The number of pages when the file really opens as a PDF (pdf-lib, ADR 0046),
 * undefined when it does not or has no pages. The whole file is read: at most
 * 25 MB (D17), and at most two uploads run at once.
 */
export async function pdfPageCount(path: string): Promise<number | undefined> {
  const { size, mtimeMs } = await stat(path);
  const key = `${path}:${size}:${mtimeMs}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  let pages: number;
  try {
    // Loaded on the first upload, not at start-up: the library is large (ADR 0138).
    const { PDFDocument } = await import("pdf-lib");
    const document = await PDFDocument.load(await readFile(path), { ignoreEncryption: true, updateMetadata: false });
    pages = document.getPageCount();
  } catch {
    return undefined;
  }
  if (pages < 1) return undefined;
  known.set(key, pages);
  return pages;
}
