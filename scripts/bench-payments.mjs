// `npm run bench:payments`: the payment webhook under load (D33, ADR 0107), against the built
// server and the local Mollie stand-in (tests/support/mollie-stand-in.ts, ADR 0106):
//   - 800 offers with a payment that Mollie reports paid, seeded in the server's database and in
//     the stand-in, then 1,000 webhook deliveries (the 800 ids plus 200 duplicates, 20 %) in a
//     random order, 10 at a time, as Mollie's retries and parallel calls arrive;
//   - the p50/p95/max of one delivery (each fetches the payment from the stand-in over HTTPS,
//     and the first one per payment records it and issues its invoice), and the check that exactly
//     800 payments are paid with 800 invoices, no number twice and no gap;
//   - invoice PDFs stored per second: from the first delivery until every invoice's PDF is stored
//     (rendered with the embedded fonts, hashed) after its transaction.
// `npm run bench:invoices` measures the PDF rendering alone. `npm run build` first.
// BENCH_PAYMENTS changes the count of paid payments (default 800; deliveries are 1.25 times it).
import SQLite from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleAppModule } from "./lib/bundle-app.mjs";
import { freePort, startBuiltServer } from "../tests/support/built-server.mjs";

const paidCount = Number(process.env.BENCH_PAYMENTS ?? 800);
const duplicates = Math.round(paidCount / 4);
const concurrency = 10;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

const support = await import(
  pathToFileURL(
    await bundleAppModule(
      "bench-payments-support",
      `export { startMollieStandIn, mollieEnv } from "./tests/support/mollie-stand-in.ts";
       export { seedUser, loginCookie } from "./tests/support/admin.ts";
       export { businessForm } from "./tests/support/business-details.ts";
       export { postForm } from "./tests/support/forms.ts";`,
    ),
  ).href
);

const mollie = await support.startMollieStandIn();
const port = await freePort();
const server = await startBuiltServer(
  {
    ...support.mollieEnv(mollie),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    // The webhook's limit is per address, and every delivery here comes from 127.0.0.1.
    RATE_LIMIT_SCALE: "100",
  },
  mkdtempSync(join(tmpdir(), "coach-bench-payments-")),
  { port },
);

try {
  support.seedUser(server.dataDir, "coach@example.nl");
  const cookie = await support.loginCookie(server.url, "coach@example.nl");
  const saved = await support.postForm(
    `${server.url}/admin/bedrijfsgegevens`,
    support.businessForm({ iban: "NL91ABNA0417164300" }),
    { Cookie: cookie },
  );
  if (saved.status !== 303) throw new Error(`business details not saved: ${saved.status}`);

  // The offers and their open payments, as the payment page leaves them before Mollie's call.
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 10000");
  const now = new Date().toISOString();
  const insertOffer = db.prepare(
    "insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at) values (?, ?, 'online', 'Online coachingpakket', '[]', 63000, 'coach@example.nl', ?)",
  );
  const insertPayment = db.prepare(
    "insert into payments (offer_id, method, mollie_id, status, amount_cents, created_at, updated_at) values (?, 'ideal', ?, 'open', 63000, ?, ?)",
  );
  const ids = [];
  db.transaction(() => {
    for (let n = 0; n < paidCount; n++) {
      const id = mollie.add({
        amount: { currency: "EUR", value: "630.00" },
        description: "Online coachingpakket",
        redirectUrl: `${server.url}/betalen/x`,
        webhookUrl: `${server.url}/betaling/webhook`,
        status: "paid",
      });
      const offer = insertOffer.run(`Klant ${n}`, `klant${n}@voorbeeld.nl`, now).lastInsertRowid;
      insertPayment.run(offer, id, now, now);
      ids.push(id);
    }
  })();

  const deliveries = [...ids, ...ids.slice(0, duplicates)].sort(() => Math.random() - 0.5);
  const timings = [];
  const statuses = new Map();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < deliveries.length) {
        const id = deliveries[next++];
        const t0 = performance.now();
        const response = await mollie.deliverWebhook(id);
        timings.push(performance.now() - t0);
        statuses.set(response, (statuses.get(response) ?? 0) + 1);
      }
    }),
  );
  const deliveredMs = performance.now() - started;

  // Every PDF is stored after its payment's commit; wait until the last one is.
  for (;;) {
    const { missing } = db.prepare("select count(*) as missing from invoices where pdf_sha256 is null").get();
    if (missing === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const storedMs = performance.now() - started;
  const paid = db
    .prepare("select count(*) as n from payments where status = 'paid' and invoice_id is not null")
    .get().n;
  const numbers = db
    .prepare("select sequence from invoices order by sequence")
    .all()
    .map((row) => row.sequence);
  db.close();
  const unbroken = numbers.length === paidCount && numbers.every((sequence, index) => sequence === index + 1);

  console.log(
    `bench:payments — ${deliveries.length} webhook deliveries (${duplicates} duplicates), ${concurrency} at a time`,
  );
  console.log(`  answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
  console.log(
    `  one delivery: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
  );
  console.log(`  deliveries per second: ${((deliveries.length / deliveredMs) * 1000).toFixed(1)}`);
  console.log(
    `  paid payments with an invoice: ${paid} of ${paidCount}; invoice numbers 1..${paidCount} without gap or duplicate: ${unbroken}`,
  );
  console.log(
    `  invoice PDFs stored per second (from the first delivery to the last PDF): ${((paidCount / storedMs) * 1000).toFixed(1)}`,
  );
  if (paid !== paidCount || !unbroken || statuses.get(200) !== deliveries.length) process.exitCode = 1;
  // With 10 in flight, a delivery's time is mostly its wait behind the others: service time is 1/throughput.
  console.log(
    `  load average during the run (uptime): ${(await import("node:os"))
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
} finally {
  await server.stop();
  server.remove();
  await mollie.stop();
}
