import type { Kysely, Transaction } from "kysely";
import { coachMails, visitorMails } from "~/content/booking";
import type { Database } from "~/server/db-schema";
import { publicUrl } from "~/server/env.server";
import { queueMail } from "~/server/mail-queue.server";
import { dayHeading, timeLabel } from "~/lib/amsterdam-time";
import { appointmentLink } from "./appointment-links.server";
import { coachAddress, type BookingSettings } from "./booking-store.server";
import {
  appointmentCancellation,
  appointmentInvite,
  calendarSettingsOf,
  type CalendarAppointment,
} from "./calendar-ics.server";

/**
 * The mails of a booking, through the mail queue (issue #11): the visitor's
 * confirmation with the invitation (.ics) and signed links, the notices of a
 * cancel or move to both sides, and the coach's notice of every change, which
 * names the visitor and the time and nothing else (the rest is in the portal).
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** A planned appointment as the mails need it (name opened). */
export type MailAppointment = CalendarAppointment;

const when = (iso: string) => ({ day: dayHeading(Date.parse(iso)), time: timeLabel(Date.parse(iso)) });
const minutesOf = (a: MailAppointment) => Math.round((Date.parse(a.end) - Date.parse(a.start)) / 60_000);
const agendaUrl = `${publicUrl}/admin/agenda`;

function confirmationFor(appointment: MailAppointment, settings: BookingSettings, moved: boolean) {
  const { day, time } = when(appointment.start);
  const input = {
    firstName: appointment.name.split(" ")[0] ?? "",
    day,
    time,
    minutes: minutesOf(appointment),
    videoUrl: settings.business.videoUrl,
    viewUrl: appointmentLink("view", appointment.id, appointment.start),
    rescheduleUrl: appointmentLink("reschedule", appointment.id, appointment.start),
    cancelUrl: appointmentLink("cancel", appointment.id, appointment.start),
  };
  const text = visitorMails.confirmation;
  return {
    to: appointment.email,
    subject: moved ? visitorMails.moved.subject(input) : text.subject(input),
    heading: moved ? visitorMails.moved.heading : text.heading,
    paragraphs: text.paragraphs(input),
    // Without a link yet the text says it follows (D32); a button to nowhere helps nobody.
    button: input.videoUrl ? { label: text.buttonLabel, url: input.videoUrl } : undefined,
    closing: text.closing(input),
    calendar: {
      method: "REQUEST" as const,
      ics: appointmentInvite(appointment, calendarSettingsOf(settings)),
    },
  };
}

/** Takes the event out of the visitor's calendar (the same UID as the invitation). */
export function cancellationFor(appointment: MailAppointment, settings: BookingSettings) {
  return { method: "CANCEL" as const, ics: appointmentCancellation(appointment, calendarSettingsOf(settings)) };
}

/** The coach's notice of a change: who and when, a link into the portal. */
function coachNotice(
  settings: BookingSettings,
  text: { subject: (day: string, time: string) => string; heading: string },
  at: { day: string; time: string },
  paragraph: string,
) {
  return {
    to: coachAddress(settings),
    subject: text.subject(at.day, at.time),
    heading: text.heading,
    paragraphs: [paragraph],
    button: { label: coachMails.buttonLabel, url: agendaUrl },
  };
}

/** A new booking: the visitor's confirmation and the coach's notice. */
export async function queueBookedMails(
  executor: Executor,
  appointment: MailAppointment,
  settings: BookingSettings,
): Promise<void> {
  const { day, time } = when(appointment.start);
  await queueMail(executor, confirmationFor(appointment, settings, false));
  await queueMail(
    executor,
    coachNotice(settings, coachMails.created, { day, time }, coachMails.created.paragraph(appointment.name, day, time)),
  );
}

/** A cancelled booking: both sides hear of it. */
export async function queueCancelledMails(
  executor: Executor,
  appointment: MailAppointment,
  settings: BookingSettings,
): Promise<void> {
  const { day, time } = when(appointment.start);
  const text = visitorMails.cancelled;
  await queueMail(executor, {
    to: appointment.email,
    subject: text.subject,
    heading: text.heading,
    paragraphs: text.paragraphs(day, time),
    button: { label: text.buttonLabel, url: `${publicUrl}/kennismaking` },
    calendar: cancellationFor(appointment, settings),
  });
  await queueMail(
    executor,
    coachNotice(
      settings,
      coachMails.cancelled,
      { day, time },
      coachMails.cancelled.paragraph(appointment.name, day, time),
    ),
  );
}

/** A moved booking: the visitor gets a confirmation of the new time (new invitation and links), the coach a notice. */
export async function queueMovedMails(
  executor: Executor,
  from: string,
  appointment: MailAppointment,
  settings: BookingSettings,
): Promise<void> {
  const before = when(from);
  const after = when(appointment.start);
  await queueMail(executor, confirmationFor(appointment, settings, true));
  const paragraph = coachMails.moved.paragraph(
    appointment.name,
    `${before.day} ${before.time}`,
    `${after.day} ${after.time}`,
  );
  await queueMail(executor, coachNotice(settings, coachMails.moved, after, paragraph));
}

/** A second booking attempt for an address with a planned call: only its owner gets the link to move it (ADR 0048). */
export async function queueExistingBookingMail(
  executor: Executor,
  appointment: Pick<MailAppointment, "id" | "start" | "email">,
): Promise<void> {
  const { day, time } = when(appointment.start);
  const text = visitorMails.existing;
  await queueMail(executor, {
    to: appointment.email,
    subject: text.subject,
    heading: text.heading,
    paragraphs: text.paragraphs(day, time),
    button: { label: text.buttonLabel, url: appointmentLink("reschedule", appointment.id, appointment.start) },
  });
}
