import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { bookingSent } from "../../app/content/booking";
import { ebookFormText } from "../../app/content/ebook";
import { intakeMessages } from "../../app/content/intake";
import { selfTestPage } from "../../app/content/selftest";
import { loginCookie, seedUser } from "../support/admin";
import { bookingDetails, freeTimes, openWholeDay } from "../support/booking-browser";
import { ebookForm } from "../support/ebook-browser";
import { intakeForm } from "../support/intake-browser";
import { almostDone, newsletterForm } from "../support/newsletter-browser";
import { nextWeek, seedAppointment } from "../support/sample-appointment";
import { answerSelfTest } from "../support/selftest-browser";
import { forgeToken } from "../support/tokens";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * Every form's answer lands where the visitor sees it (ADR 0114): after a
 * submit the answer, or the first field it refused, has focus and stands in
 * the screen below the fixed header, at 375 px (mobile project) and 1280 px
 * (desktop project), with JavaScript and, where the form works without it,
 * without. One submit per test.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** Focused, in the screen, and its top below the fixed header (when the page has one). */
async function expectLanded(page: Page, answer: Locator): Promise<void> {
  await expect(answer).toBeFocused();
  await expect(answer).toBeInViewport();
  const box = (await answer.boundingBox())!;
  const header = page.locator("[data-site-header]");
  const headerBottom = (await header.count())
    ? (await header.boundingBox())!.y + (await header.boundingBox())!.height
    : 0;
  // Within a pixel: at 375 px the layout has fractional heights, and the browser's own focus
  // scrolling put the booking's first field 0.47 px under an 80.x px header in one run.
  expect(box.y).toBeGreaterThanOrEqual(Math.floor(headerBottom) - 1);
}

/** A visitor whose cookie choice is stored, with or without JavaScript. */
async function visitor(page: Page, javaScript: boolean, path: string): Promise<void> {
  await storeCookieChoice(page);
  await page.goto(path);
  if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const unique = (label: string, project: string, javaScript: boolean) =>
  `${label}-${project}-${javaScript ? "js" : "nojs"}-${Date.now()}@voorbeeld.nl`;

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("newsletter: the footer form's answer", async ({ page }, info) => {
      await visitor(page, javaScript, "/over-mij");
      const form = newsletterForm(page.locator("footer"));
      await form.getByLabel("Naam (optioneel)").fill("Sam");
      await form.getByLabel("E-mailadres").fill(unique("brief", info.project.name, javaScript));
      await form.getByRole("button", { name: "Aanmelden" }).click();
      // Without JavaScript the post lands on /nieuwsbrief, whose form shows the answer.
      await expectLanded(page, page.getByRole("status").filter({ hasText: almostDone }));
    });

    test("e-book: the request's answer", async ({ page }, info) => {
      await visitor(page, javaScript, "/ebook-download");
      const form = ebookForm(page);
      await form.name.fill("Sam");
      await form.email.fill(unique("boek", info.project.name, javaScript));
      await form.submit.click();
      await expectLanded(page, page.locator("main").getByRole("status").filter({ hasText: /\S/ }));
      await expect(page.getByRole("button", { name: ebookFormText.submit })).toBeVisible();
    });

    test("booking: the first required field, then 'kijk in je mail'", async ({ page }, info) => {
      await visitor(page, javaScript, "/kennismaking");
      await openWholeDay(page);
      const index = (info.project.name === "mobile" ? 6 : 4) + (javaScript ? 0 : 1);
      await freeTimes(page).nth(index).click();
      const form = bookingDetails(page);
      // The browser's own warning for the empty name: the field stands below the header, not under it.
      await form.getByRole("button", { name: "Afspraak aanvragen" }).click();
      await expectLanded(page, form.getByLabel("Naam"));
      await form.getByLabel("Naam").fill("Anna de Vries");
      await form.getByLabel("E-mailadres").fill(unique("boek", info.project.name, javaScript));
      // No question, so no consent tick to give (ADR 0110).
      await form.getByRole("button", { name: "Afspraak aanvragen" }).click();
      await expectLanded(page, page.getByRole("region", { name: bookingSent.title }).locator("[tabindex='-1']"));
    });

    test("booking move: 'Je afspraak is verzet'", async ({ page }, info) => {
      const start = nextWeek();
      const id = seedAppointment(dataDir, {
        start,
        name: "Verzetter",
        email: unique("verzet", info.project.name, javaScript),
      });
      const secret = readFileSync(join(dataDir, "app-secret.key"), "utf8").trim();
      await visitor(
        page,
        javaScript,
        `/afspraak/verzetten/${forgeToken(secret, "appointment-reschedule", String(id), Date.parse(start))}`,
      );
      // A time far down the list: the answer is a much shorter page.
      const times = page.locator("main form button[name='start']");
      const index = (info.project.name === "mobile" ? 20 : 14) + (javaScript ? 0 : 1);
      await times.nth(index).click();
      await expect(page.getByRole("heading", { level: 1, name: "Je afspraak is verzet" })).toBeVisible();
      await expectLanded(page, page.locator("main [tabindex='-1']").filter({ has: page.getByRole("status") }));
    });

    test("intake: a refusal lands on the first field to fix (its list without JavaScript)", async ({ page }) => {
      await visitor(page, javaScript, "/client-test");
      const fields = intakeForm(page);
      await fields.answer("slaapkwaliteit").fill("Ik slaap slecht");
      await fields.consent.check();
      await fields.submit.click();
      await expect(page.getByRole("alert")).toContainText(intakeMessages.nameRequired);
      // Without JavaScript on the list of problems: a page holds one autofocus only.
      await expectLanded(page, javaScript ? fields.name : page.getByRole("alert"));
    });

    test("self-test: the last step's refusal, then the result's notice", async ({ page }, info) => {
      await visitor(page, javaScript, "/test");
      await answerSelfTest(page);
      const email = page.getByRole("textbox", { name: "Je e-mailadres" });
      // Past the browser's own check, refused by the server: the address lands.
      await email.fill("naam@voorbeeld");
      await page.getByRole("checkbox", { name: /Ik geef toestemming/ }).check();
      await page.getByRole("button", { name: selfTestPage.emailStep.submit }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectLanded(page, javaScript ? email : page.getByRole("alert"));
      await email.fill(unique("test", info.project.name, javaScript));
      await page.getByRole("checkbox", { name: /Ik geef toestemming/ }).check();
      await page.getByRole("button", { name: selfTestPage.emailStep.submit }).click();
      await expect(page).toHaveURL(/\/test-result\?ref=/);
      await expectLanded(page, page.getByRole("status").filter({ hasText: "Test voltooid!" }));
    });
  });
}

test("cookie settings saved from the banner: the page stays where it was, focus on its content", async ({ page }) => {
  await page.goto("/kennismaking");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, 900));
  const banner = page.getByRole("region", { name: "Cookies en privacy" });
  await banner.getByRole("button", { name: "Instellingen", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Keuze opslaan" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator("main")).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test("admin: a saved form's notice", async ({ page, context, baseURL }, info) => {
  const email = `antwoord-${info.project.name}-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  const cookie = await loginCookie(baseURL!, email);
  await context.addCookies([
    { name: cookie.slice(0, cookie.indexOf("=")), value: cookie.slice(cookie.indexOf("=") + 1), url: baseURL! },
  ]);
  await page.goto("/admin/meldingen");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const save = page.getByRole("button", { name: /opslaan/i });
  await save.click();
  await expectLanded(page, page.getByRole("status").filter({ hasText: /opgeslagen/ }));
});
