import { describe, expect, it } from "vitest";
import { pageWindow } from "./paging";

/** The rows (numbered by age, 0 the oldest) that a window returns once reversed. */
function rowsOf(total: number, offset: number, size: number): number[] {
  const window = pageWindow({ offset, total }, size);
  const oldestFirst = Array.from({ length: total }, (_, i) => i);
  const newestFirst = [...oldestFirst].reverse();
  const end = window.offset + window.limit;
  return window.fromEnd ? oldestFirst.slice(window.offset, end).reverse() : newestFirst.slice(window.offset, end);
}

describe("pageWindow", () => {
  it("gives every page the same rows as a plain newest-first OFFSET would", () => {
    for (const total of [0, 1, 49, 50, 51, 100, 101, 149, 1000]) {
      const newestFirst = Array.from({ length: total }, (_, i) => total - 1 - i);
      for (let offset = 0; offset < Math.max(total, 1); offset += 50) {
        expect(rowsOf(total, offset, 50)).toEqual(newestFirst.slice(offset, offset + 50));
      }
    }
  });

  it("reads the later half from the oldest end with a small offset", () => {
    expect(pageWindow({ offset: 0, total: 100_000 })).toEqual({ fromEnd: false, offset: 0, limit: 50 });
    expect(pageWindow({ offset: 99_950, total: 100_000 })).toEqual({ fromEnd: true, offset: 0, limit: 50 });
    expect(pageWindow({ offset: 99_900, total: 99_930 })).toEqual({ fromEnd: true, offset: 0, limit: 30 });
    expect(pageWindow({ offset: 60_000, total: 100_000 })).toEqual({ fromEnd: true, offset: 39_950, limit: 50 });
  });
});
