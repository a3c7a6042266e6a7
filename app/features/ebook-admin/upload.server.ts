import { safeEbookFileName } from "~/features/ebook/file-name";
import { rm } from "node:fs/promises";
import { saveEbook, uploadTempPath } from "~/server/ebook-storage.server";
import { logger } from "~/server/logger.server";
import { receiveFile, type ReceivedFile } from "~/server/receive-upload.server";
import { ebookMaxBytes, ebookUploadMaxBodyBytes } from "./limits";
import { pdfPageCount } from "./pdf-pages.server";
import type { NoticeKey, PanelOutcome } from "./answer.server";

/** Every PDF starts with these bytes; a renamed image or document does not. */
const pdfSignature = Buffer.from("%PDF-", "ascii");

/**
 * D17's checks on the name the browser sent: a bare name (no folder, so no
 * `../` either) ending in .pdf. Browsers only ever send a bare name; anything
 * else is a crafted request and is refused rather than guessed at.
 */
function checkName(name: string): PanelOutcome | undefined {
  if (/[/\\\0]/.test(name)) return outcome(400, "badName");
  if (!/\.pdf$/i.test(name.trim())) return outcome(415, "invalidType");
  return undefined;
}

function isPdf(head: Buffer): boolean {
  return head.subarray(0, pdfSignature.length).equals(pdfSignature);
}

function outcome(status: number, key: NoticeKey): PanelOutcome {
  return { status, key };
}

/** D17's checks on a received file, before it may replace the current e-book. */
function checkFile(file: ReceivedFile | undefined): PanelOutcome | undefined {
  if (!file || file.size === 0) return outcome(400, "noFile");
  const nameRefusal = checkName(file.name);
  if (nameRefusal) return nameRefusal;
  if (file.tooLarge) return outcome(413, "tooLarge");
  if (!isPdf(file.head)) return outcome(415, "invalidType");
  return undefined;
}

/** What the upload decided, with the form's other fields (the enhanced mark) when the body was read. */
export type UploadOutcome = PanelOutcome & { fields?: Readonly<Record<string, string>> };

/**
 * POST /admin/ebook/upload (D17), after the admin check: refuses an oversized
 * body before reading it, streams the file to a temporary file in the data
 * folder (never into memory, ADR 0034), checks name, size, the PDF
 * signature and that the file opens as a PDF with pages (ADR 0046), and only then replaces the stored file (atomically, see
 * saveEbook). A refused upload leaves nothing behind.
 */
export async function uploadEbook(request: Request): Promise<UploadOutcome> {
  if (Number(request.headers.get("Content-Length") ?? 0) > ebookUploadMaxBodyBytes) {
    return outcome(413, "tooLarge");
  }
  const tempPath = uploadTempPath();
  let file: ReceivedFile | undefined;
  try {
    file = await receiveFile(request, { field: "file", tempPath, maxBytes: ebookMaxBytes });
  } catch (err) {
    logger.warn({ err }, "ebook upload body could not be read");
    return outcome(400, "uploadFailed");
  }
  return { ...(await storeReceived(file, tempPath)), fields: file?.fields };
}

async function storeReceived(file: ReceivedFile | undefined, tempPath: string): Promise<PanelOutcome> {
  const refusal = checkFile(file) ?? (file && !(await pdfPageCount(tempPath)) ? outcome(415, "invalidPdf") : undefined);
  if (refusal || !file) {
    await rm(tempPath, { force: true });
    return refusal ?? outcome(400, "noFile");
  }
  try {
    const stored = await saveEbook(safeEbookFileName(file.name.trim()), tempPath);
    logger.info({ file: stored.name, size: stored.size }, "ebook uploaded");
    return outcome(200, "uploaded");
  } catch (err) {
    logger.error({ err }, "ebook upload could not be stored");
    return outcome(500, "uploadFailed");
  }
}
