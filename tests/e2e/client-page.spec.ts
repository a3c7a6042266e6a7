import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { chooseLastTime, codeInMail, signInAsClient } from "../support/client-browser";
import { e2eDataDir, outboxMailTo, uniqueEmail } from "../support/outbox";
import { seedClient } from "../support/sample-client";
import { plainText } from "../support/smtp";
import { lookAt } from "../support/look";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * The client page in a real browser (ADR 0124, ADR 0125): the mailed code
 * opens it; the client books a session (a credit used), moves it, and without
 * JavaScript cancels a session that starts within the day (the credit stays
 * used) and books again. Before that the coach writes a note shared with the
 * client on the card (ADR 0143), which shows under its session. Axe on each
 * state; screenshots at 1280 and 375 px with SCREENSHOTS=1. The rules behind
 * it (swapped links and cookies, the policy on the server's clock, 50
 * parallel bookings, the notes' rules): tests/integration/client-page.test.ts.
 */

/** A paying client (`seedClient`); checking a link first makes the server write the secret the seeding signs with. */
async function newClient(page: Page, email: string, sessionHoursAhead?: number) {
  await page.goto("/client/eerst.controleren");
  await expect(page.getByRole("heading", { name: "Deze link werkt niet meer" })).toBeVisible();
  return seedClient(e2eDataDir, email, sessionHoursAhead);
}

/** A new coach signed in at 1280 px, on the client's card. */
async function coachOnCard(browser: Browser, card: string) {
  const coach = uniqueEmail("coach");
  seedUser(e2eDataDir, coach);
  const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const coachPage = await admin.newPage();
  await signIn(coachPage, coach);
  await coachPage.goto(card);
  return { admin, coachPage, coach };
}

/** The code in the newest code mail to `email` in the e2e server's outbox. */
const clientCode = (email: string) => async () => codeInMail(plainText(await outboxMailTo(email, "Je code is")));

test("a client signs in with the mailed code, books, moves and cancels late, with and without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  // One journey; the 375 px layout is looked at once below.
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  test.slow();
  const email = uniqueEmail("klant");
  const { path, card, retakePath } = await newClient(page, email);

  // The coach shares homework for the session on the card (ADR 0143); axe on the editor.
  const { admin, coachPage } = await coachOnCard(browser, card);
  const notes = coachPage.getByRole("region", { name: "Notities per sessie" });
  await notes.locator("summary").first().click();
  await notes.getByLabel("Privé-notitie").fill("Wil vooral rust; vraag naar zijn slaap.");
  await notes.getByLabel(/^Gedeeld met de klant/).fill("Huiswerk:\nschrijf drie momenten op waarop je energie kreeg.");
  await expectNoAxeViolations(coachPage, 'section[aria-labelledby="sessienotities"]');
  await lookAt(coachPage, "card-session-notes-1280");
  await notes.getByRole("button", { name: /^Notities opslaan/ }).click();
  await expect(coachPage.getByText("De klant krijgt een mail met een link naar de klantpagina")).toBeVisible();
  // Back on the card at that session, its editor still open with what was saved.
  await expect(notes.getByLabel(/^Gedeeld met de klant/)).toBeVisible();
  await expect(notes.getByLabel(/^Gedeeld met de klant/)).toHaveValue(/schrijf drie momenten op/);
  if (process.env.SCREENSHOTS) {
    await coachPage.setViewportSize({ width: 375, height: 812 });
    await lookAt(coachPage, "card-session-notes-375");
  }
  await admin.close();

  await storeCookieChoice(page);
  await signInAsClient(page, path, clientCode(email), { axe: true });
  await expect(page.getByText("Nog 7 van de 8 over")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Factuur 2026-/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Google Agenda" })).toBeVisible();
  // The shared note under its session, its line break kept; the private one nowhere.
  const nextSession = page.getByRole("region", { name: "Je volgende sessie" });
  await expect(nextSession.getByText("Van je coach")).toBeVisible();
  await expect(nextSession.getByText("schrijf drie momenten op")).toBeVisible();
  await expect(page.getByText("vraag naar zijn slaap")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await lookAt(page, "client-page-1280");

  // The self-test again through the coach's link (ADR 0146): it leads back here, the result beside the first.
  await page.goto(retakePath);
  for (let question = 1; question <= 12; question++) {
    await expect(page.getByText(`Vraag ${question} van 12`, { exact: true })).toBeVisible();
    await page.getByRole("group").getByRole("button").first().click();
  }
  await expect(page.getByRole("heading", { name: "Laatste stap" })).toBeVisible();
  await expect(page.getByLabel("Je e-mailadres")).toHaveCount(0);
  // The last step is the self-test's own form without its address field (axe in selftest.spec.ts, Nu check).
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Antwoorden opslaan" }).click();
  await expect(page.getByText("Je antwoorden van de zelftest zijn opgeslagen.")).toBeVisible();
  const progress = page.getByRole("table", { name: "Uitkomsten van de zelftest, van oud naar nieuw" });
  await expect(progress.getByRole("row")).toHaveCount(3);
  await expect(progress.getByRole("row").nth(1)).toContainText("29 van 36");
  await expect(progress.getByRole("row").nth(1)).toContainText("Burn-out");
  await expectNoAxeViolations(page);
  await lookAt(page, "client-progress-1280");

  // Book: the policy before the choice, one press on a time.
  await page.getByRole("link", { name: "Kies een tijd voor je coachingsessie" }).click();
  await expect(page.getByRole("heading", { name: "Kies een tijd" })).toBeVisible();
  await expect(page.getByText(/Tot 24 uur van tevoren/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const booked = await chooseLastTime(page);
  await expect(page.getByText("Je sessie staat in de agenda.")).toBeVisible();
  await expect(page.getByText("Nog 6 van de 8 over")).toBeVisible();
  const bookedWhen = booked.replace(/^Boek /, "");
  await expect(page.getByText(bookedWhen, { exact: false }).first()).toBeVisible();

  // Move it to the time before.
  await page.getByRole("link", { name: `Verzet de sessie van ${bookedWhen}` }).click();
  // The same times as the booking step, checked by axe above.
  await expect(page.getByRole("heading", { name: "Sessie verzetten" })).toBeVisible();
  await chooseLastTime(page, `Verzet naar ${bookedWhen}`);
  await expect(page.getByText("Je sessie is verzet.")).toBeVisible();
  await expect(page.getByText("Nog 6 van de 8 over")).toBeVisible();

  // The cancel step of the session of today: axe here (it cannot run where scripts are off).
  await page
    .getByRole("link", { name: /^Annuleer de sessie van / })
    .first()
    .click();
  await expect(page.getByText("de sessie telt dan als gebruikt")).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, "client-page-cancel-1280");

  // Without JavaScript, in the same session: cancel it, then book again.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  await plain.addCookies(await page.context().cookies());
  const noScript = await plain.newPage();
  await noScript.goto(path);
  await noScript
    .getByRole("link", { name: /^Annuleer de sessie van / })
    .first()
    .click();
  await noScript.getByRole("button", { name: "Ja, annuleer deze sessie" }).click();
  await expect(noScript.getByText("Je sessie is geannuleerd. Omdat dat binnen de termijn was")).toBeVisible();
  await expect(noScript.getByText("Nog 6 van de 8 over")).toBeVisible();
  await expect(noScript.getByText("laat geannuleerd, telt als gebruikt")).toBeVisible();
  // The note stays with the session, now under 'Geweest'.
  await expect(noScript.getByRole("region", { name: "Geweest" }).getByText("schrijf drie momenten op")).toBeVisible();
  await noScript.getByRole("link", { name: "Kies een tijd voor je coachingsessie" }).click();
  await chooseLastTime(noScript);
  await expect(noScript.getByText("Je sessie staat in de agenda.")).toBeVisible();
  await expect(noScript.getByText("Nog 5 van de 8 over")).toBeVisible();
  await plain.close();

  // The page itself on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(path);
  await expect(page.getByText("Nog 5 van de 8 over")).toBeVisible();
  // A paying client is past the free intro call: no booking bar at the bottom of the phone's screen.
  await expect(page.getByRole("navigation", { name: "Kennismaking plannen" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await lookAt(page, "client-page-375");
});

test("the coach marks a no-show and adds a credit by hand, with and without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  const email = uniqueEmail("klant");
  // A session that began two hours ago, its credit bound: the client did not come.
  const { path, card } = await newClient(page, email, -2);

  // With JavaScript at 1280 px: the no-show spends the credit.
  const { admin, coachPage, coach } = await coachOnCard(browser, card);
  const panel = coachPage.getByRole("region", { name: "Sessies en tegoed" });
  // Over, geboekt, gebruikt, geldig tot: a session in the past has used its credit, held or not.
  const credits = (page: Page) =>
    page.getByRole("list", { name: "Tegoed per sessiesoort" }).getByRole("listitem").first().getByRole("definition");
  await expect(credits(coachPage)).toHaveText(["7", "0", "1", /2099$/]);
  const session = panel.getByRole("list", { name: "Sessies van deze klant" }).getByRole("listitem").first();
  // 'Gepland' or, once the minutely job saw its end pass, 'Geweest': either can be marked.
  await expect(session).toContainText(/Coachingsessie · (Gepland|Geweest)/);
  await session.getByRole("button", { name: /^Markeer de sessie van .+ als niet gekomen$/ }).click();
  await expect(coachPage.getByText("Gemarkeerd als niet gekomen. De sessie telt als gebruikt.")).toBeVisible();
  await expect(session).toContainText("Coachingsessie · Niet gekomen");
  await expect(credits(coachPage)).toHaveText(["7", "0", "1", /2099$/]);
  await expect(panel.getByRole("button", { name: /als niet gekomen$/ })).toHaveCount(0);
  await expectNoAxeViolations(coachPage, 'section[aria-labelledby="sessies"]');
  await lookAt(coachPage, "card-sessions-1280");

  // Without JavaScript at 375 px, in the same sign-in: one session added by hand, with its reason.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  await plain.addCookies(await admin.cookies());
  const noScript = await plain.newPage();
  await noScript.goto(card);
  // The status and the numbers fit the phone's screen: nothing to scroll sideways for.
  const phoneSession = noScript.getByRole("list", { name: "Sessies van deze klant" }).getByRole("listitem").first();
  await expect(phoneSession).toContainText("Niet gekomen");
  for (const item of [phoneSession, credits(noScript).last()]) {
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  const add = noScript
    .getByRole("region", { name: "Sessies en tegoed" })
    .locator("form", { has: noScript.getByRole("heading", { name: "Tegoed toevoegen" }) });
  await add.getByLabel("Reden").fill("Gemist door ziekte; ik geef hem een nieuwe kans.");
  await add.getByRole("button", { name: "Eén sessie toevoegen" }).click();
  await expect(noScript.getByText("Eén sessie toegevoegd aan het tegoed.")).toBeVisible();
  // The new credit holds for the policy's months, so the next expiry comes closer.
  await expect(credits(noScript)).toHaveText(["8", "0", "1", /^\w\w \d\d-\d\d-20[2-9]\d$/]);
  await expect(credits(noScript).last()).not.toHaveText(/2099$/);
  await lookAt(noScript, "card-sessions-375");
  await plain.close();
  await admin.close();

  // Both in the access log; the reason is sealed at rest.
  const db = new SQLite(join(e2eDataDir, "site.db"), { readonly: true });
  try {
    const actions = db
      .prepare("select action from access_log where user_email = ? order by id")
      .all(coach.toLowerCase()) as { action: string }[];
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(["no-show-marked", "credit-added"]));
    const changes = db
      .prepare(
        "select kind, reason from session_credit_changes where credit_id in (select id from session_credits where client_email = ?)",
      )
      .all(email) as { kind: string; reason: string }[];
    expect(changes).toHaveLength(1);
    expect(changes[0]!.kind).toBe("toegevoegd");
    expect(changes[0]!.reason).not.toContain("ziekte");
  } finally {
    db.close();
  }

  // The client sees it: nine in all, eight left, the missed session counted as used.
  await storeCookieChoice(page);
  await signInAsClient(page, path, clientCode(email));
  await expect(page.getByText("Nog 8 van de 9 over")).toBeVisible();
  await expect(page.getByText("niet gekomen, telt als gebruikt")).toBeVisible();
});
