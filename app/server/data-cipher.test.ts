import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveKeys, emailLookup, parseKeyText, seal, sealRow, unseal, unsealRow } from "./data-cipher.server";

const keys = deriveKeys(randomBytes(32));

describe("sealed values", () => {
  it("open to the same text, with a fresh IV each time", () => {
    const text = "Slaap slecht 😴, <b>echt</b> & al maanden";
    const first = seal(keys, text, "t.c");
    expect(first).toMatch(/^enc:v1:[A-Za-z0-9_-]+$/);
    expect(seal(keys, text, "t.c")).not.toBe(first);
    expect(unseal(keys, first, "t.c")).toBe(text);
  });

  it("refuse another key, another column, and any changed byte", () => {
    const sealed = seal(keys, "geheim", "t.c");
    expect(() => unseal(deriveKeys(randomBytes(32)), sealed, "t.c")).toThrow();
    expect(() => unseal(keys, sealed, "t.other")).toThrow();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.at(-1);
    expect(() => unseal(keys, flipped, "t.c")).toThrow();
    expect(() => unseal(keys, "enc:v1:abc", "t.c")).toThrow();
  });

  it("leave a value from before encryption as it is, and rows' other columns alone", () => {
    expect(unseal(keys, "gewoon tekst", "t.c")).toBe("gewoon tekst");
    const row = { id: 3, email: "a@b.nl", profiel: "Burnout / ADHD", answers: "[1]", score: 7, created_at: "x" };
    const sealed = sealRow(keys, "test_results", row);
    expect(sealed.score).toBe(7);
    expect(sealed.created_at).toBe("x");
    expect(sealed.email).not.toContain("a@b.nl");
    expect(unsealRow(keys, "test_results", sealed)).toEqual(row);
  });
});

describe("keys and look-ups", () => {
  it("accept 32 bytes as hex or base64 only", () => {
    const key = randomBytes(32);
    expect(parseKeyText(key.toString("hex"))).toEqual(key);
    expect(parseKeyText(key.toString("base64"))).toEqual(key);
    expect(parseKeyText(` ${key.toString("base64url")}\n`)).toEqual(key);
    expect(parseKeyText(randomBytes(16).toString("hex"))).toBeNull();
    expect(parseKeyText("x".repeat(44))).toBeNull();
    expect(parseKeyText("")).toBeNull();
  });

  it("find an address whatever its case, without revealing it", () => {
    expect(emailLookup(keys, " Jan@Voorbeeld.NL")).toBe(emailLookup(keys, "jan@voorbeeld.nl"));
    expect(emailLookup(keys, "jan@voorbeeld.nl")).not.toContain("jan");
    expect(emailLookup(deriveKeys(randomBytes(32)), "jan@voorbeeld.nl")).not.toBe(
      emailLookup(keys, "jan@voorbeeld.nl"),
    );
  });
});
