import { expect, type Locator, type Page } from "@playwright/test";

/** The chosen day's free times on /kennismaking, as links that open the form for that time. */
export const freeTimes = (page: Page) => page.locator("#vrije-tijden ul a[href*='tijd=']");

/** The days in the picker's row that have free times, as links (ADR 0111). */
export const freeDays = (page: Page) => page.getByRole("list", { name: "Dagen" }).getByRole("link");

/** A day link's full name ('vrijdag 27 november'), which its visible 'vr 27 nov' stands for. */
export const dayName = async (day: Locator) => (await day.locator(".sr-only").textContent())!;

/**
 * Opens the third day with free times, which is never today: today's list starts after the
 * minimum notice, so how many times it still has depends on the hour the suite runs (after
 * midnight it had seven). A test that takes the n-th time needs a whole day.
 */
export async function openWholeDay(page: Page): Promise<void> {
  const day = freeDays(page).nth(2);
  const name = await dayName(day);
  await day.click();
  await expect(page.getByRole("heading", { name: `Vrije tijden op ${name}` })).toBeVisible();
}

/** The form for the chosen time. */
export const bookingDetails = (page: Page) => page.getByRole("form", { name: "Je gegevens" });

/**
 * Books the free time `index` of a whole day (`openWholeDay`) with a name and an address (no tick: ADR 0110), as a
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
  await openWholeDay(page);
  await freeTimes(page).nth(index).click();
  const form = bookingDetails(page);
  await form.getByLabel("Naam").fill("Anna de Vries");
  await form.getByLabel("E-mailadres").fill(email);
  await form.getByRole("button", { name: "Afspraak aanvragen" }).click();
  await expect(page.getByRole("region", { name: "Nog één stap: kijk in je mail" })).toBeVisible();
  await page.goto(await mailedLink(email));
  await page.getByRole("button", { name: "Ja, bevestig mijn afspraak" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Je afspraak staat" })).toBeVisible();
}
