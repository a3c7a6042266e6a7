import { expect, test } from "@playwright/test";
import { seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * At 375 px the admin sections fold into one menu instead of wrapping onto
 * three rows (ADR 0054): a <details>, so it opens by keyboard and without
 * JavaScript, like the public header (ADR 0045).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });
test.skip(({ isMobile }) => !isMobile, "the folded menu is the phone layout");

test("the admin menu at 375 px works by keyboard and without JavaScript", async ({ page, browser }) => {
  const email = `menu-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await signIn(page, email);
  await page.goto("/admin");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const nav = page.getByRole("navigation", { name: "Beheermenu" });
  const toggle = page.locator("header summary", { hasText: "Menu" });
  await expect(nav).toBeHidden();
  // One row: title, sign-out and the menu toggle, no wrapped rows of sections.
  expect((await page.locator("header").boundingBox())!.height).toBeLessThan(110);

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Overzicht", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press("Enter");
  const target = nav.getByRole("link", { name: "Zelftests", exact: true });
  await target.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/zelftests$/);
  await expect(page.getByRole("heading", { level: 1, name: "Zelftests" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Beheermenu" })).toBeHidden();

  // Without JavaScript the same menu opens and leads on.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    baseURL: test.info().project.use.baseURL,
  });
  await context.addCookies(await page.context().cookies());
  const plain = await context.newPage();
  await plain.goto("/admin");
  await plain.locator("header summary", { hasText: "Menu" }).click();
  await plain
    .getByRole("navigation", { name: "Beheermenu" })
    .getByRole("link", { name: "Meldingen", exact: true })
    .click();
  await expect(plain).toHaveURL(/\/admin\/meldingen$/);
  await expect(plain.getByRole("heading", { level: 1, name: "Meldingen" })).toBeVisible();
  await context.close();
});
