import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { emailSchema, fieldErrors, textField } from "~/features/forms/validation";
import type { PersonQuery } from "./person-data.server";

const nameLimit = 200;

export type QueryCheck =
  | { ok: true; query: PersonQuery }
  | { ok: false; values: { email: string; name: string }; errors: { email?: string; name?: string } };

/** The e-mail address (required, normalised as the forms store it) and the optional name of a data request. */
export function readPersonQuery(form: FormData): QueryCheck {
  const values = { email: textField(form, "email"), name: textField(form, "name") };
  const email = emailSchema.safeParse(values.email);
  const name = values.name.trim();
  const errors: { email?: string; name?: string } = {};
  if (!email.success) errors.email = fieldErrors(email.error)[0]?.message;
  if (name.length > nameLimit) errors.name = texts.nameTooLong;
  if (!email.success || errors.name) return { ok: false, values, errors };
  return { ok: true, query: { email: email.data, name: name === "" ? null : name } };
}
