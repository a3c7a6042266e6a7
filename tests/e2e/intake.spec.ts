import { expect, test, type Page } from "@playwright/test";
import {
  intakeFormText,
  intakeMessages,
  intakeNextSteps,
  intakeQuestions,
  intakeSectionTitles,
} from "../../app/content/intake";
import { intakeAnswerFields } from "../../app/server/db-schema";
import { readOpenedRows } from "../support/database";
import { expectNoAxeViolations } from "../support/axe";
import { intakeForm } from "../support/intake-browser";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * The intake questionnaire in a real browser (product.md §2, §4, §8 Intake; D9,
 * D18, D20). Every request comes from 127.0.0.1 and the default limit is 5
 * stored submissions per minute per address (D8): this file stores three
 * (one per project with JavaScript, one without JavaScript on desktop only).
 * Refused submissions do not count.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

type Row = Record<string, string | null>;

function rowsFor(name: string): Row[] {
  // The name is sealed (ADR 0016): open every row, then compare.
  return readOpenedRows<Row>(dataDir, "client_test_responses", "SELECT * FROM client_test_responses").filter(
    (row) => row.client_name === name,
  );
}

function uniqueName(label: string): string {
  return `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The draft note is only shown once JavaScript runs: wait for it before typing. */
async function openHydrated(page: Page) {
  await page.goto("/client-test");
  await expect(page.getByText(intakeFormText.draftInfo)).toBeVisible();
}

async function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem("intake-draft"));
}

test.describe("with JavaScript", () => {
  test("a visitor fills in every question, finds the draft again after a reload, sends it and reaches /thank-you", async ({
    page,
  }, testInfo) => {
    await storeCookieChoice(page, true);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const name = uniqueName(`Bezoeker ${testInfo.project.name}`);
    const answers = Object.fromEntries(
      intakeAnswerFields.map((field, index) => [field, `Antwoord ${index + 1}: één café en <b>geen opmaak</b> 😴`]),
    );
    const fields = intakeForm(page);

    await openHydrated(page);
    await fields.name.fill(name);
    await fields.email.fill("bezoeker@example.nl");
    for (const field of intakeAnswerFields) await fields.answer(field).fill(answers[field]!);
    await fields.consent.check();

    // The draft lives in this browser only, without the consent, and nothing went to the server.
    const draft = JSON.parse((await storedDraft(page)) ?? "{}") as { values?: Record<string, string> };
    expect(draft.values?.client_name).toBe(name);
    expect(draft.values?.verwachtingen_coaching).toBe(answers.verwachtingen_coaching);
    expect(JSON.stringify(draft)).not.toContain("consent");
    expect(posts.filter((url) => !url.endsWith("/api/events") && !url.endsWith("/api/consent"))).toEqual([]);

    await page.reload();
    await expect(page.getByText(intakeFormText.draftRestored)).toBeVisible();
    await expect(fields.name).toHaveValue(name);
    for (const field of intakeAnswerFields) await expect(fields.answer(field)).toHaveValue(answers[field]!);
    await expect(fields.consent).not.toBeChecked();
    await fields.consent.check();

    // Hold the submission at the network, so the sending state can be seen; it then goes through unchanged.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/client-test.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const event = page.waitForRequest(
      (request) => request.url().endsWith("/api/events") && (request.postData() ?? "").includes("intake_submitted"),
    );
    await fields.submit.click();
    await expect(page.getByRole("button", { name: intakeFormText.submitting })).toBeDisabled();
    await expect(fields.answer("energieniveau")).toBeDisabled();
    release();

    await event;
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt!");
    expect(await storedDraft(page)).toBeNull();
    // What happens next, and the booking for who does not want to wait (in 'u', D2).
    await expect(page.getByRole("heading", { level: 2, name: "Wat er nu gebeurt" })).toBeVisible();
    for (const step of intakeNextSteps) await expect(page.getByText(step)).toBeVisible();
    const booking = page.getByRole("link", { name: "Plan uw gratis kennismakingsgesprek" });
    await booking.scrollIntoViewIfNeeded();
    await expect(booking).toBeVisible();
    await expect(booking).toHaveAttribute("href", "/kennismaking");
    await expectNoAxeViolations(page);

    const rows = rowsFor(name);
    expect(rows).toHaveLength(1);
    for (const field of intakeAnswerFields) expect(rows[0]![field], field).toBe(answers[field]);
    expect(rows[0]!.consent_at).toBeTruthy();
  });

  test("what a visitor types before the scripts have loaded stays in the fields when they arrive", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same scripts at every width");
    // A slow line: the page is on screen and typed into while its scripts are still on the way (ADR 0068).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/client-test", { waitUntil: "domcontentloaded" });
    const fields = intakeForm(page);
    await fields.name.fill("Vroege typer");
    await fields.answer("energieniveau").fill("Al getypt voordat de scripts er waren.");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(fields.name).toHaveValue("Vroege typer");
    await expect(fields.answer("energieniveau")).toHaveValue("Al getypt voordat de scripts er waren.");
  });

  test("without a name the form says so, keeps every answer and focuses the name field", async ({ page }) => {
    await storeCookieChoice(page, false);
    const fields = intakeForm(page);
    const marker = uniqueName("Zonder naam");
    await openHydrated(page);
    await fields.answer("slaapkwaliteit").fill(`${marker}: ik slaap slecht`);
    await fields.answer("leven_betekenis").fill("Mijn kinderen");
    await fields.consent.check();
    await fields.submit.click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText(intakeMessages.failureTitle);
    await expect(alert).toContainText(intakeMessages.nameRequired);
    await expect(fields.name).toBeFocused();
    await expect(fields.name).toHaveAttribute("aria-invalid", "true");
    await expect(fields.name).toHaveAccessibleDescription(intakeMessages.nameRequired);
    await expect(fields.answer("slaapkwaliteit")).toHaveValue(`${marker}: ik slaap slecht`);
    await expect(fields.answer("leven_betekenis")).toHaveValue("Mijn kinderen");
    await expect(fields.consent).toBeChecked();
    await expect(fields.submit).toBeEnabled();
    const stored = readOpenedRows<Row>(dataDir, "client_test_responses", "SELECT * FROM client_test_responses");
    expect(stored.filter((row) => String(row.slaapkwaliteit).startsWith(marker))).toEqual([]);

    // The page with its messages is still accessible.
    await expectNoAxeViolations(page);
  });

  test("answers that are together too long: the message names a question and every text stays", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the refusal does not depend on the width; run once (ADR 0065)");
    await storeCookieChoice(page, false);
    const fields = intakeForm(page);
    const name = uniqueName("Veel tekst");
    await openHydrated(page);
    await fields.name.fill(name);
    await fields.email.fill("bezoeker@example.nl");
    // Each answer within its maxlength (5,000), eleven of them over the form's 50,000 together.
    const long = intakeAnswerFields.slice(0, 11);
    for (const field of long) await fields.answer(field).fill(`${field} `.padEnd(4_700, "x"));
    await fields.answer("oorzaak_klachten").fill("Werkdruk ".padEnd(5_000, "y"));
    await fields.consent.check();
    await fields.submit.click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText(intakeQuestions.oorzaak_klachten.text);
    await expect(fields.answer("oorzaak_klachten")).toHaveAttribute("aria-invalid", "true");
    await expect(fields.answer("oorzaak_klachten")).toHaveValue("Werkdruk ".padEnd(5_000, "y"));
    await expect(fields.answer("energieniveau")).toHaveValue("energieniveau ".padEnd(4_700, "x"));
    await expect(fields.name).toHaveValue(name);
    expect(rowsFor(name)).toEqual([]);
    // The browser itself stops typing at the per-answer limit.
    await expect(fields.answer("duur_klachten")).toHaveAttribute("maxlength", "5000");
  });

  test("'Concept wissen' empties the restored draft, in the form and in the browser", async ({ page, isMobile }) => {
    test.skip(isMobile, "the draft does not depend on the width; run once (ADR 0065)");
    await storeCookieChoice(page, false);
    const fields = intakeForm(page);
    await openHydrated(page);
    await fields.name.fill("Jan Concept");
    await fields.answer("duur_klachten").fill("Een half jaar");
    await page.reload();
    await expect(fields.answer("duur_klachten")).toHaveValue("Een half jaar");

    await page.getByRole("button", { name: intakeFormText.draftClear }).click();
    await expect(page.getByText(intakeFormText.draftCleared)).toBeVisible();
    await expect(fields.name).toHaveValue("");
    await expect(fields.answer("duur_klachten")).toHaveValue("");
    await expect(fields.name).toBeFocused();
    expect(await storedDraft(page)).toBeNull();

    await page.reload();
    await expect(page.getByText(intakeFormText.draftInfo)).toBeVisible();
    await expect(page.getByText(intakeFormText.draftRestored)).toHaveCount(0);
    await expect(fields.name).toHaveValue("");
  });

  test("without an e-mail address the form says so in 'u' and focuses the field", async ({ page }) => {
    await storeCookieChoice(page, false);
    const fields = intakeForm(page);
    await openHydrated(page);
    await expect(page.getByText("Alleen uw naam, uw e-mailadres en uw toestemming zijn verplicht.")).toBeVisible();
    await fields.name.fill(uniqueName("Zonder e-mail"));
    await fields.consent.check();
    await fields.submit.click();
    await expect(page.getByRole("alert")).toContainText("Vul alstublieft uw e-mailadres in.");
    await expect(fields.email).toBeFocused();
    await expect(fields.email).toHaveAccessibleDescription(/Vul alstublieft uw e-mailadres in\./);
    await fields.email.fill("jan@voorbeeld");
    await fields.submit.click();
    await expect(fields.email).toHaveAccessibleDescription(/Wilt u het nog even controleren\?/);
  });

  test("/client-test has no accessibility violations", async ({ page }) => {
    await storeCookieChoice(page, false);
    await openHydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Intake\u00ADvragenlijst$/);
    await expect(page.getByRole("heading", { level: 2, name: "Persoonlijke informatie" })).toBeVisible();
    for (const title of intakeSectionTitles) await expect(page.getByRole("group", { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the HTML form is the same on every viewport; one stored submission is enough");

  test("the plain form shows a refusal with the answers kept, then stores the submission and shows /thank-you", async ({
    page,
  }) => {
    const name = uniqueName("Zonder JavaScript");
    const fields = intakeForm(page);
    await page.goto("/client-test");
    await expect(page.getByText(intakeFormText.draftInfo)).toHaveCount(0);
    await fields.name.fill(name);
    await fields.email.fill("bezoeker@example.nl");
    await fields.answer("uitgevallen_werk").fill("Ja, sinds maart.\nHalve dagen.");
    await fields.submit.click();

    // Without consent: the server shows the page again with the message and what was typed.
    await expect(page.getByRole("alert")).toContainText(intakeMessages.consentRequired);
    await expect(fields.name).toHaveValue(name);
    await expect(fields.answer("uitgevallen_werk")).toHaveValue("Ja, sinds maart.\nHalve dagen.");
    expect(rowsFor(name)).toEqual([]);

    await fields.consent.check();
    await fields.submit.click();
    await expect(page).toHaveURL(/\/thank-you/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt!");
    const rows = rowsFor(name);
    expect(rows).toHaveLength(1);
    // Browsers send line breaks in a textarea as CRLF; the text itself is kept as sent.
    expect(rows[0]!.uitgevallen_werk?.replace(/\r\n/g, "\n")).toBe("Ja, sinds maart.\nHalve dagen.");
    expect(rows[0]!.energieniveau).toBeNull();
  });
});
