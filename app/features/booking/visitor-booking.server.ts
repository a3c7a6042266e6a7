import { bookingMessages, bookingSent } from "~/content/booking";
import { formRefusal } from "~/lib/forms/form-result";
import { handlePublicForm } from "~/server/public-form.server";
import { unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { senderAddress } from "~/server/mail.server";
import { appointmentPath, verifyAppointmentToken, type AppointmentAction } from "./appointment-links.server";
import { parseBooking, type BookingFailureCode, type BookingResult } from "./booking-form";
import { queueCancelledMails, queueMovedMails, type MailAppointment } from "./booking-mails.server";
import { requestBooking } from "./booking-requests.server";
import { withConnection } from "~/server/sync-db.server";
import { readSettings } from "./booking-store.server";
import { cancelAppointment, rescheduleAppointment, slotStatus } from "./appointments.server";
import { freeTimes } from "./free-times.server";
import { pickerDays, type PickerDay, type SlotDay } from "./slots";
import { whenOf, type When } from "./when";
import type { SiteImage } from "~/content/images";
import { portrait } from "~/features/portrait/portrait.server";
import { calendarEventOf, calendarLinks, hasTakenSelfTest, videoLinkFor } from "./confirmation.server";

/**
 * The visitor's side of booking (ADR 0047, ADR 0080): the form's action on
 * /kennismaking, the confirmation page, and the cancel and move pages behind
 * the signed links (the confirm page: booking-requests.server). Every
 * operation takes `now`, so tests can fix the clock; the engine
 * (appointments.server) decides what is free, never the form.
 */

/** The free times with the picker's row of days (ADR 0111), and the chosen time when `?tijd=` names a free one. */
export async function bookingChoice(
  chosenStart: string | null,
  now = Date.now(),
): Promise<{ days: SlotDay[]; calendar: PickerDay[]; chosen: When | null; chosenGone: boolean }> {
  const days = await freeTimes(now);
  const calendar = pickerDays(days, now);
  if (!chosenStart) return { days, calendar, chosen: null, chosenGone: false };
  const free = days.some((day) => day.slots.some((slot) => slot.start === chosenStart));
  return { days, calendar, chosen: free ? whenOf(chosenStart) : null, chosenGone: !free };
}

export interface BookingAnswer {
  result: BookingResult;
  status: number;
}

/** The one answer to every accepted form, and to a bot (D9): what was typed, nothing about the address. */
async function confirmationSent(values: Record<string, string>): Promise<BookingAnswer> {
  const start = Date.parse(values.start ?? "");
  const when = Number.isFinite(start) ? whenOf(new Date(start).toISOString()) : null;
  return {
    result: {
      ok: true,
      code: "Confirmation sent",
      message: bookingSent.title,
      email: (values.email ?? "").trim(),
      from: await senderAddress(),
      day: when?.day ?? null,
      time: when?.time ?? null,
    },
    status: 200,
  };
}

/**
 * POST /kennismaking through the public form pipeline (ADR 0096), then whether
 * the time is free (public), then the request its owner confirms by mail (ADR 0080).
 */
export function handleBooking(request: Request, clientAddress: string, now = Date.now()): Promise<BookingAnswer> {
  return handlePublicForm(request, {
    name: "booking",
    clientAddress,
    rateLimit: "booking",
    now,
    check: parseBooking,
    // A bot learns nothing and books nothing (D9).
    botAnswer: (_form, values) => confirmationSent(values),
    // A database error is as unexpected to the visitor as any other: one message for both.
    refuse: (reason, values) => refusal(reason === "Rate limit exceeded" ? reason : "Unexpected error", values),
    handle: async ({ start, name, email, phone, question }, _form, values) => {
      // Only what the free times already show anyone; the address plays no part yet.
      const slot = await slotStatus(start, now);
      if (!slot.free) {
        return { result: refusal(slot.reason === "taken" ? "Slot taken" : "Slot unavailable", values), status: 409 };
      }
      await requestBooking({ start, name, email, phone, question }, now);
      return confirmationSent(values);
    },
  });
}

function refusal(code: Exclude<BookingFailureCode, "Validation failed">, values: Record<string, string>) {
  // The chosen time is not kept: after a refusal the visitor picks again from fresh times.
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => field !== "start"));
  return formRefusal(code, bookingMessages[code], kept);
}

/** What a signed link leads to: the appointment, or why not. */
export type LinkedAppointment =
  { kind: "planned"; appointment: MailAppointment & { status: string } } | { kind: "closed" | "invalid" | "expired" };

async function linkedAppointment(action: AppointmentAction, token: string, now: number): Promise<LinkedAppointment> {
  const check = verifyAppointmentToken(action, token, now);
  if (!check.ok) return { kind: check.reason };
  const row = await db
    .selectFrom("appointments")
    .select(["id", "start_at", "end_at", "status", "name", "email", "series_id", "sequence", "video_room"])
    .where("id", "=", check.appointmentId)
    .executeTakeFirst();
  // Erased by a data request: the link is as good as a wrong one.
  if (!row) return { kind: "invalid" };
  // A token is bound to the start it was made for: a link of a moved appointment never acts on another time.
  if (row.status !== "gepland" || Date.parse(row.start_at) <= now) return { kind: "closed" };
  const { name, video_room } = unsealFor("appointments", { name: row.name, video_room: row.video_room });
  return {
    kind: "planned",
    appointment: {
      id: row.id,
      start: row.start_at,
      end: row.end_at,
      name,
      email: row.email,
      status: row.status,
      seriesId: row.series_id,
      sequence: row.sequence,
      videoRoom: video_room,
    },
  };
}

export interface AppointmentView {
  when: When;
  minutes: number;
  /** This call's room or the fixed link (ADR 0113); "" while there is none. */
  videoUrl: string;
  cancelPath: string;
  reschedulePath: string;
  calendar: { google: string; outlook: string; ics: string };
  /** Invite to the self-test only when this address has not taken it (ADR 0112). */
  inviteToSelfTest: boolean;
  coachName: string;
  portrait: SiteImage;
}

/** GET /afspraak/<token>: the confirmation page's data. */
export async function appointmentView(
  token: string,
  now = Date.now(),
): Promise<{ kind: "planned"; view: AppointmentView } | { kind: "closed" | "invalid" | "expired" }> {
  const found = await linkedAppointment("view", token, now);
  if (found.kind !== "planned") return found;
  const { appointment } = found;
  const [settings, selfTestTaken, image] = await Promise.all([
    withConnection(readSettings),
    hasTakenSelfTest(db, appointment.email),
    portrait(),
  ]);
  return {
    kind: "planned",
    view: {
      when: whenOf(appointment.start),
      minutes: Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000),
      videoUrl: videoLinkFor(appointment, settings),
      cancelPath: appointmentPath("cancel", appointment.id, appointment.start),
      reschedulePath: appointmentPath("reschedule", appointment.id, appointment.start),
      calendar: calendarLinks(calendarEventOf(appointment, settings), `/afspraak/${token}/agenda.ics`),
      inviteToSelfTest: !selfTestTaken,
      coachName: settings.business.coachName,
      portrait: image,
    },
  };
}

/** The appointment behind a view token, for its .ics download. */
export async function appointmentForCalendar(token: string, now = Date.now()) {
  const found = await linkedAppointment("view", token, now);
  if (found.kind !== "planned") return null;
  const settings = await withConnection(readSettings);
  return { appointment: found.appointment, settings };
}

export type ChangeView =
  /** movePath: on the cancel page, the offer to move first (ADR 0112). */
  | { kind: "confirm"; when: When; days: SlotDay[]; movePath?: string }
  | { kind: "cancelled" }
  | { kind: "moved"; when: When; viewPath: string }
  | { kind: "taken" | "unavailable"; when: When; days: SlotDay[] }
  | { kind: "closed" | "invalid" | "expired" | "error" };

/** GET of a cancel or move link: shows what would happen; changes nothing (mail scanners open links). */
export async function changePreview(
  action: "cancel" | "reschedule",
  token: string,
  now = Date.now(),
): Promise<ChangeView> {
  const found = await linkedAppointment(action, token, now);
  if (found.kind !== "planned") return found;
  const { id, start } = found.appointment;
  if (action === "cancel") {
    return { kind: "confirm", when: whenOf(start), days: [], movePath: appointmentPath("reschedule", id, start) };
  }
  return { kind: "confirm", when: whenOf(start), days: await freeTimes(now) };
}

/** POST /afspraak/annuleren/<token>: cancels; the time is free at once; both sides get a mail. */
export async function cancelByToken(token: string, now = Date.now()): Promise<ChangeView> {
  try {
    const found = await linkedAppointment("cancel", token, now);
    if (found.kind !== "planned") return found;
    const outcome = await cancelAppointment(found.appointment.id, "bezoeker", now);
    if (!outcome.ok) return { kind: "closed" };
    const settings = await withConnection(readSettings);
    await db.transaction().execute((trx) => queueCancelledMails(trx, found.appointment, settings));
    return { kind: "cancelled" };
  } catch (error) {
    logger.error({ err: error }, "cancel by link failed");
    return { kind: "error" };
  }
}

/** POST /afspraak/verzetten/<token>: moves to the chosen free time in one step; both sides get a mail. */
export async function rescheduleByToken(token: string, start: string, now = Date.now()): Promise<ChangeView> {
  try {
    const found = await linkedAppointment("reschedule", token, now);
    if (found.kind !== "planned") return found;
    const outcome = await rescheduleAppointment(found.appointment.id, start, "bezoeker", now);
    if (!outcome.ok) {
      if (outcome.reason === "taken" || outcome.reason === "unavailable") {
        return { kind: outcome.reason, when: whenOf(found.appointment.start), days: await freeTimes(now) };
      }
      return { kind: "closed" };
    }
    const { id, start: movedStart, end, seriesId, sequence } = outcome;
    const moved = { ...found.appointment, id, start: movedStart, end, seriesId, sequence };
    const settings = await withConnection(readSettings);
    await db.transaction().execute((trx) => queueMovedMails(trx, found.appointment.start, moved, settings));
    return { kind: "moved", when: whenOf(outcome.start), viewPath: appointmentPath("view", outcome.id, outcome.start) };
  } catch (error) {
    logger.error({ err: error }, "reschedule by link failed");
    return { kind: "error" };
  }
}
