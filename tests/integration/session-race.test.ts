import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { bundleAppModule } from "../../scripts/lib/bundle-app.mjs";
import { readRows } from "../support/database";

/**
 * No double booking across types, and a credit used once (D36, ADR 0123):
 * twenty bookers at the same moment, each in its own thread with its own
 * connection to the real SQLite file, released together by one shared signal.
 */
const dataDir = mkdtempSync(join(tmpdir(), "coach-session-race-"));
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
let workerFile: string;
/** Monday 23 November 2026, 08:00 in Amsterdam. */
const now = Date.parse("2026-11-23T07:00:00Z");
const tuesday0900 = "2026-11-24T08:00:00.000Z";
const tuesday0930 = "2026-11-24T08:30:00.000Z";
let typeId = 0;

function write(body: (db: SQLite.Database) => void) {
  const db = new SQLite(join(dataDir, "site.db"));
  try {
    body(db);
  } finally {
    db.close();
  }
}

function grantCredits(db: SQLite.Database, email: string, count: number) {
  const insert = db.prepare(
    "insert into session_credits (client_email, session_type_id, granted_at, expires_at) values (?, ?, ?, '2027-05-23T07:00:00.000Z')",
  );
  for (let i = 0; i < count; i++) insert.run(email, typeId, new Date(now).toISOString());
}

type Outcome = { ok: boolean; reason?: string };
let workers: Worker[] = [];

/** Hands each worker one booking, releases them together, and returns what each got. */
async function race(bookers: { start: string; email: string; typeId: number | null }[]): Promise<Outcome[]> {
  const signal = new SharedArrayBuffer(4);
  const answers = workers.map((worker) => {
    const ready = new Promise((resolve) => worker.once("message", resolve));
    const result = ready.then(
      () => new Promise<Outcome>((resolve) => worker.once("message", (m: { result: Outcome }) => resolve(m.result))),
    );
    return { ready, result };
  });
  workers.forEach((worker, i) => worker.postMessage({ ...bookers[i], now, signal }));
  await Promise.all(answers.map((answer) => answer.ready));
  Atomics.store(new Int32Array(signal), 0, 1);
  Atomics.notify(new Int32Array(signal), 0);
  return Promise.all(answers.map((answer) => answer.result));
}

beforeAll(async () => {
  workerFile = await bundleAppModule("session-claim-worker", 'import "./tests/support/session-claim-worker.ts";');
  (await openAppDatabase()).sqlite.close();
  // Twenty threads load the app's modules once, for both races.
  workers = Array.from({ length: 20 }, () => new Worker(workerFile, { workerData: { dataDir } }));
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
        }),
    ),
  );
  write((db) => {
    typeId = Number(
      db
        .prepare(
          "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
        )
        .run(new Date(now).toISOString()).lastInsertRowid,
    );
  });
  // Twenty threads loading the app at once are slow on a loaded machine; no rule here depends on time.
}, 120_000);
beforeEach(() => write((db) => db.exec("delete from session_credits; delete from appointments")));
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.terminate()));
  rmSync(dataDir, { recursive: true, force: true });
});

it("of 20 parallel bookings of overlapping intro-call and session times exactly one succeeds", async () => {
  write((db) => {
    for (let i = 0; i < 10; i++) grantCredits(db, `klant${i}@voorbeeld.nl`, 1);
  });
  // Sessions 09:00-10:00 and intro calls 09:30-10:00: every pair overlaps.
  const outcomes = await race([
    ...Array.from({ length: 10 }, (_, i) => ({ start: tuesday0900, email: `klant${i}@voorbeeld.nl`, typeId })),
    ...Array.from({ length: 10 }, (_, i) => ({ start: tuesday0930, email: `bezoeker${i}@voorbeeld.nl`, typeId: null })),
  ]);

  expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.reason === "taken")).toBe(true);
  expect(readRows(dataDir, "select status from appointments")).toEqual([{ status: "gepland" }]);
  // A refused session used no credit: at most the winner's is bound.
  const bound = readRows(dataDir, "select count(*) as n from session_credits where appointment_id is not null");
  const sessionWon = readRows<{ n: number }>(
    dataDir,
    "select count(*) as n from appointments where session_type_id is not null",
  );
  expect(bound).toEqual(sessionWon);
}, 120_000);

it("of 20 parallel bookings by one client with one credit left, the credit is used once", async () => {
  write((db) => grantCredits(db, "jan@voorbeeld.nl", 1));
  // Twenty different free times on Tuesday to Thursday: only the credit can refuse them.
  const starts = ["2026-11-24", "2026-11-25", "2026-11-26"].flatMap((day) =>
    Array.from({ length: 7 }, (_, hour) => `${day}T${String(8 + hour).padStart(2, "0")}:00:00.000Z`),
  );
  const outcomes = await race(starts.slice(0, 20).map((start) => ({ start, email: "jan@voorbeeld.nl", typeId })));

  expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.reason === "no-credit")).toBe(true);
  expect(readRows(dataDir, "select count(*) as n from appointments")).toEqual([{ n: 1 }]);
  expect(
    readRows(dataDir, "select count(*) as n from session_credits where appointment_id = (select id from appointments)"),
  ).toEqual([{ n: 1 }]);
}, 120_000);
