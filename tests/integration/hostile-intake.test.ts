import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intakeMessages } from "~/content/intake";
import { intakeAnswerFields } from "~/server/db-schema";
import { readOpenedRows } from "../support/database";
import {
  attacks,
  hostileFormServer,
  hostileText,
  maybe,
  runs,
  submitMode,
  withoutMissing,
  type SubmitMode,
} from "../support/hostile-forms";

/** Hostile input to the intake questionnaire (the property and its examples: tests/support/hostile-forms.ts). */
const { check, count, dataDir } = hostileFormServer();

describe("hostile input to every public form", () => {
  it("intake questionnaire", async () => {
    const answers = fc.tuple(...intakeAnswerFields.map(() => maybe(hostileText)));
    await fc.assert(
      fc.asyncProperty(maybe(hostileText), answers, fc.boolean(), submitMode, async (name, chosen, consent, mode) => {
        const fields: Record<string, string | undefined> = {
          client_name: name,
          email: "intake@example.nl",
          consent: consent ? "on" : undefined,
        };
        intakeAnswerFields.forEach((field, index) => (fields[field] = chosen[index]));
        const before = count("client_test_responses");
        await check(
          "/client-test",
          "client_test_responses",
          withoutMissing(fields),
          (response) => response.status === 303,
          intakeMessages.failureTitle,
          mode,
        );
        if (count("client_test_responses") > before) {
          // Free text is kept exactly as typed (trimmed) and only ever shown escaped.
          const [row] = readOpenedRows<Record<string, string | null>>(
            dataDir(),
            "client_test_responses",
            "select * from client_test_responses order by id desc limit 1",
          );
          for (const field of intakeAnswerFields) {
            const sent = fields[field]?.trim() ?? "";
            expect(row![field] ?? "").toBe(sent);
          }
        }
      }),
      {
        numRuns: runs,
        examples: attacks.flatMap((attack): [string | undefined, (string | undefined)[], boolean, SubmitMode][] => [
          [attack, intakeAnswerFields.map(() => attack), true, "plain"],
          [attack, intakeAnswerFields.map(() => attack), false, "plain"],
        ]),
      },
    );
  }, 300_000);
});
