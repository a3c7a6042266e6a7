/**
 * ISO weeks in the coach's time zone (Europe/Amsterdam, ARCHITECTURE "Data"):
 * a week starts on Monday 00:00 local time, whatever the UTC offset is that
 * day (CET or CEST). Pure functions, so the boundaries can be tested.
 */
const timeZone = "Europe/Amsterdam";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** A calendar day, months 1-12. */
interface Day {
  year: number;
  month: number;
  day: number;
}

function localParts(instantMs: number): Day & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instantMs)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The UTC instant of 00:00 Amsterdam time on a day (midnight is never inside a DST jump there). */
function localMidnightMs({ year, month, day }: Day): number {
  const guess = Date.UTC(year, month - 1, day);
  const local = localParts(guess);
  const offsetMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - guess;
  return guess - offsetMs;
}

function addDays({ year, month, day }: Day, days: number): Day {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** ISO 8601 week number and week-year of the week that starts on this Monday. */
function isoWeek(monday: Day): { week: number; year: number } {
  const thursday = addDays(monday, 3);
  const dayOfYear = (Date.UTC(thursday.year, thursday.month - 1, thursday.day) - Date.UTC(thursday.year, 0, 1)) / 864e5;
  return { week: Math.floor(dayOfYear / 7) + 1, year: thursday.year };
}

export interface Week {
  /** ISO week number, 1-53. */
  week: number;
  /** ISO week-year (the year the week's Thursday falls in). */
  year: number;
  /** First instant of the week, UTC ISO (inclusive). */
  start: string;
  /** First instant of the next week, UTC ISO (exclusive). */
  end: string;
  /** Monday and Sunday as calendar days, for labels. */
  monday: Day;
  sunday: Day;
}

/** The last `count` ISO weeks up to and including the current one, oldest first. */
export function lastIsoWeeks(count: number, nowMs = Date.now()): Week[] {
  const today = localParts(nowMs);
  const weekday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7; // Monday 0
  const thisMonday = addDays(today, -weekday);
  const weeks: Week[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const monday = addDays(thisMonday, -7 * back);
    const nextMonday = addDays(monday, 7);
    weeks.push({
      ...isoWeek(monday),
      start: new Date(localMidnightMs(monday)).toISOString(),
      end: new Date(localMidnightMs(nextMonday)).toISOString(),
      monday,
      sunday: addDays(monday, 6),
    });
  }
  return weeks;
}
