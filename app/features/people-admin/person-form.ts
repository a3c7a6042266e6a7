import { adminPeople } from "~/content/admin-people";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { choice, rowId, text } from "~/lib/forms/rules";
import { personStatuses } from "~/features/people/activity";

const texts = adminPeople.card;
export const noteMaxLength = 5_000;

/** The card's forms (ADR 0035): a note, its deletion, the status, linking an old intake. */
export const personSchemas = {
  notitie: {
    note: text({
      required: { code: "Note required", message: texts.noteRequired },
      max: { length: noteMaxLength, refusal: { code: "Note too long", message: texts.noteTooLong(noteMaxLength) } },
    }),
  },
  "notitie-verwijderen": { id: rowId({ code: "Not found", message: texts.noteMissing }) },
  status: { status: choice(personStatuses, { code: "Invalid status", message: texts.invalidStatus }) },
  "intake-koppelen": { intake: rowId({ code: "Choose intake", message: texts.chooseIntake }) },
} satisfies Record<string, FormSchema>;

export type PersonActionResult = FormResult<"Saved", string>;
