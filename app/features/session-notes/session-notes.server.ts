import type { Kysely, Transaction } from "kysely";
import { sessionNotes as texts } from "~/content/session-notes";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { currentClientLink } from "~/features/client-page/client-access.server";
import { formatAdminDate } from "~/lib/format";
import type { Database } from "~/server/db-schema";
import { sealFor, unsealFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { queueMail } from "~/server/mail-queue.server";

/**
 * The coach's notes per paid session (ADR 0143): a private note and a note or
 * homework shared with the client, both sealed. A session's notes belong to
 * the first appointment of its chain of moves (`series_id ?? id`), so moving
 * a session keeps them. Only the card (requireAdmin) writes them; the client
 * page reads the shared text of its own link's address only.
 */
type Executor = Kysely<Database> | Transaction<Database>;

interface SessionRow {
  id: number;
  start_at: string;
  status: string;
  no_show_at: string | null;
  series_id: number | null;
  type: string;
  spent_at: string | null;
}

/** The address's paid sessions as the card and the client page list them (moved-away rows left out), newest first. */
function sessionRows(executor: Executor, email: string) {
  return executor
    .selectFrom("appointments")
    .innerJoin("session_types", "session_types.id", "appointments.session_type_id")
    .leftJoin("session_credits", "session_credits.appointment_id", "appointments.id")
    .select([
      "appointments.id",
      "appointments.start_at",
      "appointments.status",
      "appointments.no_show_at",
      "appointments.series_id",
      "session_types.name as type",
      "session_credits.spent_at",
    ])
    .where("appointments.email", "=", email.trim().toLowerCase())
    .where("appointments.status", "!=", "verzet")
    .orderBy("appointments.start_at", "desc")
    .execute() as Promise<SessionRow[]>;
}

const rootOf = (row: { id: number; series_id: number | null }) => row.series_id ?? row.id;

/** Whether the client page lists this session: all but one cancelled with its credit back (ADR 0125). */
const clientSees = (row: SessionRow) =>
  !(row.status === "geannuleerd" && row.spent_at === null && row.no_show_at === null);

interface OpenedNote {
  id: number;
  appointment_id: number;
  private_note: string | null;
  shared_note: string | null;
  shared_at: string | null;
  updated_at: string;
}

async function notesOf(executor: Executor, roots: number[]): Promise<Map<number, OpenedNote>> {
  if (roots.length === 0) return new Map();
  const rows = await executor.selectFrom("session_notes").selectAll().where("appointment_id", "in", roots).execute();
  return new Map(rows.map((row) => [row.appointment_id, unsealFor("session_notes", row)]));
}

export interface SessionNotesEntry {
  id: number;
  when: string;
  type: string;
  /** The client page lists this session, so sharing is possible. */
  shown: boolean;
  privateNote: string;
  sharedNote: string;
}

export interface SessionNotesPanel {
  sessions: SessionNotesEntry[];
  /** The client has a live link to the client page (what is shared is seen there). */
  hasLink: boolean;
}

/**
 * The card's notes per session for this address, opened; every note row read
 * is written to the access log (by id, never the text), like the card itself.
 */
export async function readSessionNotes(admin: AccessLogUser, email: string): Promise<SessionNotesPanel> {
  const rows = await sessionRows(db, email);
  const notes = await notesOf(db, [...new Set(rows.map(rootOf))]);
  for (const note of notes.values()) await logAccess(admin, "view-detail", { table: "session_notes", id: note.id });
  return {
    hasLink: (await currentClientLink(email)) !== undefined,
    sessions: rows.map((row) => {
      const note = notes.get(rootOf(row));
      return {
        id: row.id,
        when: formatAdminDate(row.start_at),
        type: row.type,
        shown: clientSees(row),
        privateNote: note?.private_note ?? "",
        sharedNote: note?.shared_note ?? "",
      };
    }),
  };
}

/** The shared notes of this address's sessions, by the id of the session row the client page shows. */
export async function sharedNotesOf(email: string): Promise<Record<number, string>> {
  const rows = (await sessionRows(db, email)).filter(clientSees);
  const notes = await notesOf(db, [...new Set(rows.map(rootOf))]);
  return Object.fromEntries(
    rows.flatMap((row) => {
      const shared = notes.get(rootOf(row))?.shared_note;
      return shared ? [[row.id, shared]] : [];
    }),
  );
}

export type SaveOutcome =
  | { ok: false; reason: "not-found" | "not-shown" }
  /** announced: the mail is queued; no-link: the shared text changed but the client has no page to see it on. */
  | { ok: true; noteId: number | null; announcement: "announced" | "no-link" | "none" };

/**
 * Saves one session's two notes for this address. The comparison with the
 * stored text, the write and the announcement's queueing are one transaction
 * (the app's one connection runs them one at a time), so a double submit or
 * 50 identical saves at once queue one mail: only a changed, non-empty shared
 * text is announced (ADR 0143). The mail holds no note text, only the link.
 */
export async function saveSessionNotes(
  input: { email: string; appointmentId: number; privateNote: string; sharedNote: string },
  now = Date.now(),
): Promise<SaveOutcome> {
  const email = input.email.trim().toLowerCase();
  // Read before the transaction: the connection is the transaction's until it ends.
  const link = await currentClientLink(email);
  const at = new Date(now).toISOString();
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const row = (await sessionRows(trx, email)).find((candidate) => candidate.id === input.appointmentId);
    if (!row) return { ok: false, reason: "not-found" };
    const root = rootOf(row);
    const stored = (await notesOf(trx, [root])).get(root);
    const sharedChanged = input.sharedNote !== (stored?.shared_note ?? "");
    if (sharedChanged && input.sharedNote !== "" && !clientSees(row)) return { ok: false, reason: "not-shown" };
    if (input.privateNote === "" && input.sharedNote === "") {
      // Nothing left to keep: the row goes.
      if (stored) await trx.deleteFrom("session_notes").where("id", "=", stored.id).execute();
      return { ok: true, noteId: stored?.id ?? null, announcement: "none" };
    }
    const values = sealFor("session_notes", {
      private_note: input.privateNote || null,
      shared_note: input.sharedNote || null,
      shared_at: sharedChanged ? at : (stored?.shared_at ?? null),
      updated_at: at,
    });
    const { id } = await trx
      .insertInto("session_notes")
      .values({ appointment_id: root, ...values })
      .onConflict((oc) => oc.column("appointment_id").doUpdateSet(values))
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!sharedChanged || input.sharedNote === "") return { ok: true, noteId: id, announcement: "none" };
    if (!link) return { ok: true, noteId: id, announcement: "no-link" };
    const mail = texts.mail;
    await queueMail(trx, {
      to: email,
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: [...mail.paragraphs],
      button: { label: mail.button, url: link.url },
      closing: [mail.closing],
    });
    return { ok: true, noteId: id, announcement: "announced" };
  });
}

/** A session's notes for a data request (export and erasure), opened, with the session's current time. */
export interface PersonSessionNote {
  id: number;
  session_start: string;
  session_type: string;
  private_note: string | null;
  shared_note: string | null;
  shared_at: string | null;
  updated_at: string;
}

export async function findSessionNotes(executor: Executor, email: string): Promise<PersonSessionNote[]> {
  const rows = await sessionRows(executor, email);
  // The roots of every chain, moved-away rows included: a note hangs on the first of its chain.
  const chains = await executor
    .selectFrom("appointments")
    .select(["id", "series_id"])
    .where("email", "=", email.trim().toLowerCase())
    .where("session_type_id", "is not", null)
    .execute();
  const notes = await notesOf(executor, [...new Set(chains.map(rootOf))]);
  return [...notes.values()]
    .sort((a, b) => a.id - b.id)
    .map((note) => {
      const session = rows.find((row) => rootOf(row) === note.appointment_id);
      return {
        id: note.id,
        session_start: session?.start_at ?? "",
        session_type: session?.type ?? "",
        private_note: note.private_note,
        shared_note: note.shared_note,
        shared_at: note.shared_at,
        updated_at: note.updated_at,
      };
    });
}
