import { data } from "react-router";
import { sessionNotes as texts } from "~/content/session-notes";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { redirectWithFlash } from "~/server/flash.server";
import { sessionNotesAnchor, sessionNotesIntent, sessionNotesSchemas } from "./session-notes-form";
import { saveSessionNotes } from "./session-notes.server";

/** The card's notices after a save (a flash, ADR 0098), by what happened to the shared text. */
export const sessionNotesNotices = [
  "sessienotities-opgeslagen",
  "sessienotities-aangekondigd",
  "sessienotities-zonder-link",
] as const;
const noticeOf = {
  none: "sessienotities-opgeslagen",
  announced: "sessienotities-aangekondigd",
  "no-link": "sessienotities-zonder-link",
} as const;

/**
 * POST of one session's notes on the card (callers checked requireAdmin and
 * found the person): this person's own session only, written to the access
 * log by id. A refusal keeps what was typed; a save goes back to the card
 * with a notice.
 */
export async function sessionNotesAction(
  admin: AccessLogUser,
  person: { email: string },
  cardPath: string,
  form: FormData,
) {
  const parsed = parseForm(sessionNotesSchemas[sessionNotesIntent], form);
  if (!parsed.ok) {
    return data<FormResult>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  }
  const outcome = await saveSessionNotes({ email: person.email, ...parsed.value });
  if (!outcome.ok) {
    const message = outcome.reason === "not-shown" ? texts.errors.notShown : texts.errors.notFound;
    return data<FormResult>(formRefusal(outcome.reason, message, parsed.values), {
      status: outcome.reason === "not-found" ? 404 : 400,
    });
  }
  if (outcome.noteId !== null)
    await logAccess(admin, "session-note-saved", { table: "session_notes", id: outcome.noteId });
  return redirectWithFlash(
    `${cardPath}#${sessionNotesAnchor(parsed.value.appointmentId)}`,
    noticeOf[outcome.announcement],
  );
}
