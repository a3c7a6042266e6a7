import SQLite from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { loginCookie, seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { businessForm } from "../support/business-details";
import { chooseLastTime, codeInMail, signInAsClient } from "../support/client-browser";
import { readRows, seedPerson } from "../support/database";
import { postForm } from "../support/forms";
import { mollieEnv, startMollieStandIn, type MollieStandIn } from "../support/mollie-stand-in";
import { paymentPath, pdfAttachments } from "../support/payment-mails";
import { pdfText } from "../support/pdf-text";
import { freePort, startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";
import { lookAt } from "../support/look";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * Paying for a package in a real browser (D33, ADR 0105-0108), against its
 * own server with the Mollie stand-in and a real SMTP catcher: the coach's
 * offer from the person card, the client's mail and payment page, iDEAL
 * through the stand-in's checkout, bank transfer without JavaScript marked
 * paid by the coach, failed and expired payments; the paid package's sessions
 * on the client's own page, where the first is booked. Axe on every screen;
 * screenshots at 375 and 1280 px with SCREENSHOTS=1 (tests/support/look.ts). The journeys do
 * not depend on the width, so they run on the desktop project only (ADR 0065).
 */
const coach = "coach-betalingen@example.nl";
let server: RunningServer;
let mollie: MollieStandIn;
let smtp: SmtpCatcher;
let people = 0;

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "one journey on one server; it takes its screenshots at 375 and 1280 px itself");
// Two browsers, mails and an axe run on each screen.
test.beforeEach(() => test.slow());

test.beforeAll(async () => {
  [mollie, smtp] = await Promise.all([startMollieStandIn(), startSmtpCatcher()]);
  const port = await freePort();
  server = await startBuiltServer(
    {
      ...mollieEnv(mollie),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "10",
    },
    mkdtempSync(join(tmpdir(), "coach-e2e-payments-")),
    { port },
  );
  seedUser(server.dataDir, coach);
  const admin = { Cookie: await loginCookie(server.url, coach) };
  const saved = await postForm(
    `${server.url}/admin/bedrijfsgegevens`,
    businessForm({ iban: "NL91ABNA0417164300" }),
    admin,
  );
  expect(saved.status).toBe(303);
  // The online package gives eight 60-minute sessions (ADR 0122; the screen: admin-agenda.spec.ts).
  const sessions = `${server.url}/admin/agenda/sessies`;
  const type = { intent: "add-type", name: "Coachingsessie", minutes: "60", bufferMinutes: "0", place: "online" };
  expect((await postForm(sessions, { ...type, hours: "same" }, admin)).status).toBe(200);
  const { id } = readRows<{ id: number }>(server.dataDir, "select id from session_types")[0]!;
  expect(
    (await postForm(sessions, { intent: "counts", packageKey: "online", [`count${id}`]: "8" }, admin)).status,
  ).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
  server?.remove();
  await Promise.all([mollie?.stop(), smtp?.stop()]);
});

function newPerson(): { email: string; name: string; lookup: string } {
  const db = new SQLite(join(server.dataDir, "site.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const name = `Pieter Klant ${++people}`;
    const email = `pieter${people}@voorbeeld.nl`;
    const lookup = seedPerson(db, server.dataDir, { email, name, at: new Date().toISOString(), kind: "intake" });
    return { email, name, lookup };
  } finally {
    db.close();
  }
}

/** The coach offers a package from the person's card in the browser; returns the mailed payment page's path. */
async function offerFromCard(browser: Browser, person: { email: string; lookup: string }, option: RegExp) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signIn(page, coach);
  await page.goto(`/admin/mensen/${person.lookup}`);
  const panel = page.getByRole("region", { name: "Pakketten en betalingen" });
  const value = await panel.locator("option", { hasText: option }).getAttribute("value");
  await panel.getByLabel("Pakket", { exact: true }).selectOption(value!);
  await panel.getByLabel("Persoonlijke regel (optioneel)").fill("Fijn dat je de stap zet.");
  await panel.getByRole("button", { name: "Aanbod versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het aanbod is verstuurd." })).toBeVisible();
  await expect(panel.getByRole("cell", { name: "Aangeboden" })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
  const mail = await smtp.waitFor((m) => m.to.includes(person.email) && /Je aanbod/.test(m.raw));
  return paymentPath(mail);
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}`);
  }
}

/** The client's browser: the stand-in's checkout has a self-signed certificate. */
const clientContext = (browser: Browser, javaScriptEnabled = true) =>
  browser.newContext({ baseURL: server.url, ignoreHTTPSErrors: true, javaScriptEnabled, locale: "nl-NL" });

test("offer, mail, iDEAL at the stand-in, paid page, invoice mail with a complete PDF, the card shows it", async ({
  browser,
}) => {
  const person = newPerson();
  const path = await offerFromCard(browser, person, /Online/);
  const context = await clientContext(browser);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { name: /Online/ })).toBeVisible();
  await expect(page.getByText("Fijn dat je de stap zet.")).toBeVisible();
  await expect(page.getByText("Btw 21%")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "payment-page");

  await page.getByLabel("Betalen met iDEAL").check();
  await page.getByRole("button", { name: "Verder naar betalen" }).click();
  await expect(page.getByRole("heading", { name: /Test payment tr_/ })).toBeVisible();
  await page.getByRole("button", { name: "paid" }).click();
  await expect(page.getByRole("heading", { name: "Betaald, dank je wel" })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "payment-paid");
  await context.close();

  const welcome = await smtp.waitFor((m) => m.to.includes(person.email) && /Welkom/.test(m.raw));
  const [pdf] = pdfAttachments(welcome);
  const text = await pdfText(pdf!);
  // Art. 35a Wet OB: seller, KvK, btw-id, client, number, date, service, excl., rate, btw, total.
  for (const field of ["Jansen Coaching", "11112222", "NL123456789B01", person.name, "Factuurnummer", "Factuurdatum"]) {
    expect(text).toContain(field);
  }
  expect(text).toMatch(/Btw 21%/);
  expect(text).toMatch(/€ 630,00/);

  const coachContext = await browser.newContext({ baseURL: server.url });
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, coach);
  await coachPage.goto(`/admin/mensen/${person.lookup}`);
  const panel = coachPage.getByRole("region", { name: "Pakketten en betalingen" });
  await expect(panel.getByRole("cell", { name: "Betaald" })).toBeVisible();
  await expect(panel.getByRole("link", { name: /^\d{4}-\d{4}$/ })).toBeVisible();
  await screenshots(coachPage, "person-card-payments");
  // The paid package gave its eight sessions (ADR 0123); the coach makes the client's link.
  const credits = coachPage.getByRole("list", { name: "Tegoed per sessiesoort" }).getByRole("definition");
  await expect(credits.first()).toHaveText("8");
  await coachPage.getByRole("button", { name: "Link maken" }).click();
  await expect(coachPage.getByText("Er is een nieuwe link. De vorige werkt niet meer.")).toBeVisible();
  const link = new URL(await coachPage.getByLabel("Link naar de klantpagina").inputValue());
  await coachContext.close();

  // The client signs in with the mailed code and books the first session: 8 left, then 7
  // (moving, cancelling, a no-show and a credit by hand: client-page.spec.ts).
  const client = await (await clientContext(browser)).newPage();
  await storeCookieChoice(client);
  await signInAsClient(client, link.pathname, async () =>
    codeInMail(plainText((await smtp.waitFor((m) => m.to.includes(person.email) && /Je code is/.test(m.raw))).raw)),
  );
  await expect(client.getByText("Nog 8 van de 8 over")).toBeVisible();
  await client.getByRole("link", { name: "Kies een tijd voor je coachingsessie" }).click();
  await chooseLastTime(client);
  await expect(client.getByText("Je sessie staat in de agenda.")).toBeVisible();
  await expect(client.getByText("Nog 7 van de 8 over")).toBeVisible();
  await client.context().close();
});

test("bank transfer without JavaScript: IBAN, reference and QR code; the coach marks it paid on 'Betalingen'", async ({
  browser,
}) => {
  const person = newPerson();
  const path = await offerFromCard(browser, person, /Face-to-face/);
  const context = await clientContext(browser, false);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel("Betalen per bankoverschrijving").check();
  await page.getByLabel("Straat en huisnummer").fill("Lange Nieuwstraat 12");
  await page.getByLabel("Postcode").fill("3512 PH");
  await page.getByLabel("Plaats").fill("Utrecht");
  await page.getByRole("button", { name: "Verder naar betalen" }).click();
  await expect(page.getByRole("heading", { name: "Betalen per bankoverschrijving" })).toBeVisible();
  await expect(page.getByText("NL91 ABNA 0417 1643 00")).toBeVisible();
  await expect(page.getByRole("img", { name: /QR-code voor een overschrijving/ })).toBeVisible();
  await context.close();
  // Axe needs scripts: the same page again in a browser that runs them.
  const checking = await clientContext(browser);
  const checked = await checking.newPage();
  await checked.goto(path);
  await expect(checked.getByText("NL91 ABNA 0417 1643 00")).toBeVisible();
  await expectNoAxeViolations(checked);
  await screenshots(checked, "payment-transfer");
  await checking.close();

  const coachContext = await browser.newContext({ baseURL: server.url });
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, coach);
  await coachPage.goto("/admin/betalingen?status=open");
  await expect(coachPage.getByRole("heading", { level: 1, name: "Betalingen" })).toBeVisible();
  await expectNoAxeViolations(coachPage);
  await screenshots(coachPage, "admin-payments");
  await coachPage.getByRole("button", { name: new RegExp(`Markeer als betaald \\(${person.name},`) }).click();
  await expect(coachPage.getByRole("status").filter({ hasText: "staat op betaald" })).toBeVisible();
  await coachContext.close();
  const welcome = await smtp.waitFor((m) => m.to.includes(person.email) && /Welkom/.test(m.raw));
  expect(pdfAttachments(welcome)).toHaveLength(1);
});

test("a failed and then an expired iDEAL payment each get their Dutch page and a way to try again", async ({
  browser,
}) => {
  const person = newPerson();
  const path = await offerFromCard(browser, person, /Online/);
  const context = await clientContext(browser);
  const page = await context.newPage();
  for (const [outcome, heading] of [
    ["failed", "De betaling is niet gelukt"],
    ["expired", "De betaling is verlopen"],
  ] as const) {
    await page.goto(path);
    await page.getByLabel("Betalen met iDEAL").check();
    await page.getByRole("button", { name: "Verder naar betalen" }).click();
    await page.getByRole("button", { name: outcome }).click();
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(page.getByRole("button", { name: "Verder naar betalen" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await context.close();
});

test("the coach refunds part of an iDEAL payment on 'Betalingen'; the client gets the credit invoice", async ({
  browser,
}) => {
  const coachContext = await browser.newContext({ baseURL: server.url });
  const coachPage = await coachContext.newPage();
  await signIn(coachPage, coach);
  await coachPage.goto("/admin/betalingen");
  const settings = coachPage.getByRole("region", { name: "Instellingen voor betalen" });
  await settings
    .getByLabel("Betalingsvoorwaarden (optioneel)")
    .fill("Betaling vooraf.\nAfzien kan tot 14 dagen na betaling.");
  await settings.getByRole("button", { name: "Instellingen bewaren" }).click();
  await expect(settings.getByRole("status")).toContainText("De instellingen voor betalen zijn bewaard.");

  const person = newPerson();
  const path = await offerFromCard(browser, person, /Online/);
  const context = await clientContext(browser);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("region", { name: "Betalingsvoorwaarden" })).toContainText("Afzien kan tot 14 dagen");
  await screenshots(page, "payment-page-terms");
  await page.getByLabel("Betalen met iDEAL").check();
  await page.getByRole("button", { name: "Verder naar betalen" }).click();
  await page.getByRole("button", { name: "paid" }).click();
  await expect(page.getByRole("heading", { name: "Betaald, dank je wel" })).toBeVisible();
  await context.close();
  const welcome = await smtp.waitFor((m) => m.to.includes(person.email) && /Welkom/.test(m.raw));
  const number = /Factuurnummer\s+(\d{4}-\d{4})/.exec(await pdfText(pdfAttachments(welcome)[0]!))?.[1];
  expect(number).toBeTruthy();

  await coachPage.goto("/admin/betalingen?status=paid");
  await coachPage.getByRole("link", { name: `Terugbetalen (${person.name}, ${number})` }).click();
  const step = coachPage.getByRole("region", { name: "Terugbetalen" });
  await expect(step).toContainText("Er kan nog € 630,00 worden terugbetaald");
  await expectNoAxeViolations(coachPage);
  await screenshots(coachPage, "admin-payments-refund");
  await step.getByLabel("Bedrag (incl. btw)").fill("100");
  await step.getByRole("button", { name: "Terugbetalen en creditfactuur maken" }).click();
  await expect(coachPage.getByRole("status").filter({ hasText: `€ 100,00 terugbetaald` })).toContainText(
    `verwijst naar factuur ${number}`,
  );
  await expect(coachPage.getByRole("cell", { name: "Betaald € 100,00 terugbetaald" })).toBeVisible();
  await coachContext.close();

  const creditMail = await smtp.waitFor((m) => m.to.includes(person.email) && /creditfactuur/i.test(m.raw));
  const credit = await pdfText(pdfAttachments(creditMail)[0]!);
  expect(credit).toContain("Creditfactuur");
  expect(credit).toContain(number!);
  expect(credit).toMatch(/-\s?€ 100,00|€ -100,00/);
});
