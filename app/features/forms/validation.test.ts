import { describe, expect, it } from "vitest";
import { emailSchema, fieldErrors, nameSchema } from "./validation";

function emailCode(value: string): string | undefined {
  const result = emailSchema.safeParse(value);
  return result.success ? undefined : fieldErrors(result.error)[0]?.code;
}

function nameCode(value: string): string | undefined {
  const result = nameSchema.safeParse(value);
  return result.success ? undefined : fieldErrors(result.error)[0]?.code;
}

describe("e-mail check (product.md §5)", () => {
  it("lower-cases and trims a valid address", () => {
    expect(emailSchema.parse("  Jan.Jansen@Example.NL ")).toBe("jan.jansen@example.nl");
  });
  it.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    ["jan", "Invalid email format"],
    ["jan@example", "Invalid email format"],
    ["jan @example.nl", "Invalid email format"],
    [`${"a".repeat(245)}@example.nl`, "Email is too long"],
    ["<script>@x.nl", "Email contains invalid characters"],
    ["javascript:alert(1)@x.nl", "Email contains invalid characters"],
    ["data:text@x.nl", "Email contains invalid characters"],
    ["vbscript:x@x.nl", "Email contains invalid characters"],
  ])("refuses %j with %s", (value, code) => {
    expect(emailCode(value)).toBe(code);
  });
  it("accepts exactly 254 characters", () => {
    expect(emailCode(`${"a".repeat(243)}@example.nl`)).toBeUndefined();
  });
});

describe("name check (product.md §5)", () => {
  it("makes an empty name null and keeps ordinary punctuation", () => {
    expect(nameSchema.parse("")).toBeNull();
    expect(nameSchema.parse(undefined)).toBeNull();
    expect(nameSchema.parse("  Jan  O'Brien ")).toBe("Jan O'Brien");
    expect(nameSchema.parse("Jansen & Zn")).toBe("Jansen & Zn");
  });
  it.each([
    ["J", "Name must be at least 2 characters"],
    ["x".repeat(101), "Name is too long"],
    ["<script>alert(1)</script>", "Name contains invalid characters"],
    ["<img src=x onerror=alert(1)>", "Name contains invalid characters"],
    ["<iframe>", "Name contains invalid characters"],
    ["Jan</b>", "Name contains invalid characters"],
  ])("refuses %j with %s", (value, code) => {
    expect(nameCode(value)).toBe(code);
  });
  it("gives Dutch messages for the visitor", () => {
    const result = nameSchema.safeParse("J");
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[0]?.message).toBe("Je naam moet minimaal 2 tekens hebben.");
  });
});
