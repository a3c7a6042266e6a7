// `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G and a 4x
// slower CPU) on the built site for every public page (the sitemap's), three
// runs each (LIGHTHOUSE_RUNS), the median reported. Offline-safe: Debian's
// Chromium, no downloads. Pass --no-build to reuse an existing build;
// LIGHTHOUSE_PAGES=/home,/blog picks a subset; LIGHTHOUSE_REPORTS=<folder> keeps
// each page's median-run JSON report there (LCP element, its breakdown, chains);
// LIGHTHOUSE_CPU_SLOWDOWN=1 keeps the network throttling but not the 4x CPU
// slowdown, to compare builds on a busy machine (ADR 0059, 0064).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";
import { publicPages, unlistedPages } from "./lib/public-pages.mjs";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
if (reportDir) mkdirSync(reportDir, { recursive: true });
/** The speed targets (ADR 0064, ADR 0068). */
const targets = { performance: 98, others: 100, lcpMs: 1800, cls: 0.01 };

async function audit(url) {
  // A fresh browser per run, as the Lighthouse CLI does: no warm caches. Chromium
  // now and then loses the trace's navigation start (NO_NAVSTART): such a run
  // measured nothing, so it is repeated (at most three tries).
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", ...chromiumArgs],
    });
    // The unlisted pages say noindex on purpose: SEO is scored without the crawlability check there.
    const noindex = unlistedPages.includes(new URL(url).pathname);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      ...(cpuSlowdown && {
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(cpuSlowdown) },
      }),
      ...(noindex && { skipAudits: ["is-crawlable"] }),
    });
    await chrome.kill();
    if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
    console.log(`  ${url}: ${result.lhr.runtimeError.code}, again`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);

buildUnlessSkipped();
const server = await startBuiltServer({ LOG_LEVEL: "error" });
let failed = false;
try {
  const pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? (await publicPages(server.url));
  console.log(`Lighthouse (mobile), median of ${runs} run(s) per page`);
  console.log(`| page | performance | accessibility | best practices | SEO | LCP (s) | CLS |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  for (const page of pages) {
    const reports = [];
    for (let run = 0; run < runs; run++) reports.push(await audit(`${server.url}${page}`));
    // The run with the median performance score stands for the page (its audits are listed).
    const byPerformance = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
    const typical = byPerformance[Math.floor(runs / 2)];
    if (reportDir)
      writeFileSync(join(reportDir, `${page.slice(1).replaceAll("/", "_") || "root"}.json`), JSON.stringify(typical));
    const row = {
      performance: median(reports.map((r) => score(r, "performance"))),
      accessibility: median(reports.map((r) => score(r, "accessibility"))),
      bestPractices: median(reports.map((r) => score(r, "best-practices"))),
      seo: median(reports.map((r) => score(r, "seo"))),
      lcp: median(reports.map((r) => r.audits["largest-contentful-paint"]?.numericValue ?? Infinity)),
      cls: median(reports.map((r) => r.audits["cumulative-layout-shift"]?.numericValue ?? Infinity)),
    };
    const pageFailed =
      row.performance < targets.performance ||
      [row.accessibility, row.bestPractices, row.seo].some((s) => s < targets.others) ||
      row.lcp > targets.lcpMs ||
      row.cls > targets.cls;
    failed ||= pageFailed;
    console.log(
      `| ${page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} | ${row.cls.toFixed(3)} |${pageFailed ? " ✗" : ""}`,
    );
    if (!pageFailed) continue;
    for (const item of Object.values(typical.audits)) {
      if (item.score !== null && item.score < 0.9 && !["informative", "manual"].includes(item.scoreDisplayMode)) {
        console.log(`|   ${item.id}: ${item.displayValue ?? item.score} | | | | | | |`);
      }
    }
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
