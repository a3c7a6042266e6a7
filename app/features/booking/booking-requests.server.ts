import { lookupFor, sealFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { takeHits } from "~/server/rate-limit.server";
import { signToken, verifyToken } from "~/server/secret.server";
import { withConnection } from "~/server/sync-db.server";
import { appointmentPath } from "./appointment-links.server";
import { claimSlot, upcomingFor, type NewAppointment } from "./appointments.server";
import { queueBookedMails, queueExistingBookingMail, queueRequestMail } from "./booking-mails.server";
import { readSettings } from "./booking-store.server";
import { freeTimes } from "./free-times.server";
import type { SlotDay } from "./slots";
import { whenOf, type When } from "./when";

/**
 * A booking on /kennismaking is a request that only the address owner can
 * turn into an appointment (ADR 0080): the form's answer is the same whether
 * or not the address already has a call, and nothing is booked before the
 * owner confirms through the mailed link, so neither the page nor the free
 * times tell anyone who booked. An address with a planned call gets the link
 * to move it instead (ADR 0048). One mail per address an hour, whoever asks.
 */
export const requestValidityMs = 24 * 60 * 60 * 1000;
const mailsPerAddress = { limit: 1, windowMs: 60 * 60 * 1000 };
const purpose = "appointment-request";

/** What happened, for the log only: the visitor sees one answer for all. */
export type RequestOutcome = "requested" | "has-upcoming" | "mail-throttled";

const iso = (ms: number) => new Date(ms).toISOString();

function confirmPath(requestId: number, expiresAt: number): string {
  return `/afspraak/bevestigen/${signToken(purpose, String(requestId), expiresAt)}`;
}

/** Stores (or renews) the address's request and mails its owner; or mails the owner of a planned call its move link. */
export async function requestBooking(request: NewAppointment, now = Date.now()): Promise<RequestOutcome> {
  const email = request.email.trim().toLowerCase();
  // Counted before the transaction: takeHits runs its own, and the one connection cannot nest them.
  const allowed = await takeHits([{ key: `booking-mail:${lookupFor(email)}`, ...mailsPerAddress }], now);
  const upcoming = allowed ? await withConnection((sync) => upcomingFor(sync, email, now)) : undefined;
  let outcome: RequestOutcome = "mail-throttled";
  if (upcoming) {
    await queueExistingBookingMail(db, { id: upcoming.id, start: upcoming.start_at, email });
    outcome = "has-upcoming";
  } else if (allowed) {
    const expiresAt = now + requestValidityMs;
    const values = sealFor("appointment_requests", {
      start_at: iso(Date.parse(request.start)),
      name: request.name,
      phone: request.phone,
      question: request.question,
      requested_at: iso(now),
      expires_at: iso(expiresAt),
    });
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("appointment_requests")
        .values({ email, ...values })
        .onConflict((oc) => oc.column("email").doUpdateSet(values))
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueRequestMail(trx, {
        email,
        start: values.start_at,
        confirmUrl: `${publicUrl}${confirmPath(id, expiresAt)}`,
      });
    });
    outcome = "requested";
  }
  logger.info({ outcome }, "booking requested");
  return outcome;
}

type StoredRequest = NewAppointment & { id: number };

async function requestForToken(
  token: string,
  now: number,
): Promise<{ ok: true; request: StoredRequest } | { ok: false; kind: "invalid" | "expired" | "closed" }> {
  const check = verifyToken(purpose, token, now);
  if (!check.ok) return { ok: false, kind: check.reason };
  const id = Number(check.payload);
  if (!Number.isSafeInteger(id)) return { ok: false, kind: "invalid" };
  const row = await db.selectFrom("appointment_requests").selectAll().where("id", "=", id).executeTakeFirst();
  // Confirmed already, or erased: the link has done its work.
  if (!row) return { ok: false, kind: "closed" };
  if (row.expires_at <= iso(now)) return { ok: false, kind: "expired" };
  const { name, phone, question } = unsealFor("appointment_requests", row);
  return { ok: true, request: { id, start: row.start_at, name, email: row.email, phone, question } };
}

export type RequestView =
  | { kind: "confirm" | "taken" | "unavailable"; when: When; days: SlotDay[] }
  | { kind: "booked"; viewPath: string }
  | { kind: "closed" | "invalid" | "expired" | "error" };

/** GET /afspraak/bevestigen/<token>: the time asked for and the free times; changes nothing (mail scanners open links). */
export async function requestPreview(token: string, now = Date.now()): Promise<RequestView> {
  const found = await requestForToken(token, now);
  if (!found.ok) return { kind: found.kind };
  return { kind: "confirm", when: whenOf(found.request.start), days: await freeTimes(now) };
}

/**
 * POST /afspraak/bevestigen/<token>: books the time asked for, or `start`
 * when the owner chose another, through the engine's claim (which checks
 * again that the time is free and that the address has no planned call).
 */
export async function confirmRequest(token: string, start: string | null, now = Date.now()): Promise<RequestView> {
  try {
    const found = await requestForToken(token, now);
    if (!found.ok) return { kind: found.kind };
    const { request } = found;
    const outcome = await claimSlot({ ...request, start: start || request.start }, now);
    if (!outcome.ok && outcome.reason !== "has-upcoming") {
      return { kind: outcome.reason, when: whenOf(request.start), days: await freeTimes(now) };
    }
    await db.deleteFrom("appointment_requests").where("id", "=", request.id).execute();
    if (!outcome.ok) {
      // The owner holds a call already (booked since): the link shows that one.
      const existing = await db
        .selectFrom("appointments")
        .select("start_at")
        .where("id", "=", outcome.appointmentId)
        .executeTakeFirstOrThrow();
      return { kind: "booked", viewPath: appointmentPath("view", outcome.appointmentId, existing.start_at) };
    }
    const appointment = {
      ...request,
      id: outcome.id,
      start: outcome.start,
      end: outcome.end,
      seriesId: null,
      sequence: 0,
      videoRoom: outcome.videoRoom,
    };
    const settings = await withConnection(readSettings);
    await db.transaction().execute((trx) => queueBookedMails(trx, appointment, settings));
    return { kind: "booked", viewPath: `${appointmentPath("view", outcome.id, outcome.start)}?geboekt=1` };
  } catch (error) {
    logger.error({ err: error }, "booking confirmation failed");
    return { kind: "error" };
  }
}
