import { sql, type Kysely } from "kysely";
import type { Database } from "~/server/db-schema";
import { db } from "~/server/db.server";
import type { LeadSeriesKey } from "./lead-series";

/** Each kind of lead's table and the column that dates it. */
export const leadSeries: readonly { key: LeadSeriesKey; table: string; column: string }[] = [
  { key: "newsletter", table: "newsletter_subscribers", column: "subscribed_at" },
  { key: "ebooks", table: "ebook_requests", column: "requested_at" },
  { key: "selftests", table: "test_results", column: "created_at" },
  { key: "intakes", table: "client_test_responses", column: "submitted_at" },
];

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
