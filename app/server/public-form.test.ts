import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { database, openAppDatabase } from "./db.server";
import { configureSettings } from "./env.server";
import { formRefusal } from "~/lib/forms/form-result";
import { honeypotField } from "~/lib/forms/Honeypot";
import { parseForm } from "~/lib/forms/parse-form";
import { handlePublicForm, type FormRefusalReason } from "./public-form.server";
import { emailAddress } from "~/lib/forms/validation";

const dataDir = mkdtempSync(join(tmpdir(), "coach-public-form-"));
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });

/**
 * The pipeline's order (ADR 0096) against the real rate-limit table: the
 * newsletter bucket (2 per 5 minutes) and a fixed clock.
 */
const now = Date.parse("2026-11-23T07:00:00Z");
const schema = { email: emailAddress };
const handled: string[] = [];

function submit(fields: Record<string, string>, handle?: () => Promise<never>) {
  const request = new Request("http://localhost/form", { method: "POST", body: new URLSearchParams(fields) });
  return handlePublicForm(request, {
    name: "test",
    clientAddress: "10.0.0.1",
    rateLimit: "newsletter",
    now,
    check: (form) => parseForm(schema, form),
    botAnswer: () => ({ status: 200, result: { ok: true as const, code: "Done", message: "Gelukt" } }),
    refuse: (reason: FormRefusalReason, values) => formRefusal(reason, `Geweigerd: ${reason}`, values),
    handle:
      handle ??
      (async ({ email }) => {
        handled.push(email);
        return { status: 200, result: { ok: true as const, code: "Done", message: "Gelukt" } };
      }),
  });
}

const hits = () => database().sqlite.prepare("select count(*) as n from rate_limit_hits").get() as { n: number };

beforeAll(async () => {
  await openAppDatabase();
});
beforeEach(() => {
  database().sqlite.exec("delete from rate_limit_hits");
  handled.length = 0;
});
afterAll(() => {
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it("gives a bot with a filled honeypot the person's answer, never handles it and never uses the rate budget", async () => {
  for (let i = 0; i < 5; i++) {
    const answer = await submit({ email: "bot@example.nl", [honeypotField]: "https://spam.example" });
    expect(answer).toEqual({ status: 200, result: { ok: true, code: "Done", message: "Gelukt" } });
  }
  expect(handled).toEqual([]);
  expect(hits().n).toBe(0);
  // The person behind the same address still has the whole budget.
  expect((await submit({ email: "een@example.nl" })).status).toBe(200);
  expect((await submit({ email: "twee@example.nl" })).status).toBe(200);
  expect(handled).toEqual(["een@example.nl", "twee@example.nl"]);
});

it("answers 429 over the limit before it validates, keeping what was typed", async () => {
  await submit({ email: "een@example.nl" });
  await submit({ email: "twee@example.nl" });
  const answer = await submit({ email: "geen adres" });
  expect(answer).toEqual({
    status: 429,
    result: {
      ok: false,
      code: "Rate limit exceeded",
      errors: [{ field: "", code: "Rate limit exceeded", message: "Geweigerd: Rate limit exceeded" }],
      values: { email: "geen adres" },
    },
  });
  expect(handled).toEqual(["een@example.nl", "twee@example.nl"]);
});

it("refuses an invalid form with 400 and its field problems, keeping what was typed", async () => {
  const answer = await submit({ email: "geen adres" });
  expect(answer.status).toBe(400);
  expect(answer).toMatchObject({
    result: { ok: false, code: "Validation failed", errors: [{ field: "email" }], values: { email: "geen adres" } },
  });
  expect(handled).toEqual([]);
});

it("turns a database error and any other error of the handler into the feature's refusal with 500", async () => {
  const sqliteError = Object.assign(new Error("disk I/O error"), { name: "SqliteError", code: "SQLITE_IOERR" });
  const database = await submit({ email: "een@example.nl" }, () => Promise.reject(sqliteError));
  expect(database).toMatchObject({
    status: 500,
    result: {
      code: "Database error",
      errors: [{ message: "Geweigerd: Database error" }],
      values: { email: "een@example.nl" },
    },
  });
  const bug = await submit({ email: "twee@example.nl" }, () => Promise.reject(new TypeError("bug")));
  expect(bug).toMatchObject({ status: 500, result: { code: "Unexpected error" } });
});

it("refuses a body that is not a form with 400", async () => {
  const request = new Request("http://localhost/form", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=x" },
    body: "not multipart",
  });
  const answer = await handlePublicForm(request, {
    name: "test",
    clientAddress: "10.0.0.1",
    rateLimit: "newsletter",
    check: (form) => parseForm(schema, form),
    botAnswer: () => ({ status: 200, result: null }),
    refuse: (reason: FormRefusalReason, values) => formRefusal(reason, "Geweigerd", values),
    handle: () => Promise.resolve({ status: 200, result: null }),
  });
  expect(answer).toMatchObject({ status: 400, result: { code: "Unexpected error", values: {} } });
  expect(hits().n).toBe(0);
});
