// `npm run bench:booking`: the server time of computing /kennismaking's free
// times (ADR 0040) with a busy agenda: one year of past and one year of future
// appointments and a 500-event busy-time feed (a tenth of them weekly
// recurring) synced from a local server through the real fetch and parse.
// Measures the slot view model end to end from the real SQLite file: settings,
// availability, blocked dates, appointments and stored busy times read, slots
// computed, Dutch headings and labels formatted. Target: p95 <= 50 ms. A paid session
// type (60 minutes, ADR 0122) has two sessions a weekday over the same two years, and its
// own free times (the same read with the type's length) are held to the same target.
// Then the whole page: the built server on the same data renders /kennismaking
// (loader, React render, HTML) and the p95 of its main thread's CPU time per
// request (/proc/<pid>/schedstat; the round trip on a shared machine is mostly
// waiting for a CPU) is held to the same target. Pass --no-build to reuse a build.
import SQLite from "better-sqlite3";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundleAppModule } from "./lib/bundle-app.mjs";
import { buildIfNeeded } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";

const targetP95Ms = 50;
const samples = Number(process.env.BENCH_SAMPLES ?? 200);
const dayMs = 86_400_000;

const dataDir = mkdtempSync(join(tmpdir(), "coach-bench-booking-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "error";
// Lets the feed come from the loopback server below (production allows https only).
process.env.NODE_ENV = "test";

const bundle = await bundleAppModule(
  "bench-booking",
  `export { forgetFreeTimes, freeTimes } from "~/features/booking/free-times.server";
   export { sessionFreeTimes } from "~/features/booking/session-types.server";
   export { syncBusyFeed } from "~/features/booking/busy-feed-sync.server";
   export { openAppDatabase } from "~/server/db.server";`,
);
const { forgetFreeTimes, freeTimes, sessionFreeTimes, syncBusyFeed, openAppDatabase } = await import(bundle);
const { sqlite } = await openAppDatabase();

// ---- one year back and one year ahead: 6 of the 16 daily slots booked on each weekday
const now = Date.now();
const insert = sqlite.prepare(
  "insert into appointments (start_at, end_at, status, name, email, phone, question, created_at) values (?, ?, ?, ?, ?, null, null, ?)",
);
let appointments = 0;
let sessions = 0;
const typeId = Number(
  sqlite
    .prepare(
      "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
    )
    .run(new Date(now).toISOString()).lastInsertRowid,
);
const insertSession = sqlite.prepare(
  "insert into appointments (start_at, end_at, status, name, email, phone, question, created_at, session_type_id) values (?, ?, ?, ?, ?, null, null, ?, ?)",
);
sqlite.transaction(() => {
  for (let day = -365; day <= 365; day++) {
    const date = new Date(now + day * dayMs);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const slot of [0, 3, 5, 8, 11, 14]) {
      // 08:00 UTC is 09:00 in winter, 10:00 in summer: either way inside the default window.
      const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 8) + slot * 30 * 60_000;
      const past = start < now;
      insert.run(
        new Date(start).toISOString(),
        new Date(start + 30 * 60_000).toISOString(),
        past ? "geweest" : "gepland",
        "enc:v1:bench",
        `bezoeker${appointments}@voorbeeld.nl`,
        new Date(start - 7 * dayMs).toISOString(),
      );
      appointments++;
    }
    // Two paid hours a weekday between the intro calls: 11:00-12:00 and 12:30-13:30 UTC.
    for (const halfHour of [6, 9]) {
      const start = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 8) + halfHour * 30 * 60_000;
      insertSession.run(
        new Date(start).toISOString(),
        new Date(start + 60 * 60_000).toISOString(),
        start < now ? "geweest" : "gepland",
        "enc:v1:bench",
        `klant${sessions % 40}@voorbeeld.nl`,
        new Date(start - 7 * dayMs).toISOString(),
        typeId,
      );
      sessions++;
    }
  }
})();

// ---- a 500-event busy feed over the same two years
const stamp = (ms) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
const events = [];
for (let i = 0; i < 500; i++) {
  const start = now + Math.round(((i * 7919) % 730) - 365) * dayMs + ((i % 8) + 8) * 3_600_000;
  events.push(
    "BEGIN:VEVENT",
    `UID:bench-${i}@voorbeeld.nl`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 3_600_000)}`,
    ...(i % 10 === 0 ? ["RRULE:FREQ=WEEKLY;COUNT=104"] : []),
    "SUMMARY:Bezet",
    "END:VEVENT",
  );
}
const ics = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//NL", ...events, "END:VCALENDAR"].join("\r\n");
const feedServer = createServer((_req, res) => res.writeHead(200, { "Content-Type": "text/calendar" }).end(ics));
await new Promise((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
sqlite
  .prepare("update booking_settings set busy_feed_url = ? where id = 1")
  .run(`http://127.0.0.1:${feedServer.address().port}/feed.ics`);
const syncStarted = performance.now();
const synced = await syncBusyFeed(now);
const syncMs = (performance.now() - syncStarted).toFixed(0);
feedServer.close();
if (!synced?.ok) {
  console.error("busy feed did not sync:", synced);
  process.exit(1);
}
const busyIntervals = JSON.parse(
  new SQLite(join(dataDir, "site.db"), { readonly: true }).prepare("select busy_feed_busy from booking_settings").get()
    .busy_feed_busy,
).length;

// ---- measure
for (let i = 0; i < 20; i++) await freeTimes(now);
const times = [];
let shown = 0;
for (let i = 0; i < samples; i++) {
  const started = performance.now();
  const days = await freeTimes(now);
  times.push(performance.now() - started);
  shown = days.reduce((sum, day) => sum + day.slots.length, 0);
}
const percentile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const p95 = percentile(times, 0.95);
for (let i = 0; i < 20; i++) await sessionFreeTimes(typeId, now);
const sessionTimes = [];
let sessionShown = 0;
for (let i = 0; i < samples; i++) {
  const started = performance.now();
  const days = await sessionFreeTimes(typeId, now);
  sessionTimes.push(performance.now() - started);
  sessionShown = days.reduce((sum, day) => sum + day.slots.length, 0);
}
const sessionP95 = percentile(sessionTimes, 0.95);
// The same computed afresh every time (the first read after any booking, or a minute on), held
// to the target in this process's CPU time: on a shared machine the wall clock is mostly waiting.
const freshTimes = [];
const freshCpu = [];
for (let i = 0; i < samples; i++) {
  forgetFreeTimes();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await sessionFreeTimes(typeId, now);
  const cpu = process.cpuUsage(cpuBefore);
  freshTimes.push(performance.now() - started);
  freshCpu.push((cpu.user + cpu.system) / 1000);
}
const freshP95 = percentile(freshCpu, 0.95);
console.log(
  `appointments: ${appointments} intro calls and ${sessions} paid sessions (one year back and ahead), busy feed: 500 events -> ${busyIntervals} busy intervals in the window ` +
    `(fetch, parse and expand: ${syncMs} ms, every 5 minutes in the background)\n` +
    `free times shown: ${shown}\n` +
    `free-times view model, ${samples} samples: p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, ` +
    `max ${percentile(times, 1).toFixed(2)} ms (target p95 <= ${targetP95Ms} ms: ${p95 <= targetP95Ms ? "ok" : "OVER TARGET"})\n` +
    `session free times (60 minutes, kept like the intro call's) shown: ${sessionShown}, ${samples} samples: ` +
    `p50 ${percentile(sessionTimes, 0.5).toFixed(2)} ms, p95 ${sessionP95.toFixed(2)} ms, max ${percentile(sessionTimes, 1).toFixed(2)} ms ` +
    `(target p95 <= ${targetP95Ms} ms: ${sessionP95 <= targetP95Ms ? "ok" : "OVER TARGET"}); ` +
    `computed afresh: CPU p50 ${percentile(freshCpu, 0.5).toFixed(2)} ms, p95 ${freshP95.toFixed(2)} ms ` +
    `(wall p50 ${percentile(freshTimes, 0.5).toFixed(2)} ms, p95 ${percentile(freshTimes, 0.95).toFixed(2)} ms) ` +
    `(target p95 <= ${targetP95Ms} ms: ${freshP95 <= targetP95Ms ? "ok" : "OVER TARGET"})`,
);
sqlite.close();

// ---- the whole page from the built server on the same data
buildIfNeeded();
// The feed's server is gone: the server's own sync fails and keeps the stored copy, as in production.
const server = await startBuiltServer({ LOG_LEVEL: "error" }, dataDir);
const pid = server.child.pid;
const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
const pageSamples = Math.max(50, Math.round(samples / 2));

/** The server's main-thread CPU per request of `path` (the first ten warm it up), and the round trips. */
async function pageCost(path, expectText) {
  const rounds = [];
  const cpu = [];
  for (let i = 0; i < pageSamples + 10; i++) {
    const cpuBefore = cpuNs();
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    const ms = performance.now() - started;
    const cpuMs = (cpuNs() - cpuBefore) / 1e6;
    if (response.status !== 200 || !html.includes(expectText)) {
      console.error(`${path} answered ${response.status} without ${expectText}`);
      await server.stop();
      process.exit(1);
    }
    if (i >= 10) {
      rounds.push(ms);
      cpu.push(cpuMs);
    }
  }
  return { cpu, rounds };
}

const report = (label, { cpu, rounds }) => {
  const cpuP95 = percentile(cpu, 0.95);
  console.log(
    `${label}, ${cpu.length} requests: server CPU p50 ${percentile(cpu, 0.5).toFixed(2)} ms, ` +
      `p95 ${cpuP95.toFixed(2)} ms (target p95 <= ${targetP95Ms} ms: ${cpuP95 <= targetP95Ms ? "ok" : "OVER TARGET"}); ` +
      `round trip p50 ${percentile(rounds, 0.5).toFixed(2)} ms, p95 ${percentile(rounds, 0.95).toFixed(2)} ms`,
  );
  return cpuP95;
};

const pageP95 = report("/kennismaking from the built server", await pageCost("/kennismaking", "tijd="));
const firstTime = /href="\/kennismaking\?tijd=([^"#]+)#/.exec(
  await (await fetch(`${server.url}/kennismaking`)).text(),
)[1];
const formP95 = report(
  "/kennismaking?tijd=<first free time> (the form, rendered per request)",
  await pageCost(`/kennismaking?tijd=${firstTime}`, "Afspraak aanvragen"),
);

// ---- the review's load: 35 requests a second to /kennismaking for 10 s, /healthz asked every 100 ms meanwhile
const loadRate = 35;
const loadSeconds = 10;
const healthz = [];
let loading = true;
const probe = (async () => {
  while (loading) {
    const started = performance.now();
    await (await fetch(`${server.url}/healthz`)).text();
    healthz.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
const cpuBeforeLoad = cpuNs();
const loadStarted = performance.now();
const inFlight = [];
for (let i = 0; i < loadRate * loadSeconds; i++) {
  const due = loadStarted + (i * 1000) / loadRate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  inFlight.push(fetch(`${server.url}/kennismaking`).then((response) => response.text()));
}
await Promise.all(inFlight);
const loadMs = performance.now() - loadStarted;
loading = false;
await probe;
const busyShare = (cpuNs() - cpuBeforeLoad) / 1e6 / loadMs;
console.log(
  `${loadRate} requests a second to /kennismaking for ${loadSeconds} s: server main thread busy ${(busyShare * 100).toFixed(0)}% of the time; ` +
    `/healthz meanwhile (${healthz.length} asks): p50 ${percentile(healthz, 0.5).toFixed(1)} ms, ` +
    `p95 ${percentile(healthz, 0.95).toFixed(1)} ms, max ${percentile(healthz, 1).toFixed(1)} ms`,
);

await server.stop();
server.remove();
process.exit(
  p95 <= targetP95Ms &&
    sessionP95 <= targetP95Ms &&
    freshP95 <= targetP95Ms &&
    pageP95 <= targetP95Ms &&
    formP95 <= targetP95Ms
    ? 0
    : 1,
);
