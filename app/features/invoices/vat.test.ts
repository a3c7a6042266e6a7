import { describe, expect, it } from "vitest";
import { splitInclusive, vatOn } from "./vat";

describe("btw on a consumer price (ADR 0102)", () => {
  it("splits the packages' prices into amounts that add up and whose btw is 21% of the rest", () => {
    expect(splitInclusive(63_000, 21)).toEqual({ exclCents: 52_066, vatCents: 10_934, inclCents: 63_000 });
    expect(splitInclusive(110_000, 21)).toEqual({ exclCents: 90_909, vatCents: 19_091, inclCents: 110_000 });
    expect(splitInclusive(8_500, 21)).toEqual({ exclCents: 7_025, vatCents: 1_475, inclCents: 8_500 });
    expect(splitInclusive(63_000, 0)).toEqual({ exclCents: 63_000, vatCents: 0, inclCents: 63_000 });
  });

  it("rounds half a cent away from zero, the same for a credit's negative amounts", () => {
    expect(vatOn(50, 21)).toBe(11); // 10.5
    expect(vatOn(-50, 21)).toBe(-11);
    expect(vatOn(49, 21)).toBe(10); // 10.29
    expect(splitInclusive(-20_000, 21)).toEqual({ exclCents: -16_529, vatCents: -3_471, inclCents: -20_000 });
  });

  it("for every price up to € 2.000: the parts add up, the btw is at most a cent from 21% of the rest, exactly where a cent amount allows", () => {
    let inexact = 0;
    const wrong: number[] = [];
    const prices = 200_000;
    for (let incl = 1; incl <= prices; incl++) {
      const { exclCents, vatCents } = splitInclusive(incl, 21);
      const off = Math.abs(vatCents - vatOn(exclCents, 21));
      // Inexact only where no amount excl. btw gives this price at all.
      const avoidable = [exclCents - 1, exclCents + 1].some((excl) => excl + vatOn(excl, 21) === incl);
      if (exclCents + vatCents !== incl || off > 1 || (off === 1 && avoidable)) wrong.push(incl);
      if (off === 1) inexact += 1;
    }
    expect(wrong).toEqual([]);
    // About 21/121 of all prices fall between two amounts' totals.
    expect(inexact / prices).toBeCloseTo(21 / 121, 2);
  });
});
