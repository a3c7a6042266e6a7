// `npm run lighthouse`: Lighthouse (mobile defaults) on the built site for
// three representative pages. Offline-safe: Debian's Chromium, no downloads.
// Pass --no-build to reuse an existing build.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildUnlessSkipped } from "./lib/build.mjs";
import { startBuiltServer } from "../tests/support/built-server.mjs";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";

const pages = ["/home", "/blog/adhd-burnout", "/kennismaking"];

buildUnlessSkipped();
const server = await startBuiltServer({ LOG_LEVEL: "warn" }, undefined, { echo: true });

let failed = false;
try {
  console.log("Lighthouse (mobile): performance / accessibility / best practices / SEO");
  for (const page of pages) {
    // A fresh browser per page, as the Lighthouse CLI does: no warm caches. Chromium
    // now and then loses the trace's navigation start (NO_NAVSTART): such a run
    // measured nothing, so it is repeated (at most three tries).
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: ["--headless=new", ...chromiumArgs],
      });
      result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      await chrome.kill();
      if (!result.lhr.runtimeError) break;
      console.log(`  ${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    const categories = result.lhr.categories;
    const score = (key) => Math.round((categories[key].score ?? 0) * 100);
    const scores = [score("performance"), score("accessibility"), score("best-practices"), score("seo")];
    if (scores[0] < 95 || scores.slice(1).some((s) => s < 100)) failed = true;
    console.log(`  ${page.padEnd(22)} ${scores.join(" / ")}`);
    for (const audit of Object.values(result.lhr.audits)) {
      if (
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual"
      ) {
        console.log(`      ${audit.id}: ${audit.displayValue ?? audit.score}`);
      }
    }
  }
} finally {
  await server.stop();
  server.remove();
}
process.exit(failed ? 1 : 0);
