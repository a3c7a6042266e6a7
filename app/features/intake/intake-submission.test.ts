import { describe, expect, it } from "vitest";
import { intakeMessages, intakeQuestions, intakeSectionTitles } from "~/content/intake";
import { intakeAnswerFields } from "~/server/db-schema";
import { fieldError, summaryLines } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
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
    const result = checkIntake(
      form({
        client_name: "  Jan  ",
        email: " Jan@Voorbeeld.NL ",
        phone: " +31 6 1234 5678 ",
        energieniveau: "  laag \n",
        consent: "ja",
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const submission = intakeSubmission(result.value);
    expect(submission.clientName).toBe("Jan");
    expect(submission.email).toBe("jan@voorbeeld.nl");
    expect(submission.phone).toBe("+31 6 1234 5678");
    expect(submission.answers.energieniveau).toBe("laag");
    expect(submission.answers.stressfactoren).toBeNull();
  });

  it("refuses a blank name and a missing consent with their Dutch messages", () => {
    const parsed = checkIntake(form({ client_name: " \t ", email: "jan@voorbeeld.nl", energieniveau: "laag" }));
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
      email: "jan@voorbeeld.nl",
      reactie_hulp: "a".repeat(intakeLimits.answer),
      consent: "ja",
    });
    expect(checkIntake(atLimit).ok).toBe(true);
    const over = checkIntake(
      form({
        client_name: "n".repeat(intakeLimits.name + 1),
        email: "jan@voorbeeld.nl",
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

  it("asks an e-mail address (D28) and takes a phone number only in a phone number's shape", () => {
    const check = (fields: Record<string, string>) =>
      checkIntake(form({ client_name: "Jan", consent: "ja", email: "jan@voorbeeld.nl", ...fields }));
    const missing = check({ email: "" });
    expect(missing.ok ? [] : missing.errors.map((problem) => problem.field)).toEqual(["email"]);
    expect(check({ phone: "" }).ok).toBe(true);
    for (const phone of ["0612345678", "+31 (0)6-1234.5678", "020 123 45 67"])
      expect(check({ phone }).ok, phone).toBe(true);
    for (const phone of ["bel mij", "1234567", "+31 6 1234 5678 9012 34", "06<script>", "++31612345678"]) {
      expect(check({ phone }).ok, phone).toBe(false);
    }
  });
});
