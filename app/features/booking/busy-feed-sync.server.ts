import { busyFeedErrors } from "~/content/booking-engine";
import type { Updateable } from "kysely";
import type { BookingSettingsTable } from "~/server/db-schema";
import { logger } from "~/server/logger.server";
import { dayMs } from "~/lib/amsterdam-time";
import { db } from "~/server/db.server";
import { withConnection } from "~/server/sync-db.server";
import { readSettings } from "./booking-store.server";
import { freeTimesChanged } from "./booking-page.server";
import { busyIntervalsOf, FeedTooLarge, FeedUnreadable } from "./busy-feed-worker.server";
import { fetchFeedText, FeedFetchFailure } from "./feed-fetch.server";
import { defineJob } from "~/server/jobs.server";

export type BusyFeedError = keyof typeof busyFeedErrors;

/** Only the booking horizon is expanded (ADR 0081), with a day's margin each side; the sync runs every five minutes. */
async function expand(ics: string, now: number, horizonDays: number): Promise<string> {
  const busy = await busyIntervalsOf(ics, { start: now - dayMs, end: now + (horizonDays + 1) * dayMs });
  return JSON.stringify(busy.map((interval) => [interval.start, interval.end]));
}

function errorCode(failure: unknown): BusyFeedError {
  if (failure instanceof FeedFetchFailure) return failure.code;
  return failure instanceof FeedTooLarge ? "too-many" : "parse";
}

/**
 * Fetches the coach's busy-time feed once (ADR 0041). A good copy replaces the
 * stored one; a failure, or a feed too large to expand (ADR 0081), keeps the
 * last good copy (re-expanded for today) and stores the error code and time
 * for the admin. The URL and the feed's contents never reach the log.
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
      busy_feed_busy: await expand(ics, now, settings.horizon_days),
      busy_feed_fetched_at: at,
      busy_feed_error: null,
      busy_feed_error_at: null,
    };
    result = { ok: true };
  } catch (failure) {
    const error = errorCode(failure);
    changes = { busy_feed_error: error, busy_feed_error_at: at };
    // Today's share of the last good copy; should that fail too, the stored intervals stay as they are.
    if (settings.busy_feed_ics) {
      changes.busy_feed_busy = await expand(settings.busy_feed_ics, now, settings.horizon_days).catch(
        () => settings.busy_feed_busy,
      );
    }
    result = { ok: false, error };
    const reason = failure instanceof FeedUnreadable ? failure.reason : undefined;
    logger.warn({ error, reason }, "busy-time feed not updated; keeping the last good copy");
  }
  await db
    .updateTable("booking_settings")
    .set(changes)
    // The coach may have changed the URL while we fetched: store only what belongs to the current one.
    .where("id", "=", 1)
    .where("busy_feed_url", "=", url)
    .execute();
  await freeTimesChanged();
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
