import { describe, expect, it } from "vitest";
import { digestDue } from "./digest";

// 23 November 2026 is winter time: Amsterdam is UTC+1.
const at = (iso: string) => Date.parse(iso);

describe("digestDue (Europe/Amsterdam)", () => {
  it("is never due while single mails are chosen", () => {
    expect(digestDue({ digest_hour: null, last_digest_day: null }, at("2026-11-23T12:00:00Z"))).toBeNull();
  });

  it("is due from the chosen local hour on, not a minute before", () => {
    const settings = { digest_hour: 8, last_digest_day: "2026-11-22" };
    expect(digestDue(settings, at("2026-11-23T06:59:59Z"))).toBeNull();
    expect(digestDue(settings, at("2026-11-23T07:00:00Z"))).toEqual({ day: "2026-11-23" });
    // Down at the hour, back in the afternoon: still sent that day.
    expect(digestDue(settings, at("2026-11-23T15:00:00Z"))).toEqual({ day: "2026-11-23" });
  });

  it("is not due twice on one day, nor after the clock steps back, and is due again the next day", () => {
    const sent = { digest_hour: 8, last_digest_day: "2026-11-23" };
    expect(digestDue(sent, at("2026-11-23T22:59:00Z"))).toBeNull();
    expect(digestDue({ digest_hour: 8, last_digest_day: "2026-11-24" }, at("2026-11-23T09:00:00Z"))).toBeNull();
    expect(digestDue(sent, at("2026-11-24T07:00:00Z"))).toEqual({ day: "2026-11-24" });
  });

  it("follows summer time: 08:00 in July is 06:00 UTC", () => {
    const settings = { digest_hour: 8, last_digest_day: null };
    expect(digestDue(settings, at("2026-07-01T05:59:00Z"))).toBeNull();
    expect(digestDue(settings, at("2026-07-01T06:00:00Z"))).toEqual({ day: "2026-07-01" });
  });
});
