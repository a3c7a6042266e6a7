import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as leads from "../../app/server/migrations/0001_leads";
import * as mailQueue from "../../app/server/migrations/0002_mail_queue";
import * as admin from "../../app/server/migrations/0003_admin";
import { loginCookie, seedUser } from "../support/admin";
import { readOpenedRows, readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * Health data is encrypted at rest (ADR 0016), against the real
 * built server and its SQLite file: what a visitor sends is not in the
 * database file's bytes, the coach still reads it, and a wrong or missing key
 * stops the server with a clear message.
 */
const coach = "coach@example.nl";
const marker = () => `merkteken${randomBytes(6).toString("hex")}`;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp?.stop();
});

function rawBytes(dataDir: string): Buffer {
  const files = ["site.db", "site.db-wal"].map((name) => join(dataDir, name)).filter((file) => existsSync(file));
  return Buffer.concat(files.map((file) => readFileSync(file)));
}

/** The server's start-up output when it refuses to start. */
async function refusal(env: Record<string, string>, dataDir: string): Promise<string> {
  try {
    const server = await startBuiltServer(env, dataDir);
    await server.stop();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the server started");
}

function selfTestFields(email: string): Record<string, string> {
  const fields: Record<string, string> = { view: "12", email, consent: "ja", website: "", intent: "submit" };
  for (let index = 0; index < 12; index++) fields[`q${index + 1}`] = String(index % 4);
  return fields;
}

describe("intake answers and self-test results", () => {
  let server: RunningServer;
  const intakeMarker = marker();
  const testMarker = marker();
  const testEmail = `${testMarker}@example.nl`;
  let resultLocation = "";

  beforeAll(async () => {
    server = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
    seedUser(server.dataDir, coach);
    const intake = await postForm(`${server.url}/client-test`, {
      client_name: `Jan ${intakeMarker}`,
      email: "intake@example.nl",
      slaapkwaliteit: `Ik slaap slecht, ${intakeMarker}, al maanden.`,
      consent: "ja",
    });
    expect(intake.status).toBe(303);
    const test = await postForm(`${server.url}/test`, selfTestFields(testEmail));
    expect(test.status).toBe(302);
    resultLocation = test.headers.get("location") ?? "";
  });
  afterAll(async () => {
    await server?.stop();
    server?.remove();
  });

  it("are not in the raw bytes of site.db or its WAL", () => {
    const bytes = rawBytes(server.dataDir);
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.includes(intakeMarker)).toBe(false);
    expect(bytes.includes(testMarker)).toBe(false);
    const [intake] = readRows<{ client_name: string; slaapkwaliteit: string }>(
      server.dataDir,
      "select client_name, slaapkwaliteit from client_test_responses",
    );
    expect(intake?.client_name).toMatch(/^enc:v1:/);
    expect(intake?.slaapkwaliteit).toMatch(/^enc:v1:/);
  });

  it("keep the development key in a file of its own, readable only by its owner, not in the database", () => {
    const keyFile = join(server.dataDir, "data-encryption.key");
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(rawBytes(server.dataDir).includes(readFileSync(keyFile, "utf8").trim())).toBe(false);
    expect(server.logs()).toContain("DATA_ENCRYPTION_KEY is not set");
  });

  it("are shown decrypted on the coach's intake screen", async () => {
    const cookie = await loginCookie(server.url, coach);
    const [row] = readRows<{ id: number }>(server.dataDir, "select id from client_test_responses");
    const page = await fetch(`${server.url}/admin/client-tests?id=${row!.id}`, { headers: { Cookie: cookie } });
    const text = visibleText(await page.text());
    expect(text).toContain(`Jan ${intakeMarker}`);
    expect(text).toContain(`Ik slaap slecht, ${intakeMarker}, al maanden.`);
  });

  it("still give the visitor the self-test result page", async () => {
    const page = await fetch(`${server.url}${resultLocation}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("@example.nl");
    const [row] = readOpenedRows<{ email: string; answers: string }>(
      server.dataDir,
      "test_results",
      "select email, answers from test_results",
    );
    expect(row).toEqual({ email: testEmail, answers: "[0,1,2,3,0,1,2,3,0,1,2,3]" });
  });

  it("stop the server with a clear message when it starts with another key, and open again with the right one", async () => {
    await server.stop();
    const keyFile = join(server.dataDir, "data-encryption.key");
    const devKey = readFileSync(keyFile, "utf8").trim();
    const otherKey = randomBytes(32).toString("base64");
    const output = await refusal({ DATA_ENCRYPTION_KEY: otherKey }, server.dataDir);
    expect(output).toContain("DATA_ENCRYPTION_KEY past niet bij de versleutelde gegevens");
    expect(output).not.toMatch(/\n\s+at /);

    // A restored backup without its key file: a new development key cannot open the data either.
    rmSync(keyFile);
    expect(await refusal({}, server.dataDir)).toContain(`de ontwikkelsleutel in ${keyFile}`);

    // The development key, given as the setting, is the same key: the data opens (the way to move to production).
    const restarted = await startBuiltServer({ DATA_ENCRYPTION_KEY: devKey }, server.dataDir);
    try {
      const cookie = await loginCookie(restarted.url, coach);
      const page = await fetch(`${restarted.url}/admin/client-tests.csv`, { headers: { Cookie: cookie } });
      expect(await page.text()).toContain(intakeMarker);
    } finally {
      await restarted.stop();
    }
  });
});

describe("a real deployment", () => {
  it("refuses to start without DATA_ENCRYPTION_KEY, and refuses a key that is not 32 bytes", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "coach-nokey-"));
    try {
      const missing = await refusal({ PUBLIC_URL: "https://coach.example" }, dataDir);
      expect(missing).toContain("DATA_ENCRYPTION_KEY ontbreekt");
      expect(missing).not.toMatch(/\n\s+at /);
      expect(existsSync(join(dataDir, "data-encryption.key"))).toBe(false);
      const short = await refusal({ DATA_ENCRYPTION_KEY: "te-kort" }, dataDir);
      expect(short).toContain("DATA_ENCRYPTION_KEY: moet 32 bytes zijn");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("migration 0004", () => {
  it("encrypts rows stored in plaintext before encryption existed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "coach-plain-"));
    const intakeMarker = marker();
    const testEmail = `${marker()}@example.nl`;
    const sqlite = new SQLite(join(dataDir, "site.db"));
    const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    const migrator = new Migrator({
      db: kysely,
      provider: {
        getMigrations: async () => ({ "0001_leads": leads, "0002_mail_queue": mailQueue, "0003_admin": admin }),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const now = new Date().toISOString();
    sqlite
      .prepare(
        "insert into client_test_responses (client_name, submitted_at, consent_at, eerdere_hulp) values (?, ?, ?, ?)",
      )
      .run("Oude Inzending", now, now, `Huisarts, ${intakeMarker}`);
    sqlite
      .prepare(
        "insert into test_results (profiel, score, email, answers, consent_at, created_at) values (?, ?, ?, ?, ?, ?)",
      )
      .run("Burnout / ADHD-Executive", 17, testEmail, "[1,2,0,3,2,1,0,2,2,2,1,1]", now, now);
    await kysely.destroy();
    expect(rawBytes(dataDir).includes(intakeMarker)).toBe(true);

    const server = await startBuiltServer({}, dataDir);
    try {
      expect(rawBytes(dataDir).includes(intakeMarker)).toBe(false);
      expect(rawBytes(dataDir).includes(testEmail)).toBe(false);
      const [intake] = readOpenedRows<{ eerdere_hulp: string; client_name: string }>(
        dataDir,
        "client_test_responses",
        "select client_name, eerdere_hulp from client_test_responses",
      );
      expect(intake).toEqual({ client_name: "Oude Inzending", eerdere_hulp: `Huisarts, ${intakeMarker}` });
      const [result] = readRows<{ email: string; email_lookup: string | null }>(
        dataDir,
        "select email, email_lookup from test_results",
      );
      expect(result?.email).toMatch(/^enc:v1:/);
      expect(result?.email_lookup).toBeTruthy();
      seedUser(dataDir, coach);
      const cookie = await loginCookie(server.url, coach);
      const page = await fetch(`${server.url}/admin/client-tests?id=1`, { headers: { Cookie: cookie } });
      expect(visibleText(await page.text())).toContain(`Huisarts, ${intakeMarker}`);
    } finally {
      await server.stop();
      server.remove();
    }
  });
});
