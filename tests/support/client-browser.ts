import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

/** The client page's steps in a browser (ADR 0124, ADR 0125), for the e2e and the proxy journeys. */

/** The 6-digit code in the text of the client's code mail. */
export const codeInMail = (text: string): string => /Je code is: (\d{6})/.exec(text)![1]!;

/** Opens the client's link and signs in with the code it mails: nothing personal shows before. Choose cookies first. */
export async function signInAsClient(
  page: Page,
  path: string,
  mailedCode: () => Promise<string>,
  { axe = false } = {},
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Mail mij een code" })).toBeVisible();
  await expect(page.getByText(/^Hallo /)).toHaveCount(0);
  await page.getByRole("button", { name: "Mail mij een code" }).click();
  await expect(page.getByText("We hebben je een code gemaild.")).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel("Code uit de mail").fill(await mailedCode());
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByText(/^Hallo /)).toBeVisible();
}

/** The last free time of the step (behind 'Meer dagen'), far from the times other specs book. */
export async function chooseLastTime(page: Page, not?: string): Promise<string> {
  // The step is shown (after a client-side navigation it renders a moment after the click).
  await expect(page.locator('button[name="start"]').first()).toBeVisible();
  const more = page.locator("summary", { hasText: "Meer dagen" });
  if (await more.count()) await more.click();
  const times = page.locator('button[name="start"]');
  const count = await times.count();
  let chosen = times.nth(count - 1);
  if (not && (await chosen.getAttribute("aria-label")) === not) chosen = times.nth(count - 2);
  const label = (await chosen.getAttribute("aria-label"))!;
  await chosen.click();
  return label;
}
