import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db-schema";
import { unsealFor } from "~/server/data-key.server";
import { logger } from "~/server/logger.server";
import { freeTimesChanged } from "./booking-page.server";

/**
 * A person's appointments, unconfirmed booking requests and session credits for data requests
 * (export and erasure): matched on the exact e-mail address, which both store
 * lower-cased. Kept apart so the data-request module plugs it in (its findIn and erasure remove
 * `appointments` by these ids; the status history goes with them by cascade).
 */
type Executor = Kysely<Database> | Transaction<Database>;

export interface PersonAppointment {
  id: number;
  start_at: string;
  end_at: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  question: string | null;
  created_at: string;
  history: { status: string; actor: string; changed_at: string }[];
}

export async function findAppointments(executor: Executor, email: string): Promise<PersonAppointment[]> {
  const rows = await executor
    .selectFrom("appointments")
    .select(["id", "start_at", "end_at", "status", "name", "email", "phone", "question", "created_at"])
    .where("email", "=", email.trim().toLowerCase())
    .orderBy("id")
    .execute();
  const history =
    rows.length === 0
      ? []
      : await executor
          .selectFrom("appointment_status_history")
          .select(["appointment_id", "status", "actor", "changed_at"])
          .where(
            "appointment_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("id")
          .execute();
  return rows.map((row) => ({
    ...unsealFor("appointments", row),
    history: history
      .filter((entry) => entry.appointment_id === row.id)
      .map(({ status, actor, changed_at }) => ({ status, actor, changed_at })),
  }));
}

/** A booking asked for and not yet confirmed by its owner (ADR 0080), opened. */
export interface PersonAppointmentRequest {
  id: number;
  email: string;
  start_at: string;
  name: string;
  phone: string | null;
  question: string | null;
  requested_at: string;
  expires_at: string;
}

export async function findAppointmentRequests(executor: Executor, email: string): Promise<PersonAppointmentRequest[]> {
  const rows = await executor
    .selectFrom("appointment_requests")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .orderBy("id")
    .execute();
  return rows.map((row) => unsealFor("appointment_requests", row));
}

/** Deletes these appointments (with their history, by cascade); returns how many went. */
export async function deleteAppointments(executor: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await executor.deleteFrom("appointments").where("id", "in", ids).executeTakeFirst();
  // An erased upcoming call frees its time (ADR 0082). Not awaited: the caller's transaction holds the
  // connection, and the page's render reads after it commits.
  freeTimesChanged().catch((error: unknown) => logger.error({ err: error }, "booking page refresh failed"));
  return Number(result.numDeletedRows);
}

/** A session credit (ADR 0123) with the coach's hand changes, their reasons opened. */
export interface PersonSessionCredit {
  id: number;
  session_type: string;
  granted_at: string;
  expires_at: string;
  appointment_id: number | null;
  spent_at: string | null;
  offer_id: number | null;
  changes: { kind: string; reason: string; admin_email: string; changed_at: string }[];
}

export async function findSessionCredits(executor: Executor, email: string): Promise<PersonSessionCredit[]> {
  const rows = await executor
    .selectFrom("session_credits")
    .innerJoin("session_types", "session_types.id", "session_credits.session_type_id")
    .select([
      "session_credits.id",
      "session_types.name as session_type",
      "session_credits.granted_at",
      "session_credits.expires_at",
      "session_credits.appointment_id",
      "session_credits.spent_at",
      "session_credits.offer_id",
    ])
    .where("session_credits.client_email", "=", email.trim().toLowerCase())
    .orderBy("session_credits.id")
    .execute();
  const changes =
    rows.length === 0
      ? []
      : await executor
          .selectFrom("session_credit_changes")
          .selectAll()
          .where(
            "credit_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("id")
          .execute();
  return rows.map((row) => ({
    ...row,
    changes: changes
      .filter((change) => change.credit_id === row.id)
      .map((change) => {
        const { kind, reason, admin_email, changed_at } = unsealFor("session_credit_changes", change);
        return { kind, reason, admin_email, changed_at };
      }),
  }));
}

/** Deletes these credits (their hand changes go by cascade); returns how many went. */
export async function deleteSessionCredits(executor: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await executor.deleteFrom("session_credits").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
