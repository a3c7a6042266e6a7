import ICAL from "ical.js";
import { zonedInstant, type LocalDate } from "~/lib/amsterdam-time";
import type { Interval } from "./slots";

/** Occurrences looked at per recurring event: enough for years of weekly events, bounded against a hostile RRULE. */
const maxOccurrencesPerEvent = 5000;
/** Busy intervals kept from one feed. */
const maxIntervals = 20_000;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

/**
 * The instant of an iCalendar time. Times with a UTC or a VTIMEZONE-defined
 * zone are exact; floating times, and zones the feed does not define, are read
 * as the coach's wall-clock time; a date (all-day) starts at local midnight.
 */
function instantOf(time: IcalTime): number {
  const tzid = time.zone?.tzid;
  const defined = tzid === "UTC" || (tzid !== undefined && tzid !== "floating" && ICAL.TimezoneService.has(tzid));
  if (!time.isDate && defined) return time.toUnixTime() * 1000;
  const date: LocalDate = { year: time.year, month: time.month, day: time.day };
  if (time.isDate) return zonedInstant(date, 0);
  return zonedInstant(date, time.hour * 60 + time.minute) + time.second * 1000;
}

function blocksTime(component: IcalComponent): boolean {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * The busy intervals of an ICS feed that overlap [from, to), recurring events
 * expanded (RRULE, RDATE, EXDATE) and moved or cancelled occurrences
 * (RECURRENCE-ID) applied by ical.js. Free (TRANSP:TRANSPARENT) and cancelled
 * events do not block; an event without an end lasts as ical.js reads RFC
 * 5545 (DURATION, or one day for a date). Throws on text that is not iCalendar.
 */
export function busyIntervals(icsText: string, window: Interval): Interval[] {
  const calendar = new ICAL.Component(ICAL.parse(icsText));
  if (calendar.name !== "vcalendar") throw new Error("not a VCALENDAR");
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);

  const components = calendar.getAllSubcomponents("vevent");
  const exceptionsByUid = new Map<string, IcalComponent[]>();
  for (const component of components) {
    if (!component.hasProperty("recurrence-id")) continue;
    const uid = String(component.getFirstPropertyValue("uid"));
    exceptionsByUid.set(uid, [...(exceptionsByUid.get(uid) ?? []), component]);
  }

  const intervals: Interval[] = [];
  const add = (component: IcalComponent, start: number, end: number) => {
    if (blocksTime(component) && start < window.end && end > window.start && intervals.length < maxIntervals) {
      intervals.push({ start, end: Math.max(end, start) });
    }
  };
  for (const component of components) {
    if (component.hasProperty("recurrence-id") || !component.hasProperty("dtstart")) continue;
    const uid = String(component.getFirstPropertyValue("uid"));
    const exceptions = exceptionsByUid.get(uid) ?? [];
    const event = new ICAL.Event(component, { exceptions, strictExceptions: true });
    if (!event.isRecurring()) {
      add(component, instantOf(event.startDate), instantOf(event.endDate));
      continue;
    }
    const iterator = event.iterator();
    for (
      let count = 0, next = iterator.next();
      next && count < maxOccurrencesPerEvent;
      next = iterator.next(), count++
    ) {
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate);
      // Occurrences come in order of their original time; a moved one may land a little later.
      if (instantOf(next) >= window.end + 7 * 86_400_000) break;
      add(details.item.component, start, instantOf(details.endDate));
    }
  }
  return intervals.sort((a, b) => a.start - b.start);
}
