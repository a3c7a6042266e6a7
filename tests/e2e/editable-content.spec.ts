import { expect, test } from "@playwright/test";
import { adminPassword, seedUser } from "../support/admin";

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.skip(({ isMobile }) => isMobile, "one journey; the page itself is checked at 375 px by public-pages.spec.ts");

test("the coach edits the life-coaching intro in place and visitors see it", async ({ page, browser }) => {
  const email = `redacteur-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await page.goto("/admin-login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord").fill(adminPassword);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin\?welkom=login$/);

  await page.goto("/life-coaching");
  await page.getByRole("button", { name: "Tekst bewerken" }).click();
  const field = page.getByRole("textbox", { name: "Tekst" });
  await expect(field).toBeFocused();
  // Saving unchanged text just closes the editor (SPEC §4).
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(field).toBeHidden();

  const edited = `Een nieuwe intro, geschreven op ${new Date().toISOString()}.`;
  await page.getByRole("button", { name: "Tekst bewerken" }).click();
  await field.fill(edited);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Content updated" })).toBeVisible();
  await expect(page.getByText(edited)).toBeVisible();

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/life-coaching");
  await expect(visitorPage.getByText(edited)).toBeVisible();
  await expect(visitorPage.getByRole("button", { name: "Tekst bewerken" })).toHaveCount(0);
  await visitor.close();
});
