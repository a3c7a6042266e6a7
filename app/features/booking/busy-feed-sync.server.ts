import { busyFeedErrors } from "~/content/booking-engine";
import type { Updateable } from "kysely";
import type { BookingSettingsTable } from "~/server/db-schema";
import { logger } from "~/server/logger.server";
import { dayMs } from "~/lib/amsterdam-time";
import { db } from "~/server/db.server";
import { withConnection } from "~/server/sync-db.server";
import { readSettings } from "./booking-store.server";
import { busyIntervals } from "./busy-feed";
import { fetchFeedText, FeedFetchFailure } from "./feed-fetch.server";
import { defineJob } from "~/server/jobs.server";

export type BusyFeedError = keyof typeof busyFeedErrors;

/** Expanded from a day back to a week past the horizon, so slots stay right between fetches. */
function expand(ics: string, now: number, horizonDays: number): string {
  const busy = busyIntervals(ics, { start: now - dayMs, end: now + (horizonDays + 7) * dayMs });
  return JSON.stringify(busy.map((interval) => [interval.start, interval.end]));
}

/**
 * Fetches the coach's busy-time feed once (ADR 0041). A good copy replaces the
 * stored one; a failure keeps the last good copy (re-expanded for today) and
 * stores the error code and time for the admin. The URL and the feed's
 * contents never reach the log.
 */
export async function syncBusyFeed(
  now = Date.now(),
): Promise<{ ok: true } | { ok: false; error: BusyFeedError } | null> {
  const settings = await withConnection(readSettings);
  const url = settings.busy_feed_url;
  if (!url) return null;
  const at = new Date(now).toISOString();
  let result: { ok: true } | { ok: false; error: BusyFeedError };
  let changes: Updateable<BookingSettingsTable>;
  try {
    const ics = await fetchFeedText(url);
    changes = {
      busy_feed_ics: ics,
      busy_feed_busy: expand(ics, now, settings.horizon_days),
      busy_feed_fetched_at: at,
      busy_feed_error: null,
      busy_feed_error_at: null,
    };
    result = { ok: true };
  } catch (failure) {
    const error = failure instanceof FeedFetchFailure ? failure.code : "parse";
    const stale = settings.busy_feed_ics ? expand(settings.busy_feed_ics, now, settings.horizon_days) : null;
    changes = { busy_feed_busy: stale, busy_feed_error: error, busy_feed_error_at: at };
    result = { ok: false, error };
    logger.warn({ error }, "busy-time feed not updated; keeping the last good copy");
  }
  await db
    .updateTable("booking_settings")
    .set(changes)
    // The coach may have changed the URL while we fetched: store only what belongs to the current one.
    .where("id", "=", 1)
    .where("busy_feed_url", "=", url)
    .execute();
  return result;
}

/** Syncs the busy-time feed at start-up and every five minutes. */
export const busyFeedJob = defineJob({
  name: "busy-feed",
  first: 0,
  every: 5 * 60_000,
  run: async (now) => {
    try {
      await syncBusyFeed(now.getTime());
    } catch (err) {
      // The name only: a message could quote the feed.
      throw new Error(`busy-time feed sync failed (${err instanceof Error ? err.name : "unknown"})`);
    }
  },
});
