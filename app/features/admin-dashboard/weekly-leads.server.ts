import { sql } from "kysely";
import { db } from "~/server/db.server";
import { leadSeries } from "~/features/leads/lead-counts.server";
import type { LeadSeriesKey } from "~/features/leads/lead-series";
import type { WeeklyLeads } from "./weekly-leads";
import { lastIsoWeeks, type Week } from "./weeks";

const weekCount = 12;

/**
 * Leads per ISO week (Europe/Amsterdam) for the dashboard chart, counted from
 * the lead tables themselves: analytics events exist only with consent (D20),
 * so they would undercount (ADR 0013).
 *
 * One grouped query per table over the 12-week range (an index range scan on
 * the timestamp column): a CASE on the week boundaries, computed here because
 * SQLite knows no time zones, puts each row in its week.
 */
export async function weeklyLeads(nowMs = Date.now()): Promise<WeeklyLeads> {
  const weeks = lastIsoWeeks(weekCount, nowMs);
  const counts = {} as Record<LeadSeriesKey, number[]>;
  // Newest boundary first, so the first boundary a row passes is its week.
  const newestFirst = weeks.map((week, index) => ({ start: week.start, index })).reverse();
  for (const { key, table, column } of leadSeries) {
    const at = sql.ref(column);
    const cases = sql.join(
      newestFirst.map(({ start, index }) => sql`when ${at} >= ${start} then ${index}`),
      sql` `,
    );
    const { rows } = await sql<{ week: number; n: number }>`select case ${cases} end as week, count(*) as n
      from ${sql.table(table)} where ${at} >= ${weeks[0]!.start} and ${at} < ${weeks.at(-1)!.end} group by week`.execute(
      db,
    );
    const series = Array.from({ length: weeks.length }, () => 0);
    for (const row of rows) series[row.week] = row.n;
    counts[key] = series;
  }
  return { weeks: weeks.map(toLabelWeek), counts };
}

function toLabelWeek(week: Week): WeeklyLeads["weeks"][number] {
  const iso = ({ year, month, day }: Week["monday"]) =>
    `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { week: week.week, year: week.year, monday: iso(week.monday), sunday: iso(week.sunday) };
}
