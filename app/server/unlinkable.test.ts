import fc from "fast-check";
import { LinkifyIt } from "linkify-it";
import { describe, expect, it } from "vitest";
import { firstNameForMail, unlinkable } from "./mail.server";

/** A linkifier as eager as the most eager mail client: bare domains, bare IP addresses, `.example` too. */
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(["example"], true);

describe("unlinkable (ADR 0088)", () => {
  it.each([
    "Let op: je wachtwoord verloopt, log in via https://evil.example/admin-login",
    "www.evil.com",
    "evil.com/inloggen",
    "jan@evil.com",
    "mailto:jan@evil.com",
    "10.0.0.1:8080",
    "//evil.com",
    "ftp://evil.nl",
    "evil．com",
    "jan＠evil．com",
    "ｈｔｔｐｓ：／／evil.com",
    "evil。com",
    "xn--evl-6ma.com",
  ])("leaves no link in %j", (text) => {
    expect(linkify.match(unlinkable(text))).toBeNull();
  });

  it("leaves no link in any mix of address-like pieces", () => {
    const piece = fc.constantFrom(
      "https://",
      "http://",
      "www.",
      ".",
      "@",
      ":",
      "/",
      "evil",
      "com",
      "nl",
      "example",
      "8080",
      "1",
      " ",
      "x-y",
      "．",
      "＠",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        expect(linkify.match(unlinkable(pieces.join("")))).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps ordinary names as they are, initials spaced", () => {
    expect(unlinkable("Jan de Vries")).toBe("Jan de Vries");
    expect(unlinkable("Jansen & Zn")).toBe("Jansen & Zn");
    expect(unlinkable("Anne-Marie O'Brien")).toBe("Anne-Marie O'Brien");
    expect(unlinkable("J.P. Balkenende")).toBe("J. P. Balkenende");
    expect(firstNameForMail("  https://evil.example/x Jansen")).toBe("https: / / evil. example/ x");
  });
});
