import { dataVersion, withConnection } from "~/server/sync-db.server";
import { readSlotInput } from "./booking-store.server";
import { freeSlots, slotDays, type SlotDay } from "./slots";

/**
 * The free times /kennismaking shows, per day, kept between requests
 * (ADR 0082). Computing them reads every planned appointment in the horizon
 * and the stored busy times; they change only when this process changes what
 * is free (it calls `freeTimesChanged`), when another process writes the
 * database (SQLite's data_version), or when time passes: the first shown
 * time stops being bookable at its start minus the notice, and new times
 * enter the horizon, which a minute's limit on the copy picks up.
 */
interface CachedTimes {
  days: SlotDay[];
  /** The copy holds for a `now` in [from, until). */
  from: number;
  until: number;
  version: number;
  dataVersion: number;
}

const maxAgeMs = 60_000;
const state: { version: number; cached?: CachedTimes } = { version: 0 };

function isCurrent(cached: CachedTimes | undefined, now: number, currentData: number): cached is CachedTimes {
  return (
    cached !== undefined &&
    cached.version === state.version &&
    cached.dataVersion === currentData &&
    now >= cached.from &&
    now < cached.until
  );
}

/** The free times at `now` with the moment until which they hold. */
export async function freeTimesWithExpiry(now = Date.now()): Promise<{ days: SlotDay[]; until: number }> {
  return withConnection((db) => {
    const currentData = dataVersion(db);
    if (isCurrent(state.cached, now, currentData)) return state.cached;
    const input = readSlotInput(db, now);
    const slots = freeSlots(input);
    // A time is offered while its start is at least the notice away: it goes one moment after that.
    const firstGoes = slots[0] ? slots[0].start - input.rules.noticeMinutes * 60_000 + 1 : Infinity;
    state.cached = {
      days: slotDays(slots),
      from: now,
      until: Math.min(now + maxAgeMs, firstGoes),
      version: state.version,
      dataVersion: currentData,
    };
    return state.cached;
  });
}

/** The free times /kennismaking shows, per day, at `now`. */
export async function freeTimes(now = Date.now()): Promise<SlotDay[]> {
  return (await freeTimesWithExpiry(now)).days;
}

/** Whether free times read at `version` may have changed since (a change in this process, or a write by another). */
export async function freeTimesVersion(): Promise<{ version: number; dataVersion: number }> {
  return { version: state.version, dataVersion: await withConnection(dataVersion) };
}

/** Forgets the kept free times: call after a change in this process to what is free. */
export function forgetFreeTimes(): void {
  state.version += 1;
  state.cached = undefined;
}
