import { expect, type Page } from "@playwright/test";
import { adminPassword } from "./admin";

/**
 * Signs a seeded user in through the real /admin-login form, as a person would,
 * and waits for the dashboard. The cookie choice is stored first, so the banner
 * never covers the public pages the coach visits afterwards.
 */
export async function signInInBrowser(page: Page, email: string, password = adminPassword): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
  await page.goto("/admin-login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/admin(\?|$)/);
}
