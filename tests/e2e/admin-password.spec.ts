import { expect, test } from "@playwright/test";
import { adminPassword, seedUser } from "../support/admin";
import { openAdminSection, signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * "Wachtwoord wijzigen" (ADR 0029) in a real browser at both viewports:
 * reached from the security screen, a refused and an accepted change, axe on
 * each state.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

test("the coach changes the password from the security screen", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one journey; the screen is checked at 375 px in admin-screens (ADR 0065)",
  );
  const email = `wachtwoord-${testInfo.project.name}-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await signIn(page, email);
  await page.goto("/admin");

  await openAdminSection(page, "Beveiliging");
  await page.getByRole("link", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord wijzigen" })).toBeVisible();
  await expectNoAxeViolations(page);

  const current = page.getByLabel("Huidig wachtwoord");
  const fresh = page.getByLabel("Nieuw wachtwoord", { exact: true });
  const again = page.getByLabel("Herhaal je nieuwe wachtwoord");
  await current.fill(adminPassword);
  await fresh.fill("een-nieuw-wachtwoord-77");
  await again.fill("een-ander-wachtwoord-77");
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
  await expect(page.getByRole("alert")).toContainText("De twee nieuwe wachtwoorden zijn niet gelijk.");
  await expect(again).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await current.fill(adminPassword);
  await fresh.fill("een-nieuw-wachtwoord-77");
  await again.fill("een-nieuw-wachtwoord-77");
  await again.press("Enter");
  await expect(page.getByRole("status")).toContainText("Je wachtwoord is gewijzigd.");
  await expectNoAxeViolations(page);
});
