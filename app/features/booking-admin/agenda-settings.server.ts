import { randomBytes } from "node:crypto";
import type { Updateable } from "kysely";
import { adminAgenda as texts } from "~/content/admin-agenda";
import { formatTableDay } from "~/lib/format";
import { busyFeedErrors } from "~/content/booking-engine";
import { readSettings } from "~/features/booking/booking-store.server";
import { db } from "~/server/db.server";
import { first, run, withConnection, withImmediateTransaction } from "~/server/sync-db.server";
import { freeTimesChanged } from "~/features/booking/booking-page.server";
import { syncBusyFeed } from "~/features/booking/busy-feed-sync.server";
import { isAllowedFeedUrl } from "~/features/booking/feed-fetch.server";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import type { BookingSettingsTable } from "~/server/db-schema";
import { publicUrl } from "~/server/env.server";
import { agendaSchemas } from "./forms";

/** What the Agenda settings screen shows (ADR 0049). */
export async function loadAgendaSettings(now = Date.now()) {
  const settings = await withConnection(readSettings);
  const windows = await db
    .selectFrom("booking_availability")
    .select(["id", "weekday", "start_minute", "end_minute"])
    .orderBy("weekday")
    .orderBy("start_minute")
    .execute();
  const blocked = await db
    .selectFrom("booking_blocked_dates")
    .select(["id", "start_date", "end_date", "note"])
    .orderBy("start_date")
    .execute();
  const fetchedAt = settings.busy_feed_fetched_at ? Date.parse(settings.busy_feed_fetched_at) : null;
  const error = settings.busy_feed_error as keyof typeof busyFeedErrors | null;
  return {
    rules: {
      slotMinutes: settings.slot_minutes,
      bufferMinutes: settings.buffer_minutes,
      noticeHours: Math.round(settings.notice_minutes / 60),
      horizonWeeks: Math.round(settings.horizon_days / 7),
      maxPerDay: settings.max_per_day,
    },
    windows: windows.map((row) => ({
      id: row.id,
      weekday: row.weekday,
      start: row.start_minute,
      end: row.end_minute,
    })),
    // Shown in the admin's table format (ADR 0116), never as the stored '2026-12-24'.
    blocked: blocked.map((row) => ({
      id: row.id,
      start: formatTableDay(row.start_date),
      end: formatTableDay(row.end_date),
      note: row.note,
    })),
    noticeEmail: settings.notice_email,
    feedUrl: `${publicUrl}/agenda/${settings.feed_token}.ics`,
    busy: {
      url: settings.busy_feed_url,
      fetchedAt: settings.busy_feed_fetched_at,
      ageMinutes: fetchedAt === null ? null : Math.max(0, Math.floor((now - fetchedAt) / 60_000)),
      // The Dutch explanation, never the code; an unknown code reads as the generic parse failure.
      error: error ? (busyFeedErrors[error] ?? busyFeedErrors.parse) : null,
      errorAt: settings.busy_feed_error_at,
    },
  };
}

export type AgendaResult = FormResult<"Saved", "Invalid" | "Not found">;

const saved = (message: string = texts.saved): AgendaResult => ({ ok: true, code: "Saved", message });
const invalid = (field: string, message: string, values: Record<string, string>): AgendaResult =>
  formFailure("Invalid", [{ field, code: "Invalid", message }], values);
const stamp = () => new Date().toISOString();

/** Writes settings row 1. */
function updateSettings(changes: Updateable<BookingSettingsTable>): Promise<unknown> {
  return db
    .updateTable("booking_settings")
    .set({ ...changes, updated_at: stamp() })
    .where("id", "=", 1)
    .execute();
}

/** A new or removed feed address starts clean: the old feed's copy and error belong to the old address. */
const noBusyCopy = {
  busy_feed_ics: null,
  busy_feed_busy: null,
  busy_feed_fetched_at: null,
  busy_feed_error: null,
  busy_feed_error_at: null,
} as const;

/** Every write of the settings screen; a saved change renders the free times again (ADR 0082). */
export async function agendaAction(form: FormData): Promise<AgendaResult> {
  const result = await changeAgenda(form);
  if (result.ok) await freeTimesChanged();
  return result;
}

/**
 * Every write of the settings screen. A check and its write ("no overlapping
 * window") run in one BEGIN IMMEDIATE transaction on the booking connection
 * (ADR 0040), so they cannot interleave with another call; the plain writes
 * are async Kysely (ADR 0076).
 */
async function changeAgenda(form: FormData): Promise<AgendaResult> {
  const parsed = parseIntent(form, agendaSchemas);
  if (!parsed) return formRefusal("Invalid", texts.unknownIntent);
  if (!parsed.ok) return formFailure("Invalid", parsed.errors, parsed.values);
  const { values } = parsed;
  switch (parsed.intent) {
    case "add-window": {
      const { weekday, start, end } = parsed.value;
      if (end <= start) return invalid("end", texts.errors.endAfterStart, values);
      return withImmediateTransaction((db) => {
        const overlapping = first(
          db,
          db.kysely
            .selectFrom("booking_availability")
            .select("id")
            .where("weekday", "=", Number(weekday))
            .where("start_minute", "<", end)
            .where("end_minute", ">", start),
        );
        if (overlapping) return invalid("start", texts.errors.overlap, values);
        run(
          db,
          db.kysely
            .insertInto("booking_availability")
            .values({ weekday: Number(weekday), start_minute: start, end_minute: end }),
        );
        return saved(texts.windows.added);
      });
    }
    case "remove-window":
    case "remove-blocked": {
      const table = parsed.intent === "remove-window" ? "booking_availability" : "booking_blocked_dates";
      const gone = parsed.intent === "remove-window" ? texts.windows : texts.blocked;
      const { id } = parsed.value;
      const { numDeletedRows } = await db.deleteFrom(table).where("id", "=", id).executeTakeFirst();
      return numDeletedRows === 1n ? saved(gone.removed) : formRefusal("Not found", gone.notFound);
    }
    case "rules": {
      const { slotMinutes, bufferMinutes, noticeHours, horizonWeeks, maxPerDay } = parsed.value;
      await updateSettings({
        slot_minutes: slotMinutes ?? 30,
        buffer_minutes: bufferMinutes ?? 0,
        notice_minutes: (noticeHours ?? 12) * 60,
        horizon_days: (horizonWeeks ?? 4) * 7,
        max_per_day: maxPerDay,
      });
      return saved();
    }
    case "add-blocked": {
      const { startDate, note } = parsed.value;
      const start = startDate ?? "";
      const end = parsed.value.endDate ?? start;
      if (end < start) return invalid("endDate", texts.errors.endDateOrder, values);
      if (Date.parse(end) - Date.parse(start) > 366 * 86_400_000) {
        return invalid("endDate", texts.errors.rangeTooLong, values);
      }
      await db
        .insertInto("booking_blocked_dates")
        .values({ start_date: start, end_date: end, note: note === "" ? null : note })
        .execute();
      return saved(texts.blocked.added);
    }
    case "contact": {
      await updateSettings({ notice_email: parsed.value.noticeEmail });
      return saved();
    }
    case "busy-url": {
      const url = parsed.value.busyFeedUrl;
      if (!isAllowedFeedUrl(url)) return invalid("busyFeedUrl", texts.errors.feedUrl, values);
      await updateSettings({ busy_feed_url: url, ...noBusyCopy });
      const fetched = await syncBusyFeed();
      return saved(fetched?.ok ? texts.busy.savedUrl : texts.busy.savedUrlFailed);
    }
    case "busy-clear":
      await updateSettings({ busy_feed_url: null, ...noBusyCopy });
      return saved(texts.busy.cleared);
    case "busy-fetch": {
      const fetched = await syncBusyFeed();
      if (fetched === null) return formRefusal("Invalid", texts.busy.noUrl);
      return fetched.ok ? saved(texts.busy.fetched) : formRefusal("Invalid", texts.busy.fetchFailed);
    }
    case "rotate-feed":
      await updateSettings({ feed_token: randomBytes(24).toString("base64url") });
      return saved(texts.feed.rotated);
  }
}
