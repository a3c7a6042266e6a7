import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { sealedForTest, seedPerson } from "../support/database";
import { e2eDataDir, outboxMailTo, uniqueEmail } from "../support/outbox";
import { seedAppointment } from "../support/sample-appointment";
import { seedInvoice } from "../support/sample-invoice";
import { plainText } from "../support/smtp";
import { forgeToken } from "../support/tokens";
import { lookAt } from "../support/look";

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

/**
 * Eight credits of a new 60-minute type, an invoice, a session three hours ahead, the client's link and
 * card, and a self-test result from a month ago with the coach's request to take it again (ADR 0146).
 */
function seedClient(email: string): { path: string; card: string; retakePath: string } {
  const now = new Date().toISOString();
  const retakeId = randomBytes(16).toString("base64url");
  const db = new SQLite(join(e2eDataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  let typeId: number;
  let lookup: string;
  try {
    lookup = seedPerson(db, e2eDataDir, { email, name: "Mark de Vries", at: now, kind: "newsletter" });
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
    db.prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
    ).run(
      sealedForTest(e2eDataDir, "test_results", {
        profiel: "Burnout / ADHD-Executive",
        score: 29,
        email,
        answers: "[3,3,2,3,2,3,2,2,3,2,2,2]",
        consent_at: monthAgo,
        created_at: monthAgo,
      }),
    );
    db.prepare(
      "insert into selftest_retakes (person_id, token_id, requested_at, expires_at) select id, ?, ?, ? from people where email_lookup = ?",
    ).run(retakeId, now, new Date(Date.now() + 86_400_000).toISOString(), lookup);
    typeId = Number(
      db
        .prepare(
          "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
        )
        .run(now).lastInsertRowid,
    );
    const offer = db
      .prepare(
        "insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at) values ('Mark de Vries', ?, 'online', 'Online coachingtraject', '[]', 63000, 'coach@example.nl', ?)",
      )
      .run(email, now).lastInsertRowid;
    const grant = db.prepare(
      "insert into session_credits (client_email, session_type_id, offer_id, granted_at, expires_at) values (?, ?, ?, ?, '2099-01-01T00:00:00.000Z')",
    );
    for (let i = 0; i < 8; i++) grant.run(email, typeId, offer, now);
  } finally {
    db.close();
  }
  // Within the day: cancelling it keeps its credit used. An odd minute no other spec books.
  const soon = new Date(Date.now() + 3 * 3_600_000);
  soon.setUTCMinutes(37 + Math.floor(Math.random() * 20), 0, 0);
  const late = seedAppointment(e2eDataDir, { start: soon.toISOString(), name: "Mark de Vries", email });
  const linkId = randomBytes(16).toString("base64url");
  const expires = Date.now() + 86_400_000;
  const write = new SQLite(join(e2eDataDir, "site.db"));
  write.pragma("busy_timeout = 5000");
  try {
    write
      .prepare("update appointments set session_type_id = ?, end_at = ? where id = ?")
      .run(typeId, new Date(soon.getTime() + 3_600_000).toISOString(), late);
    write
      .prepare(
        "update session_credits set appointment_id = ? where id = (select min(id) from session_credits where client_email = ?)",
      )
      .run(late, email);
    write
      .prepare("insert into client_links (link_id, email, created_at, expires_at) values (?, ?, ?, ?)")
      .run(linkId, email, new Date().toISOString(), new Date(expires).toISOString());
  } finally {
    write.close();
  }
  seedInvoice(e2eDataDir, `2026-${String(Date.now()).slice(-6)}`, email);
  const secret = readFileSync(join(e2eDataDir, "app-secret.key"), "utf8").trim();
  return {
    path: `/client/${forgeToken(secret, "client-link", linkId, expires)}`,
    card: `/admin/mensen/${lookup}`,
    retakePath: `/test/opnieuw/${forgeToken(secret, "selftest-retake", retakeId, Date.now() + 86_400_000)}`,
  };
}

/** The last free time of the step (behind 'Meer dagen'), far from the times other specs book. */
async function chooseLastTime(page: Page, not?: string): Promise<string> {
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

test("a client signs in with the mailed code, books, moves and cancels late, with and without JavaScript", async ({
  page,
  browser,
}, testInfo) => {
  // One journey; the 375 px layout is looked at once below.
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  test.slow();
  const email = uniqueEmail("klant");
  // Checking any token makes the server load (on a fresh data folder: write) its secret first.
  await page.goto("/client/eerst.controleren");
  await expect(page.getByRole("heading", { name: "Deze link werkt niet meer" })).toBeVisible();
  const { path, card, retakePath } = seedClient(email);

  // The coach shares homework for the session on the card (ADR 0143); axe on the editor.
  const coach = uniqueEmail("coach");
  seedUser(e2eDataDir, coach);
  const admin = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const coachPage = await admin.newPage();
  await signIn(coachPage, coach);
  await coachPage.goto(card);
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

  await page.goto(path);
  await page.getByRole("button", { name: "Alleen noodzakelijk" }).click();
  await expect(page.getByRole("button", { name: "Mail mij een code" })).toBeVisible();
  await expect(page.getByText("Hallo Mark")).toHaveCount(0);
  await page.getByRole("button", { name: "Mail mij een code" }).click();
  await expect(page.getByText("We hebben je een code gemaild.")).toBeVisible();
  await expectNoAxeViolations(page);
  const code = /Je code is: (\d{6})/.exec(plainText(await outboxMailTo(email, "Je code is")))![1]!;
  await page.getByLabel("Code uit de mail").fill(code);
  await page.getByRole("button", { name: "Inloggen" }).click();

  await expect(page.getByText("Hallo Mark")).toBeVisible();
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
