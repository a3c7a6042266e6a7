import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { selfTestPage, selfTestQuestions } from "~/content/selftest";
import { readOpenedRows } from "../support/database";
import {
  attacks,
  hasMarkup,
  hostileFormServer,
  hostileText,
  maybe,
  runs,
  submitMode,
  validEmail,
  withoutMissing,
  type SubmitMode,
} from "../support/hostile-forms";

/** Hostile input to the self-test (the property and its examples: tests/support/hostile-forms.ts). */
const { check, dataDir } = hostileFormServer();

describe("hostile input to every public form", () => {
  it("self-test", async () => {
    const answer = fc.oneof(fc.constantFrom("0", "1", "2", "3"), hostileText);
    const answers = fc.tuple(...selfTestQuestions.map(() => maybe(answer)));
    await fc.assert(
      fc.asyncProperty(answers, maybe(hostileText), fc.boolean(), submitMode, async (chosen, email, consent, mode) => {
        const fields: Record<string, string | undefined> = {
          intent: "submit",
          email,
          consent: consent ? "ja" : undefined,
        };
        selfTestQuestions.forEach((question, index) => (fields[question.id] = chosen[index]));
        await check(
          "/test",
          "test_results",
          withoutMissing(fields),
          (response) => response.status === 302 || response.status === 303,
          selfTestPage.errorTitle,
          mode,
        );
      }),
      {
        numRuns: runs,
        examples: attacks.flatMap(
          (attack, index): [(string | undefined)[], string | undefined, boolean, SubmitMode][] => [
            [selfTestQuestions.map(() => "2"), attack, true, "plain"],
            [selfTestQuestions.map(() => attack), validEmail(index), true, "plain"],
          ],
        ),
      },
    );
    for (const row of readOpenedRows(dataDir(), "test_results", "select email, profiel from test_results")) {
      expect(hasMarkup(row.email) || hasMarkup(row.profiel), JSON.stringify(row)).toBe(false);
    }
  }, 300_000);
});
