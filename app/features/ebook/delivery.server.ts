import { ebookMail, fillText } from "~/content/ebook";
import { db, nowIso } from "~/server/db.server";
import { currentEbook } from "~/server/ebook-storage.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail, unlinkable } from "~/server/mail.server";
import { signToken } from "~/server/secret.server";

/** The purpose every e-book download token is signed for. */
export const ebookTokenPurpose = "ebook";

/** D16: the link in the mail works for 24 hours (the admin's test link uses its own, shorter validity). */
export const ebookLinkValidityMs = 24 * 60 * 60 * 1000;

/**
 * A signed link to /download/ebook/:token. The payload is the request's id, so
 * a link can be traced to the request it was made for; the route streams the
 * newest PDF for any valid e-book token.
 */
export function ebookDownloadUrl(payload: string, expiresAt: number): string {
  return `${publicUrl}/download/ebook/${signToken(ebookTokenPurpose, payload, expiresAt)}`;
}

/** Whether a PDF is uploaded; a storage error counts as none, so the page promises nothing it cannot keep. */
export function isEbookAvailable(): boolean {
  try {
    return currentEbook() !== undefined;
  } catch (err) {
    logger.error({ err }, "current ebook could not be read");
    return false;
  }
}

export interface EbookRecipient {
  id: number;
  email: string;
  name: string | null;
}

/**
 * Mails the download link to one stored request. The request is claimed first
 * (sent_at set only while it is still null), so a visitor's own send and the
 * coach's 'E-book nu versturen', or two of those, never mail one request
 * twice: the loser answers "already-sent" and sends nothing. A failed mail
 * gives the claim back and throws; the caller decides what the visitor or the
 * coach sees. Answers "no-ebook" (and sends nothing) while no PDF has been
 * uploaded, so the request stays open for a later send.
 */
export async function sendEbookMail(
  recipient: EbookRecipient,
  now = Date.now(),
): Promise<"sent" | "no-ebook" | "already-sent"> {
  if (!currentEbook()) return "no-ebook";
  const claimedAt = nowIso();
  const claim = await db
    .updateTable("ebook_requests")
    .set({ sent_at: claimedAt })
    .where("id", "=", recipient.id)
    .where("sent_at", "is", null)
    .executeTakeFirst();
  if (claim.numUpdatedRows === 0n) return "already-sent";
  const url = ebookDownloadUrl(String(recipient.id), now + ebookLinkValidityMs);
  const greeting = recipient.name
    ? fillText(ebookMail.greetingWithName, { name: unlinkable(recipient.name) })
    : ebookMail.greeting;
  const links = { url: `${publicUrl}/ebook-download`, booking: `${publicUrl}/kennismaking` };
  try {
    await sendMail({
      to: recipient.email,
      subject: ebookMail.subject,
      heading: ebookMail.heading,
      paragraphs: [greeting, ...ebookMail.paragraphs],
      button: { label: ebookMail.button, url },
      closing: ebookMail.closing.map((text) => fillText(text, links)),
    });
  } catch (err) {
    await db
      .updateTable("ebook_requests")
      .set({ sent_at: null })
      .where("id", "=", recipient.id)
      .where("sent_at", "=", claimedAt)
      .execute()
      .catch((releaseErr: unknown) =>
        logger.error({ err: releaseErr, requestId: recipient.id }, "ebook claim not released after a failed mail"),
      );
    throw err;
  }
  logger.info({ requestId: recipient.id }, "ebook link sent");
  return "sent";
}
