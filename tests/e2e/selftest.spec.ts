import { expect, test, type Locator, type Page } from "@playwright/test";
import { profileDescriptions, selfTestQuestions } from "../../app/content/selftest";
import { readRows } from "../support/database";
import { outboxMailTo } from "../support/outbox";
import { mixedAnswers, optionButton, sendSelfTest } from "../support/selftest-browser";
import { requestsSettled } from "../support/page-requests";
import { plainText } from "../support/smtp";
import { expectNoAxeViolations } from "../support/axe";

/** The self-test in a real browser (product.md §2, §4, §8; D14, D18, D20). */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, reverse = false): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(reverse ? "Shift+Tab" : "Tab");
  }
  throw new Error("the element was not reached with the keyboard");
}

/** A returning visitor who allowed analytics, so the banner stays away and events are sent (D20). */
async function allowAnalytics(page: Page): Promise<void> {
  await page.goto("/robots.txt");
  await page.evaluate(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: true, marketing: false }));
    localStorage.setItem("cookie-consent-id", crypto.randomUUID());
  });
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const option = document.querySelector('[role="group"] button');
    return !!option && Object.keys(option).some((key) => key.startsWith("__reactProps"));
  });
}

function completedEvents(): number {
  return readRows<{ count: number }>(
    dataDir,
    "SELECT count(*) AS count FROM analytics_events WHERE name = 'test_completed'",
  )[0]!.count;
}

/** The heading of the current step (the footer has headings of its own). */
const stepHeading = (page: Page) => page.locator("main").getByRole("heading", { level: 2 });

test("a visitor takes the whole test with the keyboard and gets the result and the mail", async ({
  page,
}, testInfo) => {
  const address = `toetsenbord-${testInfo.project.name}-${Date.now()}@example.nl`;
  await allowAnalytics(page);
  await page.goto("/test");
  await waitForHydration(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zelftest burn-out en ADHD");
  await expect(page.getByRole("link", { name: "Terug naar home" })).toHaveAttribute("href", "/home");
  const progress = page.getByRole("progressbar", { name: "Voortgang van de test" });
  await expect(progress).toHaveAttribute("aria-valuetext", "Vraag 1 van 12");
  await expect(page.getByText("Vraag 1 van 12", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  for (let question = 0; question < selfTestQuestions.length; question++) {
    const heading = stepHeading(page);
    await expect(heading).toContainText(selfTestQuestions[question]!.text);
    await expect(progress).toHaveAttribute("aria-valuetext", `Vraag ${question + 1} van 12`);
    await tabTo(page, optionButton(page, question, mixedAnswers[question]!));
    await page.keyboard.press(question % 2 === 0 ? "Enter" : "Space");

    if (question === 2) {
      // 'Vorige' goes back to question 2, with the earlier answer still marked as chosen.
      await expect(stepHeading(page)).toBeFocused();
      await tabTo(page, page.getByRole("button", { name: "Vorige" }));
      await page.keyboard.press("Enter");
      await expect(stepHeading(page)).toContainText(selfTestQuestions[2]!.text);
      await expect(stepHeading(page)).toBeFocused();
      await expect(optionButton(page, 2, mixedAnswers[2]!)).toHaveAttribute("aria-pressed", "true");
      await tabTo(page, optionButton(page, 2, mixedAnswers[2]!));
      await page.keyboard.press("Enter");
    }
    // Focus follows to the next step's heading, so a screen reader reads the next question.
    await expect(stepHeading(page)).toBeFocused();
  }

  await expect(stepHeading(page)).toHaveText("Laatste stap!");
  await expect(progress).toHaveAttribute("aria-valuetext", "Alle 12 vragen beantwoord");
  const consent = page.getByRole("checkbox", { name: /Ik geef toestemming/ });
  await expect(consent).not.toBeChecked();
  await expect(page.getByRole("link", { name: /privacyverklaring/ })).toHaveAttribute("href", "/privacy");
  await expect(page.getByText(/113.*0800-0113.*huisarts/)).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Je e-mailadres" })).toBeFocused();
  await page.keyboard.type(address);
  const submit = page.getByRole("button", { name: "Mijn resultaten ophalen" });
  // Without consent the server refuses, and says why.
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Kon test niet indienen");
  await expect(alert).toContainText("Geef toestemming om je antwoorden te verwerken.");
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await tabTo(page, consent, true);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  const eventsBefore = completedEvents();
  await tabTo(page, submit);
  await page.keyboard.press("Enter");

  await page.waitForURL(/\/test-result\?ref=/);
  const notice = page.getByRole("status").filter({ hasText: "Test voltooid!" });
  await expect(notice).toContainText("Je resultaten zijn klaar");
  await expect(notice).toBeFocused();
  // Counted once, first-party, with the visitor's analytics consent (D20).
  await expect.poll(completedEvents).toBe(eventsBefore + 1);
  // The first-time marker leaves the address, so a reload does not repeat the notice.
  await expect(page).not.toHaveURL(/nieuw=1/);

  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 3, name: "Burn-out" })).toBeVisible();
  await expect(main.getByText(profileDescriptions.Burnout.description)).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "ADHD-executief" })).toBeVisible();
  await expect(main.getByText(profileDescriptions["ADHD-Executive"].description)).toBeVisible();
  await expect(main.getByText("17", { exact: true })).toBeVisible();
  await expect(main).not.toContainText("Burnout");
  await expect(main).not.toContainText("ADHD-Executive");
  await expect(main.getByText(/t\*\*\*\d@example\.nl/)).toBeVisible();
  await expect(main).not.toContainText(address);
  const booking = page.getByRole("link", { name: "Plan je gratis kennismakingsgesprek (opent in een nieuw tabblad)" });
  await expect(booking).toHaveAttribute("href", "/kennismaking");
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(main.getByText(/113.*0800-0113.*huisarts/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(main.getByRole("heading", { level: 3, name: "Burn-out" })).toBeVisible();
  await expect(main.getByText("17", { exact: true })).toBeVisible();
  await expect(page.getByText("Test voltooid!")).toHaveCount(0);
  await requestsSettled(page);
  expect(completedEvents()).toBe(eventsBefore + 1);

  const mail = plainText(await outboxMailTo(address));
  expect(mail).toContain(profileDescriptions.Burnout.description);
  expect(mail).toContain(profileDescriptions["ADHD-Executive"].description);
  expect(mail).toContain("17 van 36");
  // D35: the Dutch names a person reads; the stored code stays SPEC's.
  expect(mail).toContain("Je hoofdprofiel: Burn-out");
  expect(mail).toContain("Je tweede profiel: ADHD-executief");
  expect(mail).not.toContain("Burnout");
  expect(mail).not.toContain("ADHD-Executive");
  expect(mail).toContain("/kennismaking");
});

/**
 * ADR 0093: on a 375x740 phone and a 1280x800 laptop every question shows with
 * all four answers where the visitor lands on it: inside the screen, below the
 * fixed header, and with no booking bar over them (the bar stays away during
 * the test). The answers are clicked through as a visitor does, without scrolling.
 */
for (const screen of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`every question with its four answers fits a ${screen.width}x${screen.height} screen`, async ({ page }) => {
    test.skip(test.info().project.name !== (screen.width < 640 ? "mobile" : "desktop"), "one project per screen");
    await page.setViewportSize(screen);
    await page.addInitScript(() => {
      localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    });
    await page.goto("/test");
    await waitForHydration(page);
    await expect(page.locator("[data-booking-bar]")).toHaveCount(0);
    const headerBottom = (await page.locator("header").first().boundingBox())!.height;

    for (let question = 0; question < selfTestQuestions.length; question++) {
      await expect(stepHeading(page)).toContainText(selfTestQuestions[question]!.text);
      const boxes = await page.evaluate(() => {
        const heading = document.querySelector("main h2");
        const options = [...document.querySelectorAll('main [role="group"] button')];
        return [heading, ...options].map((element) => {
          const box = element!.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
        });
      });
      expect(boxes).toHaveLength(5);
      for (const [index, box] of boxes.entries()) {
        const what = `question ${question + 1}, ${index === 0 ? "the question" : `answer ${index}`}`;
        expect(box.top, what).toBeGreaterThanOrEqual(headerBottom);
        expect(box.bottom, what).toBeLessThanOrEqual(screen.height);
        expect(box.left, what).toBeGreaterThanOrEqual(0);
        expect(box.right, what).toBeLessThanOrEqual(screen.width);
      }
      // A click where the answer is, as a finger or a mouse would: no scrolling first.
      const answer = boxes[1 + mixedAnswers[question]!]!;
      await page.mouse.click(screen.width / 2, (answer.top + answer.bottom) / 2);
    }
    await expect(stepHeading(page)).toHaveText("Laatste stap!");
    await expect(page.locator("[data-booking-bar]")).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the server flow is the same for every viewport");

  test("the whole test still works, one question per page", async ({ page }) => {
    const address = `zonder-js-${Date.now()}@example.nl`;
    await page.goto("/test");
    for (let question = 0; question < selfTestQuestions.length; question++) {
      await expect(page.getByText(`Vraag ${question + 1} van 12`, { exact: true })).toBeVisible();
      await optionButton(page, question, mixedAnswers[question]!).click();
      if (question === 0) {
        await page.getByRole("button", { name: "Vorige" }).click();
        await expect(page.getByText("Vraag 1 van 12", { exact: true })).toBeVisible();
        await expect(optionButton(page, 0, mixedAnswers[0]!)).toHaveAttribute("aria-pressed", "true");
        await optionButton(page, 0, mixedAnswers[0]!).click();
      }
    }
    await expect(page.getByRole("heading", { name: "Laatste stap!" })).toBeVisible();
    await sendSelfTest(page, address);
    await expect(page.getByRole("heading", { level: 3, name: "Burn-out" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "ADHD-executief" })).toBeVisible();
    expect(plainText(await outboxMailTo(address))).toContain(profileDescriptions.Burnout.description);
  });
});

test("an invalid result reference leads to the test's intro", async ({ page }) => {
  await page.goto("/test-result?ref=nep.verwijzing");
  await expect(page).toHaveURL(/\/test-landing$/);
  await expect(page.getByRole("link", { name: "Start de test" })).toBeVisible();
});
