import type ICALModule from "ical.js";
import { zonedInstant } from "~/lib/amsterdam-time";
import type { Interval } from "./slots";

/**
 * A moment of a feed: an exact instant (ms since the epoch), or a wall-clock
 * time in the coach's zone as [year, month, day, minute of the day, second]
 * for floating times, zones the feed does not define, and dates (all-day:
 * local midnight).
 */
export type FeedMoment = number | [number, number, number, number, number];

/** What expanding one feed may cost (ADR 0081): occurrences looked at, busy intervals kept. */
export interface ExpansionLimits {
  occurrences: number;
  intervals: number;
}

/** The busy spans found, and whether a limit stopped the expansion (then they are incomplete). */
export interface Expansion {
  busy: [FeedMoment, FeedMoment][];
  capped: boolean;
}

/**
 * The busy spans of an ICS feed around `window`, recurring events expanded
 * (RRULE, RDATE, EXDATE) and moved or cancelled occurrences (RECURRENCE-ID)
 * applied by ical.js. Free (TRANSP:TRANSPARENT) and cancelled events do not
 * block; an event without an end lasts as ical.js reads RFC 5545. Throws on
 * text that is not iCalendar.
 *
 * This runs in a worker thread (busy-feed-worker.server), which runs this
 * function's source text: it must use nothing but its arguments and the
 * language's globals. A hostile RRULE can keep one step of ical.js busy for
 * minutes; only the worker's time limit stops that (ADR 0081).
 */
export function expandFeed(ICAL: typeof ICALModule, ics: string, window: Interval, limits: ExpansionLimits): Expansion {
  type IcalTime = InstanceType<typeof ICAL.Time>;
  type IcalComponent = InstanceType<typeof ICAL.Component>;
  const calendar = new ICAL.Component(ICAL.parse(ics));
  if (calendar.name !== "vcalendar") throw new Error("not a VCALENDAR");
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);

  const moment = (time: IcalTime): FeedMoment => {
    const tzid = time.zone?.tzid;
    const defined = tzid === "UTC" || (tzid !== undefined && tzid !== "floating" && ICAL.TimezoneService.has(tzid));
    if (!time.isDate && defined) return time.toUnixTime() * 1000;
    return time.isDate
      ? [time.year, time.month, time.day, 0, 0]
      : [time.year, time.month, time.day, time.hour * 60 + time.minute, time.second];
  };
  // A wall-clock time read as UTC is less than a day from its instant: window checks allow for that.
  const rough = (time: IcalTime) => time.toUnixTime() * 1000;
  const dayMs = 86_400_000;
  const from = window.start - dayMs;
  // A week on: an occurrence moved (RECURRENCE-ID) a little earlier into the window still counts.
  const until = window.end + 7 * dayMs;
  const blocksTime = (component: IcalComponent) =>
    String(component.getFirstPropertyValue("transp") ?? "").toUpperCase() !== "TRANSPARENT" &&
    String(component.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED";

  const components = calendar.getAllSubcomponents("vevent");
  const exceptionsByUid = new Map<string, IcalComponent[]>();
  for (const component of components) {
    if (!component.hasProperty("recurrence-id")) continue;
    const uid = String(component.getFirstPropertyValue("uid"));
    exceptionsByUid.set(uid, [...(exceptionsByUid.get(uid) ?? []), component]);
  }

  const busy: [FeedMoment, FeedMoment][] = [];
  let steps = 0;
  let capped = false;
  const add = (component: IcalComponent, start: IcalTime, end: IcalTime) => {
    if (!blocksTime(component) || rough(start) >= window.end + dayMs || rough(end) <= from) return;
    if (busy.length >= limits.intervals) capped = true;
    else busy.push([moment(start), moment(end)]);
  };
  for (const component of components) {
    if (capped) break;
    if (component.hasProperty("recurrence-id") || !component.hasProperty("dtstart")) continue;
    const uid = String(component.getFirstPropertyValue("uid"));
    const exceptions = exceptionsByUid.get(uid) ?? [];
    const event = new ICAL.Event(component, { exceptions, strictExceptions: true });
    steps += 1 + exceptions.length;
    if (!event.isRecurring()) {
      add(component, event.startDate, event.endDate);
      continue;
    }
    const lengthMs = rough(event.endDate) - rough(event.startDate);
    const iterator = event.iterator();
    for (let next = iterator.next(); next && !capped; next = iterator.next()) {
      if (++steps > limits.occurrences) capped = true;
      else if (rough(next) >= until) break;
      // Long before the window and nothing moves it: not worth the details.
      else if (exceptions.length > 0 || rough(next) + lengthMs > from) {
        const details = event.getOccurrenceDetails(next);
        add(details.item.component, details.startDate, details.endDate);
      }
    }
  }
  return { busy, capped };
}

/** The instant of a feed's moment. */
function instantOf(moment: FeedMoment): number {
  if (typeof moment === "number") return moment;
  const [year, month, day, minute, second] = moment;
  return zonedInstant({ year, month, day }, minute) + second * 1000;
}

/** Converts this many moments between two turns of the event loop (a wall-clock time costs two Intl look-ups). */
const momentsPerTurn = 2000;

/** The busy intervals of an expansion that overlap `window`, sorted; converted in turns so requests keep flowing. */
export async function busyIntervals(expansion: Expansion, window: Interval): Promise<Interval[]> {
  const intervals: Interval[] = [];
  for (const [index, [startMoment, endMoment]] of expansion.busy.entries()) {
    if (index > 0 && index % momentsPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
    const start = instantOf(startMoment);
    const end = Math.max(instantOf(endMoment), start);
    if (start < window.end && end > window.start) intervals.push({ start, end });
  }
  return intervals.sort((a, b) => a.start - b.start);
}
