import { describe, expect, it } from "vitest";
import { lastIsoWeeks } from "./weeks";

describe("lastIsoWeeks (Europe/Amsterdam)", () => {
  it("ends with the current ISO week and starts each week on Monday 00:00 local time", () => {
    const weeks = lastIsoWeeks(12, Date.parse("2026-11-21T13:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({
      week: 47,
      year: 2026,
      start: "2026-11-15T23:00:00.000Z",
      end: "2026-11-22T23:00:00.000Z",
      monday: { year: 2026, month: 11, day: 16 },
      sunday: { year: 2026, month: 11, day: 22 },
    });
    expect(weeks[0]!.week).toBe(36);
    // Consecutive: each week ends where the next one starts.
    for (let i = 1; i < weeks.length; i++) expect(weeks[i]!.start).toBe(weeks[i - 1]!.end);
  });

  it("follows the clock change: summer-time weeks start at 22:00 UTC, the week of the change is 169 hours", () => {
    const weeks = lastIsoWeeks(12, Date.parse("2026-11-21T13:00:00Z"));
    const change = weeks.find((week) => week.week === 43)!;
    expect(change.start).toBe("2026-10-18T22:00:00.000Z");
    expect(change.end).toBe("2026-10-25T23:00:00.000Z");
  });

  it("uses the local date, not the UTC date, around midnight on Sunday", () => {
    expect(lastIsoWeeks(1, Date.parse("2026-11-22T22:30:00Z"))[0]!.week).toBe(47);
    expect(lastIsoWeeks(1, Date.parse("2026-11-22T23:30:00Z"))[0]!.week).toBe(48);
  });

  it("numbers weeks across the new year by ISO rules (2026 has 53 weeks)", () => {
    const weeks = lastIsoWeeks(3, Date.parse("2027-01-05T12:00:00Z"));
    expect(weeks.map((week) => [week.year, week.week])).toEqual([
      [2026, 52],
      [2026, 53],
      [2027, 1],
    ]);
  });
});
