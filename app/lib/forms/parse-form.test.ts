import { describe, expect, it } from "vitest";
import { fieldError, formFailure, summaryLines, typedValue } from "./form-result";
import { parseForm, parseIntent, type FormSchema } from "./parse-form";
import { checkbox, choice, rowId, text } from "./rules";
import { emailAddress, personName } from "./validation";

const required = { code: "Required", message: "Vul dit in." };
const schema = {
  email: emailAddress,
  name: personName,
  password: text({ required, raw: true, secret: true }),
  consent: checkbox({ code: "Consent required", message: "Vink dit aan." }),
} satisfies FormSchema;

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("parseForm", () => {
  it("gives the typed, cleaned value when every rule passes", () => {
    const parsed = parseForm(schema, form({ email: " Jan@Example.NL", name: "", password: " geheim ", consent: "ja" }));
    expect(parsed).toMatchObject({
      ok: true,
      value: { email: "jan@example.nl", name: null, password: " geheim ", consent: true },
    });
  });

  it("gives every refused field with its code and Dutch message, and keeps what was typed except secrets", () => {
    const parsed = parseForm(schema, form({ email: "jan@", name: "<b>", password: "" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map(({ field, code }) => [field, code])).toEqual([
      ["email", "Invalid email format"],
      ["name", "Name contains invalid characters"],
      ["password", "Required"],
      ["consent", "Consent required"],
    ]);
    expect(parsed.values).toEqual({ email: "jan@", name: "<b>", consent: "" });
  });

  it("reads a file or a missing field as empty text", () => {
    const parsed = parseForm({ note: text({ required }) }, form({ note: new Blob(["x"]) }));
    expect(parsed).toMatchObject({ ok: false, errors: [{ field: "note", code: "Required" }], values: { note: "" } });
  });

  it("applies length limits after trimming", () => {
    const limited = { note: text({ max: { length: 3, refusal: { code: "Too long", message: "Te lang." } } }) };
    expect(parseForm(limited, form({ note: "  abc  " }))).toMatchObject({ ok: true, value: { note: "abc" } });
    expect(parseForm(limited, form({ note: "abcd" }))).toMatchObject({ ok: false, errors: [{ code: "Too long" }] });
  });

  it("accepts only the offered choices and positive whole row ids", () => {
    const refusal = { code: "Invalid", message: "Ongeldig." };
    const picked = { kind: choice(["a", "b"], refusal), id: rowId(refusal) };
    expect(parseForm(picked, form({ kind: "b", id: "12" }))).toMatchObject({ ok: true, value: { kind: "b", id: 12 } });
    for (const id of ["0", "-1", "1.5", "1e3", "", "99999999999999999"]) {
      expect(parseForm(picked, form({ kind: "c", id })).ok).toBe(false);
    }
  });
});

describe("parseIntent", () => {
  const schemas = {
    remove: { id: rowId({ code: "Invalid id", message: "Onbekende regel." }) },
    rename: { name: text({ required }) },
  };

  it("picks the schema of the pressed button and names the intent", () => {
    const parsed = parseIntent(form({ intent: "remove", id: "7" }), schemas);
    expect(parsed).toMatchObject({ intent: "remove", ok: true, value: { id: 7 } });
    expect(parseIntent(form({ intent: "rename", name: "" }), schemas)).toMatchObject({ intent: "rename", ok: false });
  });

  it("refuses an intent the screen does not offer, including inherited object keys", () => {
    expect(parseIntent(form({ intent: "drop" }), schemas)).toBeNull();
    expect(parseIntent(form({ intent: "toString" }), schemas)).toBeNull();
    expect(parseIntent(form({}), schemas)).toBeNull();
  });
});

describe("form result helpers", () => {
  it("finds a field's message and typed value, and lists each summary line once", () => {
    const result = formFailure(
      "Validation failed",
      [
        { field: "a", code: "Too long", message: "Antwoord a is te lang.", summary: "Antwoorden zijn te lang." },
        { field: "b", code: "Too long", message: "Antwoord b is te lang.", summary: "Antwoorden zijn te lang." },
        { field: "", code: "Rate limit exceeded", message: "Wacht even." },
      ],
      { a: "typed" },
    );
    expect(fieldError(result, "b")).toBe("Antwoord b is te lang.");
    expect(typedValue(result, "a")).toBe("typed");
    expect(summaryLines(result)).toEqual(["Antwoorden zijn te lang.", "Wacht even."]);
    expect(summaryLines({ ok: true, code: "Done", message: "Gelukt." })).toEqual([]);
    expect(fieldError(undefined, "a")).toBeUndefined();
  });
});
