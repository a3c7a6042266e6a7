import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** WCAG 2.2 AA and best practice, as every spec checks them. */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Fails with the rule ids and elements, so a violation is readable in the
 * report. `include` limits the check to one part of the page (a CSS selector);
 * `disableRules` leaves rules out where they cannot apply (a mail has no landmarks).
 *
 * axe-core itself, run in the page (ADR 0139): it is put into a document once and
 * reused by every later check of that document (a screen reached through the
 * menu, a dialog opened), and it reports violations only. @axe-core/playwright's
 * builder sent and compiled its 550 KB script again on every check, and took
 * about 2 CPU seconds of the browser per check on this machine, more than the
 * page load itself. Frames are left out: the broadcast preview's sandboxed frame
 * (ADR 0117) runs no script; newsletter-broadcast.spec.ts checks the mail it
 * shows on a page of its own.
 */
export async function expectNoAxeViolations(
  page: Page,
  include?: string,
  { disableRules = [] }: { disableRules?: string[] } = {},
): Promise<void> {
  // The page as it settles: a header's colour change or a notice fading in, checked halfway, is a
  // contrast the visitor never sees. First the scrolling settles (a landing scrolls, and the header
  // changes with the scroll position one frame later), then running finite animations and
  // transitions are awaited.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let frames = 0, last = -1; frames < 60 && window.scrollY !== last; frames++) {
      last = window.scrollY;
      await frame();
      await frame();
    }
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated as a script by the browser's debugging protocol, so the page's own CSP does not apply.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, include, disableRules }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const results = await axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { tags: axeTags, include, disableRules },
  );
  expect(violations).toEqual([]);
}
