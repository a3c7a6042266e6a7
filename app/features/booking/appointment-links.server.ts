import { publicUrl } from "~/server/env.server";
import { signToken, verifyToken } from "~/server/secret.server";

/**
 * Signed cancel and reschedule links in the visitor's mails. A token names one
 * appointment and one action and expires when the appointment starts; the
 * operation still checks that the appointment is planned, so a link of a
 * cancelled or moved appointment does nothing.
 */
export type AppointmentAction = "cancel" | "reschedule";

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

/** The page behind the link (built next: a confirm page whose POST acts; mail scanners only GET). */
export function appointmentLink(action: AppointmentAction, appointmentId: number, startsAt: string): string {
  const path = action === "cancel" ? "afspraak/annuleren" : "afspraak/verzetten";
  return `${publicUrl}/${path}/${appointmentToken(action, appointmentId, startsAt)}`;
}
