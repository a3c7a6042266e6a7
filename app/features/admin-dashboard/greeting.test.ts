import { describe, expect, it } from "vitest";
import { greeting } from "./greeting";

describe("greeting (Dutch time of day, ADR 0116)", () => {
  it.each([
    ["2026-11-26T19:50:00Z", "Goedenavond"], // 20:50 in winter
    ["2026-11-26T05:00:00Z", "Goedemorgen"], // 06:00
    ["2026-11-26T10:59:00Z", "Goedemorgen"], // 11:59
    ["2026-11-26T11:00:00Z", "Goedemiddag"], // 12:00
    ["2026-07-01T15:59:00Z", "Goedemiddag"], // 17:59 in summer (UTC+2)
    ["2026-07-01T16:00:00Z", "Goedenavond"], // 18:00 in summer
    ["2026-11-26T02:00:00Z", "Goedenavond"], // 03:00: still the evening's word, not the morning's
  ])("at %s says %s", (at, expected) => {
    expect(greeting(Date.parse(at))).toBe(expected);
  });
});
