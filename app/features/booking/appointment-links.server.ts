import { publicUrl } from "~/server/env.server";
import { signToken, verifyToken } from "~/server/secret.server";

/**
 * Signed links to an appointment: its confirmation page (view) and the cancel
 * and reschedule pages in the visitor's mails. A token names one appointment
 * and one action and expires when the appointment starts; the operation still
 * checks that the appointment is planned, so a link of a cancelled or moved
 * appointment does nothing. No personal data is in a link (ADR 0047).
 */
export type AppointmentAction = "view" | "cancel" | "reschedule";

const purposeOf = (action: AppointmentAction) => `appointment-${action}`;

export function appointmentToken(action: AppointmentAction, appointmentId: number, startsAt: string): string {
  return signToken(purposeOf(action), String(appointmentId), Date.parse(startsAt));
}

/** The appointment id a token is for, or why it is refused. */
export function verifyAppointmentToken(
  action: AppointmentAction,
  token: string,
  now = Date.now(),
): { ok: true; appointmentId: number } | { ok: false; reason: "invalid" | "expired" } {
  const check = verifyToken(purposeOf(action), token, now);
  if (!check.ok) return check;
  const appointmentId = Number(check.payload);
  return Number.isSafeInteger(appointmentId) && appointmentId > 0
    ? { ok: true, appointmentId }
    : { ok: false, reason: "invalid" };
}

const pathOf: Record<AppointmentAction, string> = {
  view: "/afspraak",
  cancel: "/afspraak/annuleren",
  reschedule: "/afspraak/verzetten",
};

/** The site path of the page behind a link (cancel and reschedule: a confirm page whose POST acts; mail scanners only GET). */
export function appointmentPath(action: AppointmentAction, appointmentId: number, startsAt: string): string {
  return `${pathOf[action]}/${appointmentToken(action, appointmentId, startsAt)}`;
}

/** The full link, for mails. */
export function appointmentLink(action: AppointmentAction, appointmentId: number, startsAt: string): string {
  return `${publicUrl}${appointmentPath(action, appointmentId, startsAt)}`;
}
