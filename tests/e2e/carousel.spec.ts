import { expect, test, type Page } from "@playwright/test";

const carousel = '[aria-roledescription="carousel"]';

async function selected(page: Page): Promise<string | null> {
  return page.locator(carousel).getAttribute("data-selected");
}

async function fullyVisibleSlides(page: Page): Promise<number> {
  return page.locator(carousel).evaluate((root) => {
    const viewport = root.querySelector(".overflow-hidden")!.getBoundingClientRect();
    return [...root.querySelectorAll("li figure")].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

test.describe("testimonials carousel", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "behaviour is viewport-independent; slides per view are checked per width below",
  );

  test("advances every 4 seconds on its own", async ({ page }) => {
    await page.goto("/home");
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await expect.poll(() => selected(page)).toBe("0");
    await expect.poll(() => selected(page), { timeout: 6000 }).toBe("1");
  });

  test("stops for good after a manual next, and loops backwards from the first slide", async ({ page }) => {
    await page.goto("/home");
    const region = page.locator(carousel);
    await region.scrollIntoViewIfNeeded();
    await region.getByRole("button", { name: "Vorige ervaring" }).click();
    await expect.poll(() => selected(page)).not.toBe("0");
    const afterPrevious = await selected(page);
    await region.getByRole("button", { name: "Volgende ervaring" }).click();
    await expect.poll(() => selected(page)).toBe("0");
    expect(afterPrevious).not.toBe("1");
    await page.waitForTimeout(5000);
    expect(await selected(page)).toBe("0");
  });

  test("the pause button stops auto-advance", async ({ page }) => {
    await page.goto("/home");
    const region = page.locator(carousel);
    await region.scrollIntoViewIfNeeded();
    await region.getByRole("button", { name: "Automatisch doorspelen stoppen" }).click();
    await expect(region.getByRole("button", { name: "Automatisch doorspelen is gestopt" })).toBeFocused();
    const now = await selected(page);
    await page.waitForTimeout(5000);
    expect(await selected(page)).toBe(now);
  });

  for (const [width, perView] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${perView} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/home");
      await page.locator(carousel).scrollIntoViewIfNeeded();
      await expect.poll(() => fullyVisibleSlides(page)).toBe(perView);
    });
  }

  test("does not move on its own for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/home");
    await page.locator(carousel).scrollIntoViewIfNeeded();
    await page.waitForTimeout(4800);
    expect(await selected(page)).toBe("0");
    await context.close();
  });
});
