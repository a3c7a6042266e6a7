import SQLite from "better-sqlite3";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { adminSections } from "../../app/content/admin";
import { loginCookie, seedUser } from "../support/admin";
import { signIn, writeBroadcast } from "../support/admin-browser";
import { sealedForTest } from "../support/database";
import { expectNoAxeViolations } from "../support/axe";

/**
 * Every admin screen, reached through the admin navigation, with zero axe
 * violations at 1280 px (desktop project) and 375 px (mobile project). The
 * list is the navigation's own data, so a new screen is covered once it is
 * in the menu.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";

test.use({ reducedMotion: "reduce" });

test.describe("signed in as one coach", () => {
  /** One signed-in coach per project (a worker runs one project): the session cookie every test here starts with. */
  let session: { name: string; value: string } | undefined;
  test.beforeEach(async ({ context, baseURL }, testInfo) => {
    if (!session) {
      const email = `scherm-${testInfo.project.name}-${Date.now()}@example.nl`;
      seedUser(dataDir, email);
      const cookie = await loginCookie(baseURL!, email);
      session = { name: cookie.slice(0, cookie.indexOf("=")), value: cookie.slice(cookie.indexOf("=") + 1) };
    }
    await context.addCookies([{ ...session, url: baseURL! }]);
    await context.addInitScript(() => {
      localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    });
  });

  /*
   * The screens in menu order, a few per test: the page goes from one to the next through
   * the menu, as the coach does, instead of a fresh page and an extra load per screen
   * (ADR 0138). Small groups, so a slow axe run on a busy machine stays within one test's limit.
   */
  const groupSize = 6;
  for (let start = 0; start < adminSections.length; start += groupSize) {
    const group = adminSections.slice(start, start + groupSize);
    test(`${group.map((screen) => `'${screen.label}'`).join(", ")}: each reachable from the navigation, marked current, and passing axe`, async ({
      page,
      isMobile,
    }) => {
      test.slow();
      const nav = page.getByRole("navigation", { name: "Beheermenu" });
      // Below 1024 px the sections are behind the 'Menu' toggle (admin-menu.spec.ts), closed again by every navigation.
      const menu = page.locator("header details", { has: page.locator("summary", { hasText: "Menu" }) });
      const openMenu = async () => {
        if (!isMobile) return;
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(menu).not.toHaveAttribute("open");
        await menu.locator("summary").click();
      };
      // From a screen outside the group, so the first click really navigates.
      const outside = adminSections.find((screen) => !group.includes(screen));
      await page.goto(outside!.to);
      for (const screen of group) {
        await test.step(screen.label, async () => {
          const link = nav.getByRole("link", { name: screen.label, exact: true });
          await openMenu();
          await link.click();
          await expect(page).toHaveURL(new RegExp(`${screen.to}$`));
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await openMenu();
          await expect(link).toHaveAttribute("aria-current", "page");
          if (isMobile) await menu.locator("summary").click();
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test("the broadcast composer's mail preview tells its links apart from the text, as the mail does", async ({
    page,
  }) => {
    // At 375 px the preview's links were told apart by their colour only (axe: link-in-text-block).
    // The preview is the mail itself, in a frame of its own (ADR 0117).
    await writeBroadcast(page, "Met een link", "Lees [het hele artikel](https://example.nl/artikel) op de site.");
    for (const width of [375, 600]) {
      const link = page.frameLocator(`[data-preview-width="${width}"]`).getByRole("link", { name: "het hele artikel" });
      await expect(link).toHaveCSS("text-decoration-line", "underline");
    }
    await expectNoAxeViolations(page);
  });

  test("the testimonial editor on a sample passes axe", async ({ page }) => {
    // The testimonial editor (ADR 0061), on a sample: its note, the preview card, the consent tick.
    await page.goto("/admin/ervaringen/1");
    await expect(
      page.getByRole("checkbox", { name: "Deze cliënt heeft toestemming gegeven voor publicatie" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the dashboard chart is an image with a text alternative, its numbers a table on request", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("img", { name: /^Lijngrafiek van de aanmeldingen per week/ })).toBeVisible();
    await page.getByText("Toon de cijfers als tabel").click();
    const table = page.getByRole("table", { name: "Aanmeldingen per week, de afgelopen 12 weken" });
    await expect(table.getByRole("row")).toHaveCount(14);
    await expectNoAxeViolations(page);
  });
});

test("the self-test list, detail and delete step and the filled morning overview pass axe", async ({
  page,
}, testInfo) => {
  const email = `zelftest-${testInfo.project.name}-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  const now = new Date().toISOString();
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const { lastInsertRowid } = db
    .prepare(
      "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
    )
    .run(
      sealedForTest(dataDir, "test_results", {
        profiel: "Burnout / ADHD-Combined",
        score: 30,
        email,
        answers: "[3,3,3,3,3,3,3,3,3,3,2,1]",
        consent_at: now,
        created_at: now,
      }),
    );
  db.close();
  await signIn(page, email);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Profielen van de zelftest" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The delete step shows the list (with its 'Nieuw' badge) and the confirmation together.
  for (const path of [`/admin/zelftests?verwijder=${lastInsertRowid}`, `/admin/zelftests/${lastInsertRowid}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
