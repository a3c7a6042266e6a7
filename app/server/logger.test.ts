import { describe, expect, it } from "vitest";
import { pathForLog, redactAddresses } from "./logger.server";

describe("pathForLog", () => {
  it.each([
    ["/foo/jan.doe@example.com", "/foo/:adres"],
    ["/foo/jan.doe%40example.com", "/foo/:adres"],
    ["/foo/jan.doe%2540example.com", "/foo/:adres"],
    ["/foo/jan.doe%EF%BC%A0example.com", "/foo/:adres"],
    ["/foo/%E0%A4%A", "/foo/%E0%A4%A"],
    ["/blog/caf%C3%A9?email=jan@example.com", "/blog/caf%C3%A9"],
    ["/download/ebook/abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuv", "/download/ebook/:token"],
    ["/agenda/geheim.ics", "/agenda/:token.ics"],
    ["http://localhost:3000/nieuwsbrief", "/nieuwsbrief"],
  ])("%s → %s", (url, logged) => {
    expect(pathForLog(url)).toBe(logged);
  });
});

describe("redactAddresses", () => {
  it("replaces every address in a text", () => {
    expect(redactAddresses("550 Mailbox unavailable <jan@example.com>, kees@x.nl")).toBe(
      "550 Mailbox unavailable <[adres]>, [adres]",
    );
  });
});
