// `npm run bench:invoices`: how fast invoices are made (D33, ADR 0102), in this process against a
// real SQLite file in a fresh data folder:
//   - issuing: 500 payments' transactions started at once, each taking its number and writing its
//     row (`issueInvoice`), as the payments code does: invoices issued per second, and the check
//     that the numbers are 0001..0500 without a gap or a duplicate,
//   - the PDF: `invoicePdf(id)` for each, one after another (render with the embedded fonts, store,
//     hash): PDFs per second and the p95 of one by the wall clock, and per second of this
//     process's CPU time, which a shared, busy machine does not distort. Target: at least 20 PDFs
//     per CPU second (a month's invoices for a solo practice in seconds; a payment's mail does not
//     wait on it).
// `npm run bench:payments` (the payments work) can import `measureInvoices` from this file and
// report its figures beside the webhook's. BENCH_SAMPLES changes the count (default 500).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundleAppModule } from "./lib/bundle-app.mjs";

const targetPdfsPerSecond = 20;

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];

/** Issues `count` invoices at once and stores each one's PDF; returns the figures. Sets DATA_DIR itself. */
export async function measureInvoices(count = 500) {
  const dataDir = mkdtempSync(join(tmpdir(), "coach-bench-invoices-"));
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL = "silent";
  const bundle = await bundleAppModule(
    "bench-invoices",
    `export { issueInvoice } from "~/features/invoices/issue.server";
     export { invoicePdf } from "~/features/invoices/stored-pdf.server";
     export { db, openAppDatabase, closeDatabase } from "~/server/db.server";
     export { sampleSeller } from "./tests/support/sample-invoice.ts";`,
  );
  const { issueInvoice, invoicePdf, db, openAppDatabase, closeDatabase, sampleSeller } = await import(
    pathToFileURL(bundle).href
  );
  await openAppDatabase();
  try {
    const paidAt = new Date();
    const issueStart = performance.now();
    const issued = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        db.transaction().execute((trx) =>
          issueInvoice(trx, {
            seller: sampleSeller,
            client: {
              name: `Klant ${i}`,
              email: `klant${i}@voorbeeld.nl`,
              address: { street: "Lange Nieuwstraat 12", postalCode: "3512 PH", city: "Utrecht" },
            },
            description: "Coachingtraject online, 8 sessies",
            period: { start: "2026-03-12", end: "2026-09-11" },
            amountCents: 63_000,
            method: "ideal",
            paidAt,
          }),
        ),
      ),
    );
    const issueSeconds = (performance.now() - issueStart) / 1000;
    const sequences = issued.map(({ number }) => Number(number.split("-")[1])).sort((a, b) => a - b);
    const unbroken = sequences.every((sequence, i) => sequence === i + 1);

    const pdfTimes = [];
    const pdfStart = performance.now();
    const cpuStart = process.cpuUsage();
    for (const { id } of issued) {
      const start = performance.now();
      await invoicePdf(id);
      pdfTimes.push(performance.now() - start);
    }
    const pdfSeconds = (performance.now() - pdfStart) / 1000;
    const { user, system } = process.cpuUsage(cpuStart);
    const pdfCpuSeconds = (user + system) / 1e6;
    return {
      count,
      unbroken,
      invoicesPerSecond: count / issueSeconds,
      pdfsPerSecond: count / pdfSeconds,
      pdfsPerCpuSecond: count / pdfCpuSeconds,
      pdfP95Ms: percentile(pdfTimes, 95),
    };
  } finally {
    await closeDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await measureInvoices(Number(process.env.BENCH_SAMPLES ?? 500));
  console.log(`invoices issued: ${result.count} at once, ${result.invoicesPerSecond.toFixed(0)} per second`);
  console.log(
    `numbers 0001-${String(result.count).padStart(4, "0")} without a gap or a duplicate: ${result.unbroken ? "yes" : "NO"}`,
  );
  console.log(
    `invoice PDFs: ${result.pdfsPerSecond.toFixed(1)} per second (wall clock), p95 ${result.pdfP95Ms.toFixed(1)} ms; ` +
      `${result.pdfsPerCpuSecond.toFixed(1)} per second of this process's CPU time (target >= ${targetPdfsPerSecond})`,
  );
  if (!result.unbroken || result.pdfsPerCpuSecond < targetPdfsPerSecond) process.exitCode = 1;
}
