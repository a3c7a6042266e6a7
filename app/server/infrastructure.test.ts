import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleSite } from "~/content/site";

// The server modules read their settings on import: point them at a fresh data folder first.
const dataDir = mkdtempSync(join(tmpdir(), "coach-infra-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
delete process.env.SMTP_HOST;
delete process.env.APP_SECRET;

const { signToken, verifyToken } = await import("./secret.server");
const { takeRateLimit, rateLimits } = await import("./rate-limit.server");
const { applyRetention } = await import("./retention.server");
const { database, openAppDatabase } = await import("./db.server");
const { renderMail, sendMail } = await import("./mail.server");
const { publicIdentity } = await import("./business.server");

beforeAll(async () => {
  await openAppDatabase();
});
afterAll(async () => {
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("signed tokens", () => {
  const inAnHour = Date.now() + 3_600_000;

  it("round-trip their payload for the same purpose", () => {
    expect(verifyToken("ebook", signToken("ebook", "42", inAnHour))).toEqual({
      ok: true,
      payload: "42",
      expiresAt: inAnHour,
    });
  });

  it("are refused when expired, tampered with, or used for another purpose", () => {
    const token = signToken("ebook", "42", inAnHour);
    expect(verifyToken("ebook", signToken("ebook", "42", Date.now() - 1))).toEqual({ ok: false, reason: "expired" });
    expect(verifyToken("unsubscribe", token)).toEqual({ ok: false, reason: "invalid" });
    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["ebook", "43", inAnHour])).toString("base64url");
    expect(verifyToken("ebook", `${forged}.${signature}`)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken("ebook", `${body}.${signature}x`)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken("ebook", "not-a-token")).toEqual({ ok: false, reason: "invalid" });
  });

  it("keep working with the generated secret kept in the data folder", () => {
    expect(readdirSync(dataDir)).toContain("app-secret.key");
  });
});

describe("rate limits in the database", () => {
  it("allow SPEC's number of attempts per window and refuse the next, per client", async () => {
    const now = Date.now();
    const { limit, windowMs } = rateLimits.newsletter;
    for (let i = 0; i < limit; i++) expect(await takeRateLimit("newsletter", "10.0.0.1", now + i)).toBe(true);
    expect(await takeRateLimit("newsletter", "10.0.0.1", now + limit)).toBe(false);
    expect(await takeRateLimit("newsletter", "10.0.0.2", now)).toBe(true);
    expect(await takeRateLimit("newsletter", "10.0.0.1", now + windowMs + limit)).toBe(true);
  });

  it("are forgotten by the retention job after a day", async () => {
    const { sqlite } = database();
    await applyRetention(new Date(Date.now() + 2 * 86_400_000));
    expect(sqlite.prepare("select count(*) as n from rate_limit_hits").get()).toEqual({ n: 0 });
  });
});

describe("mail", () => {
  it("renders HTML and text with the sender's identity, KvK number and an escaped body", () => {
    const { html, text } = renderMail(
      {
        to: "a@b.nl",
        subject: "Test",
        heading: "Hallo <Jan>",
        paragraphs: ["Tekst & meer"],
        button: { label: "Open", url: "https://example.nl/x?a=1&b=2" },
        unsubscribeUrl: "https://example.nl/af",
      },
      publicIdentity(sampleSite),
    );
    expect(html).toContain("Hallo &lt;Jan&gt;");
    expect(html).toContain("Tekst &amp; meer");
    expect(html).toContain("KvK 12345678");
    expect(html).toContain("https://example.nl/x?a=1&amp;b=2");
    expect(text).toContain("Open: https://example.nl/x?a=1&b=2");
    expect(text).toContain("KvK 12345678");
    expect(text).toContain("Afmelden voor de nieuwsbrief: https://example.nl/af");
  });

  it("writes a complete message to the outbox when no SMTP server is configured", async () => {
    await sendMail({
      to: "lezer@example.nl",
      subject: "Welkom",
      heading: "Welkom",
      paragraphs: ["Fijn dat je er bent."],
    });
    const outbox = join(dataDir, "outbox");
    const [file] = readdirSync(outbox);
    const raw = readFileSync(join(outbox, file!), "utf8");
    expect(raw).toContain("To: lezer@example.nl");
    expect(raw).toContain("Subject: Welkom");
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });
});
