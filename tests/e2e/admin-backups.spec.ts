import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { seedUser } from "../support/admin";
import { openAdminSection, signInInBrowser } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { startBuiltServer, type RunningServer } from "../support/server";
import { lookAt } from "../support/look";

/**
 * The coach makes a backup and tests a restore in the browser (ADR 0099,
 * ADR 0100): the screen refreshes itself while the job works and then shows
 * the result in words, at 1280 and 375 px, with zero axe violations. Its own
 * server, with a local restic repository as the off-site copy; one signed-in
 * page through the three steps.
 */
test.describe.configure({ mode: "serial" });

// Each worker (a project) loads this file itself: its own folder, server, repository and page.
const repositories = mkdtempSync(join(tmpdir(), "coach-e2e-backups-"));
let server: RunningServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  server = await startBuiltServer({
    LOG_LEVEL: "warn",
    BACKUP_REPOSITORY: join(repositories, "offsite"),
    BACKUP_PASSWORD: "e2e-wachtwoord-van-de-kopie",
  });
  // The project's viewport, on this file's own server.
  context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: server.url,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    reducedMotion: "reduce",
  });
  page = await context.newPage();
  seedUser(server.dataDir, "coach@example.nl");
  await signInInBrowser(page, "coach@example.nl");
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  server?.remove();
  rmSync(repositories, { recursive: true, force: true });
});

const shot = (name: string) => lookAt(page, `backups-${name}-${test.info().project.name}`);

test("the screen before any backup says so, and that the copy is off-site", async () => {
  await openAdminSection(page, "Back-ups");
  await expect(page.getByRole("heading", { level: 1, name: "Back-ups" })).toBeVisible();
  await expect(page.getByText("Er is nog geen back-up gemaakt.")).toBeVisible();
  await expect(page.getByText("Versleuteld bewaard op een aparte schijf.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("empty");
});

test("'Nu een back-up maken': the page follows the job and shows both results", async () => {
  await page.getByRole("button", { name: "Nu een back-up maken" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De back-up is aangevraagd" })).toBeVisible();
  // The page asks again every two seconds until the job is done.
  await expect(page.getByText("Gelukt", { exact: true })).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Nu een back-up maken" })).toBeEnabled();
});

test("'Herstel testen': the newest snapshot restored and counted, the rows per table on request", async () => {
  await page.getByRole("button", { name: "Herstel testen" }).click();
  await expect(page.getByText(/is teruggezet en in orde/)).toBeVisible({ timeout: 60_000 });
  await page.getByText("Toon de rijen per tabel").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: "Rijen per tabel in de back-up en op de website nu" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("done");
});
