import { expect, test, type Page } from "@playwright/test";
import { adminPassword, seedUser, timeStep, totpCode, wrongCode } from "../support/admin";
import { enterLoginCode, openAdminSection, passwordLogin, switchOnTwoFactor } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * Two-factor login and the access log in a real browser (ADR 0019): the coach
 * starts the set-up with the password (ADR 0084), sets up 2FA with the key
 * shown on screen, signs out, signs in with password and code, and reads the
 * access log. axe checks every new screen.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

/** A fresh admin of this test's own (the server is shared), and no cookie banner in the way. */
async function newCoach(page: Page, project: string): Promise<string> {
  const email = `coach-2fa-${project}-${Date.now()}@voorbeeld.nl`;
  seedUser(dataDir, email);
  await storeCookieChoice(page);
  return email;
}

test("the coach sets up two-factor login, signs out and signs in with password and code", async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one journey; the screen is checked at 375 px in admin-screens (ADR 0065)",
  );
  const email = await newCoach(page, testInfo.project.name);
  await passwordLogin(page, email);
  await expect(page.getByRole("status")).toContainText("Ingelogd als admin");
  // Without 2FA: the prompt on every admin page, linking to the set-up screen.
  const prompt = page.getByRole("complementary", { name: "Beveilig je account met tweestapsverificatie" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("link", { name: "Tweestapsverificatie instellen" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Beveiliging" })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // A set-up attempt starts with the password (ADR 0084): a borrowed session cannot switch 2FA on.
  const setupPanel = page.getByRole("region", { name: "Tweestapsverificatie instellen" });
  await setupPanel.getByLabel("Je wachtwoord").fill("niet-het-wachtwoord");
  await setupPanel.getByRole("button", { name: "Begin met instellen" }).click();
  await expect(page.getByRole("alert")).toContainText("Je huidige wachtwoord klopt niet.");
  await expect(page.getByRole("img", { name: /QR-code/ })).toHaveCount(0);
  await setupPanel.getByLabel("Je wachtwoord").fill(adminPassword);
  await setupPanel.getByRole("button", { name: "Begin met instellen" }).click();
  await expect(page.getByRole("img", { name: /QR-code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = page.getByLabel("Code uit je authenticator-app");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  const { secret, step: setupStep } = await switchOnTwoFactor(page);
  await expect(page.getByRole("list", { name: "Herstelcodes" }).getByRole("listitem")).toHaveCount(10);

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await passwordLogin(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Tweestapsverificatie" })).toBeVisible();
  // Nothing is open yet: the admin portal still sends us to the login page.
  const stillOut = await page.request.get("/admin", { maxRedirects: 0 });
  expect(stillOut.status()).toBe(302);

  await enterLoginCode(page, wrongCode(secret));
  await expect(page.getByRole("alert")).toContainText("Deze code klopt niet");
  await expectNoAxeViolations(page);
  // The code of the next step: the one used for the set-up cannot be used again.
  await enterLoginCode(page, totpCode(secret, Math.max(timeStep(), setupStep + 1)));
  await expect(page.getByRole("status")).toContainText("Ingelogd als admin");
  await expect(page.getByRole("complementary", { name: /tweestapsverificatie/ })).toHaveCount(0);
});

test("the access log lists the coach's views, newest first", async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, "the log's order does not depend on the width; run once (ADR 0065)");
  const email = await newCoach(page, testInfo.project.name);
  await passwordLogin(page, email);
  await expect(page.getByRole("status")).toContainText("Ingelogd als admin");
  await openAdminSection(page, "Nieuwsbrief");
  await expect(page.getByRole("heading", { level: 1, name: "Nieuwsbriefabonnees" })).toBeVisible();
  await openAdminSection(page, "Toegangslog");
  await expect(page.getByRole("heading", { level: 1, name: "Toegangslog" })).toBeVisible();
  // Newest first; other specs share this server, so look at this coach's rows only.
  const firstRow = page.getByRole("row").filter({ hasText: email }).first();
  await expect(firstRow).toContainText("Lijst bekeken");
  await expect(firstRow).toContainText("Nieuwsbriefabonnees");
  await expect(firstRow).toContainText(/(ma|di|wo|do|vr|za|zo) \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expectNoAxeViolations(page);
});
