import { first, run, type Connection } from "~/server/sync-db.server";
import type { Actor } from "./appointments.server";

/**
 * The credit policy (ADR 0123), used inside the booking engine's own
 * transactions (appointments.server): how long a credit holds, what a cancel
 * does to the credit of a session, and a move taking its credit along.
 */
const hourMs = 3_600_000;

export interface SessionPolicy {
  creditMonths: number;
  cancelHours: number;
}

export function readSessionPolicy(db: Connection): SessionPolicy {
  const row = first(db, db.kysely.selectFrom("session_settings").selectAll().where("id", "=", 1));
  if (!row) throw new Error("session_settings row 1 is missing (migration 0058 inserts it)");
  return { creditMonths: row.credit_months, cancelHours: row.cancel_hours };
}

/** The moment a credit granted at `at` expires: the same time `months` calendar months later. */
export function creditExpiry(at: number, months: number): string {
  const expiry = new Date(at);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  return expiry.toISOString();
}

/** Whether cancelling a session that starts at `startMs` at `now` still gives the credit back (strictly more than the hours). */
export function cancelReturnsCredit(startMs: number, now: number, policy: SessionPolicy): boolean {
  return startMs - now > policy.cancelHours * hourMs;
}

/**
 * Inside a cancel's transaction: what happens to the credit bound to the
 * cancelled session. Nothing for an intro call.
 */
export function settleCreditOnCancel(
  db: Connection,
  appointment: { id: number; start_at: string; session_type_id: number | null },
  actor: Actor,
  now: number,
): "returned" | "spent" | "none" {
  if (appointment.session_type_id === null) return "none";
  const credit = first(
    db,
    db.kysely
      .selectFrom("session_credits")
      .select("id")
      .where("appointment_id", "=", appointment.id)
      .where("spent_at", "is", null),
  );
  if (!credit) return "none";
  const early = cancelReturnsCredit(Date.parse(appointment.start_at), now, readSessionPolicy(db));
  if (actor === "coach" || early) {
    run(db, db.kysely.updateTable("session_credits").set({ appointment_id: null }).where("id", "=", credit.id));
    return "returned";
  }
  run(
    db,
    db.kysely
      .updateTable("session_credits")
      .set({ spent_at: new Date(now).toISOString() })
      .where("id", "=", credit.id),
  );
  return "spent";
}

/** Inside a move's transaction: the credit follows the session to its new appointment. */
export function moveCredit(db: Connection, fromId: number, toId: number): void {
  run(db, db.kysely.updateTable("session_credits").set({ appointment_id: toId }).where("appointment_id", "=", fromId));
}
