// `npm run bench:backup`: does a backup slow the site down? Starts the built
// server with an off-site restic repository in a temporary folder, seeds the
// bench:admin data set (scripts/lib/admin-data-set.mjs), then measures /home
// as visitors get it: first on a quiet server, then while the coach's 'Nu een
// back-up maken' runs (the local backup and its off-site copy, ADR 0099), then
// while 'Herstel testen' runs (ADR 0100). Target: p99 under 50 ms during the
// backup. Four clients ask one after another; each sample is one round trip
// over loopback. Pass --no-build to reuse a build.
import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Agent } from "undici";
import { adminDataSet, seedWholeDataSet, signUpAdmin } from "./lib/admin-data-set.mjs";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { roundTrip, roundTripsUntil, spread } from "./lib/latency.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";

const targetP99Ms = 50;
const quietSeconds = Number(process.env.BENCH_QUIET_SECONDS ?? 15);
const clients = 4;
const setupCode = "bench-setup-code-1234";

buildUnlessSkipped();
const repositories = mkdtempSync(join(tmpdir(), "coach-bench-backup-"));
const server = await startBuiltServer(
  {
    RATE_LIMIT_SCALE: "1000000000",
    LOG_LEVEL: "error",
    ADMIN_SETUP_CODE: setupCode,
    BACKUP_REPOSITORY: join(repositories, "offsite"),
    BACKUP_PASSWORD: "bench-wachtwoord-van-de-kopie",
  },
  undefined,
  { echo: true },
);
const origin = server.url;
const dispatcher = new Agent({ connections: clients + 2 });

async function finish(code) {
  await server.stop();
  server.remove();
  rmSync(repositories, { recursive: true, force: true });
  await dispatcher.close();
  await measuring.close();
  process.exit(code);
}

console.log("\nSetting up: first admin, then the bench:admin data set ...");
const cookie = await signUpAdmin(origin, {
  email: "coach@bench.example",
  password: "bench-wachtwoord-12345",
  setupCode,
});
await seedWholeDataSet(adminDataSet({ dataDir: server.dataDir, origin, dispatcher }));

// Fresh connections for the measurements: none left idle by the long seeding for the server to close.
const measuring = new Agent({ connections: clients });

const home = `${origin}/home`;
const homeOnce = () => roundTrip(home, measuring);
const measureHome = (done) => roundTripsUntil(home, { clients, dispatcher: measuring }, done);

const db = new SQLite(join(server.dataDir, "site.db"), { readonly: true });
const unfinished = () => db.prepare("select count(*) from backup_runs where finished_at is null").pluck().get() > 0;

/** Asks for a run as the coach does, measures /home until it has finished, and returns the figures with the run's rows. */
async function during(intent) {
  const since = db.prepare("select coalesce(max(id), 0) from backup_runs").pluck().get();
  const asked = await fetch(`${origin}/admin/back-ups`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ intent }),
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie },
    dispatcher,
  });
  if (asked.status !== 303) throw new Error(`asking for ${intent} answered ${asked.status}`);
  const started = performance.now();
  const samples = await measureHome(() => !unfinished());
  const seconds = (performance.now() - started) / 1000;
  const runs = db.prepare("select kind, outcome, bytes, error from backup_runs where id > ? order by id").all(since);
  return { ...spread(samples), seconds, runs };
}

// Warm-up, then the quiet baseline.
for (let i = 0; i < 50; i++) await homeOnce();
const quietUntil = performance.now() + quietSeconds * 1000;
const quiet = spread(await measureHome(() => performance.now() > quietUntil));
const backup = await during("back-up");
const restore = await during("hersteltest");
db.close();

const ms = (value) => `${value.toFixed(1)} ms`;
const line = (label, figures) =>
  `  ${label.padEnd(26)} ${String(figures.n).padStart(6)} requests   p50 ${ms(figures.p50).padStart(8)}   p95 ${ms(figures.p95).padStart(8)}   p99 ${ms(figures.p99).padStart(8)}   max ${ms(figures.max).padStart(8)}`;
const mb = (bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
console.log(`\n/home round trips, ${clients} clients asking back to back:`);
console.log(line("quiet", quiet));
console.log(line(`during the backup (${backup.seconds.toFixed(1)} s)`, backup));
console.log(line(`during the restore test (${restore.seconds.toFixed(1)} s)`, restore));
for (const run of [...backup.runs, ...restore.runs]) {
  console.log(
    `  ${run.kind}: ${run.outcome}${run.bytes ? `, ${mb(run.bytes)}` : ""}${run.error ? ` (${run.error})` : ""}`,
  );
}
const allOk = [...backup.runs, ...restore.runs].every((run) => run.outcome === "ok");
const withinTarget = backup.p99 < targetP99Ms;
console.log(
  `\nSummary: /home p99 during a backup of the bench:admin data set ${ms(backup.p99)} (target < ${targetP99Ms} ms): ${withinTarget ? "ok" : "OVER TARGET"}; ` +
    `runs ${allOk ? "all succeeded" : "NOT ALL SUCCEEDED"}`,
);
await finish(withinTarget && allOk ? 0 : 1);
