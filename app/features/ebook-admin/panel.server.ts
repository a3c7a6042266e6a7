import { ebookDownloadUrl, sendEbookMail, type EbookRecipient } from "~/features/ebook/delivery.server";
import { db } from "~/server/db.server";
import { currentEbook } from "~/server/ebook-storage.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { isResendConfirmStep } from "./admin-view";
import { noticeFromFlash, type PanelOutcome } from "./answer.server";
import type { PanelNotice } from "./notice";
import { pdfPageCount } from "./pdf-pages.server";

/** D16: the coach's test link works for one hour. */
export const testLinkValidityMs = 60 * 60 * 1000;

/** The payload of a test link, so a download from it is never mistaken for a visitor's. */
const testLinkPayload = "admin-test";

export interface EbookPanelData {
  /** `pages` is undefined when the stored file no longer opens as a PDF. */
  ebook: { name: string; size: number; uploadedAt: string; pages: number | undefined } | null;
  /** Requests that arrived while no e-book was uploaded (sent_at null). */
  waiting: number;
  /** Why the current e-book could not be read: the storage folder, or anything else. */
  error: "storage" | "unexpected" | null;
  /** The answer to a form sent without JavaScript, shown once the screen is back. */
  notice: PanelNotice | null;
  /** 'E-book nu versturen' was pressed: the panel asks for confirmation before anything is sent. */
  confirmResend: boolean;
}

/** The panel's data and the headers that clear a shown flash (ADR 0098). */
export async function ebookPanelData(request: Request): Promise<{ panel: EbookPanelData; headers: HeadersInit }> {
  let ebook: EbookPanelData["ebook"] = null;
  let error: EbookPanelData["error"] = null;
  try {
    const stored = currentEbook();
    if (stored) {
      const pages = await pdfPageCount(stored.path);
      ebook = { name: stored.name, size: stored.size, uploadedAt: stored.uploadedAt.toISOString(), pages };
    }
  } catch (err) {
    logger.error({ err }, "current ebook could not be read");
    error = (err as NodeJS.ErrnoException).code ? "storage" : "unexpected";
  }
  const row = await db
    .selectFrom("ebook_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  const { notice, headers } = noticeFromFlash(request);
  const confirmResend = isResendConfirmStep(new URL(request.url));
  return { panel: { ebook, waiting: Number(row.n), error, notice, confirmResend }, headers };
}

/** POST /admin/ebook/test-link (D16): a 1-hour link to the current e-book, for the coach to try. */
export function makeTestLink(now = Date.now()): PanelOutcome {
  if (!currentEbook()) return { status: 409, key: "noEbook" };
  try {
    const url = ebookDownloadUrl(testLinkPayload, now + testLinkValidityMs);
    return { status: 200, key: "linkOpened", link: { url, path: url.slice(publicUrl.length) } };
  } catch (err) {
    logger.error({ err }, "ebook test link could not be made");
    return { status: 500, key: "testFailed" };
  }
}

/** One resend at a time, so two clicks (or two tabs) never mail the same person twice. */
let resending = false;

/**
 * POST /admin/ebook/resend: mails the e-book to every request that arrived
 * while none was uploaded (sent_at null), oldest first. sendEbookMail claims
 * each request before mailing it (ADR 0046), so a failed one stays waiting for
 * the next try and none is mailed twice.
 */
export async function resendWaiting(): Promise<PanelOutcome> {
  if (!currentEbook()) return { status: 409, key: "resendNoEbook" };
  if (resending) return { status: 409, key: "resendBusy" };
  resending = true;
  try {
    const waiting: EbookRecipient[] = await db
      .selectFrom("ebook_requests")
      .select(["id", "email", "name"])
      .where("sent_at", "is", null)
      .orderBy("requested_at")
      .orderBy("id")
      .execute();
    if (waiting.length === 0) return { status: 200, key: "resendNothing" };
    let sent = 0;
    let failed = 0;
    for (const recipient of waiting) {
      try {
        const result = await sendEbookMail(recipient);
        // "already-sent": the visitor's own send or another tab got there first; nobody is mailed twice.
        if (result === "sent") sent += 1;
        else if (result === "no-ebook") failed += 1;
      } catch {
        // sendMail has logged the error; the request stays waiting for the next try.
        logger.warn({ requestId: recipient.id }, "waiting ebook request could not be sent");
        failed += 1;
      }
    }
    logger.info({ sent, failed }, "waiting ebook requests resent");
    const key = failed === 0 ? "resendDone" : sent === 0 ? "resendFailed" : "resendPartly";
    return { status: sent === 0 ? 502 : 200, key, counts: { sent, failed } };
  } finally {
    resending = false;
  }
}
