import { expect, type Page } from "@playwright/test";

/** The free times on /kennismaking, as links that open the form for that time. */
export const freeTimes = (page: Page) => page.locator("#vrije-tijden ul a[href*='tijd=']");

/** The form for the chosen time. */
export const bookingDetails = (page: Page) => page.getByRole("form", { name: "Je gegevens" });

/**
 * Books the free time `index` of the first day with a name, an address and the consent, as a
 * visitor does (ADR 0080): the form answers 'kijk in je mail', `mailedLink` returns the link of
 * that mail, whose button books; ends on 'Je afspraak staat'.
 */
export async function bookFreeTime(
  page: Page,
  index: number,
  email: string,
  mailedLink: (email: string) => Promise<string>,
): Promise<void> {
  await page.goto("/kennismaking");
  await freeTimes(page).nth(index).click();
  const form = bookingDetails(page);
  await form.getByLabel("Naam").fill("Anna de Vries");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Afspraak aanvragen" }).click();
  await expect(page.getByRole("region", { name: "Nog één stap: kijk in je mail" })).toBeVisible();
  await page.goto(await mailedLink(email));
  await page.getByRole("button", { name: "Ja, bevestig mijn afspraak" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Je afspraak staat" })).toBeVisible();
}
