import { seedUser } from "../support/admin";
import { signInInBrowser } from "../support/admin-browser";
import { chooseLastTime, codeInMail, signInAsClient } from "../support/client-browser";
import { readRows } from "../support/database";
import { uniqueEmail } from "../support/outbox";
import { seedClient } from "../support/sample-client";
import { mailLink, plainText } from "../support/smtp";
import { nextFormPost, storeCookieChoice } from "../support/visitor-browser";
import { expect, test } from "./fixtures";

/**
 * A paying client's page through Caddy at https://coach.test:<port> (ADR 0070,
 * ADR 0124): the coach makes the link and shares homework on the card; the
 * client, without JavaScript, opens the link, signs in with the mailed code
 * (a Secure __Host- cookie), reads the homework, books a session and takes the
 * self-test again. Every form posts to the public origin with the browser's own
 * Origin (D31); the screens themselves are tested in tests/e2e/client-page.spec.ts.
 */
test("a paying client's page without JavaScript: the coach's link, the mailed code, homework, a session, the self-test again", async ({
  browser,
  baseURL,
  site,
}) => {
  const email = uniqueEmail("klant-proxy");
  // Checking any client link makes the server write its secret, which the seeding signs with.
  await site.fetch(`${site.publicUrl}/client/eerst.controleren`);
  const { card, retakePath } = seedClient(site.server.dataDir, email);
  const coach = uniqueEmail("coach-klant");
  seedUser(site.server.dataDir, coach);

  // The coach, with JavaScript: a new link (on the public origin) and homework for the session.
  const coachPage = await (await browser.newContext({ baseURL, locale: "nl-NL" })).newPage();
  await signInInBrowser(coachPage, coach);
  await coachPage.goto(card);
  await expect(coachPage.locator("html")).toHaveAttribute("data-hydrated", "true");
  const linkField = coachPage.getByLabel("Link naar de klantpagina");
  const old = await linkField.inputValue();
  await coachPage.getByRole("button", { name: "Nieuwe link maken (de oude werkt dan niet meer)" }).click();
  await expect(coachPage.getByText("Er is een nieuwe link. De vorige werkt niet meer.")).toBeVisible();
  // The notice comes with the answer, the new link with the page's data after it.
  await expect(linkField).not.toHaveValue(old);
  const link = new URL(await linkField.inputValue());
  expect(link.origin).toBe(site.publicUrl);
  const notes = coachPage.getByRole("region", { name: "Notities per sessie" });
  await notes.locator("summary").first().click();
  await notes.getByLabel(/^Gedeeld met de klant/).fill("Huiswerk: drie keer per dag vijf minuten niets doen.");
  await notes.getByRole("button", { name: /^Notities opslaan/ }).click();
  await expect(coachPage.getByText("De klant krijgt een mail met een link naar de klantpagina")).toBeVisible();
  await coachPage.context().close();
  const announced = await site.smtp.waitFor((m) => m.to.includes(email) && /Iets nieuws op je pagina/.test(m.raw));
  expect(mailLink(announced.raw, "Naar jouw pagina").origin).toBe(site.publicUrl);
  expect(plainText(announced.raw)).not.toContain("niets doen");

  // The client, without JavaScript.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "nl-NL" });
  const page = await context.newPage();
  await storeCookieChoice(page);
  await signInAsClient(page, link.pathname, async () =>
    codeInMail(plainText((await site.smtp.waitFor((m) => m.to.includes(email) && /Je code is/.test(m.raw))).raw)),
  );
  // Secure, and only for the client pages (ADR 0124).
  const session = (await context.cookies()).find((cookie) => cookie.name === "__Secure-klant");
  expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/client" });
  await expect(page.getByText("drie keer per dag vijf minuten niets doen")).toBeVisible();
  await expect(page.getByText("Nog 7 van de 8 over")).toBeVisible();

  await page.getByRole("link", { name: "Kies een tijd voor je coachingsessie" }).click();
  const booked = nextFormPost(page, new URL(page.url()).pathname);
  await chooseLastTime(page);
  expect((await booked).status()).toBeLessThan(400);
  await expect(page.getByText("Je sessie staat in de agenda.")).toBeVisible();
  await expect(page.getByText("Nog 6 van de 8 over")).toBeVisible();
  const bookedMail = await site.smtp.waitFor((m) => m.to.includes(email) && /Je sessie staat/.test(m.raw));
  expect(mailLink(bookedMail.raw, "Naar jouw pagina").origin).toBe(site.publicUrl);

  // The self-test again through the coach's link: it leads back to the client page.
  const results = () => readRows<{ n: number }>(site.server.dataDir, "select count(*) as n from test_results")[0]!.n;
  const before = results();
  await page.goto(retakePath);
  for (let question = 1; question <= 12; question++) {
    await expect(page.getByText(`Vraag ${question} van 12`, { exact: true })).toBeVisible();
    await page.getByRole("group").getByRole("button").first().click();
  }
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Antwoorden opslaan" }).click();
  await expect(page.getByText("Je antwoorden van de zelftest zijn opgeslagen.")).toBeVisible();
  expect(results()).toBe(before + 1);
  await context.close();
});
