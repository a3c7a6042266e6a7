import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { openAdminSection, signIn } from "../support/admin-browser";
import { readOpenedRows, readRows, sealedForTest } from "../support/database";
import { expectNoAxeViolations } from "../support/axe";
import { lookAt } from "../support/look";

/**
 * The data-request screen in a real browser: find one person's data, download
 * it, erase what stays ticked after a confirmation, by keyboard, with axe on every state.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

function seedPerson(email: string, name: string): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    db.prepare(
      "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at) values (?, ?, '[]', 1, ?)",
    ).run(email, name, now);
    // Mailed, as a request is when an e-book is online: a waiting one would be mailed by the e-book
    // journey's 'resend to who waited' running beside this test, and its mail would be a fourth find.
    db.prepare("insert into ebook_requests (email, name, requested_at, sent_at) values (?, ?, ?, ?)").run(
      email,
      name,
      now,
      now,
    );
    const result = sealedForTest(dataDir, "test_results", {
      profiel: "Burnout / ADHD-Executive",
      score: 17,
      email,
      answers: "[1,2,0,3,2,1,0,2,2,2,1,1]",
      consent_at: now,
      created_at: now,
    });
    db.prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
    ).run(result);
  } finally {
    db.close();
  }
}

test("the coach finds, downloads and erases one person's data", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one journey; the screen is checked at 375 px in admin-screens (ADR 0065)",
  );
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const email = `aanvrager-${tag}@voorbeeld.nl`;
  const coach = `coach-${tag}@voorbeeld.nl`;
  seedPerson(email, `Aanvrager ${tag}`);
  seedUser(dataDir, coach);
  await signIn(page, coach);
  await page.goto("/admin");

  await openAdminSection(page, "AVG-verzoeken");
  await expect(page.getByRole("heading", { level: 1, name: "Gegevensverzoeken" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("E-mailadres").fill(`  ${email.toUpperCase()} `);
  await page.getByLabel("E-mailadres").press("Enter");
  const found = page.getByRole("heading", { level: 2, name: `Gevonden voor ${email}` });
  await expect(found).toBeFocused();
  await expect(page.getByText("3 gegevens in totaal.")).toBeVisible();
  await expect(page.getByText("Burn-out / ADHD-executief")).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, `data-requests-found-${testInfo.project.name}`);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download als JSON" }).click();
  const exported = JSON.parse(readFileSync((await (await download).path())!, "utf8")) as Record<string, unknown[]>;
  expect(exported.selfTestResults).toEqual([expect.objectContaining({ email, profiel: "Burnout / ADHD-Executive" })]);
  expect(exported.newsletterSubscribers).toHaveLength(1);

  // Found by the address itself, so ticked from the start (ADR 0086).
  const foundChoices = page.getByRole("group", { name: "Wat hoort bij deze persoon" }).getByRole("checkbox");
  await expect(foundChoices).toHaveCount(3);
  for (const choice of await foundChoices.all()) await expect(choice).toBeChecked();
  await page.getByRole("button", { name: "Aangevinkte wissen…" }).click();
  const confirm = page.getByRole("heading", { name: `Gegevens van ${email} wissen?` });
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(page);
  await lookAt(page, `data-requests-confirm-${testInfo.project.name}`);

  // Cancel keeps everything; the second time the coach confirms, by keyboard.
  await page.getByRole("button", { name: "Annuleren" }).click();
  await expect(found).toBeFocused();
  expect(readRows(dataDir, "select id from newsletter_subscribers where email = ?", email)).toHaveLength(1);
  await page.getByRole("button", { name: "Aangevinkte wissen…" }).click();
  // Every match is ticked, with the reason it matched; the coach unticks the e-book request by keyboard.
  const choices = page.getByRole("group", { name: "Wat wordt gewist" }).getByRole("checkbox");
  await expect(choices).toHaveCount(3);
  for (const choice of await choices.all()) await expect(choice).toBeChecked();
  const ebookChoice = page.getByRole("checkbox", { name: /Aangevraagd .*\(e-mailadres van de e-bookaanvraag\)/ });
  await ebookChoice.focus();
  await page.keyboard.press("Space");
  await expect(ebookChoice).not.toBeChecked();
  await page.getByRole("button", { name: "Ja, aangevinkte gegevens definitief wissen" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `2 gegevens van ${email} gewist; 1 uitgevinkt gegeven is bewaard.` }),
  ).toBeVisible();
  await lookAt(page, `data-requests-erased-${testInfo.project.name}`);
  expect(readRows(dataDir, "select id from newsletter_subscribers where email = ?", email)).toEqual([]);
  expect(readRows(dataDir, "select id from ebook_requests where email = ?", email)).toHaveLength(1);
  const results = readOpenedRows<{ email: string }>(dataDir, "test_results", "select email from test_results");
  expect(results.filter((row) => row.email === email)).toEqual([]);
});
