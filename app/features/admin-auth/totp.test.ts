import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, matchingStep, otpauthUri, totpCode } from "./totp.server";

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890"; the 8-digit values cut to their last 6 digits.
const rfcSecret = base32Encode(Buffer.from("12345678901234567890"));
const vectors: [number, string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
  [20000000000, "353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(vectors)("at %i s the code is %s", (seconds, code) => {
    expect(totpCode(rfcSecret, Math.floor(seconds / 30))).toBe(code);
  });

  it("base32 round-trips and matches RFC 4648", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb oi").toString()).toBe("foobar");
  });

  it("accepts one step either side and nothing further", () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1])
      expect(matchingStep(rfcSecret, totpCode(rfcSecret, step + offset), now)).toBe(step + offset);
    for (const offset of [-2, 2]) {
      const code = totpCode(rfcSecret, step + offset);
      const nearby = [-1, 0, 1].map((o) => totpCode(rfcSecret, step + o));
      if (!nearby.includes(code)) expect(matchingStep(rfcSecret, code, now)).toBeNull();
    }
    expect(matchingStep(rfcSecret, "12345", now)).toBeNull();
    expect(matchingStep(rfcSecret, "abcdef", now)).toBeNull();
  });

  it("builds the otpauth address apps expect", () => {
    expect(otpauthUri("Coach", "coach@example.nl", "ABC")).toBe(
      "otpauth://totp/Coach%3Acoach%40example.nl?secret=ABC&issuer=Coach&algorithm=SHA1&digits=6&period=30",
    );
  });
});
