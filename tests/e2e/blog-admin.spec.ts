import { expect, test, type APIRequestContext } from "@playwright/test";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { adminBlog, adminBlogEditor as texts } from "../../app/content/admin-blog";
import { seedUser } from "../support/admin";
import { signIn } from "../support/admin-browser";
import { expectNoAxeViolations } from "../support/axe";

/**
 * The coach writes the blog (ADR 0057): a post with a cover, previewed and
 * published, is live for a visitor at its URL, on /blog, in the feed and the
 * sitemap without a restart; a new slug leaves a 301 behind; a post scheduled
 * a minute ahead appears when the server's clock (TEST_CLOCK_FILE, set by
 * playwright.config.ts) reaches it; unpublished, it is a 404 and gone from
 * feed and sitemap. One viewport: this is a journey, not a layout.
 */
const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const clockFile = join(dataDir, "test-clock.txt");
const start = Date.parse("2030-01-07T09:00:00.000Z");

test.skip(({ isMobile }) => isMobile, "one viewport is enough for this journey");

async function body(request: APIRequestContext, path: string): Promise<string> {
  return (await request.get(path)).text();
}

test("the coach publishes, renames, schedules and unpublishes posts, live for visitors", async ({ page, browser }) => {
  // One long journey (two posts, an upload, eleven visitor checks): three times the usual time.
  test.slow();
  // A retry writes posts of its own: a failed attempt may have left its posts and addresses behind.
  const attempt = test.info().retry ? ` ${test.info().retry + 1}` : "";
  const sleepTitle = `Slapen met ADHD${attempt}`;
  const sleepSlug = `slapen-met-adhd${attempt.replace(" ", "-")}`;
  const plannedTitle = `Gepland artikel${attempt}`;
  const plannedSlug = `gepland-artikel${attempt.replace(" ", "-")}`;
  writeFileSync(clockFile, new Date(start).toISOString());
  // The clock file goes when this journey ends, not when the file's other test (which may run
  // at the same time on the other worker) does: the server's clock would jump back mid-journey.
  try {
    const email = `blog-${Date.now()}@example.nl`;
    seedUser(dataDir, email);
    await signIn(page, email);
    const visitor = (await browser.newContext()).request;

    // Write, with the live preview in the article's style.
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: adminBlog.newPost }).click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel(texts.fields.title).fill(sleepTitle);
    await page.getByLabel(texts.fields.description).fill("Waarom je hoofd 's avonds doorgaat, en wat helpt.");
    await page.getByLabel(texts.fields.tags).fill("ADHD, Slaap");
    await page.getByLabel(texts.fields.keywords).fill("adhd, slaap");
    await page.getByLabel(texts.fields.body).fill("## Eerst rust\n\nEen vast ritueel helpt. <script>alert(1)</script>");
    const preview = page.getByTestId("preview");
    await expect(preview.getByRole("heading", { name: "Eerst rust" })).toBeVisible();
    await expect(preview).toContainText("<script>alert(1)</script>");
    // The toolbar (ADR 0117): a word chosen, 'Vet' pressed, bold in the preview.
    await page.getByLabel(texts.fields.body).evaluate((field: HTMLTextAreaElement) => field.setSelectionRange(19, 23));
    await page.getByRole("toolbar", { name: "Opmaak" }).getByRole("button", { name: "Vet" }).click();
    await expect(page.getByLabel(texts.fields.body)).toHaveValue(/Een \*\*vast\*\* ritueel/);
    await expect(preview.locator("strong", { hasText: "vast" })).toBeVisible();
    await page.getByRole("button", { name: texts.save, exact: true }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    await expectNoAxeViolations(page, "main");

    // A cover photo, then its description, then publish.
    const photo = await sharp({ create: { width: 1400, height: 800, channels: 3, background: "#c9b98f" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(texts.cover.file).setInputFiles({ name: "bed.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: texts.cover.upload }).click();
    await expect(page.getByText(texts.coverSaved)).toBeVisible();
    // The upload answers with a whole new page, whose notice may take focus as it hydrates: a press
    // on 'Publiceren' at that moment can land beside the button.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel(texts.fields.coverAlt).fill("Een opgemaakt bed in de ochtendzon");
    await page.getByRole("button", { name: texts.publish }).click();
    await expect(page.getByText(texts.published)).toBeVisible();

    // The visitor sees it everywhere, at once, from the same running server.
    expect(await body(visitor, "/blog")).toContain(sleepTitle);
    const article = await visitor.get(`/blog/${sleepSlug}`);
    expect(article.status()).toBe(200);
    const html = await article.text();
    expect(html).toMatch(
      /<img[^>]*src="\/afbeeldingen\/[0-9a-f]{32}-1200\.jpg"[^>]*alt="Een opgemaakt bed in de ochtendzon"/,
    );
    expect(html).toContain('property="og:image"');
    expect(await body(visitor, "/blog/rss.xml")).toContain(`/blog/${sleepSlug}</link>`);
    expect(await body(visitor, "/sitemap.xml")).toContain(`/blog/${sleepSlug}</loc>`);

    // A new address: the old one redirects permanently. A live post is updated, not published again.
    await expect(page.getByRole("button", { name: texts.publish })).toHaveCount(0);
    await page.getByLabel(texts.fields.slug).fill(`${sleepSlug}-tips`);
    await page.getByRole("button", { name: texts.update, exact: true }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    // Shown once (ADR 0098): a reload of the editor does not say it again.
    await page.reload();
    await expect(page.getByLabel(texts.fields.slug)).toHaveValue(`${sleepSlug}-tips`);
    await expect(page.getByText(texts.saved)).toHaveCount(0);
    const old = await visitor.get(`/blog/${sleepSlug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/${sleepSlug}-tips`);
    const editorUrl = page.url().split("?")[0] ?? "";

    // Scheduled one minute ahead: not there, then there when the clock gets there.
    // The page's own timers wait for the test here, so the live preview's pending post can be let go
    // while the save is under way: it must not take the save's notice away.
    await page.clock.install();
    await page.goto("/admin/blog/nieuw");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByLabel(texts.fields.title).fill(plannedTitle);
    await page.getByLabel(texts.fields.description).fill("Verschijnt over een minuut.");
    await page.getByLabel(texts.fields.body).fill("Nog even geduld.");
    await page.getByLabel(texts.fields.publishAt).fill("2030-01-07T10:01"); // 09:01 UTC, Amsterdam winter time
    await page.getByRole("button", { name: texts.save, exact: true }).click();
    await page.clock.runFor(1000);
    await expect(page.getByText(texts.scheduled)).toBeVisible();
    expect((await visitor.get(`/blog/${plannedSlug}`)).status()).toBe(404);
    expect(await body(visitor, "/blog")).not.toContain(plannedTitle);
    writeFileSync(clockFile, new Date(start + 60_000).toISOString());
    await expect.poll(() => body(visitor, "/blog"), { timeout: 5000 }).toContain(plannedTitle);
    expect((await visitor.get(`/blog/${plannedSlug}`)).status()).toBe(200);
    expect(await body(visitor, "/blog/rss.xml")).toContain(`/blog/${plannedSlug}</link>`);

    // Back to concept: a 404, gone from the feed and the sitemap.
    await page.goto(editorUrl);
    await page.getByRole("button", { name: texts.unpublish }).click();
    await expect(page.getByText(texts.unpublished)).toBeVisible();
    expect((await visitor.get(`/blog/${sleepSlug}-tips`)).status()).toBe(404);
    expect(await body(visitor, "/blog/rss.xml")).not.toContain(sleepSlug);
    expect(await body(visitor, "/sitemap.xml")).not.toContain(sleepSlug);

    // Delete both, through the confirmation step, so the other specs see the blog as it was.
    for (const title of [sleepTitle, plannedTitle]) {
      await page.goto("/admin/blog");
      await page.getByRole("link", { name: title, exact: true }).click();
      await page.getByRole("link", { name: texts.delete.open }).click();
      await page.getByRole("button", { name: texts.delete.confirm }).click();
      await expect(page.getByText(adminBlog.deleted)).toBeVisible();
      await page.reload();
      await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);
      await expect(page.getByText(adminBlog.deleted)).toHaveCount(0);
    }
    expect((await visitor.get(`/blog/${plannedSlug}`)).status()).toBe(404);
  } finally {
    rmSync(clockFile, { force: true });
  }
});

test("the editor's buttons stay where they are when its scripts take over; without JavaScript there is no toolbar", async ({
  page,
  browser,
}) => {
  const email = `blog-still-${Date.now()}@example.nl`;
  seedUser(dataDir, email);
  await signIn(page, email);

  // The page as the coach sees it before its scripts ran: the save button must not jump away
  // when they do, or a press at that moment lands beside it and saves nothing.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/admin/blog/nieuw", { waitUntil: "domcontentloaded" });
  const save = page.getByRole("button", { name: texts.save, exact: true });
  const before = await save.boundingBox();
  releaseScripts();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("toolbar", { name: "Opmaak" })).toBeVisible();
  expect(await save.boundingBox()).toEqual(before);

  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plainPage = await plain.newPage();
  await plainPage.goto("/admin/blog/nieuw");
  await expect(plainPage.getByLabel(texts.fields.body)).toBeVisible();
  await expect(plainPage.getByRole("toolbar", { name: "Opmaak" })).toHaveCount(0);
  await plain.close();
});
