import type { Kysely, Transaction } from "kysely";
import { callGuide, coachMails, visitorMails } from "~/content/booking";
import type { Database } from "~/server/db-schema";
import { publicUrl } from "~/server/env.server";
import { queueMail } from "~/server/mail-queue.server";
import { firstNameForMail, unlinkable, type MailBlock } from "~/server/mail.server";
import { dayHeading, timeLabel } from "~/lib/amsterdam-time";
import { appointmentLink } from "./appointment-links.server";
import { coachAddress, type BookingSettings } from "./booking-store.server";
import { calendarEventOf, calendarLinks, hasTakenSelfTest, videoLinkFor } from "./confirmation.server";
import type { CalendarEvent } from "./calendar-links";
import {
  appointmentCancellation,
  appointmentInvite,
  calendarSettingsOf,
  type CalendarAppointment,
} from "./calendar-ics.server";

/**
 * The mails of a booking, through the mail queue (ADR 0040): the visitor's
 * confirmation with the invitation (.ics) and signed links, the notices of a
 * cancel or move to both sides, and the coach's notice of every change, which
 * names the visitor and the time and nothing else (the rest is in the portal).
 * The visitor's name is shown unlinkable in every one of them (ADR 0088).
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** A planned appointment as the mails need it (name opened). */
export type MailAppointment = CalendarAppointment;

const when = (iso: string) => ({ day: dayHeading(Date.parse(iso)), time: timeLabel(Date.parse(iso)) });
const minutesOf = (a: MailAppointment) => Math.round((Date.parse(a.end) - Date.parse(a.start)) / 60_000);
const agendaUrl = () => `${publicUrl}/admin/agenda`;

/**
 * The visitor's confirmation (ADR 0112): the video link as the one filled
 * button, then the calendar buttons, what the call will be like, how to
 * prepare, the self-test as an invitation when this address has not taken it,
 * and buttons to view, move or cancel instead of raw links.
 */
async function confirmationFor(
  executor: Executor,
  appointment: MailAppointment,
  settings: BookingSettings,
  moved: boolean,
) {
  const { day, time } = when(appointment.start);
  const minutes = minutesOf(appointment);
  const input = {
    firstName: firstNameForMail(appointment.name),
    day,
    time,
    minutes,
    videoUrl: videoLinkFor(appointment, settings),
  };
  const viewUrl = appointmentLink("view", appointment.id, appointment.start);
  const text = visitorMails.confirmation;
  const selfTest: MailBlock[] = (await hasTakenSelfTest(executor, appointment.email))
    ? []
    : [
        { heading: callGuide.selfTestTitle },
        callGuide.selfTest,
        { buttons: [{ label: callGuide.selfTestButton, url: `${publicUrl}/test-landing` }] },
      ];
  return {
    to: appointment.email,
    subject: moved ? visitorMails.moved.subject(input) : text.subject(input),
    heading: moved ? visitorMails.moved.heading : text.heading,
    paragraphs: text.paragraphs(input),
    // Without a link yet the text says it follows (D32); a button to nowhere helps nobody.
    button: input.videoUrl ? { label: text.buttonLabel, url: input.videoUrl } : undefined,
    closing: [
      ...calendarBlocks(calendarEventOf(appointment, settings), `${viewUrl}/agenda.ics`),
      { heading: callGuide.expectTitle },
      { list: callGuide.expect(minutes) },
      { heading: callGuide.prepareTitle },
      { list: callGuide.prepare },
      ...selfTest,
      { heading: text.changeTitle },
      text.changeText,
      {
        buttons: [
          { label: text.view, url: viewUrl },
          { label: text.reschedule, url: appointmentLink("reschedule", appointment.id, appointment.start) },
          { label: text.cancel, url: appointmentLink("cancel", appointment.id, appointment.start) },
        ],
      },
      text.personalLine,
    ] satisfies MailBlock[],
    calendar: {
      method: "REQUEST" as const,
      ics: appointmentInvite(appointment, calendarSettingsOf(settings)),
    },
  };
}

/**
 * "Zet het in je agenda" with the Google and Outlook buttons (ADR 0112) and,
 * given its address, the .ics download; the mail carries the .ics attached.
 */
export function calendarBlocks(event: CalendarEvent, icsUrl?: string): MailBlock[] {
  const text = visitorMails.confirmation;
  const links = calendarLinks(event, icsUrl ?? "");
  return [
    { heading: text.calendarTitle },
    text.calendarText,
    {
      buttons: [
        { label: text.calendars.google, url: links.google },
        { label: text.calendars.outlook, url: links.outlook },
        ...(icsUrl ? [{ label: text.calendars.ics, url: icsUrl }] : []),
      ],
    },
  ];
}

/** Takes the event out of the visitor's calendar (the same UID as the invitation). */
export function cancellationFor(appointment: MailAppointment, settings: BookingSettings) {
  return { method: "CANCEL" as const, ics: appointmentCancellation(appointment, calendarSettingsOf(settings)) };
}

/** The coach's notice of a change: who and when, a link into the portal. */
export function coachNotice(
  settings: BookingSettings,
  text: { subject: (day: string, time: string) => string; heading: string },
  at: { day: string; time: string },
  paragraph: string,
  videoRoom?: string | null,
) {
  return {
    to: coachAddress(settings),
    subject: text.subject(at.day, at.time),
    heading: text.heading,
    // With a room per call the coach needs this call's room (ADR 0113); the fixed link she knows.
    paragraphs: videoRoom ? [paragraph, coachMails.room(videoRoom)] : [paragraph],
    button: { label: coachMails.buttonLabel, url: agendaUrl() },
  };
}

/** A new booking: the visitor's confirmation and the coach's notice. */
export async function queueBookedMails(
  executor: Executor,
  appointment: MailAppointment,
  settings: BookingSettings,
): Promise<void> {
  const { day, time } = when(appointment.start);
  await queueMail(executor, await confirmationFor(executor, appointment, settings, false));
  await queueMail(
    executor,
    coachNotice(
      settings,
      coachMails.created,
      { day, time },
      coachMails.created.paragraph(unlinkable(appointment.name), day, time),
      appointment.videoRoom,
    ),
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
      coachMails.cancelled.paragraph(unlinkable(appointment.name), day, time),
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
  await queueMail(executor, await confirmationFor(executor, appointment, settings, true));
  const paragraph = coachMails.moved.paragraph(
    unlinkable(appointment.name),
    `${before.day} ${before.time}`,
    `${after.day} ${after.time}`,
  );
  await queueMail(executor, coachNotice(settings, coachMails.moved, after, paragraph, appointment.videoRoom));
}

/** A booking asked for on the site: its owner confirms it through the signed link (ADR 0080). No name: anyone may type one. */
export async function queueRequestMail(
  executor: Executor,
  request: { email: string; start: string; confirmUrl: string },
): Promise<void> {
  const { day, time } = when(request.start);
  const text = visitorMails.request;
  await queueMail(executor, {
    to: request.email,
    subject: text.subject(day, time),
    heading: text.heading,
    paragraphs: text.paragraphs(day, time),
    button: { label: text.buttonLabel, url: request.confirmUrl },
    closing: [...text.closing],
  });
}

/** A booking asked for with an address that has a planned call: only its owner gets the link to move it (ADR 0048, ADR 0080). */
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
