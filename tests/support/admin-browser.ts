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

/**
 * Opens one admin section from the header, through the 'Menu' toggle where the
 * sections are folded away (below 1024 px, ADR 0054), as the coach would. The
 * menu closes on every navigation (also the dashboard's own clean-up of its
 * URL after signing in), so the toggle is tried until the link shows.
 */
export async function openAdminSection(page: Page, label: string): Promise<void> {
  const toggle = page.locator("header summary", { hasText: "Menu" });
  const link = page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: label, exact: true });
  await expect(async () => {
    if (!(await link.isVisible()) && (await toggle.isVisible())) await toggle.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await link.click();
}
