import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { signInInBrowser } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { e2eDataDir, uniqueEmail } from "../support/outbox";

test("shots", async ({ page }) => {
  const coach = uniqueEmail("coach");
  seedUser(e2eDataDir, coach);
  const db = new SQLite(join(e2eDataDir, "site.db"));
  const id = (db.prepare("select id from sequences where trigger = 'ebook'").get() as { id: number }).id;
  const now = new Date().toISOString();
  const sub = Number(db.prepare("insert into newsletter_subscribers (email, tags, is_active, subscribed_at) values ('wacht@voorbeeld.nl', '[]', 1, ?)").run(now).lastInsertRowid);
  db.prepare("insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at) values (?, ?, ?, 2, '2030-03-05T10:00:00.000Z')").run(id, sub, now);
  db.close();
  await signInInBrowser(page, coach);
  await page.goto(`/admin/opvolging/${id}`);
  await page.getByRole("button", { name: "Stap toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De stap is toegevoegd" })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/steps-shots/added-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "Stap 2 verwijderen" }).click();
  await expect(page.getByRole("heading", { name: "Stap 2 verwijderen?" })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/steps-shots/delete-${width}.png`, fullPage: true });
  }
  await page.getByRole("button", { name: "Ja, starten" }).count();
  await page.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De stap is verwijderd." })).toBeVisible();
  await page.getByRole("link", { name: "Reeks starten" }).click();
  await page.getByRole("button", { name: "Ja, starten" }).click();
  await expect(page.getByText("heeft nog geen onderwerp of tekst")).toBeVisible();
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: `/tmp/steps-shots/refused-375.png`, fullPage: true });
});
