import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { signInInBrowser } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * Broadcasts (ADR 0055, ADR 0056) in a real browser: the coach writes a newsletter, sees the live
 * preview at both widths, sends a test mail to herself and sends it; the
 * subscriber's mail carries a personal link that unsubscribes with one click.
 * Mails land in the server's outbox folder (no SMTP in e2e).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

/** The decoded text part of the newest outbox mail to `email` with `subject` (waits for it). */
async function mailTo(email: string, subject: string): Promise<string> {
  const outbox = join(dataDir, "outbox");
  let found = "";
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return "";
        for (const name of readdirSync(outbox)) {
          const raw = readFileSync(join(outbox, name), "utf8");
          if (raw.includes(`To: ${email}`) && raw.includes(subject)) found = raw;
        }
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  const text = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n----_/.exec(found)?.[1] ?? "";
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

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
  await page.goto("/admin/broadcasts");
  await page.getByRole("link", { name: "Nieuwe nieuwsbrief" }).click();
  const subject = `Rust in je hoofd ${stamp}`;
  await page.getByLabel("Onderwerp").fill(subject);
  await page.getByLabel("Voorvertoningstekst").fill("Drie kleine stappen");
  await page.getByLabel("Tekst", { exact: true }).fill("## Stap een\n\nEen **praktisch** inzicht.");
  await page.getByLabel(tag).check();

  // The live preview, rendered by the server in the mail template, at 375 and 600 pixels.
  const narrow = page.locator('[data-preview-width="375"]');
  const wide = page.locator('[data-preview-width="600"]');
  await expect(narrow.getByRole("heading", { name: "Stap een" })).toBeVisible();
  await expect(wide.locator("strong", { hasText: "praktisch" })).toBeVisible();
  expect((await narrow.boundingBox())?.width).toBe(375);
  expect((await wide.boundingBox())?.width).toBe(600);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Stuur testmail naar mezelf" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De testmail is verstuurd" })).toBeVisible();
  expect(await mailTo(coach, `[Test] ${subject}`)).toContain("Een **praktisch** inzicht.");

  await page.getByRole("button", { name: "Nu versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De nieuwsbrief wordt verstuurd." })).toBeVisible();
  const text = await mailTo(reader, subject);
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator("[data-progress]").textContent();
    })
    .toBe("1 van 1 verstuurd");
  await expectNoAxeViolations(page);

  // The subscriber: the personal link from the mail, one click.
  const link = /Afmelden voor de nieuwsbrief: (\S+)/.exec(text)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Ja, meld mij af" }).click();
  await expect(page.getByRole("heading", { name: "Je bent afgemeld" })).toBeVisible();
});
