import { reminderMail } from "~/content/booking-engine";
import { unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { firstNameForMail } from "~/server/mail.server";
import { dayHeading, dayMs, timeLabel } from "~/lib/amsterdam-time";
import { appointmentLink } from "./appointment-links.server";
import { withConnection } from "~/server/sync-db.server";
import { readSettings } from "./booking-store.server";
import { defineJob } from "~/server/jobs.server";
import { videoLinkOf } from "./video-room.server";
import { enterSequences } from "~/features/newsletter/sequences.server";

/**
 * The reminder 24 hours before a call, through the mail queue. The marker
 * reminder_sent_at is set in the same transaction that queues the mail, and
 * only where it was still empty, so a reminder goes out once even across
 * restarts or two workers. Appointments booked less than a day ahead get none
 * (their confirmation is fresh).
 */
export async function queueDueReminders(now = Date.now()): Promise<number> {
  const settings = await withConnection(readSettings);
  const due = await db
    .selectFrom("appointments")
    .select(["id", "start_at", "end_at", "name", "email", "created_at", "video_room"])
    .where("status", "=", "gepland")
    // The intro call's reminder; a paid session's reminder is its own (ADR 0123).
    .where("session_type_id", "is", null)
    .where("reminder_sent_at", "is", null)
    .where("start_at", ">", new Date(now).toISOString())
    .where("start_at", "<=", new Date(now + dayMs).toISOString())
    .execute();
  let queued = 0;
  for (const row of due) {
    const start = Date.parse(row.start_at);
    if (Date.parse(row.created_at) > start - dayMs) continue;
    const opened = unsealFor("appointments", { name: row.name, video_room: row.video_room });
    const input = {
      firstName: firstNameForMail(opened.name),
      day: dayHeading(start),
      time: timeLabel(start),
      minutes: Math.round((Date.parse(row.end_at) - start) / 60_000),
      videoUrl: videoLinkOf(opened.video_room, settings.business),
      rescheduleUrl: appointmentLink("reschedule", row.id, row.start_at),
      cancelUrl: appointmentLink("cancel", row.id, row.start_at),
    };
    const sent = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("appointments")
        .set({ reminder_sent_at: new Date(now).toISOString() })
        .where("id", "=", row.id)
        .where("status", "=", "gepland")
        .where("reminder_sent_at", "is", null)
        .executeTakeFirst();
      if (marked.numUpdatedRows !== 1n) return false;
      await queueMail(trx, {
        to: row.email,
        subject: reminderMail.subject(input),
        heading: reminderMail.heading,
        paragraphs: reminderMail.paragraphs(input),
        button: input.videoUrl ? { label: reminderMail.buttonLabel, url: input.videoUrl } : undefined,
        closing: reminderMail.closing(input),
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
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
