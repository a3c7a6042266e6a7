import { calendarAppointmentOf, calendarColumns, calendarSettingsOf } from "~/features/booking/calendar-ics.server";
import { readSettings } from "~/features/booking/booking-store.server";
import { calendarEventOf, calendarLinks, videoLinkFor } from "~/features/booking/confirmation.server";
import { cancelReturnsCredit, readSessionPolicy } from "~/features/booking/credit-policy.server";
import { creditCounts, type CreditCount } from "~/features/booking/session-credits.server";
import { whenOf, type When } from "~/features/booking/when";
import { invoiceLinkPath } from "~/features/invoices/downloads.server";
import { db } from "~/server/db.server";
import { withConnection } from "~/server/sync-db.server";

/**
 * What the signed-in client page shows (ADR 0125), read for the link's own
 * address only: the package and its credits per session type, the sessions
 * held, the sessions ahead (the next with its link or address and calendar
 * buttons), and the invoices with their signed links. Only the route's loader
 * calls it, after `hasClientSession` for this link.
 */
export interface ClientSession {
  id: number;
  when: When;
  typeId: number;
  typeName: string;
  minutes: number;
  /** The room or fixed link for an online session ("" while there is none); null at a location. */
  videoUrl: string | null;
  /** A session at a location: where. */
  address: string | null;
  /** Cancelling (or moving) now still gives the credit back. */
  early: boolean;
}

export interface HeldSession {
  id: number;
  when: When;
  typeName: string;
  /** held: took place; noShow: marked absent; late: cancelled too late, counted as used. */
  kind: "held" | "noShow" | "late";
}

export interface ClientOverview {
  packages: string[];
  credits: CreditCount[];
  upcoming: ClientSession[];
  /** The next session's calendar buttons (the .ics is served by the page's own route). */
  calendar: { google: string; outlook: string; ics: string } | null;
  held: HeldSession[];
  invoices: { number: string; kind: "invoice" | "credit"; issueDate: string; path: string }[];
  cancelHours: number;
}

/** The client's session rows (moved-away rows left out), newest first, with their type and credit. */
function sessionRows(email: string) {
  return db
    .selectFrom("appointments")
    .innerJoin("session_types", "session_types.id", "appointments.session_type_id")
    .leftJoin("session_credits", "session_credits.appointment_id", "appointments.id")
    .select([
      ...calendarColumns,
      "appointments.status",
      "appointments.no_show_at",
      "session_types.id as type_id",
      "session_credits.spent_at",
    ])
    .where("appointments.email", "=", email)
    .where("appointments.status", "!=", "verzet")
    .orderBy("appointments.start_at", "desc")
    .execute();
}

/** The link's path for the .ics of one of its sessions. */
export const sessionIcsPath = (linkPath: string, id: number) => `${linkPath}/agenda.ics?sessie=${id}`;

export async function clientOverview(email: string, linkPath: string, now: number): Promise<ClientOverview> {
  const at = new Date(now).toISOString();
  const [rows, { credits, policy, settings }, invoices, packages] = await Promise.all([
    sessionRows(email),
    withConnection((conn) => ({
      credits: creditCounts(conn, email, now),
      policy: readSessionPolicy(conn),
      settings: readSettings(conn),
    })),
    db
      .selectFrom("invoices")
      .select(["id", "number", "kind", "issue_date"])
      .where("client_email", "=", email)
      .orderBy("issued_at", "desc")
      .execute(),
    db
      .selectFrom("session_credits")
      .innerJoin("payment_offers", "payment_offers.id", "session_credits.offer_id")
      .select("payment_offers.description")
      .distinct()
      .where("session_credits.client_email", "=", email)
      .execute(),
  ]);
  const upcoming = rows
    .filter((row) => row.status === "gepland" && row.start_at > at)
    .reverse()
    .map((row): ClientSession => ({
      id: row.id,
      when: whenOf(row.start_at),
      typeId: row.type_id,
      typeName: row.session_type,
      minutes: Math.round((Date.parse(row.end_at) - Date.parse(row.start_at)) / 60_000),
      videoUrl: row.session_address === null ? videoLinkFor(calendarAppointmentOf(row), settings) : null,
      address: row.session_address,
      early: cancelReturnsCredit(Date.parse(row.start_at), now, policy),
    }));
  const next = upcoming[0] && rows.find((row) => row.id === upcoming[0]!.id);
  const held = rows.flatMap((row): HeldSession[] => {
    const base = { id: row.id, when: whenOf(row.start_at), typeName: row.session_type };
    if (row.no_show_at !== null) return [{ ...base, kind: "noShow" }];
    if (row.status === "geannuleerd") return row.spent_at !== null ? [{ ...base, kind: "late" }] : [];
    return row.start_at <= at ? [{ ...base, kind: "held" }] : [];
  });
  return {
    packages: packages.map((row) => row.description),
    credits,
    upcoming,
    calendar: next
      ? calendarLinks(calendarEventOf(calendarAppointmentOf(next), settings), sessionIcsPath(linkPath, next.id))
      : null,
    held,
    invoices: invoices.map((row) => ({
      number: row.number,
      kind: row.kind,
      issueDate: row.issue_date,
      path: invoiceLinkPath(row.id, now),
    })),
    cancelHours: policy.cancelHours,
  };
}

/** One planned session of this client, for its .ics download; undefined for anyone else's. */
export async function clientSessionForCalendar(email: string, id: number) {
  const rows = await sessionRows(email);
  const row = rows.find((candidate) => candidate.id === id && candidate.status === "gepland");
  if (!row) return undefined;
  const settings = await withConnection(readSettings);
  return { appointment: calendarAppointmentOf(row), settings: calendarSettingsOf(settings) };
}
