import type { Page } from "@playwright/test";

/**
 * A whole-page picture in test-results/screenshots, for a person to look at
 * (`SCREENSHOTS=1 npx playwright test <spec>`). Without SCREENSHOTS nothing is
 * made: a full-page picture cost about 1.3 CPU-s of the browser and nobody
 * looks at it in `npm test` (ADR 0139). `npm run screenshots` makes the public
 * pages' pictures from the full browser.
 */
export async function lookAt(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
