import { describe, expect, it } from "vitest";
import { intakeMessages, intakeSectionTitles } from "~/content/intake";
import { intakeAnswerFields } from "~/server/db-schema";
import { checkIntake, intakeLimits, intakeSections, readIntakeValues } from "./intake-submission";

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
      readIntakeValues(form({ client_name: "  Jan  ", energieniveau: "  laag \n", consent: "ja" })),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.submission.clientName).toBe("Jan");
    expect(result.submission.answers.energieniveau).toBe("laag");
    expect(result.submission.answers.stressfactoren).toBeNull();
  });

  it("refuses a blank name and a missing consent with their Dutch messages", () => {
    const result = checkIntake(readIntakeValues(form({ client_name: " \t ", energieniveau: "laag" })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.client_name).toBe(intakeMessages.nameRequired);
    expect(result.errors.consent).toBe(intakeMessages.consentRequired);
    expect(result.messages).toEqual([intakeMessages.nameRequired, intakeMessages.consentRequired]);
  });

  it("allows exactly the limits and refuses one character more", () => {
    const atLimit = form({
      client_name: "n".repeat(intakeLimits.name),
      reactie_hulp: "a".repeat(intakeLimits.answer),
      consent: "ja",
    });
    expect(checkIntake(readIntakeValues(atLimit)).ok).toBe(true);
    const over = checkIntake(
      readIntakeValues(
        form({
          client_name: "n".repeat(intakeLimits.name + 1),
          reactie_hulp: "a".repeat(intakeLimits.answer + 1),
          consent: "ja",
        }),
      ),
    );
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(Object.keys(over.errors).sort()).toEqual(["client_name", "reactie_hulp"]);
  });
});
