import { dayHeading, timeLabel } from "~/lib/amsterdam-time";

/** A time as a visitor reads it. */
export interface When {
  start: string;
  day: string;
  time: string;
}

export function whenOf(start: string): When {
  const ms = Date.parse(start);
  return { start, day: dayHeading(ms), time: timeLabel(ms) };
}
