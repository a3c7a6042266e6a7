import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "./tests/support/chromium.mjs";

/**
 * End-to-end tests against the production build (`npm run build` first; the
 * test runner scripts/test-all.mjs does it). The port comes from the runner
 * so parallel runs on one machine do not collide.
 */
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
/*
 * A second server with BOOKING_PROVIDER=calendly, for the external widget's
 * specs (D21, ADR 0047); its own port and data. Set here so the test workers
 * inherit the same values (tests/e2e/consent.spec.ts).
 */
process.env.E2E_CALENDLY_PORT ??= String(port + 1);
const calendlyDataDir = (process.env.E2E_CALENDLY_DATA_DIR ??= `${dataDir}-calendly`);
const calendlyPort = Number(process.env.E2E_CALENDLY_PORT);

// Every browser here is 127.0.0.1: raise the limits so journeys across specs don't trip them.
// The limits themselves are tested against their own server (tests/integration).
const serverEnv = { HOST: "127.0.0.1", LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "10" };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: 2,
  // One retry everywhere, not only where CI is set: on a loaded machine a journey can still meet a
  // race no quiet run shows (the blog editor's late live preview and the dialog's late close event
  // were two, ADR 0136). A retried test is counted as flaky in reports/playwright.json; one that
  // fails twice still fails, and a journey writes its own data so its retry can pass.
  retries: 1,
  // A whole journey's guard against a hang, not a speed limit (ADR 0121), like the integration hooks' 60 s.
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    trace: "off",
  },
  projects: [
    // The built server behind Caddy, as deployed (ADR 0070); one worker shares one server and proxy.
    // Listed first: the other worker starts on the desktop tests meanwhile, instead of
    // leaving a core idle while this one-worker project runs last (ADR 0121).
    {
      name: "proxy",
      testDir: "tests/proxy",
      workers: 1,
      fullyParallel: false,
      use: { viewport: { width: 1280, height: 800 } },
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    { name: "mobile", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    {
      command: "node bin/start.mjs",
      url: `${baseURL}/home`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Its warnings and errors (LOG_LEVEL=warn) in the run's output: a journey's failure can be the server's.
      stdout: "pipe",
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        // The blog's schedule reads "now" from here when it exists (tests/e2e/blog-admin.spec.ts).
        TEST_CLOCK_FILE: `${dataDir}/test-clock.txt`,
      },
    },
    {
      command: "node bin/start.mjs",
      url: `http://127.0.0.1:${calendlyPort}/home`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(calendlyPort),
        DATA_DIR: calendlyDataDir,
        BOOKING_PROVIDER: "calendly",
      },
    },
  ],
});
