import ICAL from "ical.js";
import { calendarTexts } from "~/content/booking-engine";
import { unsealFor } from "~/server/data-key.server";
import { publicUrl } from "~/server/env.server";
import { unlinkable } from "~/server/mail.server";
import { coachAddress, type BookingSettings } from "./booking-store.server";
import { videoLinkOf } from "./video-room.server";

/**
 * iCalendar files written with ical.js (ADR 0040): times in UTC, a UID that
 * stays the same for an appointment and its moves (ADR 0067), the coach as
 * ORGANIZER and the video link as LOCATION and in the description, all as
 * the business details are at the moment the file is made (D32).
 */
export interface CalendarAppointment {
  id: number;
  /** ISO times in UTC. */
  start: string;
  end: string;
  name: string;
  email: string;
  /** The first appointment of its chain of moves (null: this is the first). */
  seriesId: number | null;
  /** iCalendar SEQUENCE: how often the chain was moved. */
  sequence: number;
  /** This call's own video room (ADR 0113); null or absent: the fixed link. */
  videoRoom?: string | null;
  /** A paid session's type name (ADR 0122); null or absent: the intro call. */
  sessionType?: string | null;
  /** A paid session at a location: its address (null or absent: online). */
  sessionAddress?: string | null;
}

export interface CalendarSettings {
  /** The fixed link; empty while the coach has not entered one. */
  videoUrl: string;
  /** The coach's name and address for ORGANIZER. */
  organizerName: string;
  organizerEmail: string;
  /** The business's name, in the feed's title. */
  businessName: string;
}

/** What a calendar file needs of the agenda's settings and the business. */
export function calendarSettingsOf(settings: BookingSettings): CalendarSettings {
  const { business } = settings;
  return {
    videoUrl: business.videoUrl,
    organizerName: business.coachName,
    organizerEmail: coachAddress(settings),
    businessName: business.businessName,
  };
}

const productId = "-//coach-site//booking//NL";

/** A stable identifier: an appointment and every later time it moved to share one UID, in every file. */
export function appointmentUid(appointment: Pick<CalendarAppointment, "id" | "seriesId">): string {
  return `afspraak-${appointment.seriesId ?? appointment.id}@${new URL(publicUrl).hostname}`;
}

/** The columns `calendarAppointmentOf` takes, for a select of appointments joined with session_types. */
export const calendarColumns = [
  "appointments.id",
  "appointments.start_at",
  "appointments.end_at",
  "appointments.name",
  "appointments.email",
  "appointments.series_id",
  "appointments.sequence",
  "appointments.video_room",
  "session_types.name as session_type",
  "session_types.address as session_address",
] as const;

/** An appointments row (with its session type's name and address, if any) as the calendar files take it: sealed values opened. */
export function calendarAppointmentOf(row: {
  id: number;
  start_at: string;
  end_at: string;
  name: string;
  email: string;
  series_id: number | null;
  sequence: number;
  video_room: string | null;
  session_type: string | null;
  session_address: string | null;
}): CalendarAppointment {
  const opened = unsealFor("appointments", { name: row.name, video_room: row.video_room });
  return {
    id: row.id,
    start: row.start_at,
    end: row.end_at,
    name: opened.name,
    email: row.email,
    seriesId: row.series_id,
    sequence: row.sequence,
    videoRoom: opened.video_room,
    sessionType: row.session_type,
    sessionAddress: row.session_address,
  };
}

/**
 * What an event says to the client, in the .ics and the calendar buttons: an
 * intro call, or a paid session of its type, online or at its address.
 */
export function eventWords(
  appointment: Pick<CalendarAppointment, "start" | "end" | "videoRoom" | "sessionType" | "sessionAddress">,
  settings: Pick<CalendarSettings, "videoUrl" | "organizerName">,
): { summary: string; description: string; location: string } {
  const minutes = Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000);
  const videoUrl = videoLinkOf(appointment.videoRoom, settings);
  const address = appointment.sessionAddress ?? null;
  if (appointment.sessionType) {
    return {
      summary: calendarTexts.sessionSummary(appointment.sessionType, settings.organizerName),
      description: calendarTexts.sessionDescription(appointment.sessionType, minutes, address, videoUrl),
      location: address ?? (videoUrl || calendarTexts.online),
    };
  }
  return {
    summary: calendarTexts.inviteSummary(settings.organizerName),
    description: calendarTexts.description(minutes, videoUrl),
    location: videoUrl || calendarTexts.online,
  };
}

function utc(iso: string): InstanceType<typeof ICAL.Time> {
  return ICAL.Time.fromJSDate(new Date(iso), true);
}

function calendar(method: string | null): InstanceType<typeof ICAL.Component> {
  const component = new ICAL.Component("vcalendar");
  component.addPropertyWithValue("prodid", productId);
  component.addPropertyWithValue("version", "2.0");
  component.addPropertyWithValue("calscale", "GREGORIAN");
  if (method) component.addPropertyWithValue("method", method);
  return component;
}

function event(
  appointment: CalendarAppointment,
  settings: CalendarSettings,
  summary: string,
  stamp: Date,
  cancelled = false,
): InstanceType<typeof ICAL.Component> {
  const vevent = new ICAL.Component("vevent");
  const words = eventWords(appointment, settings);
  vevent.addPropertyWithValue("uid", appointmentUid(appointment));
  vevent.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(stamp, true));
  vevent.addPropertyWithValue("dtstart", utc(appointment.start));
  vevent.addPropertyWithValue("dtend", utc(appointment.end));
  vevent.addPropertyWithValue("summary", summary);
  vevent.addPropertyWithValue("description", words.description);
  vevent.addPropertyWithValue("location", words.location);
  vevent.addPropertyWithValue("status", cancelled ? "CANCELLED" : "CONFIRMED");
  // A cancellation must outrank the last invitation of the same UID.
  vevent.addPropertyWithValue("sequence", appointment.sequence + (cancelled ? 1 : 0));
  const organizer = vevent.addPropertyWithValue("organizer", `mailto:${settings.organizerEmail}`);
  organizer.setParameter("cn", settings.organizerName);
  return vevent;
}

/** The visitor's invitation (mail attachment and download): METHOD:REQUEST with the visitor as attendee. */
export function appointmentInvite(
  appointment: CalendarAppointment,
  settings: CalendarSettings,
  now = new Date(),
): string {
  return visitorCalendar("REQUEST", appointment, settings, now);
}

/** The cancellation that takes the event out of the visitor's calendar: METHOD:CANCEL for the same UID. */
export function appointmentCancellation(
  appointment: CalendarAppointment,
  settings: CalendarSettings,
  now = new Date(),
): string {
  return visitorCalendar("CANCEL", appointment, settings, now);
}

function visitorCalendar(
  method: "REQUEST" | "CANCEL",
  appointment: CalendarAppointment,
  settings: CalendarSettings,
  now: Date,
): string {
  const vcalendar = calendar(method);
  const vevent = event(appointment, settings, eventWords(appointment, settings).summary, now, method === "CANCEL");
  const attendee = vevent.addPropertyWithValue("attendee", `mailto:${appointment.email}`);
  attendee.setParameter("cn", unlinkable(appointment.name));
  attendee.setParameter("partstat", "ACCEPTED");
  attendee.setParameter("role", "REQ-PARTICIPANT");
  vcalendar.addSubcomponent(vevent);
  return vcalendar.toString();
}

/** The coach's private subscription feed: every listed appointment with the visitor's name. */
export function appointmentsFeed(
  appointments: CalendarAppointment[],
  settings: CalendarSettings,
  now = new Date(),
): string {
  const vcalendar = calendar(null);
  vcalendar.addPropertyWithValue("x-wr-calname", calendarTexts.feedName(settings.businessName));
  for (const appointment of appointments) {
    // Calendar apps make links of event titles as mail clients do (ADR 0088).
    const name = unlinkable(appointment.name);
    const summary = appointment.sessionType
      ? calendarTexts.feedSessionSummary(unlinkable(appointment.sessionType), name)
      : calendarTexts.feedSummary(name);
    vcalendar.addSubcomponent(event(appointment, settings, summary, now));
  }
  return vcalendar.toString();
}
