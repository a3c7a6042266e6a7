import { adminDataRequests as texts } from "~/content/admin-data-requests";
import type { FormSchema } from "~/lib/forms/parse-form";
import { text } from "~/lib/forms/rules";
import { emailAddress } from "~/lib/forms/validation";

const nameLimit = 200;

/**
 * The person a data request is about: the e-mail address (required,
 * normalised as the forms store it) and the optional name (as typed in the
 * intake). The search form, each result button and the export post it.
 */
export const personQuerySchema = {
  email: emailAddress,
  name: text({ max: { length: nameLimit, refusal: { code: "Name too long", message: texts.nameTooLong } } }),
} satisfies FormSchema;

/** The screen's buttons: find, the confirmation step, erase. The export has its own route. */
export const dataRequestSchemas = {
  zoeken: personQuerySchema,
  bevestigen: personQuerySchema,
  wissen: personQuerySchema,
} satisfies Record<string, FormSchema>;
