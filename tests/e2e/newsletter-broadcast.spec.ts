import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { sendTestBroadcast, signIn, writeBroadcast } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { outboxMailTo } from "../support/outbox";
import { header, mailLink } from "../support/smtp";

/**
 * Broadcasts (ADR 0055, ADR 0056) in a real browser: the coach writes a newsletter with the
 * toolbar (ADR 0117), sees the live preview at both widths beside the text, sends a test mail to
 * herself and sends it after saying yes to the number of recipients (ADR 0118); the
 * subscriber's mail carries a personal link that unsubscribes with one click.
 * Mails land in the server's outbox folder (no SMTP in e2e).
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test("the coach writes, previews, test-sends and sends a newsletter; the subscriber unsubscribes with one click", async ({
  page,
}, testInfo) => {
  // One journey is enough: the screens' layouts at both widths are checked by admin-screens.spec.ts.
  test.skip(testInfo.project.name !== "desktop", "desktop only");
  // One journey with five axe runs (composing, the mail, the question at two widths, progress): more than the usual time.
  test.slow();
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

  await signIn(page, coach);
  const subject = `Rust in je hoofd ${stamp}`;
  await writeBroadcast(page, subject, "## Stap een\n\nEen **praktisch** inzicht.\n\nGroet,\nKoen");
  await page.getByLabel("Voorvertoningstekst").fill("Drie kleine stappen");
  await page.getByLabel(tag).check();

  // The toolbar by keyboard (ADR 0117): one tab stop before the text, arrows to 'Opsomming', Enter.
  const text = page.getByLabel("Tekst", { exact: true });
  await text.press("Control+End");
  await text.press("Enter");
  await text.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Vet" })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "Opsomming" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.type("Een wandeling");
  await expect(text).toHaveValue(/Koen\n- Een wandeling$/);

  // The live preview: the whole mail in a frame, as a subscriber gets it, at 375 and 600 pixels,
  // with the bullet and the kept line break the portal's own styles used to take away.
  const narrow = page.locator('[data-preview-width="375"]');
  const wide = page.locator('[data-preview-width="600"]');
  const inMail = page.frameLocator('[data-preview-width="375"]');
  await expect(inMail.getByRole("heading", { name: "Stap een" })).toBeVisible();
  await expect(inMail.locator("li", { hasText: "Een wandeling" })).toBeVisible();
  expect(await inMail.locator("li").evaluate((item) => getComputedStyle(item).listStyleType)).toBe("disc");
  await expect(inMail.locator("p", { hasText: "Groet," }).locator("br")).toHaveCount(1);
  await expect(
    page.frameLocator('[data-preview-width="600"]').locator("strong", { hasText: "praktisch" }),
  ).toBeVisible();
  expect((await narrow.boundingBox())?.width).toBe(375);
  expect((await wide.boundingBox())?.width).toBe(600);
  // Beside the text on a wide screen.
  const form = await text.boundingBox();
  const aside = await narrow.boundingBox();
  expect(aside!.x).toBeGreaterThan(form!.x + form!.width);
  await expectNoAxeViolations(page);
  // The mail in the frame, on a page of its own: axe leaves frames out (tests/support/axe.ts).
  // A mail has no landmarks to ask for; every other rule applies (its links are told apart by more than colour).
  const mailPage = await page.context().newPage();
  await mailPage.setContent((await narrow.getAttribute("srcdoc")) ?? "");
  await expectNoAxeViolations(mailPage, undefined, { disableRules: ["landmark-one-main", "region"] });
  await mailPage.close();

  await sendTestBroadcast(page);
  expect(header(await outboxMailTo(coach, "Een **praktisch** inzicht."), "Subject")).toBe(`[Test] ${subject}`);

  // 'Nu versturen' asks first (ADR 0118), with the real number; Escape takes it back and nothing is sent.
  const sendNow = page.getByRole("button", { name: "Nu versturen" });
  await sendNow.click();
  const question = page.getByRole("dialog", { name: "Versturen naar 1 abonnee?" });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(sendNow).toBeFocused();
  // At 375 pixels the question fits the screen; the keyboard opens it again and says yes.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.keyboard.press("Enter");
  await expect(question).toBeVisible();
  const box = await question.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Ja, verstuur naar 1 abonnee" }).click();
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
