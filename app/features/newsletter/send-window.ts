import { addDays, isoWeekday, localDateOf, zonedInstant, type LocalDate } from "~/lib/amsterdam-time";

/** When a sequence step may go out (ADR 0130): some weekdays, between two whole hours, Dutch time. */
export interface SendWindow {
  /** ISO weekdays, 1 Monday ... 7 Sunday. */
  days: readonly number[];
  /** [startHour, endHour), 0-24. */
  startHour: number;
  endHour: number;
}

/** '12345' as stored → [1, 2, 3, 4, 5]; anything else in the string is ignored. */
export function windowDays(stored: string): number[] {
  return [...new Set([...stored].map(Number).filter((day) => day >= 1 && day <= 7))].sort();
}

/**
 * The first moment at or after `ms` inside the window: `ms` itself when it
 * falls inside, else the start of the next window day. A window without days
 * never opens: the step waits for the coach (null).
 */
export function nextInWindow(ms: number, window: SendWindow): number | null {
  if (window.days.length === 0) return null;
  let date: LocalDate = localDateOf(ms);
  for (let i = 0; i < 8; i++, date = addDays(date, 1)) {
    if (!window.days.includes(isoWeekday(date))) continue;
    const start = zonedInstant(date, window.startHour * 60);
    const end = zonedInstant(date, window.endHour * 60);
    if (ms < start) return start;
    if (ms < end) return ms;
  }
  return null;
}

/** The start of the next Dutch calendar day after `ms`: a second sequence mail the same day waits at least until then. */
export function startOfNextDay(ms: number): number {
  return zonedInstant(addDays(localDateOf(ms), 1), 0);
}

/** The start of the Dutch calendar day of `ms`. */
export function startOfDay(ms: number): number {
  return zonedInstant(localDateOf(ms), 0);
}

/**
 * When a step due at `ms` goes out (ADR 0130): the first moment from then
 * inside its window on a Dutch day without another sequence mail to the
 * person (`dayTaken`, asked with the day's start). The queue and the person's
 * card both use it, so the card shows the day the mail will really go.
 */
export function sendMoment(ms: number, window: SendWindow, dayTaken: (dayStart: number) => boolean): number | null {
  let at = nextInWindow(ms, window);
  // Bounded: the taken days come from a handful of mails.
  for (let i = 0; at !== null && dayTaken(startOfDay(at)) && i < 366; i++) {
    at = nextInWindow(startOfNextDay(at), window);
  }
  return at;
}
