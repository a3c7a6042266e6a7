import { describe, expect, it } from "vitest";
import { nextInWindow, startOfDay, startOfNextDay, windowDays } from "./send-window";

const weekdays9to17 = { days: [1, 2, 3, 4, 5], startHour: 9, endHour: 17 };
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe("the send window in Dutch time (ADR 0130)", () => {
  it("keeps a moment inside the window and moves one before it to the window's start", () => {
    // Tuesday 1 December 2026, 10:00 Amsterdam (winter, UTC+1).
    expect(iso(nextInWindow(at("2026-12-01T09:00:00Z"), weekdays9to17))).toBe("2026-12-01T09:00:00.000Z");
    // 03:00 Amsterdam waits for 09:00 the same day.
    expect(iso(nextInWindow(at("2026-12-01T02:00:00Z"), weekdays9to17))).toBe("2026-12-01T08:00:00.000Z");
  });

  it("moves a moment after the window, or on a weekend, to the next window day", () => {
    // Friday 17:30 → Monday 09:00.
    expect(iso(nextInWindow(at("2026-12-04T16:30:00Z"), weekdays9to17))).toBe("2026-12-07T08:00:00.000Z");
    // Saturday noon → Monday 09:00.
    expect(iso(nextInWindow(at("2026-12-05T11:00:00Z"), weekdays9to17))).toBe("2026-12-07T08:00:00.000Z");
  });

  it("follows summer time: 09:00 Amsterdam is 07:00 UTC in July", () => {
    expect(iso(nextInWindow(at("2026-07-01T03:00:00Z"), weekdays9to17))).toBe("2026-07-01T07:00:00.000Z");
  });

  it("never opens without days, and reads stored days leniently", () => {
    expect(nextInWindow(at("2026-12-01T09:00:00Z"), { days: [], startHour: 9, endHour: 17 })).toBeNull();
    expect(windowDays("5x17 1")).toEqual([1, 5, 7]);
  });

  it("knows the Dutch calendar day", () => {
    // 23:30 UTC on 1 December is already 2 December in Amsterdam.
    expect(iso(startOfDay(at("2026-12-01T23:30:00Z")))).toBe("2026-12-01T23:00:00.000Z");
    expect(iso(startOfNextDay(at("2026-12-01T12:00:00Z")))).toBe("2026-12-01T23:00:00.000Z");
  });
});
