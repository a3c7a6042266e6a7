import { expect, test, type Page } from "@playwright/test";
import { notificationSettings as texts } from "../../app/content/notifications";
import { loginCookie, seedUser } from "../support/admin";

/**
 * The "done" notice after a save (post/redirect/get, ADR 0098) in a real
 * browser, with and without JavaScript: it shows once, the address carries
 * nothing, and a reload does not show it again.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.skip(({ isMobile }) => isMobile, "the notice's rule does not depend on the width (ADR 0065)");

async function signedIn(page: Page, baseURL: string, label: string): Promise<void> {
  const email = `melding-${label}-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  const cookie = await loginCookie(baseURL, email);
  await page
    .context()
    .addCookies([
      { name: cookie.slice(0, cookie.indexOf("=")), value: cookie.slice(cookie.indexOf("=") + 1), url: baseURL },
    ]);
}

async function saveAndReload(page: Page): Promise<void> {
  await page.getByRole("button", { name: texts.submit }).click();
  await expect(page.getByText(texts.saved)).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByText(texts.saved)).toHaveCount(0);
}

test("with JavaScript the saved notice shows once and not after a reload", async ({ page, baseURL }, testInfo) => {
  await signedIn(page, baseURL!, `js-${testInfo.project.name}`);
  await page.goto("/admin/meldingen");
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
  await saveAndReload(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the saved notice shows once and not after a reload", async ({ page, baseURL }, testInfo) => {
    await signedIn(page, baseURL!, `plain-${testInfo.project.name}`);
    await page.goto("/admin/meldingen");
    await saveAndReload(page);
  });
});
