// `npm run bench:pages`: builds, starts the production server and reports, in
// one run, throughput and p99 latency at 50 connections of a page rendered into
// the page cache at start-up (no page is prerendered at build time any more:
// each shows the business details, ADR 0089), a blog post published in the
// database while the server runs (rendered into the same cache later, ADR 0057)
// and a server-rendered page,
// and the first-load JS and CSS (gzip) of every public route. Pass --no-build
// to reuse an existing build.
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";
import { publicPages } from "./lib/public-pages.mjs";

const connections = 50;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const targets = { jsKb: 130, cssKb: 25, prerenderedRps: 3000, publishedPostShare: 0.9 };

buildUnlessSkipped();
// Errors only: the not-found page logs every unknown path, which would flood the output.
const server = await startBuiltServer({ LOG_LEVEL: "error" }, undefined, { echo: true });
const base = server.url;

/**
 * Publishes a post the way the schedule does: a row whose time has come (a
 * copy of the longest default article), picked up by the running server's
 * publisher within a second. Resolves when the post answers from the page
 * cache (an ETag is only sent from there).
 */
async function publishBenchPost() {
  const path = "/blog/bench-artikel";
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  db.prepare(
    `insert into blog_posts (slug, title, description, body, tags, keywords, reading_minutes, published_at,
       date_modified, default_cover, cover_alt, created_at, updated_at)
     select 'bench-artikel', title || ' (meting)', description, body, tags, keywords, reading_minutes, ?, null,
       default_cover, cover_alt, ?, ? from blog_posts order by length(body) desc limit 1`,
  ).run(now, now, now);
  db.close();
  for (let tries = 0; tries < 100; tries++) {
    const response = await fetch(base + path);
    await response.arrayBuffer();
    if (response.status === 200 && response.headers.get("etag")) return path;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} did not reach the page cache`);
}

async function load(path, expectedStatus, share = connections) {
  await autocannon({ url: base + path, connections: share, duration: 2, headers: { "accept-encoding": "br, gzip" } });
  const result = await autocannon({
    url: base + path,
    connections: share,
    duration,
    headers: { "accept-encoding": "br, gzip" },
  });
  const unexpected = result.non2xx && expectedStatus === 200 ? result.non2xx : 0;
  return {
    path,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + unexpected,
  };
}

console.log(`\nThroughput at ${connections} connections, ${duration} s each (after a 2 s warm-up):`);
const postPath = await publishBenchPost();
// A page rendered into the page cache at start-up and not touched since.
const buildTimePath = "/aanbod";
const buildTime = await load(buildTimePath, 200);
// Side by side: both at once, half the connections each, so a busy machine slows both alike.
// Measured before the not-found page, whose backlog of slow renders would weigh on whatever follows.
const pair = await Promise.all([load(buildTimePath, 200, connections / 2), load(postPath, 200, connections / 2)]);
const notFound = await load("/pagina-die-niet-bestaat", 404);
const labels = [
  `cached ${buildTimePath}`,
  `cached ${buildTimePath}, at the same time as`,
  "a post published in the database",
  "server-rendered not-found page",
];
[buildTime, ...pair, notFound].forEach((row, i) => {
  console.log(
    `  ${labels[i].padEnd(34)} ${String(row.rps).padStart(6)} req/s   p99 ${row.p99} ms   errors ${row.errors}`,
  );
});

// First-load weight: every script and stylesheet a first-time visitor's browser
// (Chromium, nothing stored, so the cookie banner loads too) fetches for the
// page, counted at gzip level 9. The pages are the sitemap's, so the list stays complete.
const buildDir = process.env.BUILD_DIR ?? "build";
const gz = (path) => gzipSync(readFileSync(join(buildDir, "client", path)), { level: 9 }).length;
const pages = await publicPages(base);
console.log("\nFirst-load JS and CSS per public route (gzip, KB; what a first-time visitor's browser fetches):");
let worstJs = 0;
let worstCss = 0;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const page of pages) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const assets = new Set();
  tab.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && /\.(js|css)$/.test(pathname)) assets.add(pathname);
  });
  await tab.goto(base + page, { waitUntil: "networkidle" });
  await context.close();
  const sum = (ext) =>
    [...assets].filter((file) => file.endsWith(ext)).reduce((total, file) => total + gz(file), 0) / 1024;
  const jsKb = sum(".js");
  const cssKb = sum(".css");
  worstJs = Math.max(worstJs, jsKb);
  worstCss = Math.max(worstCss, cssKb);
  console.log(`  ${page.padEnd(32)} JS ${jsKb.toFixed(1).padStart(6)}   CSS ${cssKb.toFixed(1).padStart(5)}`);
}
await browser.close();

await server.stop();
server.remove();

const verdict = (ok) => (ok ? "ok" : "OVER TARGET");
console.log("\nSummary");
console.log(
  `  cached page req/s ${buildTime.rps} (target >= ${targets.prerenderedRps}): ${verdict(buildTime.rps >= targets.prerenderedRps)}`,
);
const share = pair[1].rps / pair[0].rps;
console.log(
  `  published post req/s ${pair[1].rps} = ${(share * 100).toFixed(0)}% of start-up ${buildTimePath} beside it ` +
    `(target >= ${targets.publishedPostShare * 100}%): ${verdict(share >= targets.publishedPostShare)}`,
);
console.log(
  `  largest first-load JS ${worstJs.toFixed(1)} KB (target <= ${targets.jsKb}): ${verdict(worstJs <= targets.jsKb)}`,
);
console.log(
  `  largest first-load CSS ${worstCss.toFixed(1)} KB (target <= ${targets.cssKb}): ${verdict(worstCss <= targets.cssKb)}`,
);
