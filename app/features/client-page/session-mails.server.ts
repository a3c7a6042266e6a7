import { clientPage } from "~/content/client-page";
import { readSettings } from "~/features/booking/booking-store.server";
import { cancellationFor, coachNotice } from "~/features/booking/booking-mails.server";
import {
  appointmentInvite,
  calendarAppointmentOf,
  calendarColumns,
  calendarSettingsOf,
} from "~/features/booking/calendar-ics.server";
import { videoLinkFor } from "~/features/booking/confirmation.server";
import { dayHeading, timeLabel } from "~/lib/amsterdam-time";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { unlinkable } from "~/server/mail.server";
import { withConnection } from "~/server/sync-db.server";

/**
 * The mails of a client's own change on the client page (ADR 0125): to the
 * client the time, type and place with the invitation (or its cancellation)
 * attached and a button back to the page; to the coach who, which type and
 * when. Nothing else: no notes, no credits, nothing the coach wrote.
 */
export type MailedChange = "booked" | "moved" | "cancelled-returned" | "cancelled-spent";

export async function queueSessionMails(change: MailedChange, appointmentId: number, pageUrl: string): Promise<void> {
  try {
    const row = await db
      .selectFrom("appointments")
      .innerJoin("session_types", "session_types.id", "appointments.session_type_id")
      .select([...calendarColumns])
      .where("appointments.id", "=", appointmentId)
      .executeTakeFirstOrThrow();
    const appointment = calendarAppointmentOf(row);
    const settings = await withConnection(readSettings);
    const type = appointment.sessionType ?? "";
    const ms = Date.parse(appointment.start);
    const [day, time] = [dayHeading(ms), timeLabel(ms)];
    const minutes = Math.round((Date.parse(appointment.end) - ms) / 60_000);
    const words = clientPage.sessionMails;
    const coach = clientPage.coachMails;
    const cancelled = change === "cancelled-returned" || change === "cancelled-spent";
    const where = appointment.sessionAddress
      ? words.address(appointment.sessionAddress)
      : words.online(videoLinkFor(appointment, settings));
    const client = cancelled
      ? {
          subject: words.cancelled.subject,
          heading: words.cancelled.heading,
          paragraphs: [
            words.cancelled.paragraph(type, day, time),
            change === "cancelled-returned" ? words.cancelled.returned : words.cancelled.spent,
          ],
          calendar: cancellationFor(appointment, settings),
        }
      : {
          subject: words[change].subject(day, time),
          heading: words[change].heading,
          paragraphs: [words[change].paragraph(type, minutes, day, time), where, words.calendar],
          calendar: { method: "REQUEST" as const, ics: appointmentInvite(appointment, calendarSettingsOf(settings)) },
        };
    const name = unlinkable(appointment.name);
    const notice = cancelled ? coach.cancelled : coach[change];
    const paragraph = notice.paragraph(name, type, day, time);
    await db.transaction().execute(async (trx) => {
      await queueMail(trx, { to: appointment.email, ...client, button: { label: words.button, url: pageUrl } });
      await queueMail(
        trx,
        coachNotice(
          settings,
          notice,
          { day, time },
          cancelled
            ? `${paragraph} ${change === "cancelled-spent" ? coach.cancelled.spent : coach.cancelled.returned}`
            : paragraph,
          cancelled ? null : appointment.videoRoom,
        ),
      );
    });
  } catch (err) {
    // The change itself is done and shown on the page; a mail that could not be queued is logged for the coach.
    logger.error({ err, appointmentId }, "client session mails could not be queued");
  }
}
