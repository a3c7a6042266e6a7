import { expect, type Page } from "@playwright/test";
import { adminBlogEditor } from "../../app/content/admin-blog";
import { portraitLabels } from "../../app/content/editable";
import { adminPassword, timeStep, totpCode } from "./admin";
import { storeCookieChoice } from "./visitor-browser";

/**
 * Signs a seeded user in through the real /admin-login form, as a person would,
 * and waits for the dashboard. The cookie choice is stored first, so the banner
 * never covers the public pages the coach visits afterwards.
 */
export async function signInInBrowser(page: Page, email: string, password = adminPassword): Promise<void> {
  await storeCookieChoice(page);
  await passwordLogin(page, email, password);
  await expect(page).toHaveURL(/\/admin(\?|$)/);
}

/**
 * Signs a seeded user in with one request to the same /admin-login form (its
 * session cookie lands in the page's browser context), for journeys that are
 * about what comes after: no login page and dashboard rendered in the browser
 * first. The page stays where it was; go to the screen the journey is about.
 * The login itself is the journey of signInInBrowser and the admin-auth specs.
 */
export async function signIn(page: Page, email: string, password = adminPassword): Promise<void> {
  await storeCookieChoice(page);
  // The context's own address (a spec may run a server of its own), for the Origin a browser sends.
  const origin = new URL((await page.request.get("/healthz")).url()).origin;
  const response = await page.request.post("/admin-login", {
    form: { intent: "login", email, password },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status(), "the login answers with the way to the dashboard").toBe(302);
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

/** The login form's password step, without waiting for where it leads (the dashboard, or the code step with 2FA). */
export async function passwordLogin(page: Page, email: string, password = adminPassword): Promise<void> {
  await page.goto("/admin-login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

/**
 * On /admin/security: switches on two-factor login with the key shown as
 * text, as an authenticator app would; returns the key and the step used.
 */
/** On /admin/security: starts a set-up attempt with the password (ADR 0084), which shows a new secret. */
export async function startTwoFactorSetup(page: Page, password = adminPassword): Promise<void> {
  const setupPanel = page.getByRole("region", { name: "Tweestapsverificatie instellen" });
  await setupPanel.getByLabel("Je wachtwoord").fill(password);
  await setupPanel.getByRole("button", { name: "Begin met instellen" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
}

export async function switchOnTwoFactor(page: Page): Promise<{ secret: string; step: number }> {
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  const step = timeStep();
  await page.getByLabel("Code uit je authenticator-app").fill(totpCode(secret, step));
  await page.getByRole("button", { name: "Tweestapsverificatie aanzetten" }).click();
  await expect(page.getByRole("status")).toContainText("Tweestapsverificatie staat aan.");
  return { secret, step };
}

/** The login's second step: the current code of the app (or a recovery code). */
export async function enterLoginCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Code uit je authenticator-app").fill(code);
  await page.getByRole("button", { name: "Bevestigen en inloggen" }).click();
}

/** On /admin/website: uploads `photo` as the portrait with its description; ends when it is live. */
export async function uploadPortrait(page: Page, photo: Buffer, description: string): Promise<void> {
  const portrait = page.getByRole("region", { name: portraitLabels.title });
  await portrait.getByLabel(portraitLabels.alt).fill(description);
  await portrait
    .getByLabel(adminBlogEditor.cover.file)
    .setInputFiles({ name: "portret.jpg", mimeType: "image/jpeg", buffer: photo });
  await portrait.getByRole("button", { name: portraitLabels.upload }).click();
  await expect(page.getByText(portraitLabels.saved)).toBeVisible();
}

/** Starts a new newsletter at /admin/broadcasts with a subject and a Markdown text. */
export async function writeBroadcast(page: Page, subject: string, text: string): Promise<void> {
  await page.goto("/admin/broadcasts");
  await page.getByRole("link", { name: "Nieuwe nieuwsbrief" }).click();
  await page.getByLabel("Onderwerp").fill(subject);
  await page.getByLabel("Tekst", { exact: true }).fill(text);
}

/** 'Stuur testmail naar mezelf' on the newsletter being written. */
export async function sendTestBroadcast(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Stuur testmail naar mezelf" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De testmail is verstuurd" })).toBeVisible();
}
