import { dateKey, localDateOf } from "~/lib/amsterdam-time";
import { currentTime } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { parsePeriod, quarterOf, type Period } from "./period";

/**
 * The period the 'Facturen' screen shows: `?jaar=2026&kwartaal=1` (or
 * `kwartaal=jaar` for the whole year); the current quarter without them, and
 * also after an unusable choice, which the screen then says.
 */
export function periodFromSearch(search: URLSearchParams): { period: Period; invalid: boolean } {
  const year = search.get("jaar");
  const quarter = search.get("kwartaal");
  const current = quarterOf(dateKey(localDateOf(currentTime().getTime())));
  if (year === null && quarter === null) return { period: current, invalid: false };
  const chosen = parsePeriod(quarter === "jaar" ? `${year}` : `${year}-K${quarter}`);
  return chosen ? { period: chosen, invalid: false } : { period: current, invalid: true };
}

/** The years to choose from: every year with an invoice, and this one. */
export async function invoiceYears(): Promise<number[]> {
  const rows = await db.selectFrom("invoice_series").select("year").execute();
  const thisYear = localDateOf(currentTime().getTime()).year;
  return [...new Set([thisYear, ...rows.map((row) => row.year)])].sort((a, b) => b - a);
}
