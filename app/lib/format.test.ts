import { describe, expect, it } from "vitest";
import { formatAdminDate, formatDutchDateTime, formatTableDate, formatTableDay, formatTextDate } from "./format";

describe("the admin's one date format (ADR 0116), in Amsterdam time", () => {
  it("writes tables as 'di 24-12-2026' and text as 'dinsdag 24 december 2026', with the time where asked", () => {
    const christmasEve = "2026-12-24T09:05:00Z"; // a Thursday, 10:05 in winter
    expect(formatTableDate(christmasEve)).toBe("do 24-12-2026");
    expect(formatAdminDate(christmasEve)).toBe("do 24-12-2026 10:05");
    expect(formatTextDate(christmasEve)).toBe("donderdag 24 december 2026");
    expect(formatDutchDateTime(christmasEve)).toBe("donderdag 24 december 2026 om 10:05");
  });

  it("takes the coach's day, not UTC's, on both sides of summer time", () => {
    expect(formatAdminDate("2026-07-15T22:30:00Z")).toBe("do 16-07-2026 00:30");
    expect(formatAdminDate("2026-03-01T23:30:00Z")).toBe("ma 02-03-2026 00:30");
  });

  it("shows a free day's calendar date as a table date", () => {
    expect(formatTableDay("2026-12-24")).toBe("do 24-12-2026");
  });

  it("says '-' when there is no date or no valid one", () => {
    for (const missing of [null, undefined, "", "geen datum"]) {
      expect(formatAdminDate(missing)).toBe("-");
      expect(formatTextDate(missing)).toBe("-");
    }
  });
});
