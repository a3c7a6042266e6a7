import { expect, test, type Page } from "@playwright/test";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { mailFrame } from "../../app/content/mail";
import { e2eDataDir, outboxMailTo, uniqueEmail } from "../support/outbox";
import { htmlPart } from "../support/smtp";

/**
 * The one mail layout (app/server/mail.server.ts) as a phone and a mail
 * client's reading pane show it: real mails the server wrote to its outbox
 * (no SMTP in e2e), rendered in Chromium at 375 and 600 px. Nothing may
 * stick out sideways, and each ends with the coach's sign-off. The page's
 * viewport is set here, so one project is enough.
 */

const dataDir = e2eDataDir;

test.skip(({ isMobile }) => isMobile, "the widths are set per check; desktop only");

/** The HTML of the outbox mail to `email`. */
async function mailHtml(email: string): Promise<string> {
  return htmlPart(await outboxMailTo(email));
}

/** Elements whose right edge lies beyond the viewport, and the document's overflow. */
async function horizontalOverflow(page: Page): Promise<{ scroll: number; width: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").slice(0, 40)}`);
    return { scroll: document.documentElement.scrollWidth, width, wide };
  });
}

async function expectFits(page: Page, html: string): Promise<void> {
  for (const width of [375, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html);
    const overflow = await horizontalOverflow(page);
    expect(overflow.wide, `at ${width} px`).toEqual([]);
    expect(overflow.scroll, `at ${width} px`).toBeLessThanOrEqual(overflow.width);
  }
  await expect(page.locator("body")).toContainText(mailFrame.signOff);
}

test("the self-test analysis fits at 375 and 600 px", async ({ page, baseURL }) => {
  const email = uniqueEmail("analyse");
  const answers = [1, 2, 0, 3, 2, 1, 0, 2, 2, 2, 1, 1];
  const response = await page.request.post("/test", {
    headers: { Origin: baseURL! },
    form: {
      ...Object.fromEntries(answers.map((answer, index) => [`q${index + 1}`, String(answer)])),
      view: "12",
      email,
      consent: "ja",
      website: "",
      intent: "submit",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await expectFits(page, await mailHtml(email));
  await expect(page.locator("ul li")).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Plan je gratis kennismakingsgesprek" })).toHaveAttribute(
    "href",
    /\/kennismaking$/,
  );
});

test("the e-book mail fits at 375 and 600 px", async ({ page, baseURL }) => {
  mkdirSync(join(dataDir, "ebooks"), { recursive: true });
  copyFileSync("tests/fixtures/sample-ebook.pdf", join(dataDir, "ebooks", "sample-ebook.pdf"));
  const email = uniqueEmail("ebook-opmaak");
  const response = await page.request.post("/ebook-download", {
    headers: { Origin: baseURL! },
    form: { name: "Maximiliaan van Oudshoorn-Wijnbergen", email, website: "" },
  });
  expect(response.ok()).toBe(true);
  await expectFits(page, await mailHtml(email));
});

test("the intake receipt fits at 375 and 600 px, its button leads to the booking (ADR 0094)", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("ontvangst");
  const response = await page.request.post("/client-test", {
    headers: { Origin: baseURL! },
    form: { client_name: "Maximiliaan van Oudshoorn-Wijnbergen", email, consent: "ja", website: "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await expectFits(page, await mailHtml(email));
  await expect(page.getByRole("heading", { level: 2, name: "Wat er nu gebeurt" })).toBeVisible();
  await expect(page.locator("ul li")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Plan uw gratis kennismakingsgesprek" })).toHaveAttribute(
    "href",
    /\/kennismaking$/,
  );
  await expect(page.locator("body")).not.toContainText("Maximiliaan");
});
