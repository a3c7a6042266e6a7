import { expect, test, type Page } from "@playwright/test";
import { bookingDetails, dayName, freeDays, freeTimes } from "../support/booking-browser";
import { readRows } from "../support/database";
import { expectNoAxeViolations } from "../support/axe";
import { outboxMailTo } from "../support/outbox";
import { seedAppointment } from "../support/sample-appointment";
import { plainText } from "../support/smtp";

/*
 * The visitor's booking journey (ADR 0047) in a real browser against the
 * built server: choose a day and a time in the picker on /kennismaking
 * (ADR 0111), fill in the form (the tick only with a question, ADR 0110), see "Kijk
 * in je mail", open the mailed link and confirm (ADR 0080), see "Je afspraak
 * staat", cancel through the page's link. With and without
 * JavaScript, at 375 and 1280 px; any request to another origin fails the
 * test (no third party, no consent wall). The mails and links are checked in
 * tests/integration/booking-visit.test.ts.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** Records and aborts every request that leaves the test server. */
async function guardOrigins(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    external.push(url.href);
    return route.abort();
  });
  return external;
}

for (const javaScript of [true, false]) {
  test(`book, see the confirmation and cancel ${javaScript ? "with" : "without"} JavaScript`, async ({
    browser,
  }, info) => {
    const context = await browser.newContext({ ...info.project.use, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    const external = await guardOrigins(page);
    const checkAxe = javaScript && info.project.name === "desktop";
    // Up to seven axe runs on a shared machine.
    if (javaScript) test.setTimeout(120_000);
    const email = `e2e-${info.project.name}-${javaScript ? "js" : "nojs"}-${Date.now()}@voorbeeld.nl`;

    await page.goto("/kennismaking");
    if (javaScript)
      await page
        .getByRole("region", { name: "Cookies en privacy" })
        .getByRole("button", { name: "Alles accepteren" })
        .click();
    const times = freeTimes(page);
    // The first times start within one screen's scroll below the top, on a phone too.
    const viewport = page.viewportSize()!;
    expect((await times.first().boundingBox())!.y).toBeLessThan(2 * viewport.height);
    await page.getByRole("link", { name: "Bekijk de vrije tijden" }).click();
    await expect(times.first()).toBeInViewport();
    await expect(page.locator("main")).not.toContainText(/klik/i);

    // The picker: a row of days with the first free day chosen; days without times are shown, not linked.
    const days = freeDays(page);
    const row = page.getByRole("list", { name: "Dagen" });
    await expect(days.first()).toHaveAttribute("aria-current", "true");
    await expect(row.getByText(/, geen vrije tijden$/).first()).toBeAttached();
    // A phone swipes through the row (it snaps to the days); a wide screen shows every day at once.
    const scrolls = await row.evaluate(
      (list) => list.scrollWidth > list.clientWidth && getComputedStyle(list).scrollSnapType.startsWith("x"),
    );
    expect(scrolls).toBe(info.project.name === "mobile");

    // Another day, by keyboard with JavaScript (in place), by a plain link without.
    const other = days.nth(1);
    const otherName = await dayName(other);
    if (javaScript) {
      await other.focus();
      await page.keyboard.press("Enter");
    } else {
      await other.click();
    }
    await expect(page).toHaveURL(/[?&]dag=\d{4}-\d\d-\d\d/);
    await expect(days.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: `Vrije tijden op ${otherName}` })).toBeVisible();
    await expect(times.first()).toHaveAttribute("aria-label", new RegExp(` op ${otherName}$`));
    await expect(times.first()).toBeInViewport();
    if (javaScript) await expectNoAxeViolations(page);

    // Each of the four runs takes its own time of that day, so parallel runs never race for one.
    const index = (info.project.name === "mobile" ? 2 : 0) + (javaScript ? 0 : 1);
    const time = times.nth(index);
    const label = await time.getAttribute("aria-label");
    await time.click();
    const form = bookingDetails(page);
    await expect(form).toBeVisible();

    await form.getByLabel("Naam").fill("Anna de Vries");
    await form.getByLabel("E-mailadres").fill(email);
    // Name and address need no tick (ADR 0110): it shows only once the question holds text.
    const consent = form.getByRole("checkbox");
    await expect(consent).toBeHidden();
    await expect(form.getByRole("link", { name: "privacyverklaring" })).toBeVisible();
    if (javaScript) {
      // A question without the tick is refused next to the tick, what was typed kept.
      await form.getByLabel("Waar wil je het over hebben? (optioneel)").fill("Ik slaap slecht.");
      await expect(consent).toBeVisible();
      await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
      await form.getByRole("button", { name: "Afspraak aanvragen" }).click();
      await expect(
        form.getByText("Geef toestemming voor wat je hierboven schrijft, of laat dat veld leeg.").first(),
      ).toBeVisible();
      await expect(form.getByLabel("E-mailadres")).toHaveValue(email);
      if (checkAxe) await expectNoAxeViolations(page);
      await consent.check();
    }
    await form.getByRole("button", { name: "Afspraak aanvragen" }).click();

    // The same answer for every address (ADR 0080): where the mail went, in view.
    const sent = page.getByRole("region", { name: "Nog één stap: kijk in je mail" });
    await expect(sent).toBeInViewport();
    await expect(sent).toContainText(email);
    expect(page.url()).not.toContain("voorbeeld");
    if (checkAxe) await expectNoAxeViolations(page);

    // The mailed link: its page asks, its button books.
    const link = /https?:\/\/\S+?(\/afspraak\/bevestigen\/[\w.-]+)/.exec(plainText(await outboxMailTo(email)))![1]!;
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Bevestig je afspraak" })).toBeVisible();
    if (checkAxe) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Ja, bevestig mijn afspraak" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Je afspraak staat" })).toBeVisible();
    await expect(page.getByText(label!.replace(/^(\d\d:\d\d) op (.*)$/, "$2 om $1"))).toBeVisible();
    await expect(page.getByRole("link", { name: "Apple of andere (.ics)" })).toBeVisible();
    // Just booked: the phones' booking bar would only cover the page.
    await expect(page.getByRole("navigation", { name: "Kennismaking plannen" })).toHaveCount(0);
    if (checkAxe) await expectNoAxeViolations(page);
    if (javaScript) {
      // The conversion, with analytics consent, without the token in its path (D20).
      await expect
        .poll(() => readRows(dataDir, "select path from analytics_events where name = 'booking_created'"))
        .toContainEqual({ path: "/kennismaking" });
    }

    if (checkAxe) {
      // The move page (free times as buttons) only looks on GET; back to the confirmation.
      await page.getByRole("link", { name: "Verzet je afspraak" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Kies een nieuw moment" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goBack();
    }
    await page.getByRole("link", { name: "Annuleer je afspraak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Afspraak annuleren" })).toBeVisible();
    if (checkAxe) await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Ja, annuleer mijn afspraak" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Je afspraak is geannuleerd" })).toBeVisible();
    if (checkAxe) await expectNoAxeViolations(page);
    expect(readRows(dataDir, "select status from appointments where email = ?", email)).toEqual([
      { status: "geannuleerd" },
    ]);

    expect(external, "requests to other origins").toEqual([]);
    await context.close();
  });
}

test("a time taken while the form was open is refused, and the times shown with it leave it out", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the same page at both widths; the picker's widths are checked above");
  await page.goto("/kennismaking");
  // The last free day's last time: no other run takes it.
  const lastDay = freeDays(page).last();
  const day = await dayName(lastDay);
  await lastDay.click();
  await expect(page.getByRole("heading", { name: `Vrije tijden op ${day}` })).toBeVisible();
  const time = freeTimes(page).last();
  const label = (await time.getAttribute("aria-label"))!;
  const start = decodeURIComponent(/tijd=([^#&]+)/.exec((await time.getAttribute("href"))!)![1]!);
  await time.click();
  const form = bookingDetails(page);
  await form.getByLabel("Naam").fill("Anna de Vries");
  await form.getByLabel("E-mailadres").fill(`e2e-race-${Date.now()}@voorbeeld.nl`);
  // Someone else gets the time first.
  seedAppointment(dataDir, { start, name: "Bram Jansen", email: `e2e-race-winner-${Date.now()}@voorbeeld.nl` });
  await form.getByRole("button", { name: "Afspraak aanvragen" }).click();

  await expect(
    page.getByText("Dit moment is net door iemand anders geboekt. Kies hieronder een ander moment."),
  ).toBeVisible();
  // The picker opens on that day, with its other times and without the one just taken.
  await expect(page.getByRole("heading", { name: `Vrije tijden op ${day}` })).toBeVisible();
  await expect(freeTimes(page).first()).toBeVisible();
  await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(0);
});
