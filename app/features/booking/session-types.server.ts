import type { Selectable } from "kysely";
import type { SessionTypesTable } from "~/server/db-schema";
import { all, first, type Connection } from "~/server/sync-db.server";
import { readSlotInput } from "./booking-store.server";
import { keptFreeTimes } from "./free-times.server";
import type { SlotDay, SlotInput } from "./slots";

/**
 * Paid session types on the one agenda (D36, ADR 0122). A type borrows the
 * intro call's notice, horizon, free days, daily maximum and busy times, and
 * brings its own length, buffer and, when it has its own hours, its own weekly
 * windows. Every planned appointment of every type is in the input, so no two
 * appointments ever overlap, whichever type each one is.
 */
export type SessionType = Selectable<SessionTypesTable>;

export function readSessionType(db: Connection, id: number): SessionType | undefined {
  return first(db, db.kysely.selectFrom("session_types").selectAll().where("id", "=", id));
}

/** The slot input for booking a session of `type` at `now`. */
export function sessionSlotInput(db: Connection, now: number, type: SessionType): SlotInput {
  const input = readSlotInput(db, now);
  const availability =
    type.own_hours === 1
      ? all(
          db,
          db.kysely
            .selectFrom("session_type_availability")
            .select(["weekday", "start_minute", "end_minute"])
            .where("session_type_id", "=", type.id),
        ).map((row) => ({ weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute }))
      : input.availability;
  return {
    ...input,
    availability,
    rules: { ...input.rules, slotMinutes: type.minutes, bufferMinutes: type.buffer_minutes },
  };
}

/** The free times of a session type at `now`, per day, kept like the intro call's (ADR 0082); none for an unknown or archived type. */
export async function sessionFreeTimes(typeId: number, now = Date.now()): Promise<SlotDay[]> {
  const kept = await keptFreeTimes(
    typeId,
    (db, at) => {
      const type = readSessionType(db, typeId);
      return type && type.archived_at === null ? sessionSlotInput(db, at, type) : null;
    },
    now,
  );
  return kept.days;
}
