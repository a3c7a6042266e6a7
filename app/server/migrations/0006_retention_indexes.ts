import type { Kysely } from "kysely";

/** Indexes on the time columns the daily retention job deletes by (ADR 0018). */
const indexes = [
  ["test_results_created_at", "test_results", "created_at"],
  ["consents_created_at", "consents", "created_at"],
  ["analytics_events_created_only", "analytics_events", "created_at"],
  ["mail_queue_created_at", "mail_queue", "created_at"],
  ["rate_limit_hits_at", "rate_limit_hits", "at_ms"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of indexes) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute();
}
