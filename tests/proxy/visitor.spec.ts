import type { Browser, Page } from "@playwright/test";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { changePages, visitorMails } from "../../app/content/booking";
import { ebookMail, ebookResultMessages } from "../../app/content/ebook";
import { profileDescriptions, selfTestMail } from "../../app/content/selftest";
import { bookFreeTime } from "../support/booking-browser";
import { readRows } from "../support/database";
import { ebookForm } from "../support/ebook-browser";
import { intakeForm } from "../support/intake-browser";
import { almostDone, confirmLinkLabel, confirmSubscription, newsletterForm } from "../support/newsletter-browser";
import { uniqueEmail } from "../support/outbox";
import { answerSelfTest, sendSelfTest } from "../support/selftest-browser";
import { mailLink, plainText, type SmtpCatcher } from "../support/smtp";
import { nextFormPost, storeCookieChoice } from "../support/visitor-browser";
import { expect, test } from "./fixtures";

/**
 * A visitor's journeys through Caddy at https://coach.test:<port> (ADR 0070),
 * with and without JavaScript: every form posts to the public origin with the
 * browser's own Origin, and every mailed link leads back to it. The page-level
 * details of each journey are in tests/e2e; here the point is that each works
 * as deployed.
 */

test.beforeAll(({ site }) => {
  mkdirSync(join(site.server.dataDir, "ebooks"), { recursive: true });
  copyFileSync("tests/fixtures/sample-ebook.pdf", join(site.server.dataDir, "ebooks", "sample-ebook.pdf"));
});

/** A fresh visitor with JavaScript on or off, who chose cookies before (no banner in the way). */
async function visitor(browser: Browser, baseURL: string, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript, locale: "nl-NL" });
  const page = await context.newPage();
  await storeCookieChoice(page);
  return page;
}

/** Opens `path`; with JavaScript, waits until React runs it, so a submit is the enhanced one. */
async function open(page: Page, path: string, javaScript: boolean): Promise<void> {
  await page.goto(path);
  if (javaScript) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** The newest mail to `email` whose text holds `text`, from the SMTP catcher. */
async function mailTo(smtp: SmtpCatcher, email: string, text: string): Promise<string> {
  return (await smtp.waitFor((mail) => mail.to.includes(email) && plainText(mail.raw).includes(text))).raw;
}

for (const javaScript of [true, false]) {
  const variant = javaScript ? "with JavaScript" : "without JavaScript";

  test(`newsletter signup and its confirmation link, ${variant}`, async ({ browser, baseURL, site }) => {
    const page = await visitor(browser, baseURL!, javaScript);
    const email = uniqueEmail("nieuwsbrief");
    await open(page, "/nieuwsbrief", javaScript);
    const form = newsletterForm(page.locator("main"));
    await form.getByLabel("E-mailadres").fill(email);
    const posted = nextFormPost(page, "/nieuwsbrief");
    await form.getByRole("button", { name: "Aanmelden" }).click();
    expect((await posted).status()).toBe(200);
    await expect(form.getByRole("status")).toHaveText(almostDone);

    const link = mailLink(await mailTo(site.smtp, email, confirmLinkLabel), confirmLinkLabel);
    expect(link.origin).toBe(site.publicUrl);
    await confirmSubscription(page, link.href);
    await mailTo(site.smtp, email, "Afmelden voor de nieuwsbrief");
    await page.context().close();
  });

  test(`e-book request and the mailed download, ${variant}`, async ({ browser, baseURL, site }) => {
    const page = await visitor(browser, baseURL!, javaScript);
    const email = uniqueEmail("ebook");
    await open(page, "/ebook-download", javaScript);
    const fields = ebookForm(page);
    await fields.name.fill("Bas Visser");
    await fields.email.fill(email);
    const posted = nextFormPost(page, "/ebook-download");
    await fields.submit.click();
    expect((await posted).status()).toBe(200);
    await expect(page.getByText(ebookResultMessages.success)).toBeVisible();

    const link = mailLink(await mailTo(site.smtp, email, ebookMail.button), ebookMail.button);
    expect(link.origin).toBe(site.publicUrl);
    const downloading = page.waitForEvent("download");
    await page.goto(link.href).catch(() => undefined); // a download ends the navigation
    const download = await downloading;
    expect(readFileSync(await download.path()).equals(readFileSync("tests/fixtures/sample-ebook.pdf"))).toBe(true);
    await page.context().close();
  });

  test(`self-test with its result page and analysis mail, ${variant}`, async ({ browser, baseURL, site }) => {
    const page = await visitor(browser, baseURL!, javaScript);
    const email = uniqueEmail("zelftest");
    await open(page, "/test", javaScript);
    await answerSelfTest(page);
    await sendSelfTest(page, email);
    await expect(page.getByRole("heading", { level: 3, name: "Burn-out" })).toBeVisible();

    const mail = await mailTo(site.smtp, email, profileDescriptions.Burnout.description);
    expect(mailLink(mail, selfTestMail.button).href).toBe(`${site.publicUrl}/kennismaking`);
    await page.context().close();
  });

  test(`intake questionnaire, ${variant}`, async ({ browser, baseURL, site }) => {
    const page = await visitor(browser, baseURL!, javaScript);
    const count = () => readRows<{ n: number }>(site.server.dataDir, "select count(*) as n from client_test_responses");
    const [{ n: before }] = count() as [{ n: number }];
    await open(page, "/client-test", javaScript);
    const fields = intakeForm(page);
    await fields.name.fill(`Intake ${variant}`);
    await fields.email.fill(uniqueEmail("intake"));
    await fields.answer("energieniveau").fill("Laag, vooral 's middags.");
    await fields.consent.check();
    const posted = nextFormPost(page, "/client-test");
    await fields.submit.click();
    expect((await posted).status()).toBeLessThan(400);
    await expect(page).toHaveURL(new RegExp(`^${site.publicUrl}/thank-you\\b`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt!");
    expect(count()).toEqual([{ n: before + 1 }]);
    await page.context().close();
  });

  test(`booking an intro call, moving it and cancelling it from the mail, ${variant}`, async ({
    browser,
    baseURL,
    site,
  }) => {
    const page = await visitor(browser, baseURL!, javaScript);
    const email = uniqueEmail("kennismaking");
    await bookFreeTime(
      page,
      0,
      email,
      async (to) =>
        mailLink(await mailTo(site.smtp, to, visitorMails.request.heading), visitorMails.request.buttonLabel).href,
    );

    await page.getByRole("link", { name: "Verzet je afspraak" }).click();
    await expect(page.getByRole("heading", { level: 2, name: changePages.reschedule.choose })).toBeVisible();
    // The last time shown on the first day (later days are folded away).
    await page.locator("main form button[name='start']").filter({ visible: true }).last().click();
    await expect(page.getByRole("heading", { level: 1, name: changePages.reschedule.doneTitle })).toBeVisible();

    const moved = await mailTo(site.smtp, email, visitorMails.moved.heading);
    const cancel = mailLink(moved, visitorMails.confirmation.cancel);
    expect(cancel.origin).toBe(site.publicUrl);
    await page.goto(cancel.href);
    await page.getByRole("button", { name: changePages.cancel.button }).click();
    await expect(page.getByRole("heading", { level: 1, name: changePages.cancel.doneTitle })).toBeVisible();
    expect(readRows(site.server.dataDir, "select status from appointments where email = ? order by id", email)).toEqual(
      [{ status: "verzet" }, { status: "geannuleerd" }],
    );
    await page.context().close();
  });
}
