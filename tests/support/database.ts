import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  deriveKeys,
  emailLookup,
  parseKeyText,
  sealRow,
  unsealRow,
  type SealedTable,
} from "../../app/server/data-cipher.server";

/** Reads the real database file a test server writes (read-only, so it can run beside the server). */
export function readRows<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * The settle step before "no mail was sent" (instead of a fixed sleep): waits
 * until the server's mail queue holds nothing it would send now. Mails sent in
 * the request have reached the SMTP server before its answer; a queued one has
 * when its row is gone or failed. Nothing queued: it returns at once.
 */
export async function mailQueueSettled(dataDir: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [due] = readRows<{ n: number }>(
      dataDir,
      "select count(*) as n from mail_queue where next_attempt_at <= ? and sent_at is null and failed_at is null",
      new Date().toISOString(),
    );
    if (due!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${due!.n} queued mails still due after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Data keys of servers started with DATA_ENCRYPTION_KEY, as in production (the proxy site), by data folder. */
const givenKeys = new Map<string, string>();

/** Tells the helpers below the key a server in `dataDir` was given instead of making its own. */
export function registerDataKey(dataDir: string, keyText: string): void {
  givenKeys.set(dataDir, keyText);
}

/** The keys of a test server: the key it was given, or the development key it made in its data folder. */
function keysOf(dataDir: string) {
  const key = parseKeyText(givenKeys.get(dataDir) ?? readFileSync(join(dataDir, "data-encryption.key"), "utf8"));
  if (!key) throw new Error("no valid data key");
  return deriveKeys(key);
}

/** Rows of a table with sealed health data (ADR 0016), opened as the app opens them. */
export function readOpenedRows<T = Record<string, unknown>>(
  dataDir: string,
  table: SealedTable,
  sql: string,
  ...params: unknown[]
): T[] {
  const keys = keysOf(dataDir);
  return readRows<Record<string, unknown>>(dataDir, sql, ...params).map((row) => unsealRow(keys, table, row) as T);
}

/** The keyed look-up hash of an address (`lookupFor`), e.g. the key of a person card's URL. */
export function lookupForTest(dataDir: string, email: string): string {
  return emailLookup(keysOf(dataDir), email);
}

/**
 * A `people` row as the app writes it (ADR 0051), put straight into a running
 * server's database: for lists that need many people or a person from a
 * source written by hand.
 */
export function seedPerson(
  db: { prepare(sql: string): { run(...params: unknown[]): unknown } },
  dataDir: string,
  person: { email: string; name?: string | null; at: string; kind: string; searchable?: boolean; status?: string },
): string {
  const lookup = lookupForTest(dataDir, person.email);
  const sealed = sealedForTest(dataDir, "people", { email: person.email, name: person.name ?? null });
  const search = person.searchable === false ? "" : `${person.email} ${person.name ?? ""}`.trim().toLowerCase();
  db.prepare(
    `insert into people (email_lookup, email, name, search_text, status, first_seen_at, last_activity_at, ${person.kind}) values (?, ?, ?, ?, ?, ?, ?, 1)`,
  ).run(lookup, sealed.email, sealed.name, search, person.status ?? "nieuw", person.at, person.at);
  return lookup;
}

/** A row sealed the way the app stores it, for seeding a running server's database. */
export function sealedForTest<T extends Record<string, unknown>>(dataDir: string, table: SealedTable, row: T): T {
  const keys = keysOf(dataDir);
  const sealed = sealRow(keys, table, row);
  return table === "test_results" && typeof row.email === "string"
    ? { ...sealed, email_lookup: emailLookup(keys, row.email) }
    : sealed;
}

/** A self-test result of `email`, sealed and with its look-up as the app stores it (the invitation to the test is then left out, ADR 0112). */
export function seedSelfTestResult(dataDir: string, email: string): void {
  const now = new Date().toISOString();
  const row = sealedForTest(dataDir, "test_results", {
    profiel: "Burnout / ADHD-Executive",
    score: 17,
    email,
    answers: "[1,2,0,3,2,1,0,2,2,2,1,1]",
    consent_at: now,
    created_at: now,
  });
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
    ).run(row);
  } finally {
    db.close();
  }
}
