import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { adminPassword } from "./admin";

/** WCAG 2.2 AA and best practice, as every spec checks them. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Fails with the rule ids and elements, so a violation is readable in the report. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

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
