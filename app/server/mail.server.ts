import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env, publicUrl, site } from "./env.server";
import { logger, redactAddresses } from "./logger.server";

/** One mail: Dutch text, rendered into HTML and plain text with the sender's identity (D3, D14). */
export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button. */
  closing?: string[];
  /** Marketing mails carry an unsubscribe link (D14, D15). */
  unsubscribeUrl?: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function footerLines(): string[] {
  return [
    site.businessName,
    `${site.street}, ${site.postalCode} ${site.city}`,
    `${site.email} · ${site.phone}`,
    `KvK ${site.kvk} · btw ${site.btw}`,
  ];
}

export function renderMail(mail: MailContent): { html: string; text: string } {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#3a4647">${escapeHtml(text)}</p>`;
  const button = mail.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.button.url)}" style="display:inline-block;background:#2a5246;color:#fbf8f3;padding:12px 24px;border-radius:999px;font-weight:600;text-decoration:none">${escapeHtml(mail.button.label)}</a></p>`
    : "";
  const unsubscribe = mail.unsubscribeUrl
    ? `<br><a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#566264">Afmelden voor de nieuwsbrief</a>`
    : "";
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;background:#f6f0e6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fbf8f3">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-size:24px;color:#1e2a2b">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map(paragraph).join("\n")}
${button}
${(mail.closing ?? []).map(paragraph).join("\n")}
<hr style="border:none;border-top:1px solid #e2d3bb;margin:32px 0 16px">
<p style="margin:0;font-size:13px;line-height:1.5;color:#566264">${footerLines().map(escapeHtml).join("<br>")}<br><a href="${publicUrl}/privacy" style="color:#566264">Privacyverklaring</a>${unsubscribe}</p>
</div></body></html>`;
  const text = [
    mail.heading,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.url}`, ""] : []),
    ...(mail.closing ?? []).flatMap((p) => [p, ""]),
    "--",
    ...footerLines(),
    `Privacyverklaring: ${publicUrl}/privacy`,
    ...(mail.unsubscribeUrl ? [`Afmelden voor de nieuwsbrief: ${mail.unsubscribeUrl}`] : []),
  ].join("\n");
  return { html, text };
}

/**
 * Where mails go without SMTP (also searched by data requests, which may erase
 * files in it; retention deletes them after RETENTION_OUTBOX_DAYS).
 */
export const outboxDir = join(env.DATA_DIR, "outbox");

function createTransport(): { transporter: Transporter; outbox?: string } {
  if (env.SMTP_HOST) {
    return {
      transporter: nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  // No SMTP configured: keep every mail as an .eml file so a local run loses nothing (D14).
  return {
    transporter: nodemailer.createTransport({ streamTransport: true, buffer: true }),
    outbox: outboxDir,
  };
}

let transport: ReturnType<typeof createTransport> | undefined;

/**
 * Sends one mail. Resolves once the SMTP server accepted it (or it was written
 * to the outbox); rejects on any failure after logging it, never swallows it.
 */
export async function sendMail(mail: MailContent): Promise<void> {
  transport ??= createTransport();
  const { html, text } = renderMail(mail);
  const from = env.MAIL_FROM ?? `"${site.businessName}" <${site.email}>`;
  try {
    const info = await transport.transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      html,
      text,
      headers: mail.unsubscribeUrl ? { "List-Unsubscribe": `<${mail.unsubscribeUrl}>` } : undefined,
    });
    if (transport.outbox) {
      mkdirSync(transport.outbox, { recursive: true, mode: 0o700 });
      const file = join(transport.outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file, subject: mail.subject }, "mail written to outbox");
    } else {
      logger.info({ messageId: info.messageId, subject: mail.subject }, "mail sent");
    }
  } catch (error) {
    // The caller logs and stores (queue last_error) what is thrown, so only a redacted copy leaves here.
    const safe = redactedMailError(error);
    logger.error({ err: safe, subject: mail.subject }, "mail could not be sent");
    throw safe;
  }
}

/**
 * A mail error without recipients: SMTP replies ('550 Mailbox unavailable
 * <x@y>') and nodemailer's `rejected` list name them. Keeps the codes that
 * say what went wrong.
 */
function redactedMailError(error: unknown): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const safe = new Error(redactAddresses(source.message));
  safe.name = source.name;
  safe.stack = redactAddresses(source.stack ?? safe.message);
  const codes = source as Error & { code?: unknown; responseCode?: unknown; command?: unknown };
  return Object.assign(safe, { code: codes.code, responseCode: codes.responseCode, command: codes.command });
}
