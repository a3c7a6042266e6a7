import { reminderMail, sessionReminderMail } from "~/content/booking-engine";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { firstNameForMail, type MailBlock, type MailContent as Mail } from "~/server/mail.server";
import { dayHeading, dayMs, timeLabel } from "~/lib/amsterdam-time";
import { appointmentLink } from "./appointment-links.server";
import { withConnection } from "~/server/sync-db.server";
import { readSettings, type BookingSettings } from "./booking-store.server";
import { defineJob } from "~/server/jobs.server";
import {
  appointmentInvite,
  calendarAppointmentOf,
  calendarColumns,
  calendarSettingsOf,
  type CalendarAppointment,
} from "./calendar-ics.server";
import { calendarBlocks } from "./booking-mails.server";
import { calendarEventOf, videoLinkFor } from "./confirmation.server";
import { enterSequences } from "~/features/newsletter/sequences.server";

/**
 * The reminder 24 hours before a call or a paid session (ADR 0140), through
 * the mail queue. The marker reminder_sent_at is set in the same transaction
 * that queues the mail, and only where it was still empty, so a reminder goes
 * out once even across restarts or two workers. Appointments booked less than
 * a day ahead get none (their confirmation is fresh).
 */
export async function queueDueReminders(now = Date.now()): Promise<number> {
  const settings = await withConnection(readSettings);
  const due = await db
    .selectFrom("appointments")
    .leftJoin("session_types", "session_types.id", "appointments.session_type_id")
    .select([...calendarColumns, "appointments.created_at", "session_types.place"])
    .where("appointments.status", "=", "gepland")
    .where("appointments.reminder_sent_at", "is", null)
    .where("appointments.start_at", ">", new Date(now).toISOString())
    .where("appointments.start_at", "<=", new Date(now + dayMs).toISOString())
    .execute();
  let queued = 0;
  for (const row of due) {
    const start = Date.parse(row.start_at);
    if (Date.parse(row.created_at) > start - dayMs) continue;
    // The type's address counts only while it is held at a location.
    const appointment = calendarAppointmentOf({
      ...row,
      session_address: row.place === "locatie" ? row.session_address : null,
    });
    const mail = appointment.sessionType
      ? sessionReminder(appointment, settings)
      : introCallReminder(appointment, settings);
    const sent = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("appointments")
        .set({ reminder_sent_at: new Date(now).toISOString() })
        .where("id", "=", row.id)
        .where("status", "=", "gepland")
        .where("reminder_sent_at", "is", null)
        .executeTakeFirst();
      if (marked.numUpdatedRows !== 1n) return false;
      await queueMail(trx, mail);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

const reminderWhen = (appointment: CalendarAppointment) => {
  const start = Date.parse(appointment.start);
  return {
    firstName: firstNameForMail(appointment.name),
    day: dayHeading(start),
    time: timeLabel(start),
    minutes: Math.round((Date.parse(appointment.end) - start) / 60_000),
  };
};

interface ReminderTexts<Input> {
  subject: (input: Input) => string;
  heading: string;
  paragraphs: (input: Input) => MailBlock[];
  buttonLabel: string;
}

/** The one shape of a reminder: the video link as the button when there is one. */
function reminderOf<Input extends { videoUrl: string }>(
  to: string,
  text: ReminderTexts<Input>,
  input: Input,
  rest: Pick<Mail, "closing" | "calendar">,
): Mail {
  return {
    to,
    subject: text.subject(input),
    heading: text.heading,
    paragraphs: text.paragraphs(input),
    button: input.videoUrl ? { label: text.buttonLabel, url: input.videoUrl } : undefined,
    ...rest,
  };
}

function introCallReminder(appointment: CalendarAppointment, settings: BookingSettings): Mail {
  const input = {
    ...reminderWhen(appointment),
    videoUrl: videoLinkFor(appointment, settings),
    rescheduleUrl: appointmentLink("reschedule", appointment.id, appointment.start),
    cancelUrl: appointmentLink("cancel", appointment.id, appointment.start),
  };
  return reminderOf(appointment.email, reminderMail, input, { closing: reminderMail.closing(input) });
}

/**
 * A session's reminder: type, time, video link or address, the invitation
 * attached again (same UID, so calendars update the one event) and the
 * Google and Outlook buttons. Moving and cancelling a session are the client
 * page's, under the credit policy (ADR 0123), not the intro call's links.
 */
function sessionReminder(appointment: CalendarAppointment, settings: BookingSettings): Mail {
  const input = {
    ...reminderWhen(appointment),
    type: appointment.sessionType ?? "",
    address: appointment.sessionAddress ?? null,
    videoUrl: appointment.sessionAddress ? "" : videoLinkFor(appointment, settings),
  };
  return reminderOf(appointment.email, sessionReminderMail, input, {
    closing: [...calendarBlocks(calendarEventOf(appointment, settings)), sessionReminderMail.change],
    calendar: { method: "REQUEST", ics: appointmentInvite(appointment, calendarSettingsOf(settings)) },
  });
}

/**
 * Planned appointments whose end has passed become 'geweest', with a history
 * entry; a passed intro call (not a paid session) starts the held-call sequences.
 */
export async function markPastAppointments(now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx) => {
    const past = await trx
      .selectFrom("appointments")
      .select(["id", "email", "session_type_id"])
      .where("status", "=", "gepland")
      .where("end_at", "<=", at)
      .execute();
    for (const { id, email, session_type_id } of past) {
      await trx.updateTable("appointments").set({ status: "geweest" }).where("id", "=", id).execute();
      await trx
        .insertInto("appointment_status_history")
        .values({ appointment_id: id, status: "geweest", actor: "systeem", changed_at: at })
        .execute();
      if (session_type_id === null) await enterSequences(trx, { trigger: "kennismaking-gehouden", email });
    }
    return past.length;
  });
}

/** Queues due reminders and closes past appointments at start-up and once a minute. */
export const appointmentsJob = defineJob({
  name: "appointments",
  first: 0,
  every: 60_000,
  run: async (now) => {
    const reminders = await queueDueReminders(now.getTime());
    const past = await markPastAppointments(now.getTime());
    if (reminders || past) logger.info({ reminders, past, at: now.toISOString() }, "appointment jobs ran");
  },
});
