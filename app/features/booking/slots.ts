import {
  addDays,
  dateKey,
  dayHeading,
  dayMs,
  isoWeekday,
  localDateOf,
  shortDayParts,
  timeLabel,
  zonedInstant,
} from "~/lib/amsterdam-time";

/** A half-open span of time [start, end) in ms since the epoch. */
export interface Interval {
  start: number;
  end: number;
}

export interface AvailabilityWindow {
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface SlotRules {
  slotMinutes: number;
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  /** Null: no daily maximum. */
  maxPerDay: number | null;
}

export interface SlotInput {
  now: number;
  rules: SlotRules;
  availability: AvailabilityWindow[];
  /** Local dates 'YYYY-MM-DD', inclusive on both ends. */
  blocked: { startDate: string; endDate: string }[];
  /** Planned appointments (they count for the daily maximum and are kept apart by the buffer). */
  appointments: Interval[];
  /** Events from the coach's own calendar. */
  busy: Interval[];
}

const minuteMs = 60_000;

/** The first moment a slot may start, and the moment every slot must start before. */
export function bookableRange(now: number, rules: SlotRules): Interval {
  return { start: now + rules.noticeMinutes * minuteMs, end: now + rules.horizonDays * dayMs };
}

/** The union of intervals as disjoint intervals sorted by start. */
function merged(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const result: Interval[] = [];
  for (const interval of sorted) {
    const last = result.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else result.push({ ...interval });
  }
  return result;
}

/** Whether the slot overlaps one of the disjoint, sorted intervals (binary search: busy feeds can be long). */
function overlapsAny(slot: Interval, disjoint: Interval[]): boolean {
  let low = 0;
  let high = disjoint.length;
  // The first interval that ends after the slot starts.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (disjoint[middle]!.end <= slot.start) low = middle + 1;
    else high = middle;
  }
  const candidate = disjoint[low];
  return candidate !== undefined && candidate.start < slot.end;
}

/**
 * Free slot start times, ascending. Each local day from today to the horizon
 * offers its availability windows in steps of the slot length, counted in real
 * time from the window's start, so a window across a daylight-saving switch
 * has one hour fewer or more (ADR 0040). A slot is free when it starts after
 * the minimum notice and before the horizon, ends inside its window, its day is
 * not blocked nor full, and it does not overlap an appointment or busy event
 * widened by the buffer on both sides.
 */
export function freeSlots(input: SlotInput): Interval[] {
  const { now, rules } = input;
  const slotMs = rules.slotMinutes * minuteMs;
  const bufferMs = rules.bufferMinutes * minuteMs;
  const range = bookableRange(now, rules);
  const taken = merged(
    [...input.appointments, ...input.busy].map((interval) => ({
      start: interval.start - bufferMs,
      end: interval.end + bufferMs,
    })),
  );
  const perDay = new Map<string, number>();
  for (const appointment of input.appointments) {
    const key = dateKey(localDateOf(appointment.start));
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const isBlocked = (key: string) => input.blocked.some((block) => block.startDate <= key && key <= block.endDate);

  const slots: Interval[] = [];
  const first = localDateOf(now);
  const last = dateKey(localDateOf(range.end));
  for (let date = first; dateKey(date) <= last; date = addDays(date, 1)) {
    const key = dateKey(date);
    if (isBlocked(key)) continue;
    if (rules.maxPerDay !== null && (perDay.get(key) ?? 0) >= rules.maxPerDay) continue;
    const weekday = isoWeekday(date);
    const windows = input.availability
      .filter((window) => window.weekday === weekday)
      .sort((a, b) => a.startMinute - b.startMinute);
    for (const window of windows) {
      const windowEnd = zonedInstant(date, window.endMinute);
      for (let start = zonedInstant(date, window.startMinute); start + slotMs <= windowEnd; start += slotMs) {
        if (start < range.start || start >= range.end) continue;
        const slot = { start, end: start + slotMs };
        if (!overlapsAny(slot, taken)) slots.push(slot);
      }
    }
  }
  // Overlapping windows on one day would offer a time twice, and out of order.
  slots.sort((a, b) => a.start - b.start);
  return slots.filter((slot, index) => index === 0 || slot.start !== slots[index - 1]!.start);
}

export interface SlotDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'maandag 30 november' */
  heading: string;
  slots: { start: string; label: string }[];
}

/** The free times grouped per local day, with Dutch headings and '10:00' labels. */
export function slotDays(slots: Interval[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = dateKey(localDateOf(slot.start));
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, heading: dayHeading(slot.start), slots: [] };
      days.push(day);
    }
    day.slots.push({ start: new Date(slot.start).toISOString(), label: timeLabel(slot.start) });
  }
  return days;
}

/** One day in the booking picker's row (ADR 0111): 'di 24 nov', and whether it has free times. */
export interface PickerDay {
  /** 'YYYY-MM-DD', the `?dag=` of its link. */
  date: string;
  /** 'dinsdag 24 november', its name for a screen reader. */
  heading: string;
  weekday: string;
  day: string;
  month: string;
  /** ISO weekday 1-7: on a wide screen the days sit in week columns. */
  isoWeekday: number;
  free: boolean;
}

/**
 * Every local day from today to the last day with a free time, so a day
 * without times (a weekend, a free day, a full day) shows as such between the
 * others instead of leaving a gap nobody explains.
 */
export function pickerDays(days: SlotDay[], now: number): PickerDay[] {
  const last = days.at(-1)?.date;
  if (last === undefined) return [];
  const free = new Set(days.map((day) => day.date));
  const result: PickerDay[] = [];
  for (let date = localDateOf(now); dateKey(date) <= last; date = addDays(date, 1)) {
    const noon = zonedInstant(date, 12 * 60);
    const key = dateKey(date);
    result.push({
      date: key,
      heading: dayHeading(noon),
      ...shortDayParts(noon),
      isoWeekday: isoWeekday(date),
      free: free.has(key),
    });
  }
  return result;
}
