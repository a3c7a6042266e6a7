import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationMessages } from "~/content/forms";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * An address field must hold one address. 'x,victim@example.org'
 * was stored as typed and the mail went to the victim too. Every public form
 * with an address refuses separators with a Dutch message, keeps nothing and
 * sends nothing.
 */
let server: RunningServer;
let client = 0;

const single = validationMessages["Email must be a single address"];
// Angle brackets are refused earlier, by the markup check, with its own message.
const twoRecipients = [
  ["x,victim@example.org", single],
  ["x;victim@example.org", single],
  ["victim@example.org:x", single],
  ['"x y"@example.org', single],
  ["x(victim@example.org)", single],
  ["x victim@example.org", single],
  ["Jan <victim@example.org>", validationMessages["Email contains invalid characters"]],
] as const;

const selfTestAnswers = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`q${index + 1}`, "1"]));
const forms = [
  { path: "/nieuwsbrief", table: "newsletter_pending", fields: { name: "Jan" } },
  { path: "/ebook-download", table: "ebook_requests", fields: { name: "Jan" } },
  { path: "/test", table: "test_results", fields: { ...selfTestAnswers, view: "12", consent: "ja", intent: "submit" } },
] as const;

function rows(table: string): number {
  return readRows<{ n: number }>(server.dataDir, `select count(*) as n from ${table}`)[0]!.n;
}

function outboxFiles(): number {
  const outbox = join(server.dataDir, "outbox");
  return existsSync(outbox) ? readdirSync(outbox).length : 0;
}

beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("an address field with a second recipient in it", () => {
  for (const form of forms) {
    it(`is refused on ${form.path} with a Dutch message, nothing stored or sent`, async () => {
      for (const [email, message] of twoRecipients) {
        const before = { rows: rows(form.table), outbox: outboxFiles() };
        client += 1;
        const response = await postForm(
          `${server.url}${form.path}`,
          { ...form.fields, email },
          { "X-Forwarded-For": `198.51.100.${client}` },
        );
        expect(response.status, email).toBe(400);
        const html = await response.text();
        expect(visibleText(html), email).toContain(message);
        expect(rows(form.table), email).toBe(before.rows);
        expect(outboxFiles(), email).toBe(before.outbox);
        expect(JSON.stringify(readRows(server.dataDir, `select * from ${form.table}`)), email).not.toContain("victim");
      }
    });
  }

  it("still accepts an ordinary address on the same forms", async () => {
    for (const form of forms) {
      client += 1;
      const response = await postForm(
        `${server.url}${form.path}`,
        { ...form.fields, email: "jan.de-vries+nieuws@example.org" },
        { "X-Forwarded-For": `198.51.100.${client}` },
      );
      expect(response.status, form.path).toBeLessThan(400);
      expect(rows(form.table), form.path).toBe(1);
    }
  });
});
