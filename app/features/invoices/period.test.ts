import { describe, expect, it } from "vitest";
import { parsePeriod, quarterOf } from "./period";

describe("bookkeeping periods (ADR 0103)", () => {
  it("reads a quarter or a year and gives its invoice dates", () => {
    expect(parsePeriod("2026-K1")).toMatchObject({ start: "2026-01-01", end: "2026-04-01", key: "2026-K1" });
    expect(parsePeriod("2026-K4")).toMatchObject({ start: "2026-10-01", end: "2027-01-01" });
    expect(parsePeriod("2026")).toMatchObject({ quarter: null, start: "2026-01-01", end: "2027-01-01" });
    for (const bad of ["2026-K5", "2026-K0", "26", "2026-Q1", "1999", "2026-K1 ", "../2026"])
      expect(parsePeriod(bad)).toBeUndefined();
  });

  it("puts a date in its quarter", () => {
    expect(quarterOf("2026-03-31").key).toBe("2026-K1");
    expect(quarterOf("2026-04-01").key).toBe("2026-K2");
    expect(quarterOf("2026-12-31").key).toBe("2026-K4");
  });
});
