import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../support/database";
import { startBuiltServer } from "../support/server";

/**
 * The retention job (ADR 0018) runs when the real built server
 * starts, before it answers: rows older than their period go, younger stay.
 */
const dayMs = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
let dataDir: string;

function seed(statements: [string, unknown[]][]): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    for (const [sql, params] of statements) db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

const intake = (label: string, days: number): [string, unknown[]] => [
  "insert into client_test_responses (client_name, submitted_at, consent_at) values (?, ?, ?)",
  [label, ago(days), ago(days)],
];
const testResult = (label: string, days: number): [string, unknown[]] => [
  "insert into test_results (profiel, score, email, answers, consent_at, created_at) values ('Burnout / ADHD', 10, ?, '[]', ?, ?)",
  [`${label}@voorbeeld.nl`, ago(days), ago(days)],
];
const mail = (label: string, days: number, attempts: number): [string, unknown[]] => [
  "insert into mail_queue (mail, created_at, attempts, next_attempt_at) values (?, ?, ?, ?)",
  [JSON.stringify({ subject: label }), ago(days), attempts, ago(days)],
];

async function restart(env: Record<string, string> = {}): Promise<void> {
  const server = await startBuiltServer(env, dataDir);
  await server.stop();
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "coach-retention-"));
  await restart(); // creates the schema
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("at start-up, with the default periods", () => {
  beforeAll(async () => {
    const now = Date.now();
    seed([
      ["insert into users (id, email, password_hash, created_at) values (1, 'coach@voorbeeld.nl', 'x', ?)", [ago(1)]],
      [
        "insert into sessions (id_hash, user_id, created_at, expires_at) values ('verlopen', 1, ?, ?)",
        [ago(2), ago(1)],
      ],
      ["insert into sessions (id_hash, user_id, created_at, expires_at) values ('geldig', 1, ?, ?)", [ago(0), ago(-1)]],
      ["insert into rate_limit_hits (key, at_ms) values ('oud', ?), ('jong', ?)", [now - 2 * dayMs, now - 3_600_000]],
      [
        "insert into analytics_events (name, path, created_at) values ('oud', '/', ?), ('jong', '/', ?)",
        [ago(400), ago(390)],
      ],
      [
        "insert into consents (id, analytics, marketing, banner_version, created_at) values ('oud', 1, 0, 'v', ?), ('jong', 1, 0, 'v', ?)",
        [ago(1100), ago(1000)],
      ],
      intake("oud", 731),
      intake("jong", 729),
      testResult("oud", 731),
      testResult("jong", 729),
      ["insert into ebook_requests (email, requested_at) values ('oud@voorbeeld.nl', ?)", [ago(731)]],
      ["insert into ebook_requests (email, requested_at) values ('jong@voorbeeld.nl', ?)", [ago(729)]],
      [
        "insert into access_log (user_id, user_email, action, created_at) values (1, 'coach@voorbeeld.nl', 'oud', ?), (1, 'coach@voorbeeld.nl', 'jong', ?)",
        [ago(731), ago(729)],
      ],
      mail("opgegeven-oud", 31, 6),
      mail("opgegeven-jong", 29, 6),
      mail("wacht-nog", 31, 0),
    ]);
    await restart();
  });

  const keys = (sql: string) => readRows<{ k: string }>(dataDir, sql).map((row) => row.k);

  it("forgets rate-limit records after a day and sessions once expired", () => {
    expect(keys("select key as k from rate_limit_hits")).toEqual(["jong"]);
    expect(keys("select id_hash as k from sessions")).toEqual(["geldig"]);
  });

  it("keeps analytics events 13 months and consent proofs 3 years", () => {
    expect(keys("select name as k from analytics_events")).toEqual(["jong"]);
    expect(keys("select id as k from consents")).toEqual(["jong"]);
  });

  it("keeps intake responses, self-test results and e-book requests 2 years", () => {
    expect(keys("select client_name as k from client_test_responses")).toEqual(["jong"]);
    expect(keys("select email as k from ebook_requests")).toEqual(["jong@voorbeeld.nl"]);
    expect(keys("select email as k from test_results")).toEqual(["jong@voorbeeld.nl"]);
  });

  it("keeps the access log 2 years, like the data it accounts for", () => {
    expect(keys("select action as k from access_log")).toEqual(["jong"]);
  });

  it("drops mails the queue gave up on after 30 days, never a mail still waiting to be sent", () => {
    expect(keys("select json_extract(mail, '$.subject') as k from mail_queue order by id")).toEqual([
      "opgegeven-jong",
      "wacht-nog",
    ]);
  });
});

describe("with periods from the environment", () => {
  it("applies RETENTION_INTAKE_DAYS and RETENTION_SELFTEST_DAYS", async () => {
    seed([intake("acht-dagen", 8), intake("zes-dagen", 6), testResult("acht", 8), testResult("zes", 6)]);
    await restart({ RETENTION_INTAKE_DAYS: "7", RETENTION_SELFTEST_DAYS: "7" });
    const names = readRows<{ client_name: string }>(dataDir, "select client_name from client_test_responses");
    expect(names.map((row) => row.client_name)).not.toContain("acht-dagen");
    expect(names.map((row) => row.client_name)).toContain("zes-dagen");
    const emails = readRows<{ email: string }>(dataDir, "select email from test_results").map((row) => row.email);
    expect(emails).toEqual(["zes@voorbeeld.nl"]);
  });

  it("refuses a period that is not a whole number of days", async () => {
    await expect(restart({ RETENTION_ANALYTICS_DAYS: "twee" })).rejects.toThrow(/RETENTION_ANALYTICS_DAYS/);
  });
});
