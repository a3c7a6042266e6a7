import { expect, test, type Page } from "@playwright/test";
import { tooWideHeadings } from "../support/headings";
import { publicRoutes } from "../support/public-routes";

// What a first-time visitor sees in the first seconds (ADR 0045, ADR 0064).

/** The font the browser really drew a node's text with (not the CSS stack). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

test.describe("brand fonts on a first visit", () => {
  for (const path of ["/home", "/aanbod", "/over-mij", "/kennismaking"]) {
    test(`${path}: heading and body are in Fraunces and Inter by the load event`, async ({ page }) => {
      await page.addInitScript(() => {
        window.addEventListener("load", () => {
          document.documentElement.dataset.fontsAtLoad = [...document.fonts]
            .filter((face) => face.status === "loaded")
            .map((face) => face.family)
            .join(",");
        });
      });
      await page.goto(path, { waitUntil: "load" });
      const loaded = await page.locator("html").getAttribute("data-fonts-at-load");
      expect(loaded).toContain("Fraunces Variable");
      expect(loaded).toContain("Inter Variable");
      expect(await renderedFonts(page, "h1")).toEqual(["Fraunces"]);
      expect(await renderedFonts(page, "main p")).toEqual(["Inter"]);
      // Only the two preloaded subsets: the site's text needs no other font file (ADR 0059).
      const fontFiles = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith(".woff2")),
      );
      expect(fontFiles.map((file) => file.replace(/-[\w-]{8}\.woff2$/, ""))).toEqual(
        expect.arrayContaining(["/assets/fraunces-latin-subset", "/assets/inter-latin-subset"]),
      );
      expect(fontFiles).toHaveLength(2);
    });
  }
});

test.describe("the first paint", () => {
  test.skip(({ isMobile }) => isMobile, "the order of requests does not depend on the viewport");

  for (const path of ["/home", "/kennismaking"]) {
    test(`${path}: no script is requested before the text is on screen`, async ({ page }) => {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(paint).toBeDefined();
      expect(scripts.length).toBeGreaterThan(3);
      // React Router's bootstrap and its modules wait for the first paint (ADR 0068).
      for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(paint!);
    });
  }
});

/** Stores a cookie choice before the page loads, so the banner does not cover the first screen. */
async function withConsentGiven(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem("cookie-consent", JSON.stringify({ analytics: false, marketing: false, necessary: true })),
  );
}

/** Opacity as the visitor sees it: the element's times every ancestor's. */
function effectiveOpacity(element: Element): number {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    opacity *= Number(getComputedStyle(node).opacity);
  }
  return opacity;
}

test.describe("the call to action on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phones only");
  test.use({ viewport: { width: 375, height: 740 } });

  test("/home: the booking button is in the first screen and stays fully opaque while scrolling", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto("/home");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const cta = page.locator("#hero-title ~ div").getByRole("link", { name: "Boek je gratis kennismaking" });
    const box = await cta.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    expect(await cta.evaluate(effectiveOpacity)).toBe(1);
    for (const y of [200, 400]) {
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(y - 1);
      expect(await cta.evaluate(effectiveOpacity), `after scrolling ${y} px`).toBe(1);
    }
  });

  test("/kennismaking: the hero's button leads down to the free times", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto("/kennismaking");
    await page.getByRole("link", { name: "Bekijk de vrije tijden" }).click();
    await expect(page).toHaveURL(/#vrije-tijden$/);
    await expect(page.locator("#vrije-tijden")).toBeInViewport();
  });
});

/** WCAG contrast ratio of two colours given as 0-255 RGB channels. */
function contrast(foreground: number[], background: number[]): number {
  const luminance = (color: number[]) => {
    const [r, g, b] = color.map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // On phones at 320 px, the smallest common width, on the same visit: no heading word may be
  // wider than the screen there either (375 px is checked with the page's other checks in
  // public-pages.spec.ts). Headings and header are the server's HTML, the same with JavaScript.
  test("the header is solid and its text legible at the top and further down every public page; at 320 px no heading word is wider than the screen", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    if (isMobile) await page.setViewportSize({ width: 320, height: 740 });
    const tooWide: string[] = [];
    for (const path of publicRoutes.map((route) => route.path)) {
      await page.goto(path);
      if (isMobile) tooWide.push(...(await tooWideHeadings(page)).map((heading) => `${path}: ${heading}`));
      for (const scrollY of [0, 1500]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollY);
        const { text, background } = await page
          .locator("header a")
          .first()
          .evaluate((link) => {
            // A canvas turns any computed colour (rgb, oklab, color-mix) into 0-255 RGBA.
            const context = document.createElement("canvas").getContext("2d")!;
            const rgba = (color: string) => {
              context.clearRect(0, 0, 1, 1);
              context.fillStyle = color;
              context.fillRect(0, 0, 1, 1);
              return [...context.getImageData(0, 0, 1, 1).data];
            };
            return {
              text: rgba(getComputedStyle(link).color),
              background: rgba(getComputedStyle(link.closest("header")!).backgroundColor),
            };
          });
        expect(
          background[3]! / 255,
          `${path} at ${scrollY}px: header background ${background.join(", ")}`,
        ).toBeGreaterThanOrEqual(0.94);
        expect(contrast(text.slice(0, 3), background.slice(0, 3)), `${path} at ${scrollY}px`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
    expect(tooWide, "heading words wider than 320 px").toEqual([]);
  });

  test("the phone menu opens and leads to a page", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button exists on small screens");
    await page.goto("/home");
    await page.locator("header summary").click();
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Over mij" }).click();
    await expect(page).toHaveURL(/\/over-mij$/);
  });
});
