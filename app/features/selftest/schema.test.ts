import { describe, expect, it } from "vitest";
import { selfTestQuestions } from "~/content/selftest";
import { checkSubmission, firstOpenStep, readDraft } from "./schema";

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const answers = (values: string[]): [string, string][] => values.map((value, i) => [`q${i + 1}`, value]);
const valid: [string, string][] = [
  ...answers(["0", "1", "2", "3", "0", "1", "2", "3", "0", "1", "2", "3"]),
  ["email", "  Jan@Example.NL "],
  ["consent", "ja"],
];

describe("checkSubmission", () => {
  it("accepts 12 option indexes, a valid e-mail and consent, and normalises the address", () => {
    const check = checkSubmission(form(valid), selfTestQuestions);
    expect(check).toEqual({
      ok: true,
      value: { answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3], email: "jan@example.nl" },
    });
  });

  it("ignores scores or profiles the browser sends along", () => {
    const check = checkSubmission(
      form([...valid, ["score", "36"], ["profiel", "Burnout / Veerkrachtig"]]),
      selfTestQuestions,
    );
    expect(check.ok).toBe(true);
  });

  it("refuses an index outside 0-3, a missing answer, a thirteenth answer and a doubled answer, in Dutch", () => {
    const tampered = valid.map(([name, value]): [string, string] => [name, name === "q3" ? "7" : value]);
    expect(checkSubmission(form(tampered), selfTestQuestions)).toMatchObject({
      ok: false,
      errors: [{ field: "q3", code: "Invalid answer", message: expect.stringContaining("vraag 3 is ongeldig") }],
    });
    const missing = valid.filter(([name]) => name !== "q5");
    expect(checkSubmission(form(missing), selfTestQuestions)).toMatchObject({
      ok: false,
      errors: [{ field: "q5", message: "Vraag 5 is nog niet beantwoord." }],
    });
    expect(checkSubmission(form([...valid, ["q13", "1"]]), selfTestQuestions)).toMatchObject({
      ok: false,
      errors: [{ code: "Unknown question", message: expect.stringContaining("niet in de test staan") }],
    });
    expect(checkSubmission(form([...valid, ["q1", "2"]]), selfTestQuestions)).toMatchObject({
      ok: false,
      errors: [{ field: "q1", code: "Duplicate answer" }],
    });
    for (const bad of ["-1", "1.0", " 1", "abc", "03"]) {
      const check = checkSubmission(
        form(valid.map(([n, v]): [string, string] => [n, n === "q1" ? bad : v])),
        selfTestQuestions,
      );
      expect(check.ok, bad).toBe(false);
    }
  });

  it("requires consent and a valid e-mail address", () => {
    const check = checkSubmission(
      form(
        valid
          .filter(([name]) => name !== "consent")
          .map(([n, v]): [string, string] => [n, n === "email" ? "geen-adres" : v]),
      ),
      selfTestQuestions,
    );
    expect(check).toMatchObject({
      ok: false,
      errors: [
        { field: "email", code: "Invalid email format" },
        { field: "consent", code: "Consent required", message: expect.stringContaining("toestemming") },
      ],
    });
  });
});

describe("readDraft", () => {
  it("keeps readable answers, treats anything else as not answered, and finds the first open step", () => {
    const draft = readDraft(
      form([
        ["q1", "2"],
        ["q2", "9"],
        ["q3", "x"],
        ["q4", "3"],
      ]),
      selfTestQuestions,
    );
    expect(draft.slice(0, 5)).toEqual([2, null, null, 3, null]);
    expect(firstOpenStep(draft)).toBe(1);
    expect(firstOpenStep(selfTestQuestions.map(() => 0))).toBe(12);
  });
});
