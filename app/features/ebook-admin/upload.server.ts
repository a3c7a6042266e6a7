import { data } from "react-router";
import { ebookAdminNotices as notices } from "~/content/ebook-admin";
import { safeEbookFileName } from "~/features/ebook/file-name";
import { saveEbook } from "~/server/ebook-storage.server";
import { logger } from "~/server/logger.server";
import { ebookMaxBytes, ebookUploadMaxBodyBytes } from "./limits";
import type { PanelNotice } from "./notice";

/** Every PDF starts with these bytes; a renamed image or document does not. */
const pdfSignature = Buffer.from("%PDF-", "ascii");

type Refusal = { status: number; notice: { title: string; text: string } };

/**
 * D17's checks on the name the browser sent: a bare name (no folder, so no
 * `../` either) ending in .pdf. Browsers only ever send a bare name; anything
 * else is a crafted request and is refused rather than guessed at.
 */
function checkName(name: string): Refusal | undefined {
  if (/[/\\\0]/.test(name)) return { status: 400, notice: notices.badName };
  if (!/\.pdf$/i.test(name.trim())) return { status: 415, notice: notices.invalidType };
  return undefined;
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, pdfSignature.length)).equals(pdfSignature);
}

function answer(status: number, notice: { title: string; text: string }, ok = false) {
  return data<PanelNotice>({ ok, ...notice }, { status });
}

/**
 * POST /admin/ebook/upload (D17), after the admin check: refuses an oversized
 * body before reading it, then checks name, size and the PDF signature, and
 * only then replaces the stored file (atomically, see saveEbook). A refused
 * upload writes nothing.
 */
export async function uploadEbook(request: Request) {
  if (Number(request.headers.get("Content-Length") ?? 0) > ebookUploadMaxBodyBytes) {
    return answer(413, notices.tooLarge);
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch (err) {
    logger.warn({ err }, "ebook upload body could not be read");
    return answer(400, notices.uploadFailed);
  }
  if (!(file instanceof File) || file.size === 0) return answer(400, notices.noFile);

  const nameRefusal = checkName(file.name);
  if (nameRefusal) return answer(nameRefusal.status, nameRefusal.notice);
  if (file.size > ebookMaxBytes) return answer(413, notices.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) return answer(415, notices.invalidType);

  try {
    const stored = await saveEbook(safeEbookFileName(file.name.trim()), bytes);
    logger.info({ file: stored.name, size: stored.size }, "ebook uploaded");
    return answer(200, notices.uploaded, true);
  } catch (err) {
    logger.error({ err }, "ebook upload could not be stored");
    return answer(500, notices.uploadFailed);
  }
}
