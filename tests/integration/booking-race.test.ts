import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { bundleAppModule } from "../../scripts/lib/bundle-app.mjs";
import { readRows } from "../support/database";

/**
 * No double booking (ADR 0040): 20 visitors claim the same time at
 * the same moment, each in its own thread with its own connection to the real
 * SQLite file, released together by one shared signal. Exactly one gets it.
 */
const dataDir = mkdtempSync(join(tmpdir(), "coach-booking-race-"));
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
let workerFile: string;
const now = Date.parse("2026-11-23T07:00:00Z");
const slot = "2026-11-24T08:00:00.000Z";

beforeAll(async () => {
  // The worker runs the app's TypeScript, so it is bundled first.
  workerFile = await bundleAppModule("claim-worker", 'import "./tests/support/claim-worker.ts";');
  // Migrations run once here, not twenty times at once in the workers.
  (await openAppDatabase()).sqlite.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("of 20 parallel claims for one slot exactly one succeeds", async () => {
  const signal = new SharedArrayBuffer(4);
  const workers = Array.from(
    { length: 20 },
    (_, i) =>
      new Worker(workerFile, { workerData: { dataDir, start: slot, email: `racer${i}@voorbeeld.nl`, now, signal } }),
  );
  const ready = workers.map((worker) => new Promise((resolve) => worker.once("message", resolve)));
  const results = workers.map(
    (worker) =>
      new Promise<{ ok: boolean; reason?: string }>((resolve, reject) => {
        worker.on("message", (message: { result?: { ok: boolean; reason?: string } }) => {
          if (message.result) resolve(message.result);
        });
        worker.once("error", reject);
      }),
  );
  await Promise.all(ready);
  Atomics.store(new Int32Array(signal), 0, 1);
  Atomics.notify(new Int32Array(signal), 0);
  const outcomes = await Promise.all(results);
  await Promise.all(workers.map((worker) => worker.terminate()));

  expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.reason === "taken")).toBe(true);
  expect(readRows(dataDir, "select start_at, status from appointments")).toEqual([
    { start_at: slot, status: "gepland" },
  ]);
  // Twenty threads each load the app's modules: slow on a loaded machine; no timing rule depends on it.
}, 120_000);
