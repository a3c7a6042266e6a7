import { personActivity, statusOnBooking, statusOnCancel } from "~/features/people/people-store.server";
import { sequenceEntry, sequenceExit } from "~/features/newsletter/sequences.server";
import { SqliteError } from "better-sqlite3";
import type { AppointmentStatus, AppointmentStatusHistoryTable } from "~/server/db-schema";
import { sealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { first, run, withConnection, withImmediateTransaction, type Connection } from "~/server/sync-db.server";
import { readSettings, readSlotInput } from "./booking-store.server";
import { freeTimesChanged } from "./booking-page.server";
import { freeSlots, type SlotInput } from "./slots";
import { moveCredit, settleCreditOnCancel } from "./credit-policy.server";
import { readSessionType, sessionSlotInput } from "./session-types.server";
import { newVideoRoom } from "./video-room.server";

/**
 * Booking operations (ADR 0040). Each runs as one BEGIN IMMEDIATE transaction
 * on the better-sqlite3 handle: the free times are computed afresh from the
 * database inside it, so what the form said is never trusted, and writers in
 * other processes wait their turn. The unique index on the start of planned
 * appointments is the last line: a double booking cannot be stored.
 */
export type Actor = AppointmentStatusHistoryTable["actor"];

export interface NewAppointment {
  /** ISO start time chosen from the offered free times. */
  start: string;
  name: string;
  email: string;
  phone: string | null;
  question: string | null;
}

export type ClaimOutcome =
  /** videoRoom: this call's own room (ADR 0113), null with the coach's fixed link. */
  | { ok: true; id: number; start: string; end: string; videoRoom: string | null }
  /** taken: someone else has the time; unavailable: it is not (or no longer) offered; has-upcoming: this address has a planned call. */
  | { ok: false; reason: "taken" | "unavailable" }
  | { ok: false; reason: "has-upcoming"; appointmentId: number };

type NotChangeable = "not-found" | "not-planned" | "past";
export type ChangeOutcome = { ok: true } | { ok: false; reason: NotChangeable };
export type RescheduleOutcome =
  | { ok: true; id: number; start: string; end: string; seriesId: number; sequence: number }
  | { ok: false; reason: NotChangeable | "taken" | "unavailable" };

export function recordStatus(
  db: Connection,
  appointmentId: number,
  status: AppointmentStatus,
  actor: Actor,
  now: number,
): void {
  run(
    db,
    db.kysely
      .insertInto("appointment_status_history")
      .values({ appointment_id: appointmentId, status, actor, changed_at: new Date(now).toISOString() }),
  );
}

/**
 * Whether `start` is a free time now; if not, whether it would be but for
 * another appointment. `slotInput` reads the rules of what is booked: the
 * intro call's by default, a session type's for a paid session (ADR 0122);
 * either way it holds every planned appointment of every type (D36).
 */
export function checkSlot(
  db: Connection,
  start: string,
  now: number,
  slotInput: (db: Connection, now: number) => SlotInput = readSlotInput,
): { free: true; end: number } | { free: false; reason: "taken" | "unavailable" } {
  const startMs = Date.parse(start);
  if (!Number.isFinite(startMs)) return { free: false, reason: "unavailable" };
  const input = slotInput(db, now);
  const slot = freeSlots(input).find((candidate) => candidate.start === startMs);
  if (slot) return { free: true, end: slot.end };
  const withoutAppointments = freeSlots({ ...input, appointments: [] }).some(
    (candidate) => candidate.start === startMs,
  );
  return { free: false, reason: withoutAppointments ? "taken" : "unavailable" };
}

/** Whether `start` can be booked now, for the form's answer before any address is looked at (ADR 0080). */
export function slotStatus(
  start: string,
  now = Date.now(),
): Promise<{ free: true } | { free: false; reason: "taken" | "unavailable" }> {
  return withConnection((db) => {
    const slot = checkSlot(db, start, now);
    return slot.free ? { free: true as const } : slot;
  });
}

/** The planned intro call of this (lower-cased) address that has not started yet: one at most (ADR 0048); paid sessions are not intro calls. */
export function upcomingFor(db: Connection, email: string, now: number): { id: number; start_at: string } | undefined {
  return first(
    db,
    db.kysely
      .selectFrom("appointments")
      .select(["id", "start_at"])
      .where("email", "=", email)
      .where("status", "=", "gepland")
      .where("session_type_id", "is", null)
      .where("start_at", ">", new Date(now).toISOString()),
  );
}

/** A committed change takes or frees a time: the kept free times and the cached page follow it (ADR 0082). */
export async function announced<Outcome extends { ok: boolean }>(outcome: Outcome): Promise<Outcome> {
  if (outcome.ok) await freeTimesChanged();
  return outcome;
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof SqliteError && error.code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** Books a free time for a visitor (values already validated by the form). */
export async function claimSlot(request: NewAppointment, now = Date.now()): Promise<ClaimOutcome> {
  const email = request.email.trim().toLowerCase();
  try {
    return await announced(
      await withImmediateTransaction((db): ClaimOutcome => {
        const existing = upcomingFor(db, email, now);
        if (existing !== undefined) return { ok: false, reason: "has-upcoming", appointmentId: existing.id };
        const slot = checkSlot(db, request.start, now);
        if (!slot.free) return { ok: false, reason: slot.reason };
        const start = new Date(Date.parse(request.start)).toISOString();
        const end = new Date(slot.end).toISOString();
        const videoRoom = newVideoRoom(readSettings(db).business);
        const { id } = run(
          db,
          db.kysely.insertInto("appointments").values(
            sealFor("appointments", {
              start_at: start,
              end_at: end,
              status: "gepland" as const,
              name: request.name,
              email,
              phone: request.phone,
              question: request.question,
              rescheduled_to_id: null,
              reminder_sent_at: null,
              created_at: new Date(now).toISOString(),
              video_room: videoRoom,
            }),
          ),
        );
        recordStatus(db, id, "gepland", "bezoeker", now);
        const at = new Date(now).toISOString();
        run(db, personActivity(db.kysely, { kind: "appointment", email, name: request.name, at, clear: false }));
        run(db, statusOnBooking(db.kysely, email, at));
        // Booking the intro call ends every follow-up sequence (ADR 0130).
        run(db, sequenceExit(db.kysely, { email }, "kennismaking-geboekt", at));
        return { ok: true, id, start, end, videoRoom };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** A planned, upcoming appointment's row, or why it cannot be changed. */
function changeable(db: Connection, id: number, now: number) {
  const row = first(db, db.kysely.selectFrom("appointments").selectAll().where("id", "=", id));
  if (!row) return { ok: false as const, reason: "not-found" as const };
  if (row.status !== "gepland") return { ok: false as const, reason: "not-planned" as const };
  if (Date.parse(row.start_at) <= now) return { ok: false as const, reason: "past" as const };
  return { ok: true as const, row };
}

/**
 * An intro call that will not take place or did not (cancelled, or the
 * person did not come, ADR 0134): the card's status goes back to what it was
 * before the booking, a sequence for a call that was held stops, and the
 * cancelled-or-missed sequence starts.
 */
export function introCallNotHeld(db: Connection, email: string, now: number): void {
  const at = new Date(now).toISOString();
  run(db, statusOnCancel(db.kysely, email, at));
  run(db, sequenceExit(db.kysely, { email }, "kennismaking-gemist", at, "kennismaking-gehouden"));
  run(db, sequenceEntry(db.kysely, { trigger: "kennismaking-gemist", email }));
}

/** Cancels a planned appointment before it starts; its time is free again at once. */
export async function cancelAppointment(id: number, actor: Actor, now = Date.now()): Promise<ChangeOutcome> {
  return announced(
    await withImmediateTransaction((db): ChangeOutcome => {
      const found = changeable(db, id, now);
      if (!found.ok) return { ok: false, reason: found.reason };
      run(db, db.kysely.updateTable("appointments").set({ status: "geannuleerd" }).where("id", "=", id));
      recordStatus(db, id, "geannuleerd", actor, now);
      // A paid session's credit: back or spent under the policy (ADR 0123); the person's status and
      // the missed-intro-call sequence follow intro calls only.
      if (found.row.session_type_id !== null) settleCreditOnCancel(db, found.row, actor, now);
      else introCallNotHeld(db, found.row.email, now);
      return { ok: true };
    }),
  );
}

class SlotRefused extends Error {
  constructor(readonly reason: "taken" | "unavailable") {
    super(reason);
  }
}

/**
 * Moves a planned appointment to another free time in one step: the old one
 * becomes 'verzet' (its time frees) and points to a new planned one with the
 * same details; when the new time is not free nothing changes.
 */
export async function rescheduleAppointment(
  id: number,
  newStart: string,
  actor: Actor,
  now = Date.now(),
): Promise<RescheduleOutcome> {
  try {
    return await announced(
      await withImmediateTransaction((db): RescheduleOutcome => {
        const found = changeable(db, id, now);
        if (!found.ok) return { ok: false, reason: found.reason };
        run(db, db.kysely.updateTable("appointments").set({ status: "verzet" }).where("id", "=", id));
        const typeId = found.row.session_type_id;
        const type = typeId === null ? undefined : readSessionType(db, typeId);
        const slot = type
          ? checkSlot(db, newStart, now, (conn, at) => sessionSlotInput(conn, at, type))
          : checkSlot(db, newStart, now);
        // Throwing rolls the status change back.
        if (!slot.free) throw new SlotRefused(slot.reason);
        // The same person, details and video room (sealed values move as they are: same table and columns).
        const { name, email, phone, question, video_room } = found.row;
        // One calendar event for the whole chain of moves (ADR 0067).
        const seriesId = found.row.series_id ?? id;
        const sequence = found.row.sequence + 1;
        const start = new Date(Date.parse(newStart)).toISOString();
        const end = new Date(slot.end).toISOString();
        const { id: newId } = run(
          db,
          db.kysely.insertInto("appointments").values({
            name,
            email,
            phone,
            question,
            start_at: start,
            end_at: end,
            status: "gepland",
            rescheduled_to_id: null,
            reminder_sent_at: null,
            created_at: new Date(now).toISOString(),
            series_id: seriesId,
            sequence,
            video_room,
            session_type_id: typeId,
          }),
        );
        run(db, db.kysely.updateTable("appointments").set({ rescheduled_to_id: newId }).where("id", "=", id));
        moveCredit(db, id, newId);
        recordStatus(db, id, "verzet", actor, now);
        recordStatus(db, newId, "gepland", actor, now);
        return { ok: true, id: newId, start, end, seriesId, sequence };
      }),
    );
  } catch (error) {
    if (error instanceof SlotRefused) return { ok: false, reason: error.reason };
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/** An appointment's status changes, oldest first. */
export function statusHistory(id: number) {
  return db
    .selectFrom("appointment_status_history")
    .select(["status", "actor", "changed_at"])
    .where("appointment_id", "=", id)
    .orderBy("id")
    .execute();
}
