import type { Page } from "@playwright/test";

/** Headings whose longest word does not fit the screen (small phones). */
export async function tooWideHeadings(page: Page): Promise<string[]> {
  // Without a hyphenation dictionary (this test's Chromium) a word that does not fit
  // would be cut anywhere: the copy needs sizes that fit or soft hyphens.
  return page.locator("main :is(h1, h2, h3)").evaluateAll((headings) =>
    headings
      .filter((heading) => {
        const style = (heading as HTMLElement).style;
        style.overflowWrap = "normal";
        style.hyphens = "manual";
        const overflows = heading.scrollWidth > heading.clientWidth + 1;
        style.overflowWrap = style.hyphens = "";
        return overflows;
      })
      .map((heading) => heading.textContent ?? ""),
  );
}
