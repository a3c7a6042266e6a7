import { cancelAppointment } from "~/features/booking/appointments.server";
import { cancelReturnsCredit, readSessionPolicy } from "~/features/booking/credit-policy.server";
import { claimSession, moveSessionByClient } from "~/features/booking/session-credits.server";
import { sessionFreeTimes } from "~/features/booking/session-types.server";
import { lookupFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { withConnection } from "~/server/sync-db.server";
import type { MailedChange } from "./session-mails.server";

/**
 * Booking, moving and cancelling from the client page (ADR 0125), always for
 * the signed-in link's own address: a session id of another client is as
 * unknown as a wrong one. The booking engine decides what is free and what
 * happens to the credit (ADR 0123); this module only checks ownership.
 */
export type SessionRefusal = "taken" | "unavailable" | "no-credit" | "late" | "not-found";
/** A change done, with the appointment it left (the new one after a move), or why not. */
export type SessionOutcome = { change: MailedChange; id: number } | { change: SessionRefusal };

/** A session type the client may book now: one with a credit left. */
export async function bookableTypes(email: string, now: number) {
  const at = new Date(now).toISOString();
  return db
    .selectFrom("session_credits")
    .innerJoin("session_types", "session_types.id", "session_credits.session_type_id")
    .select(["session_types.id", "session_types.name", "session_types.minutes"])
    .distinct()
    .where("session_credits.client_email", "=", email)
    .where("session_credits.appointment_id", "is", null)
    .where("session_credits.spent_at", "is", null)
    .where("session_credits.expires_at", ">", at)
    .where("session_types.archived_at", "is", null)
    .orderBy("session_types.id")
    .execute();
}

/** This client's planned session `id`, or undefined (another client's, an intro call, past or gone). */
async function ownSession(email: string, id: number, now: number) {
  const row = await db
    .selectFrom("appointments")
    .select(["id", "start_at", "session_type_id"])
    .where("id", "=", id)
    .where("email", "=", email)
    .where("status", "=", "gepland")
    .where("session_type_id", "is not", null)
    .executeTakeFirst();
  return row && row.start_at > new Date(now).toISOString() ? { ...row, typeId: row.session_type_id! } : undefined;
}

/** The free times to move session `id` to, or undefined when it is not this client's. */
export async function moveChoice(email: string, id: number, now: number) {
  const session = await ownSession(email, id, now);
  return session && { session, days: await sessionFreeTimes(session.typeId, now) };
}

/** The name the coach knows this client by (sealed on the person), if any. */
export async function clientName(email: string): Promise<string | null> {
  const row = await db
    .selectFrom("people")
    .select("name")
    .where("email_lookup", "=", lookupFor(email))
    .executeTakeFirst();
  return (row && unsealFor("people", { name: row.name }).name) ?? null;
}

export async function bookClientSession(
  email: string,
  typeId: number,
  start: string,
  now: number,
): Promise<SessionOutcome> {
  const outcome = await claimSession({ start, typeId, email, name: (await clientName(email)) ?? email }, now);
  if (!outcome.ok) return { change: outcome.reason };
  logger.info({ appointmentId: outcome.id }, "client booked a session");
  return { change: "booked", id: outcome.id };
}

export async function moveClientSession(
  email: string,
  id: number,
  start: string,
  now: number,
): Promise<SessionOutcome> {
  if (!(await ownSession(email, id, now))) return { change: "not-found" };
  const outcome = await moveSessionByClient(id, start, now);
  if (outcome.ok) return { change: "moved", id: outcome.id };
  const { reason } = outcome;
  return { change: reason === "taken" || reason === "unavailable" || reason === "late" ? reason : "not-found" };
}

/** Cancels under the policy; says whether the credit came back (the same rule at the same moment as the engine's). */
export async function cancelClientSession(email: string, id: number, now: number): Promise<SessionOutcome> {
  const session = await ownSession(email, id, now);
  if (!session) return { change: "not-found" };
  const policy = await withConnection(readSessionPolicy);
  const outcome = await cancelAppointment(id, "bezoeker", now);
  if (!outcome.ok) return { change: "not-found" };
  const returned = cancelReturnsCredit(Date.parse(session.start_at), now, policy);
  return { change: returned ? "cancelled-returned" : "cancelled-spent", id };
}

/** For the cancel question: whether this session would come back now, or undefined when it is not this client's. */
export async function cancelChoice(email: string, id: number, now: number) {
  const session = await ownSession(email, id, now);
  if (!session) return undefined;
  const policy = await withConnection(readSessionPolicy);
  return { session, returns: cancelReturnsCredit(Date.parse(session.start_at), now, policy) };
}
