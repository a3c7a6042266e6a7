import { expect, type Locator, type Page } from "@playwright/test";
import { newsletterMessages } from "../../app/content/newsletter";
import { confirmPage } from "../../app/content/newsletter-pages";

/** The newsletter form (with its result) in the footer or on /nieuwsbrief. */
export function newsletterForm(scope: Page | Locator): Locator {
  return scope.getByRole("form", { name: "Aanmelden voor de nieuwsbrief" });
}

/** What the form says after a signup: the confirmation mail is on its way (D26). */
export const almostDone = newsletterMessages["Confirmation sent"];

/** The label of the confirmation link in the confirmation mail. */
export const confirmLinkLabel = "Aanmelding bevestigen";

/** Opens the mailed confirmation link and presses its button, as the subscriber does. */
export async function confirmSubscription(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole("button", { name: confirmPage.button }).click();
  await expect(page.getByRole("heading", { name: confirmPage.doneTitle })).toBeVisible();
}
