import { expect, test, type Page } from "@playwright/test";
import { footerTexts, publicRoutes } from "../support/public-routes";
import { expectNoAxeViolations } from "../support/axe";
import { tooWideHeadings } from "../support/headings";

// WCAG 2.2 A/AA rules plus axe's best practices (Lighthouse checks some of those too).
// One visit per page and viewport carries every per-page check (ADR 0065).

/** Collects every uncaught error and console error (a hydration mismatch is React error #418). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * A Dutch visitor on a slow phone (ADR 0064): the first (cold) load on a
 * 4x slower CPU, with motion as most visitors have it, hydrates without errors.
 * The markup and scripts are the same at every width, so one project is enough,
 * and one page of each kind (`slowCpu` in public-routes.ts, ADR 0138).
 */
async function loadOnSlowCpu(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
}

for (const route of publicRoutes) {
  test.describe(route.path, () => {
    test("shows its heading, key texts and footer, without accessibility violations", async ({ page, isMobile }) => {
      const errors = pageErrors(page);
      if (!isMobile && route.slowCpu) {
        await loadOnSlowCpu(page, route.path);
        expect(errors, "errors on a 4x slower CPU").toEqual([]);
      }
      // The checks below see the page settled: no reveal or carousel motion.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page.locator("h1")).toHaveCount(1);
      const main = page.locator("main");
      for (const text of route.texts) {
        await expect(main.getByText(text).first()).toBeAttached();
      }
      for (const href of route.links ?? []) {
        await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
      }
      const footer = page.locator("footer");
      for (const text of footerTexts()) await expect(footer.getByText(text).first()).toBeVisible();

      await expectNoAxeViolations(page);
      if (isMobile) {
        // The mobile project's screen is 375 px wide; 320 px is checked in first-impression.spec.ts.
        expect(await tooWideHeadings(page), "heading words wider than 375 px").toEqual([]);
        // A booking bar on every public page but /kennismaking itself; on /home the hero has
        // the same button and the bar comes in below it.
        if (route.path === "/home") await page.mouse.wheel(0, 800);
        const bar = page.getByRole("navigation", { name: "Kennismaking plannen" });
        if (route.path === "/kennismaking") await expect(bar).toHaveCount(0);
        else await expect(bar.getByRole("link", { name: "Boek je gratis kennismaking" })).toBeInViewport();
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe("server-rendered HTML", () => {
  test.skip(({ isMobile }) => isMobile, "HTML is the same for every viewport");

  test("every public page carries its heading and texts without JavaScript", async ({ request }) => {
    const titles = new Set<string>();
    for (const route of publicRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
      expect(h1, route.path).toMatch(route.heading);
      for (const text of route.texts) {
        const plain = html
          .replace(/<!-- -->/g, "")
          .replace(/&amp;/g, "&")
          .replace(/&#x27;/g, "'")
          .replace(/&quot;/g, '"');
        if (typeof text === "string") expect(plain, `${route.path}: ${text}`).toContain(text);
        else expect(plain, `${route.path}: ${text}`).toMatch(text);
      }
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title, route.path).not.toBe("");
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      titles.add(title);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${route.path}"/>`);
      expect(html).toContain('property="og:title"');
    }
  });

  test("structured data: practice on home, article on posts, FAQ on the psychology page", async ({ request }) => {
    const jsonLd = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1] ?? "{}"),
      );
    };
    expect((await jsonLd("/home")).map((d) => d["@type"])).toContain("ProfessionalService");
    expect((await jsonLd("/blog/adhd-burnout")).map((d) => d["@type"])).toContain("Article");
    const faq = (await jsonLd("/psychologie-alternatief")).find((d) => d["@type"] === "FAQPage");
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(5);
  });
});

test.describe("not found", () => {
  test("an unknown path shows the not-found page with a 404", async ({ page }) => {
    const response = await page.goto("/deze-pagina-bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps! Pagina niet gevonden");
    await page.getByRole("main").getByRole("link", { name: "Terug naar home" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("an unknown blog slug shows 'Blog niet gevonden'", async ({ page }) => {
    const response = await page.goto("/blog/bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog niet gevonden");
    await expect(page.getByText("Het artikel dat je zoekt is niet beschikbaar.")).toBeVisible();
  });

  test("/ redirects to /home", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
  });
});
