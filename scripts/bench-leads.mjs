// `npm run bench:leads`: sustained newsletter signups per second and p99
// latency at 50 connections against the built server, then a check that the
// database holds exactly one row per accepted signup. The rate limit is
// raised for the run (RATE_LIMIT_SCALE). Pass --no-build to reuse a build.
import SQLite from "better-sqlite3";
import { join } from "node:path";
import { Agent } from "undici";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";

const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const target = 500;

buildUnlessSkipped();
const server = await startBuiltServer({ RATE_LIMIT_SCALE: "1000000000", LOG_LEVEL: "error" }, undefined, {
  echo: true,
});
const origin = server.url;
const dispatcher = new Agent({ connections, pipelining: 1 });
const run = Date.now().toString(36);
let sequence = 0;
let accepted = 0;
let refused = 0;
let failed = 0;
const latencies = [];

/** One client: sends signups back to back until time is up; every answer is awaited and counted. */
async function client(deadline) {
  while (Date.now() < deadline) {
    sequence += 1;
    const body = new URLSearchParams({ name: "Bench Lezer", email: `bench-${run}-${sequence}@example.nl` });
    const started = performance.now();
    try {
      // The enhanced footer form posts to the route's data endpoint, as a browser with JavaScript does.
      const response = await fetch(`${origin}/nieuwsbrief.data`, {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        dispatcher,
      });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.status === 200 && text.includes("Confirmation sent")) accepted += 1;
      else refused += 1;
    } catch {
      failed += 1;
    }
  }
}

// Warm-up, then the measured run.
await Promise.all(Array.from({ length: connections }, () => client(Date.now() + 2000)));
const warmUp = accepted;
accepted = refused = failed = 0;
latencies.length = 0;
const started = Date.now();
await Promise.all(Array.from({ length: connections }, () => client(started + seconds * 1000)));
const elapsed = (Date.now() - started) / 1000;

const db = new SQLite(join(server.dataDir, "site.db"), { readonly: true });
const { rows } = db.prepare("select count(*) as rows from newsletter_pending where email like ?").get(`bench-${run}-%`);
db.close();
await server.stop();
server.remove();
await dispatcher.close();

latencies.sort((a, b) => a - b);
const percentile = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
const perSecond = Math.round(accepted / elapsed);
const lost = warmUp + accepted - rows;
console.log(`\nNewsletter signups at ${connections} connections for ${seconds} s (after a 2 s warm-up)`);
console.log(`  accepted ${accepted}, refused ${refused}, failed requests ${failed}`);
console.log(`  ${perSecond} signups/s, latency p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms`);
console.log(
  `  rows in the database ${rows} for ${warmUp + accepted} accepted signups (warm-up included): lost ${lost}`,
);
console.log(
  `\nSummary: ${perSecond} signups/s (target >= ${target}): ${perSecond >= target ? "ok" : "UNDER TARGET"}; ` +
    `lost rows ${lost} (target 0): ${lost === 0 ? "ok" : "LOST"}`,
);
process.exit(lost === 0 ? 0 : 1);
