import { expect, test } from "@playwright/test";
import { adminPasswordReset as texts } from "../../app/content/admin-password-reset";
import { seedUser } from "../support/admin";
import { expectNoAxeViolations } from "../support/axe";
import { outboxMailTo } from "../support/outbox";
import { mailLink } from "../support/smtp";

/**
 * 'Wachtwoord vergeten' (ADR 0118) in a real browser: from the login form to
 * the mail in the outbox, its link, a new password and the dashboard. The
 * request steps at 375 px, the new password at 1280 px, axe on each screen;
 * the rules themselves (expiry, once, throttle, sessions, 2FA) are proved in
 * tests/integration/admin-password-reset.test.ts.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test("a coach who forgot the password asks for a link and chooses a new one", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one journey; it visits both widths itself");
  const coach = `vergeten-${Date.now()}@voorbeeld.nl`;
  seedUser(dataDir, coach);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/admin-login");
  await page.getByRole("link", { name: texts.forgotLink }).click();
  await expect(page.getByRole("heading", { name: texts.request.title })).toBeVisible();
  await page.getByLabel(texts.request.email).fill(coach);
  await page.getByRole("button", { name: texts.request.submit }).click();
  await expect(page.getByRole("status")).toHaveText(texts.sent.text);
  await expectNoAxeViolations(page);

  const link = mailLink(await outboxMailTo(coach, texts.mail.paragraphs[0]), texts.mail.button);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: texts.choose.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(texts.choose.new, { exact: true }).fill("mijn-nieuwe-wachtwoord-2026");
  await page.getByLabel(texts.choose.confirm).fill("mijn-nieuwe-wachtwoord-2026");
  await page.getByRole("button", { name: texts.choose.submit }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The link is spent: opening it again says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(texts.choose.expired)).toBeVisible();
  await expect(page.getByRole("link", { name: texts.choose.newLink })).toBeVisible();
});
