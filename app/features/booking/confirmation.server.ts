import type { Kysely, Transaction } from "kysely";
import { lookupFor } from "~/server/data-key.server";
import type { Database } from "~/server/db-schema";
import type { BookingSettings } from "./booking-store.server";
import { calendarSettingsOf, eventWords, type CalendarAppointment } from "./calendar-ics.server";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from "./calendar-links";
import { videoLinkOf } from "./video-room.server";

/**
 * What the confirmation page and mail show besides the time (ADR 0112): the
 * call's video link, the event for the calendar buttons, and whether to invite
 * the visitor to the self-test.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** The link of this call: its own room, else the coach's fixed link (ADR 0113). */
export function videoLinkFor(appointment: Pick<CalendarAppointment, "videoRoom">, settings: BookingSettings): string {
  return videoLinkOf(appointment.videoRoom, settings.business);
}

/** The event as the .ics invitation describes it, for the Google and Outlook buttons. */
export function calendarEventOf(appointment: CalendarAppointment, settings: BookingSettings): CalendarEvent {
  const words = eventWords(appointment, calendarSettingsOf(settings));
  return {
    title: words.summary,
    start: appointment.start,
    end: appointment.end,
    details: words.description,
    location: words.location,
  };
}

/** The three "Zet in je agenda" targets; `icsUrl` is the invitation's download. */
export function calendarLinks(event: CalendarEvent, icsUrl: string) {
  return { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event), ics: icsUrl };
}

/** Whether this address took the self-test (matched by its keyed look-up, the address is sealed). */
export async function hasTakenSelfTest(executor: Executor, email: string): Promise<boolean> {
  const row = await executor
    .selectFrom("test_results")
    .select("id")
    .where("email_lookup", "=", lookupFor(email))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
