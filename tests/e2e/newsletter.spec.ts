import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import SQLite from "better-sqlite3";
import { join } from "node:path";
import { expectNoAxeViolations } from "../support/axe";
import { almostDone, confirmLinkLabel, confirmSubscription, newsletterForm } from "../support/newsletter-browser";
import { outboxMailTo } from "../support/outbox";
import { mailLink, plainText } from "../support/smtp";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * The newsletter in a real browser: the footer form with and without
 * JavaScript, the double opt-in (D26), the welcome mail's unsubscribe link
 * (D15) and a new signup after it. Mails land in the server's outbox folder (no SMTP in e2e).
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

// A returning visitor who allowed statistics: no banner over the footer, and the signup event may go out (D20).
test.beforeEach(({ page }) => storeCookieChoice(page, true));

function uniqueAddress(label: string, testInfo: TestInfo): string {
  return `${label}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@voorbeeld.nl`;
}

/**
 * Every browser here shares one client address, and SPEC allows 2 signups per
 * 5 minutes per address. The limit itself is tested in the integration tests;
 * here each submission starts from a clean slate. Clearing right before every
 * submission keeps parallel workers from ever seeing two hits of another's.
 */
function allowNextSignup(): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("DELETE FROM rate_limit_hits WHERE key LIKE 'newsletter:%'").run();
  } finally {
    db.close();
  }
}

/** The path and query of a link in the newest mail to `email` (its host is PUBLIC_URL, not the test server). */
async function mailedPath(email: string, label: string): Promise<string> {
  const url = mailLink(await outboxMailTo(email, label), label);
  return `${url.pathname}${url.search}`;
}

const unsubscribeLabel = "Afmelden voor de nieuwsbrief";

/** Waits until React has hydrated the footer form, so a click is the enhanced submit, not a plain POST. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('footer form[action="/nieuwsbrief"]');
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

async function fillAndSubmit(scope: Locator, fields: { name?: string; email: string }): Promise<void> {
  if (fields.name !== undefined) await scope.getByLabel("Naam (optioneel)").fill(fields.name);
  await scope.getByLabel("E-mailadres").fill(fields.email);
  allowNextSignup();
  await scope.getByRole("button", { name: "Aanmelden" }).click();
}

test("subscribing in the footer stays on the page and asks for confirmation; the mailed link's button confirms", async ({
  page,
}, testInfo) => {
  const email = uniqueAddress("nieuw", testInfo);
  // Beacons hide their body from request events; a pass-through route can read it.
  const events: string[] = [];
  await page.route("**/api/events", async (route) => {
    events.push(route.request().postData() ?? "");
    await route.continue();
  });
  await page.goto("/home");
  await waitForHydration(page);
  const footer = newsletterForm(page.locator("footer"));
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await fillAndSubmit(footer, { name: "Piet", email });

  await expect(footer.getByRole("status")).toHaveText(almostDone);
  await expect(footer.getByLabel("E-mailadres")).toHaveValue("");
  await expect(footer.getByLabel("Naam (optioneel)")).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe("/home");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect.poll(() => events.some((body) => body.includes('"newsletter_signup"'))).toBe(true);

  await page.goto(await mailedPath(email, confirmLinkLabel));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aanmelding bevestigen");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Bevestig mijn aanmelding" }).click();
  await expect(page.getByRole("heading", { name: "Je aanmelding is bevestigd" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(plainText(await outboxMailTo(email, unsubscribeLabel))).toContain("Welkom, Piet");
  expect(await mailedPath(email, unsubscribeLabel)).toMatch(/^\/nieuwsbrief\/afmelden\?token=/);

  // Signing up the same address again tells the page nothing new.
  await page.goto("/over-mij");
  await waitForHydration(page);
  await fillAndSubmit(newsletterForm(page.locator("footer")), { email });
  await expect(newsletterForm(page.locator("footer")).getByRole("status")).toHaveText(almostDone);
  await expect(newsletterForm(page.locator("footer")).getByRole("alert")).toHaveCount(0);
});

test("after unsubscribing with the mail's link, signing up again needs a new confirmation", async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(isMobile, "the subscription's states do not depend on the width; run once (ADR 0065)");
  const email = uniqueAddress("reactiveer", testInfo);
  await page.goto("/blog");
  await waitForHydration(page);
  await fillAndSubmit(newsletterForm(page.locator("footer")), { name: "Oude Naam", email });
  await expect(newsletterForm(page.locator("footer")).getByRole("status")).toHaveText(almostDone);
  await confirmSubscription(page, await mailedPath(email, confirmLinkLabel));

  const path = await mailedPath(email, unsubscribeLabel);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Afmelden voor de nieuwsbrief");
  await expect(page.getByText("Wil je de nieuwsbrief niet meer ontvangen op r•••@voorbeeld.nl?")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Ja, meld mij af" }).click();
  await expect(page.getByRole("heading", { name: "Je bent afgemeld" })).toBeVisible();
  await expect(page.getByText("Je ontvangt de nieuwsbrief niet meer op r•••@voorbeeld.nl.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening the link again only shows the state; it does not undo or repeat anything.
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Je bent al afgemeld" })).toBeVisible();
});

test("a broken unsubscribe link explains itself and offers no button", async ({ page, isMobile }) => {
  test.skip(isMobile, "a refusal page, the same at every width; run once (ADR 0065)");
  const response = await page.goto("/nieuwsbrief/afmelden?token=kapot.link");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Afmelden voor de nieuwsbrief");
  await expect(page.getByRole("alert")).toContainText("Deze afmeldlink klopt niet");
  await expect(page.getByRole("button", { name: "Ja, meld mij af" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the /nieuwsbrief page holds the one form on it and passes the accessibility check", async ({ page }) => {
  const response = await page.goto("/nieuwsbrief");
  expect(response?.status()).toBe(200);
  await expect(newsletterForm(page.locator("main"))).toBeVisible();
  await expect(newsletterForm(page)).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form posts to /nieuwsbrief, which shows the result and the form again", async ({
    page,
  }, testInfo) => {
    const email = uniqueAddress("zonderjs", testInfo);
    await page.goto("/aanbod");
    await fillAndSubmit(newsletterForm(page.locator("footer")), { name: "Piet", email });

    await expect(page).toHaveURL(/\/nieuwsbrief$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = newsletterForm(page.locator("main"));
    await expect(main.getByRole("status")).toHaveText(almostDone);
    await expect(main.getByLabel("E-mailadres")).toHaveValue("");
    // One form per page: the footer points to the one above.
    await expect(page.locator("footer").getByLabel("E-mailadres")).toHaveCount(0);

    // Without JavaScript a refusal gives back what was typed.
    await fillAndSubmit(main, { name: "Piet", email: "piet@voorbeeld" });
    await expect(main.getByRole("alert")).toContainText("Aanmelding mislukt:");
    await expect(main.getByLabel("E-mailadres")).toHaveValue("piet@voorbeeld");
    await expect(main.getByLabel("Naam (optioneel)")).toHaveValue("Piet");
  });
});
