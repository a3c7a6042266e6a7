import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { mailFrame } from "~/content/mail";
import type { SiteIdentity } from "~/content/site";
import { withVideoService } from "~/content/video-services";
import { businessDetails, publicIdentity } from "./business.server";
import { env, publicUrl } from "./env.server";
import { logger, redactAddresses } from "./logger.server";
import { renderMarkdown } from "./markdown.server";

/** A link shown as a button: the HTML part shows the label, the text part `label: url`. */
export interface MailLink {
  label: string;
  url: string;
}

/**
 * A paragraph, a small heading above the next paragraphs, a bulleted list,
 * Markdown the coach wrote (a newsletter body: sanitised HTML, and the Markdown
 * itself as the text part), or a row of quiet buttons instead of raw long
 * links (ADR 0112).
 */
export type MailBlock =
  string | { heading: string } | { list: readonly string[] } | { markdown: string } | { buttons: readonly MailLink[] };

/**
 * One mail: Dutch text, rendered into the one HTML layout and plain text, signed
 * with the coach's name and closed with the business's identity (D3, D14).
 */
export interface MailContent {
  to: string;
  subject: string;
  heading: string;
  paragraphs: MailBlock[];
  button?: MailLink;
  /** Blocks after the button, before the sign-off. */
  closing?: MailBlock[];
  /**
   * Marketing mails carry an unsubscribe link (D14, D15), also sent as the
   * List-Unsubscribe header with a mailto and RFC 8058 one-click (a POST to it unsubscribes).
   */
  unsubscribeUrl?: string;
  /** A calendar invitation or cancellation (the intro call): sent as text/calendar part and kennismaking.ics attachment. */
  calendar?: { method: "REQUEST" | "CANCEL"; ics: string };
  /** The line inboxes show after the subject (hidden in the mail itself). */
  preheader?: string;
  /** The coach's name instead of the business name as the sender (newsletters come from the coach). */
  fromCoach?: boolean;
  /** The text already ends with the sender's own sign-off (a newsletter the coach signed): the layout adds none. */
  ownSignOff?: boolean;
  /** Files from the data folder sent along (an invoice PDF): by path, so a queued mail stays small. */
  attachments?: { fileName: string; path: string; contentType: string }[];
  /**
   * The link a Markdown block's link to the site becomes (a sequence step's
   * counted link, ADR 0133); other links stay as written. Only on mails
   * rendered where they are made, never on one queued as JSON.
   */
  siteLink?: (url: string) => string;
}

/**
 * Text a stranger typed (a name), as a mail shows it (ADR 0088): plain text
 * no mail client can make a link of. Look-alike characters are folded to
 * ASCII first (NFKC: a full-width '．' or '＠' becomes '.' or '@'), then every
 * character that holds a web or mail address together gets a space after it
 * when another character follows: 'evil.example/in' reads 'evil. example/ in',
 * 'J.P.' reads 'J. P.'. Every name in every mail goes through this.
 */
export function unlinkable(text: string): string {
  return text.normalize("NFKC").replace(/([.@:/\\。])(?=\S)/gu, "$1 ");
}

/** The first word of a stored name, for a greeting ('Hoi Jan,'), made unlinkable. */
export function firstNameForMail(name: string): string {
  return unlinkable(name.trim().split(/\s+/)[0] ?? "");
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The business's identity under every mail (D3); a field the coach left empty leaves its part out. */
function footerLines(site: SiteIdentity): string[] {
  const joined = (...parts: string[]) => parts.filter(Boolean).join(" · ");
  return [
    site.businessName,
    site.street ? `${site.street}, ${site.postalCode} ${site.city}` : "",
    joined(site.email, site.phone),
    joined(site.kvk && `KvK ${site.kvk}`, site.btw && `btw ${site.btw}`),
  ].filter(Boolean);
}

const textStyle = "font-size:16px;line-height:1.6;color:#3a4647";

/** Inline styles for the Markdown's elements: mail clients drop style sheets. */
const markdownStyles: Record<string, string> = {
  p: `margin:0 0 16px;${textStyle}`,
  h2: "margin:28px 0 8px;font-family:Georgia,serif;font-size:19px;line-height:1.3;color:#1e2a2b",
  h3: "margin:24px 0 8px;font-family:Georgia,serif;font-size:17px;line-height:1.3;color:#1e2a2b",
  ul: `margin:0 0 16px;padding-left:22px;${textStyle}`,
  ol: `margin:0 0 16px;padding-left:22px;${textStyle}`,
  blockquote: `margin:0 0 16px;padding-left:16px;border-left:3px solid #e2d3bb;${textStyle}`,
  // Underlined in every client, and in the admin's preview, whose page style sheet takes the browser's underline away.
  a: "color:#2a5246;text-decoration:underline",
};

/** An attribute value as sanitize-html wrote it, back to its text. */
const attributeText = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

function styledMarkdown(md: string, siteLink?: (url: string) => string): string {
  const html = renderMarkdown(md, "mail");
  const linked = siteLink
    ? html.replace(/<a href="([^"]*)"/g, (_, href: string) => `<a href="${escapeHtml(siteLink(attributeText(href)))}"`)
    : html;
  return linked.replace(/<(p|h2|h3|ul|ol|blockquote|a)([ >])/g, (_, tag: string, next: string) => {
    return `<${tag} style="${markdownStyles[tag]}"${next}`;
  });
}

/** The secondary button: outlined, so the one filled button stays the mail's main action; 44 px tall, 8 px apart (WCAG 2.2 target size). */
const quietButton =
  "display:inline-block;max-width:100%;box-sizing:border-box;margin:0 8px 8px 0;padding:11px 20px;border:1px solid #2a5246;border-radius:999px;background:#ffffff;color:#2a5246;font-weight:600;font-size:15px;line-height:20px;text-decoration:none";

function blockHtml(block: MailBlock, siteLink?: (url: string) => string): string {
  if (typeof block === "string") return `<p style="margin:0 0 16px;${textStyle}">${escapeHtml(block)}</p>`;
  if ("markdown" in block) return styledMarkdown(block.markdown, siteLink);
  if ("buttons" in block) {
    const links = block.buttons.map(
      (link) => `<a href="${escapeHtml(link.url)}" style="${quietButton}">${escapeHtml(link.label)}</a>`,
    );
    return `<p style="margin:0 0 16px">${links.join("")}</p>`;
  }
  if ("heading" in block) {
    return `<h2 style="margin:28px 0 8px;font-family:Georgia,serif;font-size:19px;line-height:1.3;color:#1e2a2b">${escapeHtml(block.heading)}</h2>`;
  }
  const items = block.list.map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`).join("");
  return `<ul style="margin:0 0 16px;padding-left:22px;${textStyle}">${items}</ul>`;
}

function blockText(block: MailBlock): string[] {
  if (typeof block === "string") return [block, ""];
  if ("markdown" in block) return [block.markdown, ""];
  if ("buttons" in block) return [...block.buttons.map((link) => `${link.label}: ${link.url}`), ""];
  if ("heading" in block) return [block.heading, ""];
  return [...block.list.map((item) => `- ${item}`), ""];
}

/** The mail with the video service the coach chose named in its fixed texts ("online via {videodienst}", ADR 0089). */
function namingVideoService(mail: MailContent, site: SiteIdentity): MailContent {
  const fill = (text: string) => withVideoService(text, site.videoService);
  const block = (item: MailBlock): MailBlock =>
    typeof item === "string"
      ? fill(item)
      : "heading" in item
        ? { heading: fill(item.heading) }
        : "list" in item
          ? { list: item.list.map(fill) }
          : "buttons" in item
            ? { buttons: item.buttons.map((link) => ({ ...link, label: fill(link.label) })) }
            : item;
  return { ...mail, paragraphs: mail.paragraphs.map(block), closing: mail.closing?.map(block) };
}

/**
 * The one mail layout: a single column at most 560 px wide that narrows with
 * the screen; long links wrap instead of widening it (checked at 375 and 600
 * px in tests/e2e/mail-layout.spec.ts). Inline styles only, as mail clients
 * drop style sheets (the admin's preview shows `html` in a frame, ADR 0117). The footer's line height
 * keeps its small links 24 px apart (WCAG 2.2 target size). `site` is the business as it is now
 * (D32): a mail is rendered when it is sent, so it carries the details of that moment.
 */
export function renderMail(content: MailContent, site: SiteIdentity): { html: string; text: string } {
  const mail = namingVideoService(content, site);
  const button = mail.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.button.url)}" style="display:inline-block;max-width:100%;box-sizing:border-box;background:#2a5246;color:#fbf8f3;padding:12px 24px;border-radius:999px;font-weight:600;text-decoration:none">${escapeHtml(mail.button.label)}</a></p>`
    : "";
  const unsubscribe = mail.unsubscribeUrl
    ? `<br><a href="${escapeHtml(mail.unsubscribeUrl)}" style="color:#566264;text-decoration:underline">${escapeHtml(mailFrame.unsubscribe)}</a>`
    : "";
  const signOff = mail.ownSignOff
    ? ""
    : `<p style="margin:24px 0 0;${textStyle}">${escapeHtml(mailFrame.signOff)}<br><strong style="color:#1e2a2b">${escapeHtml(site.coachName)}</strong></p>`;
  const body = `<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fbf8f3;overflow-wrap:anywhere;word-break:break-word">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-size:24px;line-height:1.25;color:#1e2a2b">${escapeHtml(mail.heading)}</h1>
${mail.paragraphs.map((block) => blockHtml(block, mail.siteLink)).join("\n")}
${button}
${(mail.closing ?? []).map((block) => blockHtml(block, mail.siteLink)).join("\n")}
${signOff}
<hr style="border:none;border-top:1px solid #e2d3bb;margin:32px 0 16px">
<p style="margin:0;font-size:13px;line-height:1.9;color:#566264">${footerLines(site).map(escapeHtml).join("<br>")}<br><a href="${publicUrl}/privacy" style="color:#566264;text-decoration:underline">${escapeHtml(mailFrame.privacy)}</a>${unsubscribe}</p>
</div>`;
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f0e6;font-family:Arial,Helvetica,sans-serif;-webkit-text-size-adjust:100%">
${mail.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(mail.preheader)}</div>\n` : ""}${body}</body></html>`;
  const text = [
    mail.heading,
    "",
    ...mail.paragraphs.flatMap(blockText),
    ...(mail.button ? [`${mail.button.label}: ${mail.button.url}`, ""] : []),
    ...(mail.closing ?? []).flatMap(blockText),
    ...(mail.ownSignOff ? [] : [mailFrame.signOff, site.coachName, ""]),
    "--",
    ...footerLines(site),
    `${mailFrame.privacy}: ${publicUrl}/privacy`,
    ...(mail.unsubscribeUrl ? [`${mailFrame.unsubscribe}: ${mail.unsubscribeUrl}`] : []),
  ].join("\n");
  return { html, text };
}

/**
 * Where mails go without SMTP (also searched by data requests, which may erase
 * files in it; retention deletes them after RETENTION_OUTBOX_DAYS).
 */
export function outboxDir(): string {
  return join(env.DATA_DIR, "outbox");
}

function createTransport(pooled: boolean): { transporter: Transporter; outbox?: string } {
  if (env.SMTP_HOST) {
    return {
      transporter: nodemailer.createTransport({
        // A broadcast keeps one connection open for its many mails instead of a handshake per mail.
        ...(pooled ? { pool: true, maxConnections: 1, maxMessages: 1000 } : {}),
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
    outbox: outboxDir(),
  };
}

const transports: { single?: ReturnType<typeof createTransport>; pooled?: ReturnType<typeof createTransport> } = {};

/** MAIL_FROM, or the business's name and contact address as entered in the admin (D32). */
function configuredSender(site: SiteIdentity): string | { name: string; address: string } {
  return env.MAIL_FROM ?? { name: site.businessName, address: site.email };
}

function addressOf(sender: string | { address: string }): string {
  return typeof sender === "string" ? (/<([^>]+)>/.exec(sender)?.[1] ?? sender) : sender.address;
}

/** The address every mail comes from, to tell a visitor which mail to look for (ADR 0080). */
export async function senderAddress(): Promise<string> {
  return addressOf(configuredSender(publicIdentity(await businessDetails())));
}

/** The configured sender, with the coach's name for a newsletter (the address stays the same). */
function senderOf(mail: MailContent, site: SiteIdentity): string | { name: string; address: string } {
  const configured = configuredSender(site);
  if (!mail.fromCoach) return configured;
  return { name: site.coachName, address: addressOf(configured) };
}

/**
 * Sends one mail (`pooled`: over the kept-open connection that newsletter
 * broadcasts use). Resolves once the SMTP server accepted it (or it was written
 * to the outbox); rejects on any failure after logging it, never swallows it.
 */
export async function sendMail(mail: MailContent, { pooled = false } = {}): Promise<void> {
  const transport = pooled
    ? (transports.pooled ??= createTransport(true))
    : (transports.single ??= createTransport(false));
  const site = publicIdentity(await businessDetails());
  const { html, text } = renderMail(mail, site);
  const from = senderOf(mail, site);
  try {
    const info = await transport.transporter.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      html,
      text,
      headers: mail.unsubscribeUrl
        ? {
            "List-Unsubscribe": `<${mail.unsubscribeUrl}>, <mailto:${site.email}?subject=${encodeURIComponent("Afmelden nieuwsbrief")}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : undefined,
      attachments: mail.attachments?.map(({ fileName, path, contentType }) => ({
        filename: fileName,
        path,
        contentType,
      })),
      icalEvent: mail.calendar
        ? { method: mail.calendar.method, filename: "kennismaking.ics", content: mail.calendar.ics }
        : undefined,
    });
    if (transport.outbox) {
      mkdirSync(transport.outbox, { recursive: true, mode: 0o700 });
      const file = join(transport.outbox, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
      // Written aside and renamed, so a reader of the outbox never sees half a mail.
      writeFileSync(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      renameSync(`${file}.part`, file);
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
