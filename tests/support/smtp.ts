import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  mails: CapturedMail[];
  /** Makes the server refuse every message (to test failed sends). */
  failing: boolean;
  /** Makes the server refuse every recipient with a reply that quotes the address, as real servers do. */
  rejectingRecipients: boolean;
  /** Addresses refused permanently (550), as a mailbox that does not exist. */
  unknownMailboxes: Set<string>;
  waitFor: (predicate: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  stop: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher: SmtpCatcher = {
    port: 0,
    mails: [],
    failing: false,
    rejectingRecipients: false,
    unknownMailboxes: new Set(),
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = catcher.mails.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail among ${catcher.mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!catcher.rejectingRecipients && !catcher.unknownMailboxes.has(address.address)) return callback();
      callback(Object.assign(new Error(`Mailbox unavailable <${address.address}>`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (catcher.failing) return callback(new Error("Mailbox unavailable"));
        catcher.mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A client connection that dies (a test SIGKILLs a server mid-send) must not become an
  // uncaught error of the whole test file; anything else still surfaces.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE")
      process.nextTick(() => {
        throw error;
      });
  });
  // Port 0: the system picks a free one, so parallel test files never race for a port.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  catcher.port = (server.server.address() as AddressInfo).port;
  return catcher;
}

/** The decoded text/plain part of a raw message (quoted-printable or base64), cut at its MIME boundary. */
export function plainText(raw: string): string {
  return mailPart(raw, "text/plain");
}

/** The decoded HTML part of a raw message: what a mail client renders. */
export function htmlPart(raw: string): string {
  return mailPart(raw, "text/html");
}

/** The decoded text/calendar part (the invitation a mail client shows as an event). */
export function calendarPart(raw: string): string {
  return mailPart(raw, "text/calendar");
}

function mailPart(raw: string, type: "text/plain" | "text/html" | "text/calendar"): string {
  // Every boundary, so a part inside a nested multipart (an invitation's mail) is found too.
  const boundaries = [...raw.matchAll(/boundary="([^"]+)"/g)].map((match) => match[1]!);
  const parts = boundaries.length
    ? raw.split(new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).join("|")))
    : [raw];
  const part = parts.find((p) => new RegExp(`Content-Type: ${type}`, "i").test(p)) ?? "";
  const [head = "", ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n");
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = content
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return content;
}

/** The address after `label: ` in a mail's text part (every mail writes its links out that way too). */
export function mailLink(raw: string, label: string): URL {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const link = new RegExp(`${escaped}: (\\S+)`).exec(plainText(raw))?.[1];
  if (!link) throw new Error(`no "${label}" link in the mail`);
  return new URL(link);
}

/** A header's value with folded lines joined. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  return new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "mi")
    .exec(head)?.[1]
    ?.replace(/\r?\n[ \t]+/g, "")
    .trim();
}
