import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { adminDashboard } from "../../app/content/admin";
import { adminPeople } from "../../app/content/admin-people";
import { intakeFormText, intakeQuestions } from "../../app/content/intake";
import { noticeMail, notificationKinds } from "../../app/content/notifications";
import { sampleSite } from "../../app/content/site";
import { seedUser } from "../support/admin";
import { signIn, signInInBrowser } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { lookupForTest, readOpenedRows, readRows } from "../support/database";
import { outboxMailsTo } from "../support/outbox";
import { submitSelfTest } from "../support/sample-leads";
import { header, htmlPart, plainText } from "../support/smtp";

/**
 * People (ADR 0051, ADR 0052), as the coach: a visitor does the self-test and the
 * intake with one address → the coach gets two notices without health data →
 * the dashboard shows them as new → one person on /admin/mensen, whose card
 * shows both with the profile and the answers → a note and a status are saved
 * → the data-request export holds them → erasure removes them. Axe on the
 * list, its empty (no match) state, the card and the card with notes; the
 * journey runs at 1280 px, the card's axe check also at 375 px.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const texts = adminPeople.card;

test.use({ reducedMotion: "reduce" });

async function openCardFromList(page: Page, email: string) {
  // By address, not the menu: at 375 px the menu is collapsed (and admin-screens.spec covers the menu).
  await page.goto("/admin/mensen");
  await expect(page.getByRole("heading", { level: 1, name: adminPeople.title })).toBeVisible();
  await page.getByLabel(adminPeople.filters.search).fill(email);
  await page.getByRole("button", { name: adminPeople.filters.submit }).click();
  const row = page.getByRole("link", { name: email, exact: true });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await row.click();
  await expect(page.getByRole("heading", { level: 2, name: texts.timelineTitle })).toBeVisible();
}

/** Intakes and self-tests stored after `since`, counted in the server's database as the dashboard counts them. */
function leadsSince(since: string): { intakes: number; selftests: number } {
  const count = (sql: string) => readRows<{ n: number }>(dataDir, sql, since)[0]!.n;
  return {
    intakes: count("select count(*) as n from client_test_responses where submitted_at > ?"),
    selftests: count("select count(*) as n from test_results where created_at > ?"),
  };
}

test("a visitor's self-test and intake become one person the coach is told about, follows up, exports and erases", async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one journey is enough; the card's 375 px check is below");
  test.slow();
  const tag = `${Date.now()}`;
  const email = `mens-${tag}@voorbeeld.nl`;
  const coach = `coach-mensen-${tag}@voorbeeld.nl`;
  // The coach's previous visit ended just now, so the dashboard counts what this visitor leaves.
  const lastVisit = new Date().toISOString();
  seedUser(dataDir, coach, { dashboardSince: lastVisit });
  const mailedFrom = Date.now();

  await submitSelfTest(baseURL!, email);
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
  await page.goto("/client-test");
  await page.getByLabel(intakeFormText.nameLabel).fill(`Marieke ${tag}`);
  await page.getByLabel(intakeFormText.emailLabel).fill(email.toUpperCase());
  await page.getByLabel(intakeFormText.phoneLabel).fill("06-12345678");
  await page.getByLabel(intakeQuestions.energieniveau.text, { exact: true }).fill(`Op ${tag}`);
  await page.getByRole("checkbox", { name: /uitdrukkelijk toestemming/ }).check();
  await page.getByRole("button", { name: intakeFormText.submit }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  // Two notices to the coach (on by default for intakes and self-tests, ADR 0053): the kind, a link, nothing of the person.
  const [selftest] = readOpenedRows<{ profiel: string }>(
    dataDir,
    "test_results",
    "select profiel from test_results where email_lookup = ?",
    lookupForTest(dataDir, email),
  );
  const personal = [tag, "06-12345678", "score", ...selftest!.profiel.split(" / ")];
  for (const [kind, link] of [
    ["intakes", "/admin/client-tests"],
    ["selftests", "/admin/zelftests?filter=nieuw"],
  ] as const) {
    const subject = noticeMail.subject(notificationKinds[kind].label);
    let notices: string[] = [];
    await expect
      .poll(
        () =>
          (notices = outboxMailsTo(sampleSite.email, mailedFrom).filter((raw) => header(raw, "Subject") === subject)),
      )
      .not.toEqual([]);
    // Other specs may leave leads meanwhile: none of those notices may carry this visitor's data either.
    for (const raw of notices) {
      const shown = `${plainText(raw)}\n${htmlPart(raw)}`;
      expect(shown).toContain(noticeMail.privacy);
      expect(shown).toContain(link);
      for (const value of personal) expect(shown.toLowerCase()).not.toContain(value.toLowerCase());
    }
  }

  // The dashboard (where signing in lands) shows them as new. A lead from a parallel spec in the same moments
  // counts too, so the expected numbers come from the database, read before and after the page (2 when alone).
  await signInInBrowser(page, coach);
  await expect(async () => {
    const before = leadsSince(lastVisit);
    await page.goto("/admin");
    expect(leadsSince(lastVisit)).toEqual(before);
    expect(before.intakes).toBeGreaterThanOrEqual(1);
    expect(before.selftests).toBeGreaterThanOrEqual(1);
    for (const kind of ["intakes", "selftests"] as const) {
      const tile = page.getByRole("link", {
        name: adminDashboard.newSince.link(before[kind], adminDashboard.kinds[kind]),
      });
      await expect(tile).toBeVisible({ timeout: 1_000 });
    }
  }).toPass();

  await openCardFromList(page, email);
  const card = page.url();
  await expect(page.getByRole("heading", { level: 1, name: `Marieke ${tag}` })).toBeVisible();
  await expect(page.getByText("06-12345678")).toBeVisible();
  // Unread until this visit: marked 'Nieuw', with the answers open (ADR 0115).
  await expect(page.getByText(/^Zelftest: .+, score \d+\s*Nieuw$/)).toBeVisible();
  await expect(page.getByText(`Op ${tag}`)).toBeVisible();
  await expect(page.getByText(/^Je zit in een overleg/)).toBeVisible();
  await expect(page.getByRole("link", { name: texts.mail })).toHaveAttribute("href", `mailto:${email}`);
  await expectNoAxeViolations(page);

  await page.getByLabel(texts.noteLabel).fill("Gebeld, belt maandag terug");
  await page.getByRole("button", { name: texts.noteSave }).click();
  await expect(page.getByText(texts.noteSaved)).toBeVisible();
  await page.getByLabel(texts.statusLabel).selectOption({ label: adminPeople.statuses["kennismaking-gepland"] });
  await page.getByRole("button", { name: texts.statusSave }).click();
  await expect(page.getByText(texts.statusSaved)).toBeVisible();
  await expect(page.getByText("Gebeld, belt maandag terug")).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: texts.export }).click();
  const exported = JSON.parse(readFileSync((await (await download).path())!, "utf8")) as {
    person: { status: string }[];
    personNotes: { body: string }[];
    selfTestResults: unknown[];
    intakeResponses: { phone: string }[];
  };
  expect(exported.person.map((row) => row.status)).toEqual(["kennismaking-gepland"]);
  expect(exported.personNotes.map((row) => row.body)).toEqual(["Gebeld, belt maandag terug"]);
  expect(exported.selfTestResults).toHaveLength(1);
  expect(exported.intakeResponses.map((row) => row.phone)).toEqual(["06-12345678"]);

  await page.getByRole("button", { name: texts.erase }).click();
  await expect(page.getByRole("heading", { name: `Gegevens van ${email} wissen?` })).toBeFocused();
  await page.getByRole("button", { name: "Ja, aangevinkte gegevens definitief wissen" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Alle gegevens van ${email} zijn gewist` })).toBeVisible();
  expect(readRows(dataDir, "select id from person_notes where body like ?", "%maandag%")).toEqual([]);

  expect((await page.goto(card))?.status()).toBe(404);
  await page.goto(`/admin/mensen?q=${encodeURIComponent(email)}`);
  await expect(page.getByText(adminPeople.emptyFiltered)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the card with notes passes axe at 375 px", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the desktop journey checks it at 1280 px");
  const tag = `${Date.now()}`;
  const email = `mobiel-${tag}@voorbeeld.nl`;
  const coach = `coach-mobiel-${tag}@voorbeeld.nl`;
  await submitSelfTest(baseURL!, email);
  seedUser(dataDir, coach);
  await signIn(page, coach);
  await page.goto("/admin/mensen?q=niemand-zo-genoemd");
  await expect(page.getByText(adminPeople.emptyFiltered)).toBeVisible();
  await expectNoAxeViolations(page);
  await openCardFromList(page, email);
  await expectNoAxeViolations(page);
  await page.getByLabel(texts.noteLabel).fill("Notitie op de telefoon");
  await page.getByRole("button", { name: texts.noteSave }).click();
  await expect(page.getByText("Notitie op de telefoon")).toBeVisible();
  await expectNoAxeViolations(page);
});
