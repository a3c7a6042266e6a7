import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPasswordReset as texts } from "~/content/admin-password-reset";
import { enableTwoFactor, loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * 'Wachtwoord vergeten' (ADR 0118) through the built server and a real SMTP
 * server: one answer for every address, a link that works 30 minutes (the
 * server's clock moved by TEST_CLOCK_FILE) and once, every session ended, the
 * 2FA code still asked, a 429 after five requests from one address, and the
 * token in no log line and in the database only as its hash.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
const coach = "coach@example.nl";
const newPassword = "een-heel-nieuw-wachtwoord-7";
const clockFile = join(mkdtempSync(join(tmpdir(), "reset-clock-")), "now.txt");

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    TRUST_PROXY: "true",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    TEST_CLOCK_FILE: clockFile,
  });
  seedUser(server.dataDir, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const request = (email: string, from: string) =>
  postForm(`${server.url}/admin-login/wachtwoord-vergeten`, { email }, { "X-Forwarded-For": from });
const choose = (token: string, password = newPassword) =>
  postForm(
    `${server.url}/admin-login/nieuw-wachtwoord`,
    { token, newPassword: password, confirmPassword: password },
    { "X-Forwarded-For": "198.51.100.9" },
  );

/** Asks for a link for the coach and reads the token from the mail that arrives. */
async function mailedToken(from: string): Promise<string> {
  const before = smtp.mails.length;
  expect((await request(coach, from)).status).toBe(200);
  const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes(coach));
  expect(header(mail.raw, "Subject")).toBe(texts.mail.subject);
  const token = /\/admin-login\/nieuw-wachtwoord\?code=([\w-]+)/.exec(plainText(mail.raw))?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe("a coach who forgot the password", () => {
  it("gets the same answer for any address; only the coach's gets a link, which sets a new password once and ends every session", async () => {
    const elsewhere = await loginCookie(server.url, coach);
    const unknown = await request("niemand@example.nl", "198.51.100.1");
    const known = await request(coach, "198.51.100.2");
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(visibleText(await known.text())).toBe(visibleText(await unknown.text()));
    const mail = await smtp.waitFor((m) => m.to.includes(coach));
    expect(smtp.mails.some((m) => m.to.includes("niemand@example.nl"))).toBe(false);
    const token = /\/admin-login\/nieuw-wachtwoord\?code=([\w-]+)/.exec(plainText(mail.raw))![1]!;

    // Stored as its hash only; opening the link changes nothing and shows the form.
    const stored = readRows<{ token_hash: string }>(server.dataDir, "select token_hash from password_resets");
    expect(stored).toEqual([{ token_hash: createHash("sha256").update(token).digest("base64url") }]);
    const page = await fetch(`${server.url}/admin-login/nieuw-wachtwoord?code=${token}`);
    expect(visibleText(await page.text())).toContain(texts.choose.text);

    const done = await choose(token);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/admin");
    expect(done.headers.get("set-cookie")).toContain("admin_session=");

    // Once: the same link again is refused and changes nothing.
    const again = await choose(token, "nog-een-ander-wachtwoord-9");
    expect(again.status).toBe(400);
    expect(visibleText(await again.text())).toContain(texts.choose.expired);

    // The session opened elsewhere with the old password has ended; the new password works, the old not.
    const dashboard = await fetch(`${server.url}/admin`, { headers: { Cookie: elsewhere }, redirect: "manual" });
    expect(dashboard.status).toBe(302);
    await expect(loginCookie(server.url, coach)).rejects.toThrow();
    await loginCookie(server.url, coach, newPassword);

    expect(readRows(server.dataDir, "select user_email from access_log where action = 'password-reset'")).toEqual([
      { user_email: coach },
    ]);
    expect(server.logs()).not.toContain(token);
  });

  it("refuses a link older than 30 minutes, by the server's clock", async () => {
    const token = await mailedToken("198.51.100.3");
    writeFileSync(clockFile, new Date(Date.now() + 31 * 60_000).toISOString());
    try {
      const page = await fetch(`${server.url}/admin-login/nieuw-wachtwoord?code=${token}`);
      expect(visibleText(await page.text())).toContain(texts.choose.expired);
      expect((await choose(token, "te-laat-gekozen-wachtwoord")).status).toBe(400);
    } finally {
      writeFileSync(clockFile, "");
    }
    await loginCookie(server.url, coach, newPassword);
  });

  it("still asks the 2FA code after the new password when 2FA is on", async () => {
    await enableTwoFactor(server.url, await loginCookie(server.url, coach, newPassword), newPassword);
    const answer = await choose(await mailedToken("198.51.100.4"), "wachtwoord-met-tweestaps-1");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await answer.text()).toMatch(/name="pending" value="[^"]+"/);
  });

  it("answers 429 after five requests an hour from one address", async () => {
    for (let i = 0; i < 5; i++) expect((await request(`onbekend${i}@example.nl`, "203.0.113.50")).status).toBe(200);
    const refused = await request(coach, "203.0.113.50");
    expect(refused.status).toBe(429);
    expect(visibleText(await refused.text())).toContain(texts.request.throttled);
  });
});
