import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adminPassword } from "../support/admin";
import { startBuiltServer, type RunningServer } from "../support/server";

const setupCode = "e2e-setup-code-123";
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// The first-admin journey needs a site without any admin: it gets a server of its own.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one journey on one server; the screens are checked at 375 px below");

let server: RunningServer;
test.beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_SETUP_CODE: setupCode, LOG_LEVEL: "warn" });
});
test.afterAll(async () => {
  await server?.stop();
  server?.remove();
});

test("the coach creates the first admin with the setup code, signs out and logs in again", async ({ page }) => {
  await page.goto(`${server.url}/admin-login`);
  const welcome = page.getByRole("dialog", { name: "Welkom bij de Admin Setup" });
  await expect(welcome).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations).toEqual([]);
  await welcome.getByRole("button", { name: "Begrepen" }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole("tab", { name: "Login" })).toBeDisabled();
  await expect(page.getByRole("tab", { name: "Registreren" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-connection]")).toHaveAttribute("data-connection", "connected");

  await page.getByLabel("E-mail").fill("coach@example.nl");
  await page.getByLabel("Wachtwoord").fill(adminPassword);
  await page.getByLabel("Setup-code").fill("verkeerde-code");
  await page.getByRole("button", { name: "Admin account aanmaken" }).click();
  await expect(page.getByRole("alert")).toContainText("De setup-code klopt niet.");

  await page.getByLabel("Wachtwoord").fill(adminPassword);
  await page.getByLabel("Setup-code").fill(setupCode);
  await page.getByRole("button", { name: "Admin account aanmaken" }).click();
  await expect(page).toHaveURL(/\/admin\?welkom=signup$/);
  await expect(page.getByRole("status")).toContainText("Admin account aangemaakt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations).toEqual([]);

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/admin-login$/);

  await expect(page.getByRole("tab", { name: "Registreren" })).toBeDisabled();
  await page.getByLabel("E-mail").fill("coach@example.nl");
  await page.getByLabel("Wachtwoord").fill("niet-het-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Login mislukt");
  await page.getByLabel("Wachtwoord").fill(adminPassword);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("status")).toContainText("Ingelogd als admin");

  await page.setViewportSize({ width: 375, height: 812 });
  expect((await new AxeBuilder({ page }).withTags(axeTags).analyze()).violations).toEqual([]);
});
