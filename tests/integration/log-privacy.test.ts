import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The log holds row ids and paths, never an address or a
 * signed token. A mail server's refusal quotes the recipient ('550 Mailbox
 * unavailable <x@y>'), and a download link carries its token in the path.
 */
let server: RunningServer;
let smtp: SmtpCatcher;

const marker = randomBytes(5).toString("hex");
const address = `ontvanger-${marker}@example.org`;

async function logsContaining(text: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.logs().includes(text)) return server.logs();
    if (Date.now() > deadline) throw new Error(`no "${text}" in the log:\n${server.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  smtp.rejectingRecipients = true;
  server = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

describe("the server log", () => {
  it("says a mail failed, with its code, but never names the refused recipient", async () => {
    const answers = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`q${index + 1}`, "2"]));
    const test = { ...answers, view: "12", email: address, consent: "ja", intent: "submit" };
    expect((await postForm(`${server.url}/test`, test)).status).toBe(302);
    expect((await postForm(`${server.url}/nieuwsbrief`, { email: address, name: "Ontvanger" })).status).toBe(200);
    const logs = await logsContaining('"queued mail failed; will retry"');
    expect(logs).toContain('"mail could not be sent"');
    expect(logs).toContain('"responseCode":550');
    expect(logs).toContain("[adres]");
    expect(logs).not.toContain(marker);
  });

  it("logs a download link's path without its signed token", async () => {
    const token = `${randomBytes(30).toString("base64url")}.${randomBytes(32).toString("base64url")}`;
    const response = await fetch(`${server.url}/download/ebook/${token}`);
    expect(response.status).toBeLessThan(500);
    await logsContaining('"path":"/download/ebook/:token"');
    expect(server.logs()).not.toContain(token.slice(0, 20));
    expect(server.logs()).not.toContain(token.split(".")[1]);
  });
});
