import { plainText, type CapturedMail } from "./smtp";

/** The payment page's path from an offer mail's button (/betalen/<token>). */
export function paymentPath(mail: CapturedMail): string {
  const path = /https?:\/\/[^/\s]+(\/betalen\/[\w.-]+)/.exec(plainText(mail.raw))?.[1];
  if (!path) throw new Error("no payment link in the mail");
  return path;
}

/** The PDF attachments of a raw mail (base64 parts), decoded. */
export function pdfAttachments(mail: CapturedMail): Buffer[] {
  return [...mail.raw.matchAll(/Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ""), "base64"),
  );
}
