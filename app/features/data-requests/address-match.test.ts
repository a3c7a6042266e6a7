import { describe, expect, it } from "vitest";
import { mentionsAddress, recipientsOf } from "./address-match";

describe("mentionsAddress (ADR 0030)", () => {
  it.each([
    ["Mail me op an@example.com", true],
    ["Mail me op an@example.com.", true],
    ["(an@example.com), of bel", true],
    ["'AN@Example.com'", true],
    ["login-email:an@example.com", true],
    ["Mail jan@example.com", false],
    ["x.an@example.com", false],
    ["an@example.com.evil", false],
    ["an@example.company", false],
    ["an@example.com-x", false],
    ["", false],
  ])("%j → %s", (text, expected) => {
    expect(mentionsAddress(text, "an@example.com")).toBe(expected);
  });
});

describe("recipientsOf", () => {
  it("reads the To: header only, folded lines joined, never the body", () => {
    const raw = 'From: x@site.nl\r\nTo: "Jan" <jan@example.com>,\r\n an@example.com\r\nSubject: Hoi\r\n\r\nTo: b@c.nl';
    expect(recipientsOf(raw)).toEqual(["jan@example.com", "an@example.com"]);
  });
});
