import { expect, test, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { adminPassword } from "../support/admin";
import { startBuiltServer, type RunningServer } from "../support/server";
import { expectNoAxeViolations } from "../support/axe";
import { parseCsv } from "../support/csv";
import { almostDone, confirmLinkLabel, confirmSubscription, newsletterForm } from "../support/newsletter-browser";
import { outboxMailTo } from "../support/outbox";
import { mailLink } from "../support/smtp";

/**
 * The coach's whole journey on a fresh site: create the first admin with the
 * setup code, see the leads visitors left on the dashboard chart, open every
 * admin screen, edit the life-coaching intro at /admin/website, export the subscribers as CSV,
 * add a second admin, and sign in and out as that admin.
 */
const setupCode = "e2e-setup-code-123";
const secondAdmin = { email: "collega@example.nl", password: "nog-een-lang-wachtwoord" };

// The first-admin journey needs a site without any admin: it gets a server of its own.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one journey on one server; every screen is checked at 375 px in admin-screens");
test.use({ reducedMotion: "reduce" });

let server: RunningServer;
test.beforeAll(async () => {
  // Several signups from one address (127.0.0.1) within minutes: lift the newsletter limit.
  server = await startBuiltServer({ ADMIN_SETUP_CODE: setupCode, LOG_LEVEL: "warn", RATE_LIMIT_SCALE: "10" });
});
test.afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** Two visitors subscribe on /nieuwsbrief and confirm through the mailed link; returns their addresses. */
async function visitorsSubscribe(browser: Browser): Promise<string[]> {
  const emails = [`lezer-een-${Date.now()}@voorbeeld.nl`, `lezer-twee-${Date.now()}@voorbeeld.nl`];
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  for (const email of emails) {
    await page.goto("/nieuwsbrief");
    const form = newsletterForm(page.locator("main"));
    await form.getByLabel("E-mailadres").fill(email);
    await form.getByRole("button", { name: "Aanmelden" }).click();
    await expect(form.getByRole("status")).toHaveText(almostDone);
    const link = mailLink(await outboxMailTo(email, confirmLinkLabel, server.dataDir), confirmLinkLabel);
    await confirmSubscription(page, `${link.pathname}${link.search}`);
  }
  await context.close();
  return emails;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ingelogd als admin" })).toBeVisible();
}

test("the coach sets up the portal, manages it and hands it to a second admin", async ({ page, browser }) => {
  // A whole working session with eight accessibility scans: more than one ordinary test's time.
  test.slow();
  const subscribers = await visitorsSubscribe(browser);

  // The first admin, with the setup code (D12).
  await page.goto(`${server.url}/admin-login`);
  const welcome = page.getByRole("dialog", { name: "Welkom bij het beheer" });
  await expect(welcome).toBeVisible();
  await expectNoAxeViolations(page);
  await welcome.getByRole("button", { name: "Begrepen" }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole("tab", { name: "Inloggen" })).toBeDisabled();
  await expect(page.getByRole("tab", { name: "Registreren" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("[data-connection]")).toHaveAttribute("data-connection", "connected");

  await page.getByLabel("E-mail").fill("coach@example.nl");
  await page.getByLabel("Wachtwoord").fill(adminPassword);
  await page.getByLabel("Setup-code").fill("verkeerde-code");
  await page.getByRole("button", { name: "Beheeraccount aanmaken" }).click();
  await expect(page.getByRole("alert")).toContainText("De setup-code klopt niet.");

  await page.getByLabel("Wachtwoord").fill(adminPassword);
  await page.getByLabel("Setup-code").fill(setupCode);
  await page.getByRole("button", { name: "Beheeraccount aanmaken" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("status")).toContainText("Beheeraccount aangemaakt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
  // A one-time welcome (ADR 0098): the dashboard's reload does not greet again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
  await expect(page.getByText("Beheeraccount aangemaakt")).toHaveCount(0);

  // The dashboard chart counts this week's two signups.
  await expect(page.getByRole("img", { name: /Totalen: Nieuwsbrief 2, E-bookaanvragen 0/ })).toBeVisible();
  await page.getByText("Toon de cijfers als tabel").click();
  const chartTable = page.getByRole("table", { name: "Aanmeldingen per week, de afgelopen 12 weken" });
  await expect(chartTable.getByRole("row").nth(12)).toContainText(/^Week \d+ \(.+\)2000$/);
  await expectNoAxeViolations(page);

  // Every screen from the navigation.
  const nav = page.getByRole("navigation", { name: "Beheermenu" });
  for (const [link, heading] of [
    ["E-bookaanvragen", "E-bookaanvragen"],
    ["Intakes", "Intakes"],
    ["Beheerders", "Beheerders"],
    ["Nieuwsbrief", "Nieuwsbriefabonnees"],
  ] as const) {
    await nav.getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // CSV export of the subscribers: exactly the two visitors, as the database has them.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteer CSV" }).click();
  const download = await downloadPromise;
  const [header, ...rows] = parseCsv(
    readFileSync(await download.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd(),
  );
  expect(header).toEqual(["id", "email", "naam", "status", "tags", "aangemeld_op", "laatste_email_op", "afgemeld_op"]);
  expect(rows.map((row) => row.slice(1, 4))).toEqual([
    [subscribers[1], "", "Actief"],
    [subscribers[0], "", "Actief"],
  ]);

  // The life-coaching intro, edited at /admin/website and seen by a visitor at once (D24, ADR 0062).
  await page.goto(`${server.url}/admin/website`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const intro = page.getByRole("region", { name: "Introductie" });
  const edited = `Een nieuwe intro, geschreven op ${new Date().toISOString()}.`;
  await intro.getByRole("textbox", { name: "Tekst: Introductie" }).fill(edited);
  await intro.getByRole("button", { name: "Opslaan" }).click();
  await expect(intro.getByRole("status")).toHaveText("De tekst is bewaard en staat online.");
  // Shown once (ADR 0098): a reload keeps the text and drops the notice.
  await page.reload();
  await expect(intro.getByRole("textbox", { name: "Tekst: Introductie" })).toHaveValue(edited);
  await expect(intro.getByRole("status")).toHaveCount(0);
  const visitor = await browser.newContext({ baseURL: server.url });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/life-coaching");
  await expect(visitorPage.getByText(edited)).toBeVisible();
  await visitor.close();

  // A second admin: an address that already has an account is refused, then the account is made.
  await page.goto(`${server.url}/admin/admins`);
  const form = page.getByRole("region", { name: "Beheerder toevoegen" });
  await form.getByLabel("E-mail").fill("coach@example.nl");
  await form.getByLabel("Wachtwoord", { exact: true }).fill(secondAdmin.password);
  await form.getByLabel("Jouw huidige wachtwoord").fill(adminPassword);
  await form.getByRole("button", { name: "Beheerder toevoegen" }).click();
  await expect(form.getByRole("alert")).toContainText("Er bestaat al een account met dit e-mailadres.");
  await expect(form.getByLabel("E-mail")).toHaveValue("coach@example.nl");
  await form.getByLabel("E-mail").fill(secondAdmin.email);
  await form.getByLabel("Wachtwoord", { exact: true }).fill(secondAdmin.password);
  // Adding an admin asks the coach's own password again (ADR 0084).
  await form.getByLabel("Jouw huidige wachtwoord").fill(adminPassword);
  await form.getByRole("button", { name: "Beheerder toevoegen" }).click();
  await expect(form.getByRole("status")).toContainText("Beheerder toegevoegd");
  await expect(form.getByLabel("E-mail")).toHaveValue("");
  await expect(page.getByRole("cell", { name: secondAdmin.email })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole("tab", { name: "Registreren" })).toBeDisabled();

  // The second admin logs in (after one wrong password) and out again.
  await page.getByLabel("E-mail").fill(secondAdmin.email);
  await page.getByLabel("Wachtwoord").fill("niet-het-wachtwoord");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("alert")).toContainText("Inloggen mislukt");
  await logIn(page, secondAdmin.email, secondAdmin.password);
  await page
    .getByRole("navigation", { name: "Beheermenu" })
    .getByRole("link", { name: "Beheerders", exact: true })
    .click();
  await expect(page.getByRole("cell", { name: `${secondAdmin.email} (jij)` })).toBeVisible();
  await page.getByRole("button", { name: "Uitloggen" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto(`${server.url}/admin/admins`);
  await expect(page).toHaveURL(/\/admin-login$/);
});
