import { adminSessions } from "~/content/admin-sessions";
import { timeOfDay, weekdayValues, wholeNumber } from "~/features/booking-admin/forms";
import type { FormSchema } from "~/lib/forms/parse-form";
import { choice, rowId, text, withoutMarkup } from "~/lib/forms/rules";

/**
 * The 'Sessies' screen's forms (ADR 0122): browser-safe schemas, one per
 * button. The package counts have one field per session type, so their
 * schema is made from the types the screen shows.
 */
const errors = adminSessions.errors;
const problem = (message: string) => ({ code: "Invalid", message });
const id = rowId(problem(errors.id));
export const packageKeyValues = ["online", "face_to_face"] as const;

export const sessionSchemas = {
  "add-type": {
    name: withoutMarkup(
      text({ required: problem(errors.name), max: { length: 80, refusal: problem(errors.name) } }),
      problem(errors.name),
    ),
    minutes: wholeNumber(15, 240, errors.minutes),
    bufferMinutes: wholeNumber(0, 120, errors.buffer),
    place: choice(["online", "locatie"] as const, problem(errors.place)),
    address: withoutMarkup(text({ max: { length: 200, refusal: problem(errors.address) } }), problem(errors.address)),
    hours: choice(["same", "own"] as const, problem(errors.hours)),
  },
  "archive-type": { id },
  "add-window": {
    typeId: id,
    weekday: choice(weekdayValues, problem(errors.id)),
    start: timeOfDay(),
    end: timeOfDay(),
  },
  "remove-window": { id },
  policy: {
    creditMonths: wholeNumber(1, 24, errors.creditMonths),
    cancelHours: wholeNumber(0, 168, errors.cancelHours),
  },
} satisfies Record<string, FormSchema>;

/** The field of one type's count in a package's form. */
export const countField = (typeId: number) => `count${typeId}`;

/** The package-counts form for these session types. */
export function countsSchema(typeIds: number[]) {
  return {
    packageKey: choice(packageKeyValues, problem(errors.id)),
    ...Object.fromEntries(typeIds.map((typeId) => [countField(typeId), wholeNumber(0, 50, errors.count, "optional")])),
  } satisfies FormSchema;
}
