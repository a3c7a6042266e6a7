import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ebookAdminNotices as notices, ebookAdminText as texts } from "../../app/content/ebook-admin";
import { seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * The coach's e-book screen in a real browser (product.md §2, §8; D16, D17): sign in,
 * follow the panel's old address /ebook-download?admin=true to /admin/e-book,
 * upload a PDF (with the spinner while it travels), and download it through
 * the 1-hour test link. Both projects run
 * it; they upload the same file under the same name, so they never disagree
 * about what the current e-book holds.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const fixture = readFileSync("tests/fixtures/sample-ebook.pdf");

test.use({ reducedMotion: "reduce" });

test("a visitor who opens the panel's old address is sent to the login page", async ({ page }) => {
  await page.goto("/ebook-download?admin=true");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("the coach uploads the e-book and downloads it through the test link", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== "desktop",
    "one journey; the screen is checked at 375 px in admin-screens (ADR 0065)",
  );
  const email = `ebook-${testInfo.project.name}-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await signIn(page, email);

  // The old address on the public page leads to the screen in the portal.
  await page.goto("/ebook-download?admin=true");
  await expect(page).toHaveURL(/\/admin\/e-book$/);
  await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
  const panel = page.getByRole("main");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page, "main");

  // A non-PDF is refused in the browser already, with SPEC's toast.
  await panel.getByLabel(texts.uploadLabel).setInputFiles({
    name: "notities.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("geen pdf"),
  });
  await panel.getByRole("button", { name: texts.uploadButton }).click();
  await expect(panel.getByRole("alert")).toContainText(notices.invalidType.title);

  // Hold the upload until the spinner has been seen, so the check does not depend on timing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/admin/ebook/upload*", async (route) => {
    await held;
    await route.continue();
  });
  await panel.getByLabel(texts.uploadLabel).setInputFiles("tests/fixtures/sample-ebook.pdf");
  await panel.getByRole("button", { name: texts.uploadButton }).click();
  await expect(panel.getByRole("button", { name: texts.uploadBusy })).toBeVisible();
  await expect(panel.locator("form[aria-busy='true']")).toHaveCount(1);
  release();
  await expect(panel.getByRole("status")).toContainText(notices.uploaded.title);
  await expect(panel.getByRole("status")).toContainText(notices.uploaded.text);
  await expect(panel.getByText("sample-ebook.pdf")).toBeVisible();
  await expect(panel.getByText(texts.pages)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    panel.getByRole("button", { name: texts.testLink }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("sample-ebook.pdf");
  expect(readFileSync((await download.path())!).equals(fixture)).toBe(true);
  await expect(panel.getByRole("status")).toContainText(notices.linkOpened.title);
  await expect(page).toHaveURL(/\/admin\/e-book$/);

  await expectNoAxeViolations(page, "main");
});

// Without JavaScript the same link and form are plain HTML (tests/integration/ebook-admin.test.ts).
test("'E-book nu versturen' asks for confirmation first", async ({ page, isMobile }) => {
  test.skip(isMobile, "one send is enough; the confirmation step is the same HTML on mobile");
  const email = `versturen-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  // The same file the upload test stores, so the two tests agree whichever runs first.
  mkdirSync(join(dataDir, "ebooks"), { recursive: true });
  copyFileSync("tests/fixtures/sample-ebook.pdf", join(dataDir, "ebooks", "sample-ebook.pdf"));
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("insert into ebook_requests (email, name, requested_at, sent_at) values (?, ?, ?, null)").run(
      `wachtend-${Date.now()}@example.nl`,
      "Lezer",
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  await signIn(page, email);
  await page.goto("/admin/e-book");
  const panel = page.getByRole("main");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await panel.getByRole("link", { name: new RegExp(`^${texts.resendButton}`) }).click();
  await expect(panel.getByRole("heading", { name: texts.resendConfirmTitle })).toBeVisible();
  await expectNoAxeViolations(page, "main");
  await panel.getByRole("button", { name: texts.resendConfirmButton }).click();
  await expect(panel.getByRole("status")).toContainText(notices.resendDone.title);
  await expect(panel.getByRole("heading", { name: texts.resendConfirmTitle })).toHaveCount(0);
});
