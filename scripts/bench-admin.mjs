// `npm run bench:admin`: the admin portal with a large data set, in one run.
// Starts the built server on a fresh data folder, creates the first admin
// through /admin-login, seeds 100,000 newsletter subscribers and 50,000 e-book
// requests straight into SQLite (one transaction each) and 10,000 intake
// responses through the real /client-test form (so whatever the server does
// with intake answers, such as encryption at rest, is done), 20,000 self-test
// results (sealed with the server's key) and the people list's rows for all of
// them (ADR 0051: what the app writes beside each lead), then reports:
//   - p50/p95 time of a page of each admin list (page 1 and later pages): the
//     round trip and the server main thread's CPU time (/proc/<pid>/schedstat),
//     since on a shared machine the round trip is mostly waiting for a CPU,
//   - the worst p95 of the people list (/admin/mensen) and of its search apart,
//   - the time of a full CSV export of the 100,000 subscribers,
//   - the server's resident memory (/proc/<pid>/status) during an export of
//     10,000 and of 100,000 rows, to show that it does not grow with the rows.
// Pass --no-build to reuse a build. Times are wall-clock from this process
// over loopback, so they include HTTP and rendering, not only the query.
// The data set is scripts/lib/admin-data-set.mjs (shared with bench:backup).
import { readFileSync, writeFileSync } from "node:fs";
import { Agent } from "undici";
import { adminDataSet, counts, signUpAdmin } from "./lib/admin-data-set.mjs";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";

const targets = { listP95Ms: 50, exportMs: 2000, memoryGrowthMb: 20 };
const samplesPerList = Number(process.env.BENCH_SAMPLES ?? 60);
const setupCode = "bench-setup-code-1234";
const adminEmail = "coach@bench.example";
const adminPassword = "bench-wachtwoord-12345";
// What Chromium sends: the server may compress its answer.
const browserHeaders = { "accept-encoding": "gzip, deflate, br" };

buildUnlessSkipped();
const server = await startBuiltServer(
  {
    RATE_LIMIT_SCALE: "1000000000",
    LOG_LEVEL: "error",
    ADMIN_SETUP_CODE: setupCode,
  },
  undefined,
  { echo: true },
);
const origin = server.url;
const pid = server.child.pid;
const dispatcher = new Agent({ connections: 8 });

function fail(message) {
  console.error(`\n${message}`);
  void server.stop();
  process.exit(1);
}

function memoryKb() {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: field("VmRSS"), hwm: field("VmHWM") };
}

/** Resets the kernel's peak-RSS counter of the server (our own child), so VmHWM covers only what follows. */
function resetPeak() {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Downloads a CSV export as the browser would, sampling the server's memory while it runs. */
async function exportCsv(path) {
  // A moment of quiet first, so the previous step's garbage is not counted here.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const peakReset = resetPeak();
  const before = memoryKb();
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memoryKb().rss)), 5);
  const cpuBefore = schedstat();
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { cookie, ...browserHeaders }, dispatcher });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const ms = performance.now() - started;
  const cpuAfter = schedstat();
  clearInterval(sampler);
  const after = memoryKb();
  peakRss = Math.max(peakRss, after.rss, peakReset ? after.hwm : 0);
  return {
    ms,
    cpuMs: (cpuAfter.onCpu - cpuBefore.onCpu) / 1e6,
    waitingMs: (cpuAfter.waiting - cpuBefore.waiting) / 1e6,
    status: response.status,
    encoding: response.headers.get("content-encoding") ?? "none",
    rows: lines - 1,
    mb: bytes / 1024 / 1024,
    beforeMb: before.rss / 1024,
    peakMb: peakRss / 1024,
    growthMb: (peakRss - before.rss) / 1024,
    peakReset,
  };
}

/**
 * The server's main thread (where rendering and SQLite run): nanoseconds on a
 * CPU and waiting for one, from /proc/<pid>/schedstat. On a shared machine the
 * wait is the noise; the CPU time is the server's own work.
 */
function schedstat() {
  const [onCpu, waiting] = readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ").map(Number);
  return { onCpu, waiting };
}

/** One page, as a browser asks for it; requests run one at a time, so the deltas belong to this one. */
async function timePage(path) {
  const before = schedstat();
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { headers: { cookie, ...browserHeaders }, dispatcher });
  const html = await response.text();
  const wall = performance.now() - started;
  const after = schedstat();
  if (response.status !== 200 || (!html.includes("<table") && !html.includes("Intakes ("))) {
    fail(`${path} answered ${response.status} without its list`);
  }
  return { wall, cpu: (after.onCpu - before.onCpu) / 1e6, waiting: (after.waiting - before.waiting) / 1e6 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** Page 1 and later pages (spread up to the last one) of one list, in a shuffled order. */
async function measureList(basePath, pages) {
  const joiner = basePath.includes("?") ? "&" : "?";
  const fixed = [1, 2, 10, Math.ceil(pages / 2), pages];
  const wanted = Array.from({ length: samplesPerList }, (_, i) =>
    i < fixed.length ? fixed[i] : 1 + Math.floor(random() * pages),
  );
  for (const page of wanted.slice(0, 5)) await timePage(`${basePath}${joiner}pagina=${page}`); // warm-up
  const samples = [];
  for (const page of wanted) samples.push(await timePage(page === 1 ? basePath : `${basePath}${joiner}pagina=${page}`));
  return {
    wall: spread(samples.map((s) => s.wall)),
    cpu: spread(samples.map((s) => s.cpu)),
    waiting: spread(samples.map((s) => s.waiting)),
  };
}

// ---- the run -------------------------------------------------------------------
console.log("\nSetting up: first admin through /admin-login ...");
const cookie = await signUpAdmin(origin, { email: adminEmail, password: adminPassword, setupCode }).catch((error) =>
  fail(error.message),
);
const { openDb, random, seedSubscribers, seedEbookRequests, serverCipher, seedSelfTests, seedPeople, seedIntakes } =
  adminDataSet({ dataDir: server.dataDir, origin, dispatcher });

let started = performance.now();
seedSubscribers(0, counts.firstExport);
console.log(`Seeded ${counts.firstExport} subscribers in ${Math.round(performance.now() - started)} ms`);
// The first export also loads and compiles the export code: measure the second one.
await exportCsv("/admin/newsletter.csv");
const small = await exportCsv("/admin/newsletter.csv");

started = performance.now();
seedSubscribers(counts.firstExport, counts.subscribers);
seedEbookRequests(counts.ebooks);
console.log(
  `Seeded ${counts.subscribers - counts.firstExport} more subscribers and ${counts.ebooks} e-book requests in ${Math.round(performance.now() - started)} ms`,
);
started = performance.now();
const cipher = await serverCipher();
const selfTests = seedSelfTests(counts.selfTests, cipher);
const peopleSeeded = seedPeople(cipher, selfTests);
console.log(
  `Seeded ${counts.selfTests} self-test results and ${peopleSeeded} people in ${Math.round(performance.now() - started)} ms`,
);
started = performance.now();
const intakes = await seedIntakes(counts.intakes).catch((error) => fail(error.message));
const intakeSeconds = (performance.now() - started) / 1000;
console.log(
  `Posted ${counts.intakes} intake responses through /client-test in ${intakeSeconds.toFixed(1)} s (${intakes} accepted)`,
);
if (intakes !== counts.intakes) fail(`only ${intakes} of ${counts.intakes} intake responses were accepted`);

/** Pages of the people list for a filter, counted in the database the server writes. */
function peoplePages(where = "1 = 1") {
  const db = openDb();
  const { n } = db.prepare(`select count(*) as n from people where ${where}`).get();
  db.close();
  return Math.max(1, Math.ceil(n / 50));
}
// Someone known only from a sealed self-test: found through the address's look-up.
const someone = selfTests[Math.floor(selfTests.length / 2)];
const lists = [
  ["/admin/newsletter", Math.ceil(counts.subscribers / 50)],
  ["/admin/newsletter?tab=actief", Math.ceil((counts.subscribers * 0.88) / 50)],
  ["/admin/ebooks", Math.ceil(counts.ebooks / 50)],
  ["/admin/client-tests", Math.ceil(counts.intakes / 50)],
  // The people list (ADR 0051): all, by what they did, by status, searched by name and by address.
  ["/admin/mensen", peoplePages()],
  ["/admin/mensen?deed=intake", peoplePages("intake = 1")],
  ["/admin/mensen?status=client", peoplePages("status = 'client'")],
  ["/admin/mensen?q=jansen", peoplePages("instr(search_text, 'jansen') > 0")],
  [`/admin/mensen?q=${encodeURIComponent(someone.email)}`, 1],
];
const listResults = [];
for (const [path, pages] of lists) listResults.push({ path, pages, ...(await measureList(path, pages)) });
const large = await exportCsv("/admin/newsletter.csv");
// A second run of the big export: the first one may still pay for warming up.
const largeAgain = await exportCsv("/admin/newsletter.csv");
await server.stop();
server.remove();
await dispatcher.close();

const ms = (value) => `${Math.round(value)} ms`;
const mb = (value) => `${value.toFixed(1)} MB`;
console.log(
  `\nAdmin list pages (${samplesPerList} requests each, one at a time, page 1 and later pages up to the last; HTML as a browser gets it).` +
    "\n  wall = round trip seen here; server CPU = the server's main thread on a CPU; run-queue = time it waited for a CPU:",
);
for (const row of listResults) {
  console.log(
    `  ${row.path.padEnd(30)} ${String(row.pages).padStart(5)} pages   wall p50 ${ms(row.wall.p50).padStart(6)} p95 ${ms(row.wall.p95).padStart(6)}   ` +
      `server CPU p50 ${ms(row.cpu.p50).padStart(6)} p95 ${ms(row.cpu.p95).padStart(6)}   run-queue p95 ${ms(row.waiting.p95)}`,
  );
}
console.log("\nCSV export of /admin/newsletter.csv (server memory from /proc/<pid>/status):");
for (const [label, run] of [
  ["10,000 rows", small],
  ["100,000 rows", large],
  ["100,000 rows, again", largeAgain],
]) {
  console.log(
    `  ${label.padEnd(20)} ${ms(run.ms).padStart(8)} (server CPU ${ms(run.cpuMs)}, run-queue ${ms(run.waitingMs)})   ${run.rows} rows, ${mb(run.mb)} (${run.encoding})   RSS before ${mb(run.beforeMb)}, peak ${mb(run.peakMb)}, growth ${mb(run.growthMb)}${run.peakReset ? "" : " (VmHWM not resettable: sampled RSS only)"}`,
  );
}
const worstP95 = Math.max(...listResults.map((row) => row.cpu.p95));
const people = listResults.filter((row) => row.path.startsWith("/admin/mensen"));
const peopleP95 = Math.max(...people.map((row) => row.cpu.p95));
console.log(
  `\nPeople list (${peopleSeeded} people seeded plus the intakes' addresses): p95 server CPU worst ${ms(peopleP95)}, wall ${ms(Math.max(...people.map((row) => row.wall.p95)))} (target <= ${targets.listP95Ms} ms): ${peopleP95 <= targets.listP95Ms ? "ok" : "OVER TARGET"}`,
);
// The search on its own line: a name fragment and a whole address (ADR 0063).
const searches = people.filter((row) => row.path.includes("?q="));
const searchP95 = Math.max(...searches.map((row) => row.cpu.p95));
console.log(
  `People search (name fragment, whole address): p95 server CPU worst ${ms(searchP95)}, wall ${ms(Math.max(...searches.map((row) => row.wall.p95)))} (target <= ${targets.listP95Ms} ms): ${searchP95 <= targets.listP95Ms ? "ok" : "OVER TARGET"}`,
);
const worstWallP95 = Math.max(...listResults.map((row) => row.wall.p95));
const exportMs = large.ms;
const growthDifference = Math.max(large.growthMb, largeAgain.growthMb) - small.growthMb;
const rowsOk =
  small.rows === counts.firstExport && large.rows === counts.subscribers && largeAgain.rows === counts.subscribers;
console.log(
  `\nSummary: list page p95 server CPU worst ${ms(worstP95)} (target <= ${targets.listP95Ms} ms): ${worstP95 <= targets.listP95Ms ? "ok" : "OVER TARGET"}, wall ${ms(worstWallP95)}; ` +
    `100k export ${ms(exportMs)} (target <= ${targets.exportMs} ms): ${exportMs <= targets.exportMs ? "ok" : "OVER TARGET"}; ` +
    `memory growth 100k vs 10k ${growthDifference >= 0 ? "+" : ""}${mb(growthDifference)} (target flat, < ${targets.memoryGrowthMb} MB): ${growthDifference < targets.memoryGrowthMb ? "ok" : "GROWS"}; ` +
    `rows in the exports ${rowsOk ? "complete" : "INCOMPLETE"}`,
);
process.exit(rowsOk ? 0 : 1);
