import { expect, test } from "@playwright/test";
import { seedUser } from "../support/admin";
import { signInInBrowser } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * Every admin screen, reached through the admin navigation, with zero axe
 * violations at 1280 px (desktop project) and 375 px (mobile project).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

const screens = [
  { link: "Dashboard", heading: "Admin Dashboard" },
  { link: "E-book downloads", heading: "E-book downloads" },
  { link: "Nieuwsbrief", heading: "Nieuwsbrief abonnees" },
  { link: "Client Tests", heading: "Client Test Responses" },
  { link: "Admins", heading: "Admins" },
];

test("every admin screen is reachable from the navigation and passes axe", async ({ page }, testInfo) => {
  const email = `scherm-${testInfo.project.name}-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
  await signInInBrowser(page, email);

  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const screen of screens) {
    await nav.getByRole("link", { name: screen.link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: screen.link, exact: true })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  }

  // The dashboard chart: an image with a text alternative, and its numbers as a table on request.
  await nav.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("img", { name: /^Lijngrafiek van de aanmeldingen per week/ })).toBeVisible();
  await page.getByText("Toon de cijfers als tabel").click();
  const table = page.getByRole("table", { name: "Aanmeldingen per week, de afgelopen 12 weken" });
  await expect(table.getByRole("row")).toHaveCount(14);
  await expectNoAxeViolations(page);
});
