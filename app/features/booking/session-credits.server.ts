import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db-schema";
import { sealFor } from "~/server/data-key.server";
import { db as kyselyDb } from "~/server/db.server";
import { all, first, run, withConnection, withImmediateTransaction, type Connection } from "~/server/sync-db.server";
import {
  announced,
  checkSlot,
  introCallNotHeld,
  isUniqueViolation,
  recordStatus,
  rescheduleAppointment,
  type RescheduleOutcome,
} from "./appointments.server";
import { cancelReturnsCredit, creditExpiry, readSessionPolicy } from "./credit-policy.server";
import { readSettings } from "./booking-store.server";
import { readSessionType, sessionSlotInput } from "./session-types.server";
import { newVideoRoom } from "./video-room.server";

/**
 * Credits for paid sessions (D36, ADR 0123). One row per session a client may
 * book. Booking binds the credit that expires first to the new appointment in
 * the same BEGIN IMMEDIATE transaction that claims the time (ADR 0040), so a
 * credit is used once however many bookings race for it, and a refused time
 * uses none. Cancelling more than `cancel_hours` before the start unbinds it
 * (it is free again); later, or a no-show, spends it. The coach's own cancel
 * always gives it back: the client did not cause it.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The credits a paid package gives, inside the transaction that marks its
 * payment paid (which happens once per offer): one per session of each type
 * the package gives. A custom offer gives none; the coach adds them by hand.
 */
export async function grantPackageCredits(
  trx: Executor,
  offer: { id: number; package_key: string; client_email: string },
  paidAt: Date,
): Promise<number> {
  if (offer.package_key !== "online" && offer.package_key !== "face_to_face") return 0;
  const counts = await trx
    .selectFrom("package_sessions")
    .innerJoin("session_types", "session_types.id", "package_sessions.session_type_id")
    .select(["package_sessions.session_type_id as typeId", "package_sessions.count"])
    .where("package_sessions.package_key", "=", offer.package_key)
    .where("session_types.archived_at", "is", null)
    .execute();
  const { credit_months } = await trx
    .selectFrom("session_settings")
    .select("credit_months")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const granted = paidAt.toISOString();
  const rows = counts.flatMap(({ typeId, count }) =>
    Array.from({ length: count }, () => ({
      client_email: offer.client_email.trim().toLowerCase(),
      session_type_id: typeId,
      offer_id: offer.id,
      granted_at: granted,
      expires_at: creditExpiry(paidAt.getTime(), credit_months),
      appointment_id: null,
      spent_at: null,
    })),
  );
  if (rows.length > 0) await trx.insertInto("session_credits").values(rows).execute();
  return rows.length;
}

export interface NewSession {
  /** ISO start chosen from the type's free times. */
  start: string;
  typeId: number;
  /** The client's address (the credits' owner) and name. */
  email: string;
  name: string;
}

export type SessionClaimOutcome =
  | { ok: true; id: number; start: string; end: string; creditId: number }
  | { ok: false; reason: "taken" | "unavailable" | "no-credit" };

/** A free credit of this client and type that still holds at `startMs`, the one expiring first. */
function freeCredit(db: Connection, email: string, typeId: number, startMs: number) {
  return first(
    db,
    db.kysely
      .selectFrom("session_credits")
      .select("id")
      .where("client_email", "=", email)
      .where("session_type_id", "=", typeId)
      .where("appointment_id", "is", null)
      .where("spent_at", "is", null)
      .where("expires_at", ">", new Date(startMs).toISOString())
      .orderBy("expires_at")
      .orderBy("id"),
  );
}

class CreditGone extends Error {}

/** Books a session of a type against one of the client's credits: the time and the credit in one transaction. */
export async function claimSession(request: NewSession, now = Date.now()): Promise<SessionClaimOutcome> {
  const email = request.email.trim().toLowerCase();
  try {
    return await announced(
      await withImmediateTransaction((db): SessionClaimOutcome => {
        const type = readSessionType(db, request.typeId);
        const startMs = Date.parse(request.start);
        if (!type || type.archived_at !== null || !Number.isFinite(startMs))
          return { ok: false, reason: "unavailable" };
        const credit = freeCredit(db, email, type.id, startMs);
        if (!credit) return { ok: false, reason: "no-credit" };
        const slot = checkSlot(db, request.start, now, (conn, at) => sessionSlotInput(conn, at, type));
        if (!slot.free) return { ok: false, reason: slot.reason };
        const start = new Date(startMs).toISOString();
        const end = new Date(slot.end).toISOString();
        const online = type.place === "online";
        const { id } = run(
          db,
          db.kysely.insertInto("appointments").values(
            sealFor("appointments", {
              start_at: start,
              end_at: end,
              status: "gepland" as const,
              name: request.name,
              email,
              phone: null,
              question: null,
              rescheduled_to_id: null,
              reminder_sent_at: null,
              created_at: new Date(now).toISOString(),
              video_room: online ? newVideoRoom(readSettings(db).business) : null,
              session_type_id: type.id,
            }),
          ),
        );
        const bound = run(
          db,
          db.kysely
            .updateTable("session_credits")
            .set({ appointment_id: id })
            .where("id", "=", credit.id)
            .where("appointment_id", "is", null)
            .where("spent_at", "is", null),
        );
        // Cannot happen inside the immediate transaction; if it did, the throw rolls the booking back.
        if (bound.changes !== 1) throw new CreditGone();
        recordStatus(db, id, "gepland", "bezoeker", now);
        return { ok: true, id, start, end, creditId: credit.id };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    if (error instanceof CreditGone) return { ok: false, reason: "no-credit" };
    throw error;
  }
}

export type MoveSessionOutcome = RescheduleOutcome | { ok: false; reason: "late" };

/**
 * The client moves a session: allowed while cancelling would still give the
 * credit back (ADR 0123), so a move is never a way round the late-cancel rule.
 */
export async function moveSessionByClient(id: number, newStart: string, now = Date.now()): Promise<MoveSessionOutcome> {
  const row = await withConnection((db) => ({
    policy: readSessionPolicy(db),
    appointment: first(db, db.kysely.selectFrom("appointments").select(["start_at"]).where("id", "=", id)),
  }));
  if (row.appointment && !cancelReturnsCredit(Date.parse(row.appointment.start_at), now, row.policy)) {
    return { ok: false, reason: "late" };
  }
  return rescheduleAppointment(id, newStart, "bezoeker", now);
}

export type NoShowOutcome = { ok: true } | { ok: false; reason: "not-found" | "not-started" | "already" };

/**
 * The coach marks someone absent from a session or an intro call that has
 * started. A session took place as far as the credit goes; an intro call
 * counts as not held (ADR 0134: the cancelled-or-missed sequence starts).
 */
export async function markNoShow(id: number, now = Date.now()): Promise<NoShowOutcome> {
  // 'geweest' leaves today's count of planned appointments (the daily maximum): the free times follow.
  return announced(
    await withImmediateTransaction((db): NoShowOutcome => {
      const row = first(db, db.kysely.selectFrom("appointments").selectAll().where("id", "=", id));
      if (!row || (row.status !== "gepland" && row.status !== "geweest")) return { ok: false, reason: "not-found" };
      if (Date.parse(row.start_at) > now) return { ok: false, reason: "not-started" };
      if (row.no_show_at !== null) return { ok: false, reason: "already" };
      const at = new Date(now).toISOString();
      run(db, db.kysely.updateTable("appointments").set({ no_show_at: at, status: "geweest" }).where("id", "=", id));
      if (row.status === "gepland") recordStatus(db, id, "geweest", "coach", now);
      if (row.session_type_id === null) introCallNotHeld(db, row.email, now);
      run(
        db,
        db.kysely
          .updateTable("session_credits")
          .set({ spent_at: at })
          .where("appointment_id", "=", id)
          .where("spent_at", "is", null),
      );
      return { ok: true };
    }),
  );
}

export type HandChangeOutcome = { ok: true; creditId: number } | { ok: false; reason: "not-found" | "not-used" };

/** The coach gives a client one more credit of a type, with a reason (sealed). */
export async function addCreditByHand(
  change: { clientEmail: string; typeId: number; reason: string; adminEmail: string },
  now = Date.now(),
): Promise<HandChangeOutcome> {
  return withImmediateTransaction((db): HandChangeOutcome => {
    const type = readSessionType(db, change.typeId);
    if (!type || type.archived_at !== null) return { ok: false, reason: "not-found" };
    const at = new Date(now).toISOString();
    const { id } = run(
      db,
      db.kysely.insertInto("session_credits").values({
        client_email: change.clientEmail.trim().toLowerCase(),
        session_type_id: type.id,
        offer_id: null,
        granted_at: at,
        expires_at: creditExpiry(now, readSessionPolicy(db).creditMonths),
        appointment_id: null,
        spent_at: null,
      }),
    );
    recordHandChange(db, id, "toegevoegd", change, at);
    return { ok: true, creditId: id };
  });
}

/**
 * The coach gives back a used credit (a late cancel or no-show forgiven, a
 * session that did not count), with a reason. A credit bound to a session
 * still ahead is not used: cancel that session instead.
 */
export async function returnCreditByHand(
  change: { creditId: number; reason: string; adminEmail: string },
  now = Date.now(),
): Promise<HandChangeOutcome> {
  return withImmediateTransaction((db): HandChangeOutcome => {
    const credit = first(db, db.kysely.selectFrom("session_credits").selectAll().where("id", "=", change.creditId));
    if (!credit) return { ok: false, reason: "not-found" };
    const bound =
      credit.appointment_id === null
        ? undefined
        : first(db, db.kysely.selectFrom("appointments").select("start_at").where("id", "=", credit.appointment_id));
    const used = credit.spent_at !== null || (bound !== undefined && Date.parse(bound.start_at) <= now);
    if (!used) return { ok: false, reason: "not-used" };
    run(
      db,
      db.kysely
        .updateTable("session_credits")
        .set({ spent_at: null, appointment_id: null })
        .where("id", "=", credit.id),
    );
    recordHandChange(db, credit.id, "teruggegeven", change, new Date(now).toISOString());
    return { ok: true, creditId: credit.id };
  });
}

function recordHandChange(
  db: Connection,
  creditId: number,
  kind: "toegevoegd" | "teruggegeven",
  change: { reason: string; adminEmail: string },
  at: string,
): void {
  run(
    db,
    db.kysely.insertInto("session_credit_changes").values(
      sealFor("session_credit_changes", {
        credit_id: creditId,
        kind,
        reason: change.reason,
        admin_email: change.adminEmail,
        changed_at: at,
      }),
    ),
  );
}

export interface CreditCount {
  typeId: number;
  typeName: string;
  /** Free and still valid. */
  left: number;
  /** Bound to a session still ahead. */
  booked: number;
  /** Spent, or bound to a session that has started. */
  used: number;
  /** Free credits that expired unused. */
  expired: number;
  /** When the first of the credits left expires. */
  nextExpiry: string | null;
}

/** A client's credits per session type at `now`. */
export function creditCounts(db: Connection, email: string, now: number): CreditCount[] {
  const at = new Date(now).toISOString();
  const rows = all(
    db,
    db.kysely
      .selectFrom("session_credits")
      .innerJoin("session_types", "session_types.id", "session_credits.session_type_id")
      .leftJoin("appointments", "appointments.id", "session_credits.appointment_id")
      .select([
        "session_credits.session_type_id as typeId",
        "session_types.name as typeName",
        "session_credits.expires_at",
        "session_credits.spent_at",
        "session_credits.appointment_id",
        "appointments.start_at",
      ])
      .where("session_credits.client_email", "=", email.trim().toLowerCase())
      .orderBy("session_types.id")
      .orderBy("session_credits.expires_at"),
  );
  const counts = new Map<number, CreditCount>();
  for (const row of rows) {
    const count = counts.get(row.typeId) ?? {
      typeId: row.typeId,
      typeName: row.typeName,
      left: 0,
      booked: 0,
      used: 0,
      expired: 0,
      nextExpiry: null,
    };
    counts.set(row.typeId, count);
    if (row.spent_at !== null || (row.start_at !== null && row.start_at <= at)) count.used += 1;
    else if (row.appointment_id !== null) count.booked += 1;
    else if (row.expires_at <= at) count.expired += 1;
    else {
      count.left += 1;
      count.nextExpiry ??= row.expires_at;
    }
  }
  return [...counts.values()];
}

/** The credit policy as the coach set it: the payment page and /voorwaarden state it (ADR 0123). */
export async function sessionPolicy(): Promise<{ creditMonths: number; cancelHours: number }> {
  const settings = await kyselyDb
    .selectFrom("session_settings")
    .select(["credit_months", "cancel_hours"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { creditMonths: settings.credit_months, cancelHours: settings.cancel_hours };
}

/** What a package gives as sessions now, with the credit policy: the payment page states both (ADR 0123). */
export async function packageSessionTerms(packageKey: string): Promise<{
  sessions: { count: number; name: string; minutes: number }[];
  creditMonths: number;
  cancelHours: number;
}> {
  const [sessions, policy] = await Promise.all([
    kyselyDb
      .selectFrom("package_sessions")
      .innerJoin("session_types", "session_types.id", "package_sessions.session_type_id")
      .select(["package_sessions.count", "session_types.name", "session_types.minutes"])
      .where("package_sessions.package_key", "=", packageKey as "online" | "face_to_face")
      .where("session_types.archived_at", "is", null)
      .orderBy("session_types.id")
      .execute(),
    sessionPolicy(),
  ]);
  return { sessions, ...policy };
}
