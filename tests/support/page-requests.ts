import type { Page } from "@playwright/test";

/**
 * Waits until the requests the page has made so far have reached the test's
 * request handlers and the server: the page fetches a marker, and its answer
 * comes after the earlier requests (one ordered protocol stream, one server).
 * Use it, not a sleep, before asserting that something was *not* sent.
 */
export async function requestsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await fetch("/robots.txt", { cache: "no-store" });
  });
}
