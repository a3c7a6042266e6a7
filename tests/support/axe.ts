import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA and best practice, as every spec checks them. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Fails with the rule ids and elements, so a violation is readable in the
 * report. `include` limits the check to one part of the page (a CSS selector).
 * One axe run inside the page (legacy mode) that reports violations only: the
 * default opens a second page to merge per-frame results and describes every
 * passing element too, which took 2-3 times as long on a busy 2-core machine;
 * our pages have no frames of our own (the only one is Calendly's, not ours to check). Frames are
 * left out: the broadcast preview's sandboxed frame (ADR 0117) runs no script, so axe would wait
 * for it until the test times out; newsletter-broadcast.spec.ts checks the mail it shows on a page of its own.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"], iframes: false });
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
