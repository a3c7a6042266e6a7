import { ebookMail, fillText } from "~/content/ebook";
import { db, nowIso } from "~/server/db.server";
import { currentEbook } from "~/server/ebook-storage.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail.server";
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

export interface EbookRecipient {
  id: number;
  email: string;
  name: string | null;
}

/**
 * Mails the download link to one stored request and records `sent_at`.
 * Answers "no-ebook" (and sends nothing) while no PDF has been uploaded, so the
 * request stays open for a later send. Throws when the mail could not be sent;
 * the caller decides what the visitor or the coach sees. Reusable for a resend
 * from the admin area.
 */
export async function sendEbookMail(recipient: EbookRecipient, now = Date.now()): Promise<"sent" | "no-ebook"> {
  if (!currentEbook()) return "no-ebook";
  const url = ebookDownloadUrl(String(recipient.id), now + ebookLinkValidityMs);
  const greeting = recipient.name ? fillText(ebookMail.greetingWithName, { name: recipient.name }) : ebookMail.greeting;
  const links = { url: `${publicUrl}/ebook-download`, booking: `${publicUrl}/kennismaking` };
  await sendMail({
    to: recipient.email,
    subject: ebookMail.subject,
    heading: ebookMail.heading,
    paragraphs: [greeting, ...ebookMail.paragraphs],
    button: { label: ebookMail.button, url },
    closing: ebookMail.closing.map((text) => fillText(text, links)),
  });
  try {
    await db.updateTable("ebook_requests").set({ sent_at: nowIso() }).where("id", "=", recipient.id).execute();
  } catch (err) {
    // The mail did go out: the visitor has the link, so only the coach's overview misses the date.
    logger.error({ err, requestId: recipient.id }, "ebook request sent but sent_at not recorded");
  }
  logger.info({ requestId: recipient.id }, "ebook link sent");
  return "sent";
}
