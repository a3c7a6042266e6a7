import type { Selectable } from "kysely";
import type { BusinessDetails } from "~/content/site";
import { businessDetailsOf } from "~/server/business.server";
import type { BookingSettingsTable } from "~/server/db-schema";
import { all, first, type Connection } from "~/server/sync-db.server";
import { dayMs } from "~/lib/amsterdam-time";
import type { Interval, SlotInput } from "./slots";

/** The agenda's settings with the business they book for: its video call, its name and contact address (D32). */
export type BookingSettings = Selectable<BookingSettingsTable> & { business: BusinessDetails };

export function readSettings(db: Connection): BookingSettings {
  const settings = first(db, db.kysely.selectFrom("booking_settings").selectAll().where("id", "=", 1));
  if (!settings) throw new Error("booking_settings row 1 is missing (migration 0012 inserts it)");
  const business = first(db, db.kysely.selectFrom("business_details").selectAll().where("id", "=", 1));
  if (!business) throw new Error("business_details row 1 is missing (migration 0030 inserts it)");
  return { ...settings, business: businessDetailsOf(business) };
}

/** Where the coach's booking notices go: the agenda's own address, else the business's contact address. */
export function coachAddress(settings: BookingSettings): string {
  return settings.notice_email ?? settings.business.email;
}

/** The busy intervals stored from the coach's feed (see busy-feed-sync.server). */
function storedBusy(settings: BookingSettings): Interval[] {
  if (!settings.busy_feed_url || !settings.busy_feed_busy) return [];
  return (JSON.parse(settings.busy_feed_busy) as [number, number][]).map(([start, end]) => ({ start, end }));
}

/** Everything the slot computation needs at `now`, read from the database. */
export function readSlotInput(db: Connection, now: number): SlotInput & { settings: BookingSettings } {
  const settings = readSettings(db);
  const { kysely } = db;
  // A day of margin each side: appointments near the edges still count for their day's maximum.
  const from = new Date(now - dayMs).toISOString();
  const to = new Date(now + (settings.horizon_days + 1) * dayMs).toISOString();
  const appointments = all(
    db,
    kysely
      .selectFrom("appointments")
      .select(["start_at", "end_at"])
      .where("status", "=", "gepland")
      .where("start_at", ">=", from)
      .where("start_at", "<", to),
  );
  return {
    settings,
    now,
    rules: {
      slotMinutes: settings.slot_minutes,
      bufferMinutes: settings.buffer_minutes,
      noticeMinutes: settings.notice_minutes,
      horizonDays: settings.horizon_days,
      maxPerDay: settings.max_per_day,
    },
    availability: all(
      db,
      kysely.selectFrom("booking_availability").select(["weekday", "start_minute", "end_minute"]),
    ).map((row) => ({ weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute })),
    blocked: all(db, kysely.selectFrom("booking_blocked_dates").select(["start_date", "end_date"])).map((row) => ({
      startDate: row.start_date,
      endDate: row.end_date,
    })),
    appointments: appointments.map((row) => ({ start: Date.parse(row.start_at), end: Date.parse(row.end_at) })),
    busy: storedBusy(settings),
  };
}
