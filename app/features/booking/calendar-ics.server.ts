import ICAL from "ical.js";
import { calendarTexts } from "~/content/booking-engine";
import { publicUrl, site } from "~/server/env.server";

/**
 * iCalendar files written with ical.js (ADR 0040): times in UTC, a UID that
 * stays the same for an appointment, the coach as ORGANIZER and the video
 * link as LOCATION and in the description.
 */
export interface CalendarAppointment {
  id: number;
  /** ISO times in UTC. */
  start: string;
  end: string;
  name: string;
  email: string;
}

export interface CalendarSettings {
  videoUrl: string;
  /** The coach's address for ORGANIZER. */
  organizerEmail: string;
}

const productId = "-//coach-site//booking//NL";

/** A stable identifier: the same appointment always has the same UID, in every file. */
export function appointmentUid(id: number): string {
  return `afspraak-${id}@${new URL(publicUrl).hostname}`;
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
): InstanceType<typeof ICAL.Component> {
  const vevent = new ICAL.Component("vevent");
  const minutes = Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000);
  vevent.addPropertyWithValue("uid", appointmentUid(appointment.id));
  vevent.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(stamp, true));
  vevent.addPropertyWithValue("dtstart", utc(appointment.start));
  vevent.addPropertyWithValue("dtend", utc(appointment.end));
  vevent.addPropertyWithValue("summary", summary);
  vevent.addPropertyWithValue("description", calendarTexts.description(minutes, settings.videoUrl));
  vevent.addPropertyWithValue("location", settings.videoUrl);
  vevent.addPropertyWithValue("status", "CONFIRMED");
  vevent.addPropertyWithValue("sequence", 0);
  const organizer = vevent.addPropertyWithValue("organizer", `mailto:${settings.organizerEmail}`);
  organizer.setParameter("cn", site.coachName);
  return vevent;
}

/** The visitor's invitation (mail attachment and download): METHOD:REQUEST with the visitor as attendee. */
export function appointmentInvite(
  appointment: CalendarAppointment,
  settings: CalendarSettings,
  now = new Date(),
): string {
  const vcalendar = calendar("REQUEST");
  const vevent = event(appointment, settings, calendarTexts.inviteSummary(site.coachName), now);
  const attendee = vevent.addPropertyWithValue("attendee", `mailto:${appointment.email}`);
  attendee.setParameter("cn", appointment.name);
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
  vcalendar.addPropertyWithValue("x-wr-calname", calendarTexts.feedName(site.businessName));
  for (const appointment of appointments) {
    vcalendar.addSubcomponent(event(appointment, settings, calendarTexts.feedSummary(appointment.name), now));
  }
  return vcalendar.toString();
}
