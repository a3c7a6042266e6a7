import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db-schema";
import { db } from "~/server/db.server";
import { leadSeries } from "./weekly-leads.server";
import type { LeadSeriesKey } from "./weekly-leads";

/**
 * New leads of each kind after `since` (all of them when null) up to and
 * including `until`: an index range count on each table's date column, so it
 * stays cheap at any size. Shared by the dashboard ('Nieuw sinds je laatste
 * bezoek') and the daily digest mail (ADR 0053, 0054).
 */
export async function countLeadsSince(
  since: string | null,
  until: string,
  executor: Kysely<Database> = db,
): Promise<Record<LeadSeriesKey, number>> {
  const counts = {} as Record<LeadSeriesKey, number>;
  for (const { key, table, column } of leadSeries) {
    const after = since === null ? sql`` : sql`and ${sql.ref(column)} > ${since}`;
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(
      column,
    )} <= ${until} ${after}`.execute(executor);
    counts[key] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
