import SQLite from "better-sqlite3";
import { copyFileSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ebookLinkPages, ebookResultMessages } from "~/content/ebook";
import { validationMessages } from "~/content/forms";
import { sampleSite } from "~/content/site";
import { mailQueueSettled, readRows } from "../support/database";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";
import { forgeToken as signedToken, tokenContents } from "../support/tokens";

/**
 * The e-book request flow against the built server, a real SQLite file and a
 * real SMTP server (product.md §4, §5, §8, §9; D8, D9, D14, D16).
 */

const secret = "test-secret-0123456789abcdef0123456789";
/** Links in mails carry PUBLIC_URL, not the 127.0.0.1 address the test uses: a local name of its own (ADR 0069). */
const publicUrl = "http://coach.localhost";
const fixture = readFileSync("tests/fixtures/sample-ebook.pdf");
const dayMs = 24 * 60 * 60 * 1000;

let server: RunningServer;
let catcher: SmtpCatcher;
let ebookFile: string;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(catcher.port),
    APP_SECRET: secret,
    PUBLIC_URL: publicUrl,
    DATA_ENCRYPTION_KEY: "ab".repeat(32),
    // Each test posts from its own address (X-Forwarded-For), so the per-address limit of one test does not bleed into another.
    TRUST_PROXY: "true",
  });
  mkdirSync(join(server.dataDir, "ebooks"), { recursive: true });
  ebookFile = join(server.dataDir, "ebooks", "sample-ebook.pdf");
  copyFileSync("tests/fixtures/sample-ebook.pdf", ebookFile);
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await catcher?.stop();
});

let lastAddress = 0;
/** A fresh client address for each request series. */
function nextAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

function request(fields: Record<string, string>, address = nextAddress()): Promise<Response> {
  return postForm(`${server.url}/ebook-download`, fields, { "X-Forwarded-For": address });
}

interface EbookRow {
  id: number;
  email: string;
  name: string | null;
  requested_at: string;
  sent_at: string | null;
}

function rowsFor(email: string): EbookRow[] {
  return readRows<EbookRow>(server.dataDir, "SELECT * FROM ebook_requests WHERE email = ?", email);
}

function rowCount(): number {
  return readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM ebook_requests")[0]!.n;
}

/** A token exactly as the server signs it, so a test can make one it never would (an expired one). */
function forgeToken(payload: string, expiresAt: number, purpose = "ebook"): string {
  return signedToken(secret, purpose, payload, expiresAt);
}

function linkIn(raw: string): string {
  const link = /http:\/\/coach\.localhost\/download\/ebook\/[A-Za-z0-9_.-]+/.exec(plainText(raw))?.[0];
  if (!link) throw new Error("no download link in the mail");
  return link;
}

async function pageText(response: Response): Promise<string> {
  return visibleText(await response.text());
}

describe("a valid e-book request", () => {
  it("stores the request, answers with the Dutch success text and mails a 24-hour link to the exact PDF", async () => {
    const before = Date.now();
    const response = await request({ name: "  Piet  de Vries ", email: "  Piet.DeVries@Example.NL " });
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain(ebookResultMessages.success);
    expect(text).not.toContain("Aanvraag mislukt:");

    const [row, ...others] = rowsFor("piet.devries@example.nl");
    expect(others).toEqual([]);
    expect(row?.name).toBe("Piet de Vries");
    expect(Date.parse(row!.requested_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.sent_at).not.toBeNull();

    const mail = await catcher.waitFor((m) => m.to.includes("piet.devries@example.nl"));
    expect(plainText(mail.raw)).toContain("Hoi Piet de Vries,");
    expect(plainText(mail.raw)).toMatch(new RegExp(`Hartelijke groet,\\r?\\n${sampleSite.coachName}\\r?\\n`));
    const link = linkIn(mail.raw);
    const token = link.slice(`${publicUrl}/download/ebook/`.length);
    const [, payload, expiresAt] = tokenContents(token);
    expect(payload).toBe(String(row!.id));
    // D16: valid for 24 hours, not SPEC's 3600 s.
    expect(expiresAt).toBeGreaterThanOrEqual(before + dayMs);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + dayMs);

    const download = await fetch(`${server.url}/download/ebook/${token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="sample-ebook.pdf"');
    expect(download.headers.get("cache-control")).toContain("no-store");
    expect(download.headers.get("cache-control")).toContain("private");
    expect(Buffer.from(await download.arrayBuffer()).equals(fixture)).toBe(true);
  });

  it("stores an empty name as null and greets without a name", async () => {
    const response = await request({ name: "   ", email: "zonder.naam@example.nl" });
    expect(response.status).toBe(200);
    expect(rowsFor("zonder.naam@example.nl")).toMatchObject([{ name: null }]);
    const mail = await catcher.waitFor((m) => m.to.includes("zonder.naam@example.nl"));
    expect(plainText(mail.raw)).toContain("Hoi,");
  });

  it("is served as a plain form that posts to the page itself", async () => {
    const page = await fetch(`${server.url}/ebook-download`);
    const html = await page.text();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    // No #fragment: the answer lands by its own autofocus, which a fragment would switch off (ADR 0114).
    expect(form).toContain('action="/ebook-download"');
    const text = visibleText(html);
    expect(text).toContain("Naam (optioneel)");
    expect(text).toContain("E-mailadres");
    expect(/<input[^>]*name="email"[^>]*>/.exec(html)?.[0]).toMatch(
      /maxLength="254"[^>]*required|required[^>]*maxLength="254"/i,
    );
    expect(/<input[^>]*name="name"[^>]*>/.exec(html)?.[0]).toMatch(/maxLength="60"/i);
  });
});

describe("a refused e-book request", () => {
  it("lists every validation message under 'Aanvraag mislukt:', keeps what was typed and stores nothing", async () => {
    const before = rowCount();
    const response = await request({ name: "J", email: "geen-adres" });
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("Aanvraag mislukt:");
    expect(text).toContain(validationMessages["Invalid email format"]);
    expect(text).toContain(validationMessages["Name must be at least 2 characters"]);
    expect(html).toMatch(/value="geen-adres"/);
    expect(fieldMessage(html, "email")).toBe(validationMessages["Invalid email format"]);
    expect(fieldMessage(html, "name")).toBe(validationMessages["Name must be at least 2 characters"]);

    const tooLong = await pageText(await request({ email: `${"a".repeat(250)}@example.nl` }));
    expect(tooLong).toContain(validationMessages["Email is too long"]);
    const missing = await pageText(await request({ email: "  " }));
    expect(missing).toContain(validationMessages["Email is required"]);
    const script = await pageText(await request({ name: "<script>x</script>", email: "ok@example.nl" }));
    expect(script).toContain(validationMessages["Name contains invalid characters"]);
    const longName = await pageText(await request({ name: "x".repeat(101), email: "ok@example.nl" }));
    expect(longName).toContain(validationMessages["Name is too long"]);

    expect(rowCount()).toBe(before);
  });

  it("refuses the 4th request from one address within 10 minutes and stores nothing for it", async () => {
    const address = nextAddress();
    for (const n of [1, 2, 3]) {
      const response = await request({ email: `limiet-${n}@example.nl` }, address);
      expect(response.status, `request ${n}`).toBe(200);
    }
    const fourth = await request({ email: "limiet-4@example.nl" }, address);
    expect(fourth.status).toBe(429);
    const text = await pageText(fourth);
    expect(text).toContain("Aanvraag mislukt:");
    expect(text).toContain(ebookResultMessages["Rate limit exceeded"]);
    expect(rowsFor("limiet-4@example.nl")).toEqual([]);
    expect(rowsFor("limiet-3@example.nl")).toHaveLength(1);

    // The limit is per address, not global.
    const other = await request({ email: "limiet-ander@example.nl" });
    expect(other.status).toBe(200);
  });

  it("answers a filled honeypot like a success but stores and sends nothing", async () => {
    const response = await request({ email: "bot@example.nl", website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await pageText(response)).toContain(ebookResultMessages.success);
    // A real request sent after the bot's is mailed; the bot's address must still have nothing.
    await request({ email: "na-de-bot@example.nl" });
    await catcher.waitFor((m) => m.to.includes("na-de-bot@example.nl"));
    expect(rowsFor("bot@example.nl")).toEqual([]);
    expect(catcher.mails.filter((m) => m.to.includes("bot@example.nl"))).toEqual([]);
  });
});

describe("when the e-book cannot go out", () => {
  it("keeps the request and shows the Dutch 'Email error' message when the mail fails", async () => {
    catcher.failing = true;
    try {
      const response = await request({ name: "Mail Faalt", email: "mail.faalt@example.nl" });
      expect(response.status).toBe(502);
      const text = await pageText(response);
      expect(text).toContain("Aanvraag mislukt:");
      expect(text).toContain("Het versturen van het e-book is mislukt.");
      expect(text).not.toContain(ebookResultMessages.success);
    } finally {
      catcher.failing = false;
    }
    expect(rowsFor("mail.faalt@example.nl")).toMatchObject([{ name: "Mail Faalt", sent_at: null }]);
  });

  it("keeps the request and says the e-book follows by mail while none is uploaded", async () => {
    const away = join(server.dataDir, "sample-ebook.pdf.away");
    renameSync(ebookFile, away);
    try {
      const response = await request({ email: "wacht.op.boek@example.nl" });
      expect(response.status).toBe(200);
      const text = await pageText(response);
      expect(text).toContain(ebookResultMessages.pending);
      expect(text).not.toContain(ebookResultMessages.success);
      expect(rowsFor("wacht.op.boek@example.nl")).toMatchObject([{ sent_at: null }]);

      // A link made earlier now leads to a Dutch page, not to an error or a path.
      const link = await fetch(`${server.url}/download/ebook/${forgeToken("1", Date.now() + 60_000)}`);
      expect(link.status).toBe(503);
      const page = await link.text();
      expect(visibleText(page)).toContain(ebookLinkPages.unavailable.title);
      expect(page).not.toContain(server.dataDir);
    } finally {
      renameSync(away, ebookFile);
    }
    await mailQueueSettled(server.dataDir);
    expect(catcher.mails.filter((m) => m.to.includes("wacht.op.boek@example.nl"))).toEqual([]);
  });
});

describe("when the database refuses the request", () => {
  it("shows the Dutch 'Database error' message and sends no mail", async () => {
    // A real failure of the real database file: a trigger that aborts every insert.
    const sqlite = new SQLite(join(server.dataDir, "site.db"));
    sqlite.exec(
      "CREATE TRIGGER test_refuse_ebook BEFORE INSERT ON ebook_requests BEGIN SELECT RAISE(ABORT, 'refused'); END",
    );
    try {
      const response = await request({ email: "db.faalt@example.nl" });
      expect(response.status).toBe(500);
      const text = await pageText(response);
      expect(text).toContain("Aanvraag mislukt:");
      expect(text).toContain(ebookResultMessages["Database error"]);
      expect(text).not.toContain(ebookResultMessages.success);
    } finally {
      sqlite.exec("DROP TRIGGER test_refuse_ebook");
      sqlite.close();
    }
    expect(rowsFor("db.faalt@example.nl")).toEqual([]);
    // Once the database accepts again, so does the form.
    expect((await request({ email: "db.weer.goed@example.nl" })).status).toBe(200);
    expect(catcher.mails.filter((m) => m.to.includes("db.faalt@example.nl"))).toEqual([]);
  });
});

describe("the download link", () => {
  it("answers an expired link with a Dutch 410 page that links to a new request", async () => {
    const response = await fetch(`${server.url}/download/ebook/${forgeToken("1", Date.now() - 1000)}`);
    expect(response.status).toBe(410);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    expect(visibleText(html)).toContain(ebookLinkPages.expired.title);
    expect(html).toContain('href="/ebook-download"');
    expect(html).toContain('lang="nl"');
  });

  it("refuses a tampered or foreign token with a Dutch 404 page and never sends the PDF", async () => {
    const good = forgeToken("1", Date.now() + 60_000);
    const [body, signature] = good.split(".") as [string, string];
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    const otherPayload = Buffer.from(JSON.stringify(["ebook", "2", Date.now() + 60_000])).toString("base64url");
    for (const token of [
      `${body}.${flipped}`,
      `${otherPayload}.${signature}`,
      forgeToken("1", Date.now() + 60_000, "unsubscribe"),
      "geen-token",
    ]) {
      const response = await fetch(`${server.url}/download/ebook/${token}`);
      expect(response.status, token).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      const html = await response.text();
      expect(visibleText(html)).toContain(ebookLinkPages.invalid.title);
      expect(html).not.toContain("%PDF");
      expect(html).not.toContain(server.dataDir);
    }
    // The untampered token does deliver, so the refusals above are about the tampering.
    expect((await fetch(`${server.url}/download/ebook/${good}`)).status).toBe(200);
  });
});

describe("privacy", () => {
  it("never writes a visitor's e-mail address or name to the log", () => {
    const logs = server.logs();
    expect(logs).toContain("ebook request stored");
    for (const personal of [
      "piet.devries@example.nl",
      "Piet de Vries",
      "mail.faalt@example.nl",
      "Mail Faalt",
      "bot@example.nl",
    ]) {
      expect(logs).not.toContain(personal);
    }
  });
});
