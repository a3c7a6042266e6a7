/**
 * A bookkeeping period (ADR 0103): a quarter or a calendar year, by invoice
 * date in Dutch time, as the btw return counts them. Written in a URL as
 * "2026-K1" or "2026".
 */
export interface Period {
  year: number;
  /** 1-4; null for the whole year. */
  quarter: number | null;
  /** First invoice date inside, YYYY-MM-DD. */
  start: string;
  /** First invoice date after it, YYYY-MM-DD. */
  end: string;
  key: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function periodOf(year: number, quarter: number | null): Period {
  if (quarter === null) return { year, quarter, start: `${year}-01-01`, end: `${year + 1}-01-01`, key: String(year) };
  const startMonth = (quarter - 1) * 3 + 1;
  const end = quarter === 4 ? `${year + 1}-01-01` : `${year}-${pad(startMonth + 3)}-01`;
  return { year, quarter, start: `${year}-${pad(startMonth)}-01`, end, key: `${year}-K${quarter}` };
}

/** "2026-K1" or "2026"; undefined for anything else, or a year outside 2000-2999. */
export function parsePeriod(value: string): Period | undefined {
  const match = /^(2\d{3})(?:-K([1-4]))?$/.exec(value);
  if (!match) return undefined;
  return periodOf(Number(match[1]), match[2] ? Number(match[2]) : null);
}

/** The quarter an invoice date (YYYY-MM-DD) falls in. */
export function quarterOf(date: string): Period {
  return periodOf(Number(date.slice(0, 4)), Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1);
}
