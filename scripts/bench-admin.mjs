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
import SQLite from "better-sqlite3";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Agent } from "undici";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { bundleAppModule } from "./lib/bundle-app.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";

const counts = { subscribers: 100_000, firstExport: 10_000, ebooks: 50_000, intakes: 10_000, selfTests: 20_000 };
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

// ---- realistic values --------------------------------------------------------
const firstNames = [
  "Jan",
  "Pieter",
  "Mark",
  "Sander",
  "Bas",
  "Thomas",
  "Kees",
  "Ruud",
  "Joost",
  "Dennis",
  "Erik",
  "Lotte",
  "Sanne",
  "Eva",
  "Mohammed",
  "Youssef",
  "Daan",
  "Niels",
  "Wouter",
  "Marieke",
];
const lastNames = [
  "de Vries",
  "Jansen",
  "van den Berg",
  "Bakker",
  "Visser",
  "Smit",
  "Meijer",
  "de Boer",
  "Mulder",
  "de Groot",
  "Bos",
  "Vos",
  "Peters",
  "Hendriks",
  "van Leeuwen",
  "Dekker",
  "Brouwer",
  "de Wit",
  "Dijkstra",
  "Yılmaz",
];
const domains = ["gmail.com", "outlook.com", "hotmail.nl", "ziggo.nl", "kpnmail.nl", "xs4all.nl", "bedrijf.nl"];
const tagSets = ["[]", "[]", "[]", '["burnout"]', '["adhd"]', '["burnout","zelftest"]', '["ebook"]'];
let seed = 42;
function random() {
  // Deterministic (mulberry32), so every run seeds the same data.
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const twoYearsMs = 2 * 365 * 24 * 3_600_000;
/** `count` moments over the last two years, oldest first: rows arrive in time order, as in real use. */
function timeline(count) {
  const step = twoYearsMs / count;
  const start = Date.now() - twoYearsMs;
  return Array.from({ length: count }, (_, i) => new Date(start + Math.floor((i + random()) * step)).toISOString());
}
const later = (iso) => new Date(Date.parse(iso) + Math.floor(random() * (Date.now() - Date.parse(iso)))).toISOString();
function person(n) {
  const first = pick(firstNames);
  const last = pick(lastNames);
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
  return { name: `${first} ${last}`, email: `${local}.${n}@${pick(domains)}` };
}

// ---- helpers -------------------------------------------------------------------
function openDb() {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 10000");
  return db;
}

const subscriberMoments = timeline(counts.subscribers);
function seedSubscribers(from, to) {
  const db = openDb();
  const insert = db.prepare(
    "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, last_email_sent_at, unsubscribed_at) values (?, ?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let n = from; n < to; n++) {
      const { name, email } = person(n);
      const subscribedAt = subscriberMoments[n];
      const active = random() < 0.88;
      const mailed = random() < 0.7 ? subscribedAt : null;
      insert.run(
        email,
        random() < 0.2 ? null : name,
        pick(tagSets),
        active ? 1 : 0,
        subscribedAt,
        mailed,
        active ? null : later(subscribedAt),
      );
    }
  })();
  db.close();
}

function seedEbookRequests(count) {
  const db = openDb();
  const insert = db.prepare("insert into ebook_requests (email, name, requested_at, sent_at) values (?, ?, ?, ?)");
  const moments = timeline(count);
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const { name, email } = person(n);
      const at = moments[n];
      insert.run(email, random() < 0.3 ? null : name, at, at);
    }
  })();
  db.close();
}

/** The app's data cipher, bundled for plain Node, with the key the server made in its data folder. */
async function serverCipher() {
  const file = await bundleAppModule(
    "bench-admin-cipher",
    'export { deriveKeys, emailLookup, parseKeyText, sealRow } from "~/server/data-cipher.server";',
  );
  const cipher = await import(file);
  const keys = cipher.deriveKeys(
    cipher.parseKeyText(readFileSync(join(server.dataDir, "data-encryption.key"), "utf8")),
  );
  return {
    seal: (table, row) => cipher.sealRow(keys, table, row),
    lookup: (email) => cipher.emailLookup(keys, email),
  };
}

const profiles = ["Burnout / ADHD-Executive", "Veerkrachtig / Burnout", "ADHD-Executive / Verstrooide Visionair"];
/**
 * Self-test results as the app stores them: address, profile and answers
 * sealed, the address's look-up beside it. Returns each address and moment.
 */
function seedSelfTests(count, cipher) {
  const seeded = [];
  const db = openDb();
  const insert = db.prepare(
    "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (?, ?, ?, ?, ?, ?, ?)",
  );
  const moments = timeline(count);
  db.transaction(() => {
    for (let n = 0; n < count; n++) {
      const { email } = person(n);
      const answers = JSON.stringify(Array.from({ length: 12 }, () => Math.floor(random() * 4)));
      const sealed = cipher.seal("test_results", { profiel: pick(profiles), email, answers });
      insert.run(
        sealed.profiel,
        Math.floor(random() * 37),
        sealed.email,
        cipher.lookup(email),
        sealed.answers,
        moments[n],
        moments[n],
      );
      seeded.push({ email, at: moments[n] });
    }
  })();
  db.close();
  return seeded;
}

/**
 * The people rows the app writes beside each newsletter signup, e-book request
 * and self-test (ADR 0051), built from the rows just seeded: one per address,
 * newest activity, a flag per kind, the clear search text only from the clear
 * sources, and a status other than 'Nieuw' for a few.
 */
function seedPeople(cipher, selfTests) {
  const db = openDb();
  const people = new Map();
  const add = (email, name, at, kind, clear) => {
    const person = people.get(email) ?? { email, name: null, first: at, last: at, kinds: new Set(), search: "" };
    person.name = name ?? person.name;
    if (at < person.first) person.first = at;
    if (at > person.last) person.last = at;
    person.kinds.add(kind);
    if (clear) person.search = `${email} ${name ?? ""}`.trim().toLowerCase();
    people.set(email, person);
  };
  for (const row of db.prepare("select email, name, subscribed_at as at from newsletter_subscribers").iterate()) {
    add(row.email, row.name, row.at, "newsletter", true);
  }
  for (const row of db.prepare("select email, name, requested_at as at from ebook_requests").iterate()) {
    add(row.email, row.name, row.at, "ebook", true);
  }
  for (const { email, at } of selfTests) add(email, null, at, "selftest", false);
  const statuses = ["in-gesprek", "kennismaking-gepland", "client", "afgerond", "geen-match"];
  const insert = db.prepare(
    "insert into people (email_lookup, email, name, search_text, status, first_seen_at, last_activity_at, newsletter, ebook, selftest) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (const person of people.values()) {
      const sealed = cipher.seal("people", { email: person.email, name: person.name });
      const flag = (kind) => (person.kinds.has(kind) ? 1 : 0);
      insert.run(
        cipher.lookup(person.email),
        sealed.email,
        sealed.name,
        person.search,
        random() < 0.05 ? pick(statuses) : "nieuw",
        person.first,
        person.last,
        flag("newsletter"),
        flag("ebook"),
        flag("selftest"),
      );
    }
  })();
  db.close();
  return people.size;
}

const sentences = [
  "Ik slaap slecht en word vaak om vier uur wakker met een hoofd vol gedachten.",
  "Op het werk lukt het me niet meer om me te concentreren, ik lees mails drie keer.",
  "Sinds een half jaar ben ik snel geïrriteerd, vooral thuis, en dat wil ik niet.",
  "Mijn huisarts zei dat het op een burn-out lijkt; ik ben nu twee maanden thuis.",
  "Ik sport niet meer en eet onregelmatig, vaak pas 's avonds laat.",
  "Ik wil weer plezier hebben in mijn werk en tijd voor mijn kinderen.",
  "Grenzen aangeven vind ik lastig; ik zeg overal ja op en loop dan vast.",
  "Drukke ruimtes en veel geluid maken me binnen een uur uitgeput.",
];
/** The questionnaire's answer fields, read from the live form so this script never lists them twice. */
async function intakeAnswerFields() {
  // After the long seeding pause the server may have closed the kept-alive socket as this request reuses it.
  const html = await (await fetch(`${origin}/client-test`).catch(() => fetch(`${origin}/client-test`))).text();
  const names = [...html.matchAll(/<textarea[^>]*\sname="([^"]+)"/g)].map((match) => match[1]);
  if (names.length !== 25) fail(`expected 25 answer fields on /client-test, found ${names.length}`);
  return names;
}

/** Posts intake responses through the real form, a few at a time; returns how many were accepted. */
async function seedIntakes(count, concurrency = 6) {
  const answerFields = await intakeAnswerFields();
  let next = 0;
  let accepted = 0;
  async function worker() {
    while (next < count) {
      const n = next++;
      const { name, email } = person(n);
      const form = new URLSearchParams({ client_name: name, email, consent: "ja" });
      for (const field of answerFields) {
        if (random() < 0.15) continue; // some questions left blank
        const length = 1 + Math.floor(random() * 3);
        form.set(field, Array.from({ length }, () => pick(sentences)).join(" "));
      }
      const response = await fetch(`${origin}/client-test`, {
        method: "POST",
        redirect: "manual",
        body: form,
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        dispatcher,
      });
      await response.arrayBuffer();
      if (response.status === 303 && response.headers.get("location") === "/thank-you") accepted += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return accepted;
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
const signup = await fetch(`${origin}/admin-login`, {
  method: "POST",
  redirect: "manual",
  body: new URLSearchParams({ intent: "signup", email: adminEmail, password: adminPassword, setupCode }),
  headers: { "content-type": "application/x-www-form-urlencoded", origin },
});
const cookie = signup.headers.get("set-cookie")?.split(";")[0];
if (signup.status !== 302 || !cookie) fail(`admin sign-up failed with ${signup.status}`);

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
const intakes = await seedIntakes(counts.intakes);
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
