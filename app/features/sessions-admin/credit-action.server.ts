import { data } from "react-router";
import { sessionPanel as texts } from "~/content/admin-sessions";
import { unknownIntentMessage } from "~/content/forms";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import {
  addCreditByHand,
  creditCounts,
  markNoShow,
  returnCreditByHand,
  type CreditCount,
} from "~/features/booking/session-credits.server";
import { formatAdminDate } from "~/lib/format";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { db } from "~/server/db.server";
import { withConnection } from "~/server/sync-db.server";
import { creditSchemas } from "./credit-form";

export type CreditActionResult = FormResult<"Saved", string>;

export interface SessionPanelData {
  counts: CreditCount[];
  sessions: { id: number; when: string; type: string; status: string; canMarkNoShow: boolean }[];
  /** Used credits the coach may give back. */
  returnable: { id: number; type: string; when: string }[];
  types: { id: number; name: string }[];
}

/** What the card's 'Sessies en tegoed' panel shows for this (lower-cased) address at `now` (ADR 0123). */
export async function sessionPanelData(email: string, now = Date.now()): Promise<SessionPanelData> {
  const address = email.trim().toLowerCase();
  const at = new Date(now).toISOString();
  const [counts, sessions, credits, types] = await Promise.all([
    withConnection((conn) => creditCounts(conn, address, now)),
    db
      .selectFrom("appointments")
      .innerJoin("session_types", "session_types.id", "appointments.session_type_id")
      .select([
        "appointments.id",
        "appointments.start_at",
        "appointments.status",
        "appointments.no_show_at",
        "session_types.name",
      ])
      .where("appointments.email", "=", address)
      .where("appointments.status", "!=", "verzet")
      .orderBy("appointments.start_at", "desc")
      .execute(),
    db
      .selectFrom("session_credits")
      .innerJoin("session_types", "session_types.id", "session_credits.session_type_id")
      .leftJoin("appointments", "appointments.id", "session_credits.appointment_id")
      .select(["session_credits.id", "session_types.name", "session_credits.spent_at", "appointments.start_at"])
      .where("session_credits.client_email", "=", address)
      .where((eb) => eb.or([eb("session_credits.spent_at", "is not", null), eb("appointments.start_at", "<=", at)]))
      .orderBy("session_credits.id", "desc")
      .execute(),
    db.selectFrom("session_types").select(["id", "name"]).where("archived_at", "is", null).orderBy("id").execute(),
  ]);
  return {
    counts,
    sessions: sessions.map((row) => ({
      id: row.id,
      when: formatAdminDate(row.start_at),
      type: row.name,
      status: row.no_show_at === null ? row.status : "noShow",
      canMarkNoShow:
        row.no_show_at === null && row.start_at <= at && (row.status === "gepland" || row.status === "geweest"),
    })),
    returnable: credits.map((row) => ({
      id: row.id,
      type: row.name,
      when: formatAdminDate(row.start_at ?? row.spent_at),
    })),
    types,
  };
}

const saved = (message: string) => data<CreditActionResult>({ ok: true, code: "Saved", message });
const refused = (code: string, message: string, values: Record<string, string> = {}) =>
  data<CreditActionResult>(formRefusal(code, message, values), { status: 400 });

/** Whether a credit or a session belongs to this person: the card acts on its own rows only. */
async function ownsCredit(id: number, email: string) {
  const row = await db.selectFrom("session_credits").select("client_email").where("id", "=", id).executeTakeFirst();
  return row?.client_email === email;
}
async function ownsSession(id: number, email: string) {
  const row = await db.selectFrom("appointments").select("email").where("id", "=", id).executeTakeFirst();
  return row?.email === email;
}

/**
 * The card's credit actions (callers checked requireAdmin and found the
 * person): add a credit, give a used one back (each with a reason), mark a
 * no-show. Logged by table and id; the reason is sealed, never in the log.
 */
export async function creditAction(admin: AccessLogUser, person: { email: string }, form: FormData, now = Date.now()) {
  const parsed = parseIntent(form, creditSchemas);
  if (!parsed) return refused("Validation failed", unknownIntentMessage);
  if (!parsed.ok) {
    return data<CreditActionResult>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  }
  const email = person.email.trim().toLowerCase();
  switch (parsed.intent) {
    case "tegoed-toevoegen": {
      const { typeId, reason } = parsed.value;
      const outcome = await addCreditByHand({ clientEmail: email, typeId, reason, adminEmail: admin.email }, now);
      if (!outcome.ok) return refused("Not found", texts.errors.notFound, parsed.values);
      await logAccess(admin, "credit-added", { table: "session_credits", id: outcome.creditId });
      return saved(texts.added);
    }
    case "tegoed-teruggeven": {
      const { creditId, reason } = parsed.value;
      if (!(await ownsCredit(creditId, email))) return refused("Not found", texts.errors.notFound);
      const outcome = await returnCreditByHand({ creditId, reason, adminEmail: admin.email }, now);
      if (!outcome.ok) {
        return refused(outcome.reason, outcome.reason === "not-used" ? texts.errors.notUsed : texts.errors.notFound);
      }
      await logAccess(admin, "credit-returned", { table: "session_credits", id: creditId });
      return saved(texts.returned);
    }
    case "niet-gekomen": {
      const { appointmentId } = parsed.value;
      if (!(await ownsSession(appointmentId, email))) return refused("Not found", texts.errors.notFound);
      const outcome = await markNoShow(appointmentId, now);
      if (!outcome.ok) {
        const message =
          outcome.reason === "not-started"
            ? texts.errors.notStarted
            : outcome.reason === "already"
              ? texts.errors.already
              : texts.errors.notFound;
        return refused(outcome.reason, message);
      }
      await logAccess(admin, "no-show-marked", { table: "appointments", id: appointmentId });
      return saved(texts.noShowDone);
    }
  }
}
