import { expect, test, type Page, type TestInfo } from "@playwright/test";
import SQLite from "better-sqlite3";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { seedUser } from "../support/admin";
import { openAdminSection, signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * The admin lists in a real browser (product.md §2, D23): sign in through
 * /admin-login, tabs, paging, CSV download, delete with confirmation, and
 * WCAG 2.2 AA checks. Rows are seeded straight into the server's database.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });
// The tests seed rows into the shared database and check newest-first ordering: they run one
// after another, on desktop only, so no parallel run seeds newer rows in between.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "seeded ordering must not interleave with a parallel mobile run");

function tag(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${Date.now()}`;
}

/** 55 subscribers (every third inactive), 55 e-book requests, all newer than anything else seeded. */
function seedRows(prefix: string): void {
  const start = Date.now() + 24 * 3_600_000;
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const subscriber = db.prepare(
      "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, unsubscribed_at) values (?, ?, ?, ?, ?, ?)",
    );
    const ebook = db.prepare("insert into ebook_requests (email, name, requested_at) values (?, ?, ?)");
    db.transaction(() => {
      for (let i = 1; i <= 55; i++) {
        // One millisecond apart, so seeds of different tests never interleave in the order.
        const at = new Date(start + i).toISOString();
        const active = i % 3 !== 0;
        subscriber.run(
          `${prefix}-abonnee${i}@voorbeeld.nl`,
          i % 5 === 0 ? null : `Abonnee ${i}`,
          i % 2 ? '["burnout"]' : "[]",
          active ? 1 : 0,
          at,
          active ? null : at,
        );
        ebook.run(`${prefix}-lezer${i}@voorbeeld.nl`, i % 5 === 0 ? null : `Lezer ${i}`, at);
      }
    })();
  } finally {
    db.close();
  }
}

/** A coach of this test's own, with this test's own rows, signed in; returns the rows' prefix. */
async function signInWithRows(page: Page, testInfo: TestInfo): Promise<string> {
  const prefix = tag(testInfo);
  const admin = `coach-${prefix}@voorbeeld.nl`;
  seedUser(dataDir, admin);
  seedRows(prefix);
  await signIn(page, admin);
  return prefix;
}

test("the newsletter screen: tabs, paging, export and delete", async ({ page }, testInfo) => {
  // Eight steps and an axe run over a 50-row table: about 25 s alone on a 2-core machine, more beside another worker.
  test.slow();
  const prefix = await signInWithRows(page, testInfo);

  await page.goto("/admin");
  await openAdminSection(page, "Nieuwsbrief");
  await expect(page.getByRole("heading", { level: 1, name: "Nieuwsbriefabonnees" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table).toBeVisible();
  await expect(page.getByRole("link", { name: "Alle abonnees" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("columnheader", { name: "Afgemeld" })).toBeVisible();
  // Newest first: the last seeded subscriber heads the list.
  await expect(table.getByRole("row").nth(1)).toContainText(`${prefix}-abonnee55@voorbeeld.nl`);
  await expect(page.getByText(/^Pagina 1 van \d+$/)).toBeVisible();

  await expectNoAxeViolations(page);

  // The active tab: no inactive rows, no Afgemeld column.
  await page.getByRole("link", { name: "Actieve abonnees" }).click();
  await expect(page).toHaveURL(/tab=actief/);
  await expect(page.getByRole("link", { name: "Actieve abonnees" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("columnheader", { name: "Afgemeld" })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "Inactief" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `${prefix}-abonnee55@voorbeeld.nl`, exact: true })).toHaveCount(1);
  await expect(page.getByRole("link", { name: `${prefix}-abonnee54@voorbeeld.nl`, exact: true })).toHaveCount(0);

  // Paging forward on the all tab.
  await page.getByRole("link", { name: "Alle abonnees" }).click();
  await page.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await expect(page.getByRole("link", { name: `${prefix}-abonnee55@voorbeeld.nl`, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `${prefix}-abonnee5@voorbeeld.nl`, exact: true })).toHaveCount(1);
  await page.getByRole("link", { name: "Vorige pagina" }).click();
  await expect(page.getByText(/^Pagina 1 van \d+$/)).toBeVisible();

  // CSV export of all rows.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteer CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^nieuwsbrief-abonnees-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  for (const i of [1, 30, 55]) expect(csv).toContain(`${prefix}-abonnee${i}@voorbeeld.nl`);

  // Delete with confirmation: cancel first, then confirm.
  const victim = `${prefix}-abonnee53@voorbeeld.nl`;
  await page.getByRole("link", { name: `Verwijderen: ${victim}` }).click();
  const dialog = page.getByRole("dialog", { name: "Weet je het zeker?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(victim);
  await dialog.getByRole("button", { name: "Annuleren" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: victim, exact: true })).toHaveCount(1);
  await page.getByRole("link", { name: `Verwijderen: ${victim}` }).click();
  await dialog.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De rij is verwijderd." })).toBeVisible();
  await expect(page.getByRole("link", { name: victim, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `${prefix}-abonnee52@voorbeeld.nl`, exact: true })).toHaveCount(1);
  const db = new SQLite(join(dataDir, "site.db"), { readonly: true });
  try {
    expect(
      db.prepare("select count(*) as n from newsletter_subscribers where email like ?").get(`${prefix}-%`),
    ).toEqual({ n: 54 });
  } finally {
    db.close();
  }
});

test("the e-book downloads screen: paging, export, delete and accessibility", async ({ page }, testInfo) => {
  const prefix = await signInWithRows(page, testInfo);

  await page.goto("/admin/ebooks");
  await expect(page.getByRole("heading", { level: 1, name: "E-bookaanvragen" })).toBeVisible();
  await expect(page.getByText(/\(\d+ in totaal\)/)).toBeVisible();
  for (const column of ["Datum", "Naam", "E-mail"])
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(`${prefix}-lezer55@voorbeeld.nl`);
  await expect(page.getByRole("cell", { name: "Niet opgegeven" }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page.getByText(/^Pagina 2 van \d+$/)).toBeVisible();
  await page.getByRole("link", { name: "Vorige pagina" }).click();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporteer CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^ebook-downloads-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync(await download.path(), "utf8")).toContain(`${prefix}-lezer1@voorbeeld.nl`);

  const victim = `${prefix}-lezer54@voorbeeld.nl`;
  await page.getByRole("link", { name: `Verwijderen: ${victim}` }).click();
  const dialog = page.getByRole("dialog", { name: "Weet je het zeker?" });
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De rij is verwijderd." })).toBeVisible();
  await expect(page.getByRole("link", { name: victim, exact: true })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deletes through the confirmation step", async ({ page }, testInfo) => {
    const prefix = await signInWithRows(page, testInfo);
    await page.goto("/admin/ebooks");
    const victim = `${prefix}-lezer55@voorbeeld.nl`;
    await page.getByRole("link", { name: `Verwijderen: ${victim}` }).click();
    await expect(page.getByRole("heading", { name: "Weet je het zeker?" })).toBeVisible();
    await page.getByRole("button", { name: "Ja, verwijderen" }).click();
    await expect(page.getByText("De rij is verwijderd.")).toBeVisible();
    await expect(page.getByRole("link", { name: victim, exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Weet je het zeker?" })).toHaveCount(0);
  });
});
