import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { openAdminSection, signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { seedPerson } from "../support/database";
import { e2eDataDir, outboxMailTo, uniqueEmail } from "../support/outbox";

/**
 * Follow-up sequences in the admin (ADR 0132), in a real browser: the coach
 * edits a step with the broadcast's editor and live preview, sends herself a
 * test, starts the sequence after its question, and the person's card shows
 * the next step and when. Axe on each screen. The rules behind it (bad input,
 * who may call it, taking out): tests/integration/sequence-admin.test.ts.
 */
test("the coach edits a step, sends a test, starts the sequence; the card shows the next step", async ({
  page,
}, testInfo) => {
  // One journey; the screens stack the same way at 375 px (ADR 0132).
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  test.slow();
  const stamp = `${Date.now()}`;
  const coach = uniqueEmail("coach");
  const member = uniqueEmail("lid");
  const name = `Na een pakket ${stamp}`;
  seedUser(e2eDataDir, coach);
  const db = new SQLite(join(e2eDataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  const sequenceId = Number(
    db
      .prepare(
        "insert into sequences (name, trigger, status, created_at, updated_at) values (?, 'pakket', 'gepauzeerd', ?, ?)",
      )
      .run(name, now, now).lastInsertRowid,
  );
  db.prepare(
    "insert into sequence_steps (sequence_id, position, delay_hours, subject, body_md, updated_at) values (?, 1, 24, 'Eerste stap', 'Hallo.', ?)",
  ).run(sequenceId, now);
  const subscriberId = Number(
    db
      .prepare("insert into newsletter_subscribers (email, tags, is_active, subscribed_at) values (?, '[]', 1, ?)")
      .run(member, now).lastInsertRowid,
  );
  // Due Tuesday 5 March 2030, 11:00 in Amsterdam: inside the default window.
  db.prepare(
    "insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at) values (?, ?, ?, 1, '2030-03-05T10:00:00.000Z')",
  ).run(sequenceId, subscriberId, now);
  const lookup = seedPerson(db, e2eDataDir, { email: member, at: now, kind: "newsletter" });
  db.close();

  await signIn(page, coach);
  await page.goto("/admin");
  await openAdminSection(page, "Opvolging");
  await expect(page.getByRole("heading", { level: 1, name: "Opvolging" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Gepauzeerd");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("cell", { name: member, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The step in the broadcast's editor: the live preview follows the typing.
  await page.getByRole("link", { name: "Stap 1 bewerken" }).click();
  const subject = `Goed begonnen ${stamp}`;
  await page.getByLabel("Onderwerp").fill(subject);
  await page.getByLabel("Tekst", { exact: true }).fill("Hallo,\n\nEen **kleine** stap per dag.");
  await expect(page.frameLocator('[data-preview-width="375"]').locator("strong", { hasText: "kleine" })).toBeVisible();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De stap is opgeslagen." })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Stuur testmail naar mezelf" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De testmail is verstuurd" })).toBeVisible();
  expect(await outboxMailTo(coach, "kleine")).toContain(`Subject: [Test] Goed begonnen ${stamp}`);

  // Starting asks first.
  await page.getByRole("link", { name: "Terug naar de reeks" }).click();
  await page.getByRole("link", { name: "Reeks starten" }).click();
  await expect(page.getByRole("heading", { name: "Deze reeks starten?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ja, starten" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De reeks loopt." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reeks pauzeren" })).toBeVisible();

  await page.goto(`/admin/mensen/${lookup}`);
  const panel = page.getByRole("region", { name: "Opvolging" });
  await expect(panel).toContainText(name);
  await expect(panel).toContainText(`Volgende: stap 1, ‘${subject}’, op dinsdag 5 maart 2030 om 11:00`);
  await expectNoAxeViolations(page);
});
