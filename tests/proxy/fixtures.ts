import { test as base } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../support/chromium.mjs";
import { startProxiedSite, type ProxiedSite } from "../support/proxy";

/** The first admin's setup code on this server (D12). */
export const setupCode = "proxy-setup-code-2026";

/**
 * Every browser here is 127.0.0.1, and the project's journeys post the self-test twice, the
 * intake twice and a retake, which share one budget of 5 a minute: on a fast machine they fell
 * within one minute and the last got 429. Twice the limits; https.spec counts with this scale.
 */
export const rateLimitScale = 2;

/**
 * The proxy project's tests (ADR 0070): one built server behind Caddy per
 * worker (the project has one worker, so its files share them), and a
 * Chromium that reaches it as https://coach.test:<port>.
 */
export const test = base.extend<object, { site: ProxiedSite }>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const site = await startProxiedSite({ ADMIN_SETUP_CODE: setupCode, RATE_LIMIT_SCALE: String(rateLimitScale) });
      await provide(site);
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  browser: [
    async ({ playwright, site }, provide) => {
      const browser = await playwright.chromium.launch({
        executablePath: testChromiumPath,
        args: [...chromiumArgs, ...site.chromiumArgs],
      });
      await provide(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, provide) => provide(site.publicUrl),
});

export { expect } from "@playwright/test";
