// `npm run bench:pages`: builds, starts the production server and reports, in
// one run, throughput and p99 latency of a prerendered and a server-rendered
// page at 50 connections, and the first-load JS and CSS (gzip) of every
// public route. Pass --no-build to reuse an existing build.
import autocannon from "autocannon";
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
const targets = { jsKb: 130, cssKb: 25, prerenderedRps: 3000 };

buildUnlessSkipped();
// Errors only: the not-found page logs every unknown path, which would flood the output.
const server = await startBuiltServer({ LOG_LEVEL: "error" }, undefined, { echo: true });
const base = server.url;

async function load(path, expectedStatus) {
  await autocannon({ url: base + path, connections, duration: 2, headers: { "accept-encoding": "br, gzip" } });
  const result = await autocannon({
    url: base + path,
    connections,
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
const rows = [await load("/home", 200), await load("/pagina-die-niet-bestaat", 404)];
const labels = ["prerendered /home", "server-rendered not-found page"];
rows.forEach((row, i) => {
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
  `  prerendered req/s ${rows[0].rps} (target >= ${targets.prerenderedRps}): ${verdict(rows[0].rps >= targets.prerenderedRps)}`,
);
console.log(
  `  largest first-load JS ${worstJs.toFixed(1)} KB (target <= ${targets.jsKb}): ${verdict(worstJs <= targets.jsKb)}`,
);
console.log(
  `  largest first-load CSS ${worstCss.toFixed(1)} KB (target <= ${targets.cssKb}): ${verdict(worstCss <= targets.cssKb)}`,
);
