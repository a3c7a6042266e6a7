import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { seedUser } from "../support/admin";
import { openAdminSection, signInInBrowser } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The coach makes a backup and tests a restore in the browser (ADR 0099,
 * ADR 0100): the screen refreshes itself while the job works and then shows
 * the result in words, at 1280 and 375 px, with zero axe violations. Its own
 * server, with a local restic repository as the off-site copy.
 */
test.describe.configure({ mode: "serial" });

let server: RunningServer;
const repositories = mkdtempSync(join(tmpdir(), "coach-e2e-backups-"));
// Each worker (a project) loads this file itself: its own folder, server and repository.
test.beforeAll(async () => {
  server = await startBuiltServer({
    LOG_LEVEL: "warn",
    BACKUP_REPOSITORY: join(repositories, "offsite"),
    BACKUP_PASSWORD: "e2e-wachtwoord-van-de-kopie",
  });
});
test.afterAll(async () => {
  await server?.stop();
  server?.remove();
  rmSync(repositories, { recursive: true, force: true });
});

test("a backup now and a restore test, each reported in plain words", async ({ browser }, testInfo) => {
  test.slow(); // a backup and a restore test with restic, on a shared machine
  // The project's viewport, on this file's own server.
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: server.url,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`backups-${name}-${testInfo.project.name}.png`), fullPage: true });
  seedUser(server.dataDir, "coach@example.nl");
  await signInInBrowser(page, "coach@example.nl");
  await openAdminSection(page, "Back-ups");
  await expect(page.getByRole("heading", { level: 1, name: "Back-ups" })).toBeVisible();
  await expect(page.getByText("Er is nog geen back-up gemaakt.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("empty");

  await page.getByRole("button", { name: "Nu een back-up maken" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De back-up is aangevraagd" })).toBeVisible();
  // The page asks again every two seconds until the job is done.
  const results = page.getByText("Gelukt", { exact: true });
  await expect(results).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Nu een back-up maken" })).toBeEnabled();

  await page.getByRole("button", { name: "Herstel testen" }).click();
  await expect(page.getByText(/is teruggezet en in orde/)).toBeVisible({ timeout: 60_000 });
  const rows = page.getByText("Toon de rijen per tabel");
  await rows.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: "Rijen per tabel in de back-up en op de website nu" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot("done");
  await context.close();
});
