import { dataVersion, withConnection, type Connection } from "~/server/sync-db.server";
import { readSlotInput } from "./booking-store.server";
import { freeSlots, slotDays, type SlotDay, type SlotInput } from "./slots";

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
/** One kept copy per slot input: the intro call's (key 0) and each paid session type's (its id, ADR 0122). */
const state: { version: number; cached: Map<number, CachedTimes> } = { version: 0, cached: new Map() };

function isCurrent(cached: CachedTimes | undefined, now: number, currentData: number): cached is CachedTimes {
  return (
    cached !== undefined &&
    cached.version === state.version &&
    cached.dataVersion === currentData &&
    now >= cached.from &&
    now < cached.until
  );
}

/**
 * The free times of one slot input at `now`, kept under `key` until they may
 * change. `slotInput` returns null when there is nothing to offer (an unknown
 * or archived session type).
 */
export async function keptFreeTimes(
  key: number,
  slotInput: (db: Connection, now: number) => SlotInput | null,
  now: number,
): Promise<{ days: SlotDay[]; until: number }> {
  return withConnection((db) => {
    const currentData = dataVersion(db);
    const kept = state.cached.get(key);
    if (isCurrent(kept, now, currentData)) return kept;
    const input = slotInput(db, now);
    const slots = input ? freeSlots(input) : [];
    // A time is offered while its start is at least the notice away: it goes one moment after that.
    const firstGoes = input && slots[0] ? slots[0].start - input.rules.noticeMinutes * 60_000 + 1 : Infinity;
    const fresh = {
      days: slotDays(slots),
      from: now,
      until: Math.min(now + maxAgeMs, firstGoes),
      version: state.version,
      dataVersion: currentData,
    };
    state.cached.set(key, fresh);
    return fresh;
  });
}

/** The free times at `now` with the moment until which they hold. */
export function freeTimesWithExpiry(now = Date.now()): Promise<{ days: SlotDay[]; until: number }> {
  return keptFreeTimes(0, readSlotInput, now);
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
  state.cached.clear();
}
