import { expect, test, type Page } from "@playwright/test";

const header = "header[data-scrolled]";
/** The phone menu's toggle: the <summary> of a <details>, so it also works without JavaScript. */
const menuToggle = (page: Page, name: "Menu openen" | "Menu sluiten") =>
  page.locator("header summary", { hasText: name });

test.describe("header", () => {
  test("turns solid after scrolling more than 10 px", async ({ page }) => {
    await page.goto("/home");
    await expect(page.locator(header)).toHaveAttribute("data-scrolled", "false");
    // Wait for the scroll event itself and the frame after it, so the header has had its chance to react.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener("scroll", () => requestAnimationFrame(() => resolve()), { once: true });
          window.scrollTo(0, 10);
        }),
    );
    await expect(page.locator(header)).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(page.locator(header)).toHaveAttribute("data-scrolled", "true");
    await expect(page.locator(header)).toHaveClass(/shadow-md/);
  });

  test("uses dark text before scrolling on the about, offer, blog and burn-out pages only", async ({ page }) => {
    for (const path of ["/over-mij", "/aanbod", "/blog", "/burnout-coaching"]) {
      await page.goto(path);
      const color = await page
        .locator(`${header} a`)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
      expect(color, path).toBe("rgb(30, 42, 43)");
    }
    await page.goto("/adhd-coaching");
    const color = await page
      .locator(`${header} a`)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe("rgb(251, 248, 243)");
  });

  test("a section link on another page goes to /home and scrolls the section under the header", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/aanbod");
    // A section link clicked before React has taken over the page would do nothing (hydration starts after the first paint, ADR 0064).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (isMobile) await menuToggle(page, "Menu openen").click();
    await page
      .getByRole("navigation", { name: isMobile ? "Mobiel menu" : "Hoofdmenu" })
      .getByRole("link", { name: "Echte verhalen" })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await expect
      .poll(async () => page.locator("#testimonials").evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBe(80);
  });

  test("on /home a section link scrolls to the contact section", async ({ page, isMobile }) => {
    await page.goto("/home");
    // A section link clicked before React has taken over the page would do nothing (hydration starts after the first paint, ADR 0064).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (isMobile) await menuToggle(page, "Menu openen").click();
    await page
      .getByRole("navigation", { name: isMobile ? "Mobiel menu" : "Hoofdmenu" })
      .getByRole("link", { name: "Contact" })
      .click();
    await expect
      .poll(async () => page.locator("#contact").evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5000,
      })
      .toBeLessThanOrEqual(80);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test("every path change starts at the top of the page", async ({ page }) => {
    await page.goto("/aanbod");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Privacyverklaring" }).last().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the toggle exists on small screens");

  test("opens and closes with the keyboard and returns focus to the toggle", async ({ page }) => {
    await page.goto("/home");
    // A key pressed before React has taken over the page would do nothing.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const toggle = menuToggle(page, "Menu openen");
    await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobiel menu" });
    await expect(menu).toBeVisible();
    await expect(menuToggle(page, "Menu sluiten")).toBeVisible();
    await expect(page.locator("header details")).toHaveAttribute("open", "");
    for (const name of ["Aanbod", "Over mij", "Blog", "Echte verhalen", "Contact", "Boek je gratis kennismaking"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Aanbod" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuToggle(page, "Menu openen")).toBeFocused();
  });

  test("closes after choosing a page", async ({ page }) => {
    await page.goto("/home");
    await menuToggle(page, "Menu openen").click();
    await page.getByRole("navigation", { name: "Mobiel menu" }).getByRole("link", { name: "Over mij" }).click();
    await expect(page).toHaveURL(/\/over-mij$/);
    await expect(page.getByRole("navigation", { name: "Mobiel menu" })).toBeHidden();
  });

  test("opened before the page's script has run, still closes after choosing a page", async ({ page }) => {
    // A tired visitor on a slow phone taps the menu before the scripts arrive: hold them back until then.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/home", { waitUntil: "commit" });
    await menuToggle(page, "Menu openen").click();
    await expect(page.getByRole("navigation", { name: "Mobiel menu" })).toBeVisible();
    releaseScripts();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menuToggle(page, "Menu sluiten")).toBeVisible();
    await page.getByRole("navigation", { name: "Mobiel menu" }).getByRole("link", { name: "Over mij" }).click();
    await expect(page).toHaveURL(/\/over-mij$/);
    await expect(page.getByRole("navigation", { name: "Mobiel menu" })).toBeHidden();
  });
});

test.describe("desktop navigation", () => {
  test.skip(({ isMobile }) => isMobile, "the full navigation shows on wide screens");

  test("is reachable with Tab after the skip link, in order", async ({ page }) => {
    await page.goto("/aanbod");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Aanbod" })).toBeFocused();
    for (const name of ["Over mij", "Blog", "Echte verhalen", "Contact", "Boek je gratis kennismaking"]) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name })).toBeFocused();
    }
  });
});
