import { parentPort, workerData } from "node:worker_threads";
import { claimSlot } from "../../app/features/booking/appointments.server";
import { openAppDatabase } from "../../app/server/db.server";
import { configureSettings } from "../../app/server/env.server";

/**
 * One visitor in the double-booking race (tests/integration/booking-race.test.ts):
 * opens its own connection to the real database file, says it is ready, waits
 * for the shared start signal, then claims the slot.
 */
const { dataDir, start, email, now, signal } = workerData as {
  dataDir: string;
  start: string;
  email: string;
  now: number;
  signal: SharedArrayBuffer;
};
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
await openAppDatabase();
parentPort!.postMessage({ ready: true });
Atomics.wait(new Int32Array(signal), 0, 0);
const result = await claimSlot({ start, name: "Racer", email, phone: null, question: null }, now);
parentPort!.postMessage({ result });
