import { sameSecret } from "~/server/secret.server";
import { dayMs } from "~/lib/amsterdam-time";
import { db } from "~/server/db.server";
import { withConnection } from "~/server/sync-db.server";
import { readSettings } from "./booking-store.server";
import { appointmentsFeed, calendarAppointmentOf, calendarColumns, calendarSettingsOf } from "./calendar-ics.server";

/**
 * GET /agenda/<token>.ics: the coach's private subscription feed of planned
 * appointments from yesterday on. Anything but the current token is a plain
 * 404; proxies and browsers must not keep a copy.
 */
export async function calendarFeedResponse(file: string, now = Date.now()): Promise<Response> {
  const settings = await withConnection(readSettings);
  const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
  // A wrong token costs one settings read, never a read of the appointments.
  if (!sameSecret(token, settings.feed_token)) {
    return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const rows = await db
    .selectFrom("appointments")
    .leftJoin("session_types", "session_types.id", "appointments.session_type_id")
    .select([...calendarColumns])
    .where("appointments.status", "=", "gepland")
    .where("appointments.start_at", ">=", new Date(now - dayMs).toISOString())
    .orderBy("appointments.start_at")
    .execute();
  // The coach joins the same room as the visitor (ADR 0113).
  const body = appointmentsFeed(rows.map(calendarAppointmentOf), calendarSettingsOf(settings), new Date(now));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
