import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { sendTestBroadcast, signInInBrowser, writeBroadcast } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { outboxMailTo } from "../support/outbox";
import { header, mailLink } from "../support/smtp";

/**
 * Broadcasts (ADR 0055, ADR 0056) in a real browser: the coach writes a newsletter, sees the live
 * preview at both widths, sends a test mail to herself and sends it; the
 * subscriber's mail carries a personal link that unsubscribes with one click.
 * Mails land in the server's outbox folder (no SMTP in e2e).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test("the coach writes, previews, test-sends and sends a newsletter; the subscriber unsubscribes with one click", async ({
  page,
}, testInfo) => {
  // One journey is enough: the screens' layouts at both widths are checked by admin-screens.spec.ts.
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  const stamp = `${Date.now()}`;
  const coach = `coach-${stamp}@voorbeeld.nl`;
  const reader = `lezer-${stamp}@voorbeeld.nl`;
  const tag = `journey-${stamp}`;
  seedUser(dataDir, coach);
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare(
    "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at) values (?, 'Lezer', ?, 1, ?)",
  ).run(reader, JSON.stringify([tag]), new Date().toISOString());
  db.close();

  await signInInBrowser(page, coach);
  const subject = `Rust in je hoofd ${stamp}`;
  await writeBroadcast(page, subject, "## Stap een\n\nEen **praktisch** inzicht.");
  await page.getByLabel("Voorvertoningstekst").fill("Drie kleine stappen");
  await page.getByLabel(tag).check();

  // The live preview, rendered by the server in the mail template, at 375 and 600 pixels.
  const narrow = page.locator('[data-preview-width="375"]');
  const wide = page.locator('[data-preview-width="600"]');
  await expect(narrow.getByRole("heading", { name: "Stap een" })).toBeVisible();
  await expect(wide.locator("strong", { hasText: "praktisch" })).toBeVisible();
  expect((await narrow.boundingBox())?.width).toBe(375);
  expect((await wide.boundingBox())?.width).toBe(600);
  await expectNoAxeViolations(page);

  await sendTestBroadcast(page);
  expect(header(await outboxMailTo(coach, "Een **praktisch** inzicht."), "Subject")).toBe(`[Test] ${subject}`);

  await page.getByRole("button", { name: "Nu versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De nieuwsbrief wordt verstuurd." })).toBeVisible();
  const mail = await outboxMailTo(reader, "Een **praktisch** inzicht.");
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator("[data-progress]").textContent();
    })
    .toBe("1 van 1 verstuurd");
  await expectNoAxeViolations(page);

  // The subscriber: the personal link from the mail, one click.
  const url = mailLink(mail, "Afmelden voor de nieuwsbrief");
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Ja, meld mij af" }).click();
  await expect(page.getByRole("heading", { name: "Je bent afgemeld" })).toBeVisible();
});
