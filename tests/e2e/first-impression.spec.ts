import { expect, test, type Page } from "@playwright/test";

// Issue 12: what a first-time visitor sees in the first seconds.

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
    });
  }
});
