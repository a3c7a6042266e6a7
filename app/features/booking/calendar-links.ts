/**
 * "Zet in je agenda" links (ADR 0112): Google Calendar's and Outlook.com's own
 * forms to add an event, filled in from the address alone. Nothing is sent to
 * them until the visitor clicks; Apple Calendar and every other app take the
 * .ics download (the same invitation as in the mail).
 */
export interface CalendarEvent {
  title: string;
  /** ISO times in UTC. */
  start: string;
  end: string;
  details: string;
  location: string;
}

/** 20261127T080000Z, as Google's `dates` wants it. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: new Date(event.start).toISOString(),
    enddt: new Date(event.end).toISOString(),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
