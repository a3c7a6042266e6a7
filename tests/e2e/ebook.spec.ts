import { expect, test, type Page } from "@playwright/test";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ebookFormText, ebookMail, ebookResultMessages } from "../../app/content/ebook";
import { validationMessages } from "../../app/content/forms";
import { expectNoAxeViolations } from "../support/axe";
import { e2eDataDir, outboxMailTo, uniqueEmail } from "../support/outbox";
import { ebookForm } from "../support/ebook-browser";
import { mailLink, plainText } from "../support/smtp";
import { storeCookieChoice } from "../support/visitor-browser";

/**
 * The e-book request in a real browser (product.md §4, D9, D14, D16, D20). The
 * server Playwright starts has no SMTP, so mails land in DATA_DIR/outbox.
 *
 * Every request here comes from 127.0.0.1, and the e-book limit is 3 per 10
 * minutes per address (D8): this file makes exactly three requests, on the
 * desktop project only (the page's HTML is the same on mobile, and the mobile
 * layout is covered by the page checks in public-pages.spec.ts).
 */

const dataDir = e2eDataDir;
const fixture = readFileSync("tests/fixtures/sample-ebook.pdf");

test.skip(({ isMobile }) => isMobile, "three requests per address in 10 minutes: desktop only");

test.beforeAll(() => {
  mkdirSync(join(dataDir, "ebooks"), { recursive: true });
  copyFileSync("tests/fixtures/sample-ebook.pdf", join(dataDir, "ebooks", "sample-ebook.pdf"));
});

/** The path of the download link in a mail (the test server's PUBLIC_URL is not its own address). */
function downloadPath(raw: string): string {
  return mailLink(raw, ebookMail.button).pathname;
}

/** Opens the page with a stored cookie choice (no banner in the way) and waits until React runs the form. */
async function openWithJavaScript(page: Page, analytics: boolean): Promise<void> {
  await storeCookieChoice(page, analytics);
  await page.goto("/ebook-download");
  await page.waitForFunction(() => {
    const element = document.querySelector('form[action^="/ebook-download"]');
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  });
}

test.describe("e-book request with JavaScript", () => {
  test("a visitor sees 'Versturen...', then the confirmation with empty fields, and the mailed link downloads the PDF", async ({
    page,
  }) => {
    const email = uniqueEmail("bezoeker");
    // With analytics allowed, the success sends the first-party event (D20).
    await openWithJavaScript(page, true);

    // Hold the submission at the network, so the sending state can be seen; it then goes through unchanged.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/ebook-download.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const tracked = page.waitForRequest(
      (request) => request.url().endsWith("/api/events") && (request.postData() ?? "").includes("ebook_requested"),
    );

    const fields = ebookForm(page);
    await fields.name.fill("Bas Visser");
    await fields.email.fill(email);
    await fields.submit.click();

    const sending = page.locator("main").getByRole("button", { name: ebookFormText.submitting });
    await expect(sending).toBeVisible();
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect(fields.name).toBeDisabled();
    await expect(fields.email).toBeDisabled();
    release();

    await expect(
      page.locator("main").getByRole("status").filter({ hasText: ebookResultMessages.success }),
    ).toBeVisible();
    await expect(fields.name).toHaveValue("");
    await expect(fields.email).toHaveValue("");
    await expect(fields.email).toBeEnabled();
    await expect(fields.submit).toBeVisible();
    await tracked;
    await expectNoAxeViolations(page, "main");
    // The page stayed put: the form was sent in the background.
    expect(new URL(page.url()).pathname).toBe("/ebook-download");

    const mail = await outboxMailTo(email);
    expect(plainText(mail)).toContain("Hoi Bas Visser,");
    const path = downloadPath(mail);
    const downloading = page.waitForEvent("download");
    await page.goto(path).catch(() => undefined); // navigation ends in a download, which Playwright reports as an aborted load
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("sample-ebook.pdf");
    expect(readFileSync(await download.path()).equals(fixture)).toBe(true);
  });

  test("a refused request lists the problems under 'Aanvraag mislukt:', and editing a field clears them", async ({
    page,
  }) => {
    await openWithJavaScript(page, false);
    const fields = ebookForm(page);
    await fields.name.fill("J");
    // Accepted by the browser's own e-mail check, refused by the server's (no dot in the domain).
    await fields.email.fill("jan@voorbeeld");
    await fields.submit.click();

    const alert = page.locator("main").getByRole("alert");
    await expect(alert).toContainText(ebookFormText.errorTitle);
    // In the order of the fields on the page, and each message also next to its field.
    await expect(alert.getByRole("listitem")).toHaveText([
      validationMessages["Name must be at least 2 characters"],
      validationMessages["Invalid email format"],
    ]);
    await expect(fields.email).toHaveAccessibleDescription(validationMessages["Invalid email format"]);
    await expect(fields.email).toHaveAttribute("aria-invalid", "true");
    await expect(fields.name).toHaveAttribute("aria-invalid", "true");
    await expect(fields.email).toHaveValue("jan@voorbeeld");
    await expectNoAxeViolations(page, "main");

    await fields.email.press("End");
    await fields.email.pressSequentially(".nl");
    await expect(alert).toBeHidden();
    await expect(fields.email).not.toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("e-book request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain form posts to the server and the page shows the confirmation", async ({ page }) => {
    const email = uniqueEmail("zonder-js");
    await page.goto("/ebook-download");
    const fields = ebookForm(page);
    await fields.email.fill(email);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await fields.submit.click();
    expect((await posted).status()).toBe(200);

    // The answer opens at the form, so the confirmation is in view without scrolling.
    await expect(page.getByText(ebookResultMessages.success)).toBeInViewport();
    await expect(fields.email).toHaveValue("");
    expect(new URL(page.url()).pathname).toBe("/ebook-download");
    expect(downloadPath(await outboxMailTo(email))).toMatch(/^\/download\/ebook\//);
  });
});
