import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/support/chromium.mjs";

/**
 * End-to-end tests against the production build (`npm run build` first; the
 * test runner scripts/test-all.mjs does it). The port comes from the runner
 * so parallel runs on one machine do not collide.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: "node bin/start.mjs",
    url: `${baseURL}/home`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The blog's schedule reads "now" from here when it exists (tests/e2e/blog-admin.spec.ts).
      TEST_CLOCK_FILE: `${dataDir}/test-clock.txt`,
      LOG_LEVEL: "warn",
      // Every browser here is 127.0.0.1: raise the limits so journeys across specs don't trip them.
      // The limits themselves are tested against their own server (tests/integration).
      RATE_LIMIT_SCALE: "10",
    },
  },
});
