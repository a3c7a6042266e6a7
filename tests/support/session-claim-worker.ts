import { parentPort, workerData } from "node:worker_threads";
import { claimSlot } from "../../app/features/booking/appointments.server";
import { claimSession } from "../../app/features/booking/session-credits.server";
import { openAppDatabase } from "../../app/server/db.server";
import { configureSettings } from "../../app/server/env.server";

/**
 * One booker in the session races (tests/integration/session-race.test.ts),
 * kept for several rounds so the app's modules load once: opens its own
 * connection to the real database file, then for each task (an intro call
 * without `typeId`, else a paid session against a credit) says it is ready,
 * waits for the round's shared start signal, books, and answers.
 */
interface Task {
  start: string;
  email: string;
  typeId: number | null;
  now: number;
  signal: SharedArrayBuffer;
}
const { dataDir } = workerData as { dataDir: string };
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
await openAppDatabase();
parentPort!.on("message", (task: Task) => {
  parentPort!.postMessage({ ready: true });
  Atomics.wait(new Int32Array(task.signal), 0, 0);
  const { start, email, typeId, now } = task;
  const booking =
    typeId === null
      ? claimSlot({ start, name: "Racer", email, phone: null, question: null }, now)
      : claimSession({ start, typeId, email, name: "Racer" }, now);
  void booking.then((result) => parentPort!.postMessage({ result }));
});
parentPort!.postMessage({ loaded: true });
