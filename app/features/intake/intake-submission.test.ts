import { describe, expect, it } from "vitest";
import { intakeMessages, intakeQuestions, intakeSectionTitles } from "~/content/intake";
import { intakeAnswerFields } from "~/server/db-schema";
import { fieldError, summaryLines } from "~/features/forms/form-result";
import { parseForm } from "~/features/forms/parse-form";
import { intakeLimits, intakeSchema, intakeSections, intakeSubmission } from "./intake-submission";

const checkIntake = (data: FormData) => parseForm(intakeSchema, data);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("intake sections (product.md §2)", () => {
  it("are the five titles with five questions each, every answer field exactly once", () => {
    const sections = intakeSections();
    expect(sections.map((section) => section.title)).toEqual([...intakeSectionTitles]);
    expect(sections.map((section) => section.fields.length)).toEqual([5, 5, 5, 5, 5]);
    expect(sections.flatMap((section) => section.fields.map((field) => field.name))).toEqual([...intakeAnswerFields]);
    expect(sections[0]?.fields.map((field) => field.name)).toEqual([
      "energieniveau",
      "stressfactoren",
      "concentratie_vergeetachtigheid",
      "emotioneel_uitgeput",
      "jezelf_kwijtgeraakt",
    ]);
  });
});

describe("intake check (product.md §5)", () => {
  it("trims the name and answers and stores blank answers as null", () => {
    const result = checkIntake(form({ client_name: "  Jan  ", energieniveau: "  laag \n", consent: "ja" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const submission = intakeSubmission(result.value);
    expect(submission.clientName).toBe("Jan");
    expect(submission.answers.energieniveau).toBe("laag");
    expect(submission.answers.stressfactoren).toBeNull();
  });

  it("refuses a blank name and a missing consent with their Dutch messages", () => {
    const parsed = checkIntake(form({ client_name: " \t ", energieniveau: "laag" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const result = { code: "Validation failed", ...parsed };
    expect(fieldError(result, "client_name")).toBe(intakeMessages.nameRequired);
    expect(fieldError(result, "consent")).toBe(intakeMessages.consentRequired);
    expect(summaryLines(result)).toEqual([intakeMessages.nameRequired, intakeMessages.consentRequired]);
  });

  it("allows exactly the limits and refuses one character more", () => {
    const atLimit = form({
      client_name: "n".repeat(intakeLimits.name),
      reactie_hulp: "a".repeat(intakeLimits.answer),
      consent: "ja",
    });
    expect(checkIntake(atLimit).ok).toBe(true);
    const over = checkIntake(
      form({
        client_name: "n".repeat(intakeLimits.name + 1),
        reactie_hulp: "a".repeat(intakeLimits.answer + 1),
        energieniveau: "a".repeat(intakeLimits.answer + 1),
        consent: "ja",
      }),
    );
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(over.errors.map((problem) => problem.field).sort()).toEqual([
      "client_name",
      "energieniveau",
      "reactie_hulp",
    ]);
    // Each answer too long names its question in the summary; the field itself gets the plain message.
    expect(summaryLines({ code: "Validation failed", ...over })).toEqual([
      intakeMessages.nameTooLong(intakeLimits.name),
      intakeMessages.answerTooLongFor(intakeQuestions.energieniveau.text, intakeLimits.answer),
      intakeMessages.answerTooLongFor(intakeQuestions.reactie_hulp.text, intakeLimits.answer),
    ]);
  });
});
