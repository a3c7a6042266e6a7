import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The log holds row ids and paths, never an address or a signed token
 * (ADR 0087). A mail server's refusal quotes the recipient ('550 Mailbox
 * unavailable <x@y>'), a download link carries its token in the path, a
 * mistyped link may carry an address, and an error in a loader carries the
 * request id that ties it to its request line.
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

/** The JSON lines of the log that match `predicate`. */
function logLines(predicate: (line: Record<string, unknown>) => boolean): Record<string, unknown>[] {
  return server
    .logs()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter(predicate);
}

describe("paths in the log", () => {
  it("masks an address in a path, %40-encoded too, on the request line and the not-found line", async () => {
    const name = `jan.doe-${marker}`;
    for (const path of [`/foo/${name}@example.com`, `/foo/${name}%40example.com`, `/foo/${name}%2540example.com`]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
    const notFound = () => logLines((line) => line.msg === "page not found");
    // The server writes its log as it goes: wait for all three lines.
    for (let waited = 0; notFound().length < 3 && waited < 15_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notFound().map((line) => line.path)).toEqual(Array.from({ length: 3 }, () => "/foo/:adres"));
    expect(server.logs()).not.toContain(name);
  });
});

describe("an error in a loader", () => {
  it("reaches the log as one JSON line with the request id of its request line, without the query's values", async () => {
    seedUser(server.dataDir, "coach@example.nl");
    const cookie = await loginCookie(server.url, "coach@example.nl");
    // The table the testimonials screen reads disappears under the running server: its loader throws.
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    db.exec("alter table testimonials rename to testimonials_away");
    try {
      const secret = `geheim-${marker}@example.com`;
      const response = await fetch(`${server.url}/admin/ervaringen?zoek=${encodeURIComponent(secret)}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(500);
      await logsContaining('"status":500');
      const [error] = logLines((line) => line.level === 50 && line.path === "/admin/ervaringen");
      expect(error?.msg).toBe("request failed");
      expect(JSON.stringify(error?.err)).toContain("no such table: testimonials");
      expect(error?.requestId).toMatch(/^[\w-]{8,}$/);
      const [requestLine] = logLines((line) => line.msg === "request" && line.status === 500);
      expect(requestLine?.requestId).toBe(error?.requestId);
      expect(server.logs()).not.toContain(marker);
    } finally {
      db.exec("alter table testimonials_away rename to testimonials");
      db.close();
    }
  });
});
