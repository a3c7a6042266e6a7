import { describe, expect, it } from "vitest";
import type { RuleOutcome } from "./rules";
import { emailAddress, personName } from "./validation";

const code = (outcome: RuleOutcome<unknown>) => (outcome.ok ? undefined : outcome.code);

describe("e-mail check (product.md §5)", () => {
  it("lower-cases and trims a valid address", () => {
    expect(emailAddress.check("  Jan.Jansen@Example.NL ")).toEqual({ ok: true, value: "jan.jansen@example.nl" });
  });
  it.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    ["jan", "Invalid email format"],
    ["jan@example", "Invalid email format"],
    ["jan @example.nl", "Email must be a single address"],
    ["x,victim@example.org", "Email must be a single address"],
    ["x;victim@example.org", "Email must be a single address"],
    ["x:victim@example.org", "Email must be a single address"],
    ['"x y"@example.org', "Email must be a single address"],
    ["o'brien@example.org", "Email must be a single address"],
    ["jan(werk)@example.org", "Email must be a single address"],
    ["jan\t@example.org", "Email must be a single address"],
    [`${"a".repeat(245)}@example.nl`, "Email is too long"],
    ["<script>@x.nl", "Email contains invalid characters"],
    ["javascript:alert(1)@x.nl", "Email contains invalid characters"],
    ["data:text@x.nl", "Email contains invalid characters"],
    ["vbscript:x@x.nl", "Email contains invalid characters"],
  ])("refuses %j with %s", (value, expected) => {
    expect(code(emailAddress.check(value))).toBe(expected);
  });
  it("accepts exactly 254 characters", () => {
    expect(code(emailAddress.check(`${"a".repeat(243)}@example.nl`))).toBeUndefined();
  });
});

describe("name check (product.md §5)", () => {
  it("makes an empty name null and keeps ordinary punctuation", () => {
    expect(personName.check("")).toEqual({ ok: true, value: null });
    expect(personName.check("  Jan  O'Brien ")).toEqual({ ok: true, value: "Jan O'Brien" });
    expect(personName.check("Jansen & Zn")).toEqual({ ok: true, value: "Jansen & Zn" });
  });
  it.each([
    ["J", "Name must be at least 2 characters"],
    ["x".repeat(101), "Name is too long"],
    ["<script>alert(1)</script>", "Name contains invalid characters"],
    ["<img src=x onerror=alert(1)>", "Name contains invalid characters"],
    ["<iframe>", "Name contains invalid characters"],
    ["Jan</b>", "Name contains invalid characters"],
  ])("refuses %j with %s", (value, expected) => {
    expect(code(personName.check(value))).toBe(expected);
  });
  it("gives Dutch messages for the visitor", () => {
    expect(personName.check("J")).toMatchObject({ ok: false, message: "Je naam moet minimaal 2 tekens hebben." });
  });
});
