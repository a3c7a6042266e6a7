import type SQLite from "better-sqlite3";
import type { Compilable, Kysely, Selectable } from "kysely";
import type { BusinessDetails } from "~/content/site";
import { businessDetailsOf } from "~/server/business.server";
import type { BookingSettingsTable, Database } from "~/server/db-schema";
import { database, db as queryBuilder } from "~/server/db.server";
import { dayMs } from "./amsterdam-time";
import type { Interval, SlotInput } from "./slots";

/**
 * Synchronous reads and writes for the booking engine. A claim must check the
 * free times and insert in one BEGIN IMMEDIATE transaction with no await in
 * between (ADR 0040), so queries are built with Kysely for their types and run
 * on the better-sqlite3 handle directly, always inside `withConnection`.
 */

/** The app's one connection for synchronous work: the raw handle, and the query builder that compiles for it. */
export interface Connection {
  sqlite: SQLite.Database;
  kysely: Kysely<Database>;
}

/**
 * Runs synchronous work on the app's one connection while holding Kysely's
 * lock on it. Without the lock the work could run between the statements of a
 * Kysely transaction another request has open, become part of it, and be
 * rolled back with it after we answered "booked".
 */
export async function withConnection<T>(body: (db: Connection) => T): Promise<T> {
  return queryBuilder.connection().execute(async () => body({ sqlite: database().sqlite, kysely: queryBuilder }));
}

/** `withConnection` in a BEGIN IMMEDIATE transaction: other processes' writers wait for it. */
export function withImmediateTransaction<T>(body: (db: Connection) => T): Promise<T> {
  return withConnection((db) => db.sqlite.transaction(() => body(db)).immediate());
}
export function all<Row>(db: Connection, query: Compilable<Row>): Row[] {
  const { sql, parameters } = query.compile();
  return db.sqlite.prepare(sql).all(...parameters) as Row[];
}

export function first<Row>(db: Connection, query: Compilable<Row>): Row | undefined {
  return all(db, query)[0];
}

/** Runs a write; returns the number of changed rows and the new row id. */
export function run(db: Connection, query: Compilable<unknown>): { changes: number; id: number } {
  const { sql, parameters } = query.compile();
  const result = db.sqlite.prepare(sql).run(...parameters);
  return { changes: result.changes, id: Number(result.lastInsertRowid) };
}

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
