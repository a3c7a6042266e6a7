import { expect, test, type Page } from "@playwright/test";

const carousel = '[aria-roledescription="carousel"]';
// Time is Playwright's fake clock (page.clock), installed before the page loads: the
// tests move it on instead of waiting, so a slow machine cannot make them flaky.
const start = new Date("2026-11-23T10:00:00+01:00");

/** Opens the home page with time stopped (only runFor moves it) and waits for React. */
async function openOnPausedClock(page: Page): Promise<void> {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto("/home");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator(carousel).scrollIntoViewIfNeeded();
}

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
    await openOnPausedClock(page);
    await page.clock.runFor(3900);
    expect(await selected(page)).toBe("0");
    await page.clock.runFor(100);
    await expect.poll(() => selected(page)).toBe("1");
    await page.clock.runFor(4000);
    await expect.poll(() => selected(page)).toBe("2");
  });

  test("stops for good after a manual next, and loops backwards from the first slide", async ({ page }) => {
    await openOnPausedClock(page);
    const region = page.locator(carousel);
    await region.getByRole("button", { name: "Vorige ervaring" }).click();
    // Looping back waits two animation frames, which run on the fake clock too.
    await page.clock.runFor(100);
    await expect.poll(() => selected(page)).not.toBe("0");
    const afterPrevious = await selected(page);
    await region.getByRole("button", { name: "Volgende ervaring" }).click();
    await expect.poll(() => selected(page)).toBe("0");
    expect(afterPrevious).not.toBe("1");
    await page.clock.runFor(12_000);
    expect(await selected(page)).toBe("0");
  });

  test("the pause button stops auto-advance", async ({ page }) => {
    await openOnPausedClock(page);
    const region = page.locator(carousel);
    await region.getByRole("button", { name: "Automatisch doorspelen stoppen" }).click();
    await expect(region.getByRole("button", { name: "Automatisch doorspelen is gestopt" })).toBeFocused();
    const now = await selected(page);
    await page.clock.runFor(12_000);
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
    await openOnPausedClock(page);
    await page.clock.runFor(12_000);
    expect(await selected(page)).toBe("0");
    await context.close();
  });
});
