import { sessionNotes, sessionNotesMax } from "~/content/session-notes";
import type { FormSchema } from "~/lib/forms/parse-form";
import { rowId, text } from "~/lib/forms/rules";

/**
 * The card's editor of one session's notes (ADR 0143), browser-safe: the
 * form and the action share it. Both notes are plain text; empty is allowed
 * (it clears the note). Too long is refused with what was typed kept.
 */
const note = text({
  max: {
    length: sessionNotesMax,
    refusal: { code: "Note too long", message: sessionNotes.errors.tooLong(sessionNotesMax) },
  },
});

export const sessionNotesIntent = "sessienotities";

export const sessionNotesSchemas = {
  [sessionNotesIntent]: {
    appointmentId: rowId({ code: "Not found", message: sessionNotes.errors.id }),
    privateNote: note,
    sharedNote: note,
  },
} satisfies Record<string, FormSchema>;

export const isSessionNotesIntent = (intent: unknown) => intent === sessionNotesIntent;

/** The id of one session's editor on the card: the place a save returns to. */
export const sessionNotesAnchor = (appointmentId: number) => `sessie-${appointmentId}`;
