import { parentPort, workerData } from "node:worker_threads";
import { issueInvoice } from "../../app/features/invoices/issue.server";
import { db, openAppDatabase } from "../../app/server/db.server";
import { sampleSeller } from "./sample-invoice";

/**
 * One server process's worth of payments in the numbering race
 * (tests/integration/invoices.test.ts): its own connection to the real
 * database file, `count` transactions started at once after the shared start
 * signal, each recording a payment's invoice. Answers the numbers it got.
 */
const { index, count, issuedAt, signal } = workerData as {
  index: number;
  count: number;
  issuedAt: string;
  signal: SharedArrayBuffer;
};
await openAppDatabase();
parentPort!.postMessage({ ready: true });
Atomics.wait(new Int32Array(signal), 0, 0);
const numbers = await Promise.all(
  Array.from({ length: count }, (_, i) =>
    db.transaction().execute((trx) =>
      issueInvoice(trx, {
        seller: sampleSeller,
        client: { name: `Klant ${index}-${i}`, email: `klant${index}-${i}@voorbeeld.nl` },
        description: "Coachingtraject online, 8 sessies",
        period: { start: "2026-03-12", end: "2026-09-11" },
        amountCents: 63_000,
        method: "ideal",
        paidAt: new Date(issuedAt),
        issuedAt: new Date(issuedAt),
      }),
    ),
  ),
);
parentPort!.postMessage({ numbers: numbers.map((issued) => issued.number) });
