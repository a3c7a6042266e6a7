/**
 * Wall-clock arithmetic in the coach's time zone with Intl only (no tz tables
 * of our own): the offset of an instant is read from Intl, and a local time is
 * turned into an instant by guessing with that offset and correcting once,
 * which is exact on both sides of a daylight-saving switch (ADR 0040).
 */
export const coachTimeZone = "Europe/Amsterdam";

/** A calendar date in the coach's zone. Months are 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const minuteMs = 60_000;
export const dayMs = 86_400_000;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: coachTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

interface LocalParts extends LocalDate {
  hour: number;
  minute: number;
}

/** The wall-clock date and time of an instant in the coach's zone. */
export function localParts(ms: number): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** Minutes the zone is ahead of UTC at this instant (60 in winter, 120 in summer). */
function offsetMinutes(ms: number): number {
  const p = localParts(ms);
  return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(ms / minuteMs) * minuteMs) / minuteMs;
}

/**
 * The instant of a wall-clock time on a local date. A time skipped by the
 * spring switch (02:30 on the last Sunday of March) becomes the same distance
 * after the switch (03:30); a time that happens twice in autumn gives the later one.
 */
export function zonedInstant(date: LocalDate, minuteOfDay: number): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day) + minuteOfDay * minuteMs;
  const first = guess - offsetMinutes(guess) * minuteMs;
  return guess - offsetMinutes(first) * minuteMs;
}

/** The local date of an instant. */
export function localDateOf(ms: number): LocalDate {
  const { year, month, day } = localParts(ms);
  return { year, month, day };
}

/** 'YYYY-MM-DD', which sorts and compares like the dates themselves. */
export function dateKey(date: LocalDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** The date `days` after the given one (calendar arithmetic; time zones play no part). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** ISO weekday of a date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;
}

const dayHeadingFormat = new Intl.DateTimeFormat("nl-NL", {
  timeZone: coachTimeZone,
  weekday: "long",
  day: "numeric",
  month: "long",
});
const timeFormat = new Intl.DateTimeFormat("nl-NL", {
  timeZone: coachTimeZone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** 'maandag 30 november' for the local day of an instant. */
export function dayHeading(ms: number): string {
  return dayHeadingFormat.format(ms);
}

const shortDayFormat = new Intl.DateTimeFormat("nl-NL", {
  timeZone: coachTimeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** The parts of 'di 24 nov' for the local day of an instant: a day in the booking picker. */
export function shortDayParts(ms: number): { weekday: string; day: string; month: string } {
  const parts: Record<string, string> = {};
  for (const part of shortDayFormat.formatToParts(ms)) parts[part.type] = part.value;
  return { weekday: parts.weekday!, day: parts.day!, month: parts.month! };
}

/** '10:00' for the local time of an instant. */
export function timeLabel(ms: number): string {
  return timeFormat.format(ms);
}
