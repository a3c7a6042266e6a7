import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ebookFormText } from "~/content/ebook";
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

/** Hostile input to the e-book form (the property and its examples: tests/support/hostile-forms.ts). */
const { check, dataDir } = hostileFormServer();

describe("hostile input to every public form", () => {
  it("e-book request", async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ name: maybe(hostileText), email: maybe(hostileText) }), async (input) => {
        await check(
          "/ebook-download",
          "ebook_requests",
          withoutMissing(input),
          (response, text) => !text.includes(ebookFormText.errorTitle),
          ebookFormText.errorTitle,
        );
      }),
      { numRuns: runs, examples: nameAndEmailExamples },
    );
    for (const row of readRows(dataDir(), "select name, email from ebook_requests")) {
      expect(hasMarkup(row.name) || hasMarkup(row.email), JSON.stringify(row)).toBe(false);
    }
  }, 300_000);
});
