// `npm run bench:sequences`: a day of follow-up steps due at once (ADR 0130).
// Starts the built server with its clock in a file (TEST_CLOCK_FILE) on a
// Monday just before the steps' window opens, seeds 20,000 subscribers in the
// fresh install's e-book sequence (started), all with their next step due at
// 09:00 Amsterdam, then moves the clock to 09:00 and reports:
//   - mails queued per second (the 'sequences' job: due enrolment to mail-queue row),
//   - mails sent per second over the first BENCH_SEND_SECONDS (60) after 09:00, to a
//     local SMTP sink that only counts, at an unlimited rate
//     (NEWSLETTER_RATE_PER_MINUTE=0, the heaviest case),
//   - the server's peak resident memory (VmHWM in /proc/<pid>/status),
//   - /home round trips from four clients asking back to back, quiet and while
//     the steps are queued and sent. Target: p99 under 50 ms while it runs.
// Pass --no-build to reuse a build. Set BENCH_PEOPLE for another count.
import SQLite from "better-sqlite3";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { Agent } from "undici";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { roundTrip, roundTripsUntil, spread, spreadLine } from "./lib/latency.mjs";
import { freePort, startBuiltServer } from "../tests/support/built-server.mjs";

const people = Number(process.env.BENCH_PEOPLE ?? 20_000);
const sendSeconds = Number(process.env.BENCH_SEND_SECONDS ?? 60);
const targetP99Ms = 50;
const clients = 4;
const quietSeconds = 5;
// Monday 11 March 2030: 08:59 and 09:00 in Amsterdam.
const beforeWindow = "2030-03-11T07:59:00.000Z";
const windowOpens = "2030-03-11T08:00:00.000Z";

// The sink answers on a thread of its own, so the /home clients cannot slow it down; it only counts.
const smtpPort = await freePort();
const sink = new Worker(
  `const { parentPort, workerData } = require("node:worker_threads");
   const { SMTPServer } = require("smtp-server");
   let received = 0;
   const server = new SMTPServer({
     authOptional: true,
     disabledCommands: ["STARTTLS"],
     logger: false,
     onData(stream, _session, callback) {
       stream.on("data", () => {});
       stream.on("end", () => { received += 1; callback(); });
     },
   });
   server.listen(workerData.port, "127.0.0.1", () => parentPort.postMessage("ready"));
   parentPort.on("message", () => parentPort.postMessage(received));`,
  { eval: true, workerData: { port: smtpPort } },
);
await new Promise((resolve) => sink.once("message", resolve));
const received = () =>
  new Promise((resolve) => {
    sink.once("message", resolve);
    sink.postMessage("count");
  });

buildUnlessSkipped();
const clockDir = mkdtempSync(join(tmpdir(), "coach-bench-sequences-"));
const clockFile = join(clockDir, "now");
writeFileSync(clockFile, beforeWindow);
const server = await startBuiltServer(
  {
    LOG_LEVEL: "error",
    RATE_LIMIT_SCALE: "1000000000",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtpPort),
    NEWSLETTER_RATE_PER_MINUTE: "0",
    TEST_CLOCK_FILE: clockFile,
  },
  undefined,
  { echo: true },
);
const origin = server.url;
const measuring = new Agent({ connections: clients });

async function finish(code) {
  await server.stop();
  server.remove();
  rmSync(clockDir, { recursive: true, force: true });
  await measuring.close();
  await sink.terminate();
  process.exit(code);
}

console.log(`Seeding ${people.toLocaleString("en")} subscribers in the e-book sequence, due at 09:00 ...`);
const db = new SQLite(join(server.dataDir, "site.db"));
db.pragma("busy_timeout = 5000");
const subscribedAt = new Date().toISOString();
db.transaction(() => {
  const insert = db.prepare(
    "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, consent_confirmed_at) values (?, null, '[]', 1, ?, ?)",
  );
  for (let i = 0; i < people; i++) insert.run(`volger${i}@bench.example`, subscribedAt, subscribedAt);
  db.prepare("update sequences set status = 'actief' where trigger = 'ebook'").run();
  db.prepare(
    `insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at)
     select q.id, s.id, ?, 1, ? from sequences q, newsletter_subscribers s where q.trigger = 'ebook'`,
  ).run("2030-03-09T08:00:00.000Z", windowOpens);
})();
const enrolled = db.prepare("select count(*) from sequence_enrolments where exited_at is null").pluck().get();
if (enrolled !== people) {
  console.error(`\nonly ${enrolled} people enrolled: is the build older than migration 0054?`);
  await finish(1);
}
const queued = db.prepare("select count(*) from mail_queue where sequence_step_id is not null").pluck();
const sent = db.prepare("select count(sent_at) from mail_queue where sequence_step_id is not null").pluck();

const home = `${origin}/home`;
const measureHome = (done) => roundTripsUntil(home, { clients, dispatcher: measuring }, done);

for (let i = 0; i < 50; i++) await roundTrip(home, measuring);
const quietUntil = performance.now() + quietSeconds * 1000;
const quiet = spread(await measureHome(() => performance.now() > quietUntil));
if (queued.get() !== 0) {
  console.error("\nsteps were queued before their window opened");
  await finish(1);
}

writeFileSync(clockFile, windowOpens);
const started = performance.now();
let queuedAt = 0;
const watcher = setInterval(() => {
  if (!queuedAt && queued.get() === people) queuedAt = performance.now();
}, 100);
const until = started + sendSeconds * 1000;
const busy = spread(await measureHome(() => performance.now() > until));
clearInterval(watcher);
const sentInWindow = sent.get();
const sinkCount = await received();
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0);
db.close();
const queueSeconds = (queuedAt - started) / 1000;

console.log(`\nA day of sequence steps for ${people.toLocaleString("en")} people due at once, unlimited rate:`);
console.log(
  queuedAt
    ? `  all ${people} queued in ${queueSeconds.toFixed(1)} s: ${(people / queueSeconds).toFixed(0)} mails queued/s`
    : `  NOT ALL QUEUED within ${sendSeconds} s`,
);
console.log(
  `  sent in the first ${sendSeconds} s: ${sentInWindow} (${(sentInWindow / sendSeconds).toFixed(0)} mails sent/s), received by the sink ${sinkCount}`,
);
console.log(`  server peak RSS: ${(peakKb / 1024).toFixed(0)} MB`);
console.log(`\n/home round trips, ${clients} clients asking back to back:`);
console.log(spreadLine("quiet", quiet));
console.log(spreadLine(`while queued and sent (${sendSeconds} s)`, busy));
const withinTarget = busy.p99 < targetP99Ms;
console.log(
  `\nSummary: /home p99 while the steps go out ${busy.p99.toFixed(1)} ms (target < ${targetP99Ms} ms): ${withinTarget ? "ok" : "OVER TARGET"}`,
);
await finish(withinTarget && queuedAt !== 0 ? 0 : 1);
