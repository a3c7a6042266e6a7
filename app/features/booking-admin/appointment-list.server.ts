import { adminAppointments as texts, coachCancelMail } from "~/content/admin-agenda";
import { unknownIntentMessage } from "~/content/forms";
import { formatTableDate } from "~/lib/format";
import { readNewestFirst } from "~/features/admin-lists/lists.server";
import { pageWindow, paging, pageSize, type Paging } from "~/lib/paging";
import { cancelAppointment } from "~/features/booking/appointments.server";
import { markNoShow } from "~/features/booking/session-credits.server";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { dayHeading, timeLabel } from "~/lib/amsterdam-time";
import { cancellationFor } from "~/features/booking/booking-mails.server";
import { readSettings } from "~/features/booking/booking-store.server";
import { withConnection } from "~/server/sync-db.server";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { personPath } from "~/features/people/person-path.server";
import { unsealFor } from "~/server/data-key.server";
import type { AppointmentStatus } from "~/server/db-schema";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { firstNameForMail } from "~/server/mail.server";
import { cancelSchemas, noShowSchemas } from "./forms";

/** Upcoming live calls first (ADR 0116); cancelled and moved ones only on their own tab, so no call shows twice. */
export const appointmentTabs = ["komend", "eerder", "geannuleerd"] as const;
export type AppointmentTab = (typeof appointmentTabs)[number];

export interface AppointmentRow {
  id: number;
  /** 'di 24-12-2026' and '10:00' in the coach's time zone, like the other admin lists (ADR 0116). */
  date: string;
  time: string;
  name: string;
  email: string;
  phone: string | null;
  question: string | null;
  status: AppointmentStatus;
  /** Marked as not come (ADR 0134). */
  noShow: boolean;
  /** The person card of this address (see app/features/people/person-path.server.ts). */
  personHref: string;
  cancellable: boolean;
  /** Started, and not yet marked as not come. */
  canMarkNoShow: boolean;
}

export function appointmentTab(url: URL): AppointmentTab {
  return appointmentTabs.find((tab) => tab === url.searchParams.get("tab")) ?? "komend";
}

type StoredAppointment = {
  id: number;
  start_at: string;
  name: string;
  email: string;
  phone: string | null;
  question: string | null;
  status: AppointmentStatus;
  no_show_at: string | null;
};

function toRow(stored: StoredAppointment, now: number): AppointmentRow {
  const open = unsealFor("appointments", { name: stored.name, phone: stored.phone, question: stored.question });
  const start = Date.parse(stored.start_at);
  return {
    id: stored.id,
    date: formatTableDate(stored.start_at),
    time: timeLabel(start),
    name: open.name,
    email: stored.email,
    phone: open.phone,
    question: open.question,
    status: stored.status,
    noShow: stored.no_show_at !== null,
    personHref: personPath(stored.email),
    cancellable: stored.status === "gepland" && start > now,
    canMarkNoShow:
      stored.no_show_at === null && start <= now && stored.status !== "geannuleerd" && stored.status !== "verzet",
  };
}

const columns = ["id", "start_at", "name", "email", "phone", "question", "status", "no_show_at"] as const;

/** The rows of each tab: planned calls to come; calls that were (held or planned in the past); cancelled or moved. */
function tabRows(tab: AppointmentTab, at: string) {
  const all = db.selectFrom("appointments");
  if (tab === "komend") return all.where("status", "=", "gepland").where("start_at", ">=", at);
  if (tab === "eerder") return all.where("status", "in", ["gepland", "geweest"]).where("start_at", "<", at);
  return all.where("status", "in", ["geannuleerd", "verzet"]);
}

/**
 * One page of appointments (D23 paging): upcoming ones soonest first, the
 * other tabs newest first, each with its sealed fields opened.
 */
export async function appointmentPage(url: URL, now = Date.now()): Promise<{ rows: AppointmentRow[]; paging: Paging }> {
  const tab = appointmentTab(url);
  const base = tabRows(tab, new Date(now).toISOString());
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const pages = paging(url, total);
  const stored =
    tab === "komend"
      ? await base.select(columns).orderBy("start_at").orderBy("id").limit(pageSize).offset(pages.offset).execute()
      : await readNewestFirst(base.select(columns), "start_at", pageWindow(pages));
  return { paging: pages, rows: stored.map((row) => toRow(row, now)) };
}

/** The appointment a no-JavaScript cancel step asks about (?annuleer=id), if it can still be cancelled. */
export async function appointmentToConfirm(url: URL, now = Date.now()): Promise<AppointmentRow | null> {
  const id = Number(url.searchParams.get("annuleer"));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const stored = await db.selectFrom("appointments").select(columns).where("id", "=", id).executeTakeFirst();
  const row = stored ? toRow(stored, now) : null;
  return row?.cancellable ? row : null;
}

export type CancelResult = FormResult<"Cancelled", "Not cancellable" | "Invalid">;

/**
 * The coach cancels (ADR 0050): the engine frees the time at once, then the
 * visitor's mail goes into the mail queue with the coach's optional message.
 */
export async function cancelByCoach(form: FormData, now = Date.now()): Promise<CancelResult> {
  const parsed = parseIntent(form, cancelSchemas);
  if (!parsed) return formRefusal("Invalid", unknownIntentMessage);
  if (!parsed.ok) return formFailure("Invalid", parsed.errors, parsed.values);
  const { id, message } = parsed.value;
  const outcome = await cancelAppointment(id, "coach", now);
  if (!outcome.ok) return formRefusal("Not cancellable", texts.notCancellable, parsed.values);
  const stored = await db
    .selectFrom("appointments")
    .select([...columns, "end_at", "series_id", "sequence"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const row = toRow(stored, now);
  const start = Date.parse(stored.start_at);
  const input = {
    firstName: firstNameForMail(row.name),
    day: dayHeading(start),
    time: timeLabel(start),
    message: message === "" ? null : message,
    bookingUrl: `${publicUrl}/kennismaking`,
  };
  await queueMail(db, {
    to: row.email,
    subject: coachCancelMail.subject(input),
    heading: coachCancelMail.heading,
    paragraphs: coachCancelMail.paragraphs(input),
    button: { label: coachCancelMail.buttonLabel, url: input.bookingUrl },
    calendar: cancellationFor(
      {
        id,
        start: stored.start_at,
        end: stored.end_at,
        name: row.name,
        email: row.email,
        seriesId: stored.series_id,
        sequence: stored.sequence,
      },
      await withConnection(readSettings),
    ),
  });
  // The id only: never the person's data or the message.
  logger.info({ appointmentId: id }, "coach cancelled an appointment");
  return { ok: true, code: "Cancelled", message: texts.cancelled };
}

export type NoShowResult = FormResult<"Marked", "Not markable" | "Invalid">;

/**
 * The coach marks a past call as not come (ADR 0134), with the card's session
 * panel's `markNoShow`: an intro call then counts as not held. Logged by id.
 */
export async function markNoShowByCoach(admin: AccessLogUser, form: FormData, now = Date.now()): Promise<NoShowResult> {
  const parsed = parseIntent(form, noShowSchemas);
  if (!parsed) return formRefusal("Invalid", unknownIntentMessage);
  if (!parsed.ok) return formFailure("Invalid", parsed.errors, parsed.values);
  const { appointmentId } = parsed.value;
  const outcome = await markNoShow(appointmentId, now);
  if (!outcome.ok) return formRefusal("Not markable", texts.notMarkable);
  await logAccess(admin, "no-show-marked", { table: "appointments", id: appointmentId });
  return { ok: true, code: "Marked", message: texts.noShowDone };
}
