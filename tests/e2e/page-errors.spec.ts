import { expect, test } from "@playwright/test";
import { publicRoutes } from "../support/public-routes";

// Issue 12 item 9: a Dutch visitor on a slow phone. Any uncaught error or console error
// (a hydration mismatch is React error #418) fails the page.
test.use({ locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
test.skip(({ isMobile }) => isMobile, "the markup and scripts are the same at every width; one run is enough");

for (const route of publicRoutes) {
  test(`${route.path} loads and hydrates without errors on a 4x slower CPU`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(route.path, { waitUntil: "networkidle" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(errors).toEqual([]);
  });
}
