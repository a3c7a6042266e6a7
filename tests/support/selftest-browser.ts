import { expect, type Page } from "@playwright/test";
import { selfTestPage, selfTestQuestions } from "../../app/content/selftest";

/** Answers worked out by hand in app/features/selftest/scoring.test.ts: Burnout / ADHD-Executive, total 17. */
export const mixedAnswers = [1, 2, 0, 3, 2, 1, 0, 2, 2, 2, 1, 1];

export const optionButton = (page: Page, question: number, option: number) =>
  page.getByRole("group").getByRole("button", { name: selfTestQuestions[question]!.options[option]!.text });

/** Clicks `mixedAnswers` on /test, question by question, with or without JavaScript, up to the last step. */
export async function answerSelfTest(page: Page): Promise<void> {
  for (let question = 0; question < selfTestQuestions.length; question++) {
    await expect(page.getByText(`Vraag ${question + 1} van 12`, { exact: true })).toBeVisible();
    await optionButton(page, question, mixedAnswers[question]!).click();
  }
  await expect(page.getByRole("heading", { name: "Laatste stap!" })).toBeVisible();
}

/** The last step: the address, the consent, and off to the result page. */
export async function sendSelfTest(page: Page, address: string): Promise<void> {
  await page.getByRole("textbox", { name: "Je e-mailadres" }).fill(address);
  await page.getByRole("checkbox", { name: /Ik geef toestemming/ }).check();
  await page.getByRole("button", { name: selfTestPage.emailStep.submit }).click();
  await expect(page).toHaveURL(/\/test-result\?ref=/);
  await expect(page.getByText("Test voltooid!")).toBeVisible();
}
