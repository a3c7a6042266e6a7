import { db, nowIso } from "~/server/db.server";
import type { AnalyticsEventName } from "./events";

/** Stores one event: a name, the page path and the time; nothing that identifies a person (D20). */
export async function recordEvent(name: AnalyticsEventName, path: string | null): Promise<void> {
  await db.insertInto("analytics_events").values({ name, path, created_at: nowIso() }).execute();
}
