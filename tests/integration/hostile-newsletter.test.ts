import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newsletterForm } from "~/content/newsletter";
import { readRows } from "../support/database";
import {
  hasMarkup,
  hostileFormServer,
  hostileText,
  maybe,
  nameAndEmailExamples,
  runs,
  withoutMissing,
} from "../support/hostile-forms";

/** Hostile input to the newsletter form (the property and its examples: tests/support/hostile-forms.ts). */
const { check, dataDir } = hostileFormServer();

describe("hostile input to every public form", () => {
  it("newsletter", async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ name: maybe(hostileText), email: maybe(hostileText) }), async (input) => {
        await check(
          "/nieuwsbrief",
          // A signup is stored as pending until confirmed (D26).
          "newsletter_pending",
          withoutMissing(input),
          (response, text) => !text.includes(newsletterForm.errorTitle),
          newsletterForm.errorTitle,
        );
      }),
      { numRuns: runs, examples: nameAndEmailExamples },
    );
    for (const row of readRows(dataDir(), "select name, email from newsletter_pending")) {
      expect(hasMarkup(row.name) || hasMarkup(row.email), JSON.stringify(row)).toBe(false);
    }
  }, 300_000);
});
