import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { adminLogin } from "../../app/content/admin";
import { adminPeople } from "../../app/content/admin-people";
import { adminPassword, removeAccounts, seedUser, timeStep, totpCode } from "../support/admin";
import {
  enterLoginCode,
  passwordLogin,
  sendTestBroadcast,
  signInInBrowser,
  startTwoFactorSetup,
  switchOnTwoFactor,
  uploadPortrait,
  writeBroadcast,
} from "../support/admin-browser";
import { intakeForm } from "../support/intake-browser";
import { uniqueEmail } from "../support/outbox";
import { paymentPath } from "../support/payment-mails";
import { mailLink, plainText } from "../support/smtp";
import { nextFormPost, storeCookieChoice } from "../support/visitor-browser";
import { expect, setupCode, test } from "./fixtures";

/**
 * The coach's journeys through Caddy at https://coach.test:<port> (ADR 0070),
 * with and without JavaScript: the first sign-up, a login with two-factor
 * codes, a portrait upload and a test mail of a newsletter. The screens
 * themselves are tested in tests/e2e; here the point is that each works as
 * deployed, with the session in a Secure __Host- cookie. Also a package
 * offered from a card and paid by bank transfer, the client without JavaScript.
 */

async function coachBrowser(browser: Browser, baseURL: string, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript, locale: "nl-NL" });
  const page = await context.newPage();
  await storeCookieChoice(page);
  return page;
}

/** Waits until React runs the page, so a submit is the enhanced one. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

for (const javaScript of [true, false]) {
  const variant = javaScript ? "with JavaScript" : "without JavaScript";

  test(`the first admin signs up with the setup code and gets a Secure __Host- session cookie, ${variant}`, async ({
    browser,
    baseURL,
    site,
  }) => {
    // A site without any admin, each time.
    removeAccounts(site.server.dataDir);
    const page = await coachBrowser(browser, baseURL!, javaScript);
    await page.goto("/admin-login");
    if (javaScript) {
      await hydrated(page);
      const welcome = page.getByRole("dialog", { name: adminLogin.setupDialogTitle });
      await welcome.getByRole("button", { name: adminLogin.setupDialogButton }).click();
    }
    await page.getByLabel(adminLogin.email).fill("coach@example.nl");
    await page.getByLabel(adminLogin.password, { exact: true }).fill(adminPassword);
    await page.getByLabel(adminLogin.setupCode).fill(setupCode);
    const posted = nextFormPost(page, "/admin-login");
    await page.getByRole("button", { name: adminLogin.signupButton }).click();
    expect((await posted).status()).toBeLessThan(400);
    // The welcome is a one-time notice (ADR 0098): nothing of it stays in the address.
    await expect(page).toHaveURL(`${baseURL}/admin`);
    await expect(page.getByRole("status")).toContainText(adminLogin.signupSuccessTitle);

    const cookies = await page.context().cookies();
    expect(
      cookies.map(({ name, secure, httpOnly, sameSite, path, domain }) => ({
        name,
        secure,
        httpOnly,
        sameSite,
        path,
        domain,
      })),
    ).toEqual([
      { name: "__Host-admin_session", secure: true, httpOnly: true, sameSite: "Lax", path: "/", domain: "coach.test" },
    ]);
    await page.context().close();
  });

  test(`a login with password and two-factor code, ${variant}`, async ({ browser, baseURL, site }) => {
    const email = uniqueEmail("coach-2fa");
    seedUser(site.server.dataDir, email);
    const page = await coachBrowser(browser, baseURL!, javaScript);
    await passwordLogin(page, email);
    await expect(page.getByRole("status")).toContainText(adminLogin.loginSuccessTitle);
    await page.goto("/admin/security");
    if (javaScript) await hydrated(page);
    await startTwoFactorSetup(page);
    const { secret, step } = await switchOnTwoFactor(page);
    await page.getByRole("button", { name: "Uitloggen" }).click();
    await expect(page).toHaveURL(`${baseURL}/admin-login`);

    await passwordLogin(page, email);
    await expect(page.getByRole("heading", { level: 1, name: adminLogin.secondFactor.title })).toBeVisible();
    // The code of the next step: the one used for the set-up cannot be used again.
    await enterLoginCode(page, totpCode(secret, Math.max(timeStep(), step + 1)));
    await expect(page.getByRole("status")).toContainText(adminLogin.loginSuccessTitle);
    await page.context().close();
  });

  test(`a portrait upload, live on the site at once, ${variant}`, async ({ browser, baseURL, site }) => {
    const email = uniqueEmail("coach-portret");
    seedUser(site.server.dataDir, email);
    const page = await coachBrowser(browser, baseURL!, javaScript);
    await signInInBrowser(page, email);
    await page.goto("/admin/website");
    if (javaScript) await hydrated(page);
    const photo = await sharp({ create: { width: 900, height: 1100, channels: 3, background: "#8a9a7b" } })
      .jpeg()
      .toBuffer();
    const description = `De coach, lachend, op een bankje (${variant})`;
    await uploadPortrait(page, photo, description);

    await page.goto("/over-mij");
    const portrait = page.getByRole("img", { name: description });
    await expect(portrait).toBeVisible();
    expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.context().close();
  });

  test(`a newsletter's test mail to the coach, ${variant}`, async ({ browser, baseURL, site }) => {
    const email = uniqueEmail("coach-nieuwsbrief");
    seedUser(site.server.dataDir, email);
    const page = await coachBrowser(browser, baseURL!, javaScript);
    await signInInBrowser(page, email);
    const subject = `Rust in je hoofd (${variant})`;
    await writeBroadcast(page, subject, "## Stap een\n\nEen **praktisch** inzicht.");
    if (javaScript) await hydrated(page);
    await sendTestBroadcast(page);

    const mail = await site.smtp.waitFor((m) => m.to.includes(email) && plainText(m.raw).includes("Stap een"));
    expect(plainText(mail.raw)).toContain("Een **praktisch** inzicht.");
    expect(mailLink(mail.raw, "Afmelden voor de nieuwsbrief").origin).toBe(site.publicUrl);
    await page.context().close();
  });
}

test("a package offered from the card reaches the client, who chooses bank transfer without JavaScript", async ({
  browser,
  baseURL,
  site,
}) => {
  const coach = uniqueEmail("coach-aanbod");
  seedUser(site.server.dataDir, coach);
  // The client's first step: the intake, which gives the coach a card.
  const client = uniqueEmail("klant-aanbod");
  const visitor = await coachBrowser(browser, baseURL!, false);
  await visitor.goto("/client-test");
  const intake = intakeForm(visitor);
  await intake.name.fill("Pieter Klant");
  await intake.email.fill(client);
  await intake.consent.check();
  await intake.submit.click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Bedankt!");

  const page = await coachBrowser(browser, baseURL!, true);
  await signInInBrowser(page, coach);
  // A transfer needs the coach's IBAN (D33).
  await page.goto("/admin/bedrijfsgegevens");
  await hydrated(page);
  await page.getByLabel("IBAN", { exact: true }).fill("NL91ABNA0417164300");
  await page.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(page.getByText("Je gegevens zijn opgeslagen en staan op de website.")).toBeVisible();
  await page.goto("/admin/mensen");
  await page.getByLabel(adminPeople.filters.search).fill(client);
  await page.getByRole("button", { name: adminPeople.filters.submit }).click();
  await page.getByRole("link", { name: client, exact: true }).click();
  await hydrated(page);
  const panel = page.getByRole("region", { name: "Pakketten en betalingen" });
  const value = await panel.locator("option", { hasText: /Face-to-face/ }).getAttribute("value");
  await panel.getByLabel("Pakket", { exact: true }).selectOption(value!);
  await panel.getByRole("button", { name: "Aanbod versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het aanbod is verstuurd." })).toBeVisible();
  await page.context().close();

  const mail = await site.smtp.waitFor((m) => m.to.includes(client) && /Je aanbod/.test(m.raw));
  expect(mailLink(mail.raw, "Naar de betaalpagina").origin).toBe(site.publicUrl);
  const path = paymentPath(mail);
  await visitor.goto(path);
  await visitor.getByLabel("Betalen per bankoverschrijving").check();
  await visitor.getByLabel("Straat en huisnummer").fill("Lange Nieuwstraat 12");
  await visitor.getByLabel("Postcode").fill("3512 PH");
  await visitor.getByLabel("Plaats").fill("Utrecht");
  const posted = nextFormPost(visitor, path);
  await visitor.getByRole("button", { name: "Verder naar betalen" }).click();
  expect((await posted).status()).toBeLessThan(400);
  await expect(visitor.getByRole("heading", { name: "Betalen per bankoverschrijving" })).toBeVisible();
  await expect(visitor.getByText("NL91 ABNA 0417 1643 00")).toBeVisible();
  await visitor.context().close();
});
