import { bookingMessages as messages } from "~/content/booking";
import type { FormResult } from "~/lib/forms/form-result";
import { parseForm, type FormSchema, type Parsed } from "~/lib/forms/parse-form";
import { accept, checkbox, refuse, text, type Rule } from "~/lib/forms/rules";
import { emailAddress, personName } from "~/lib/forms/validation";

/**
 * The booking form's fields (ADR 0035): checked by the /kennismaking action,
 * giving the inputs their constraints. Browser-safe: no server imports.
 */
const fail = (code: keyof typeof messages) => refuse({ code, message: messages[code] });

/** The name is required here (the engine stores it), with the product's name rules. */
const requiredName: Rule<string> = {
  check(input) {
    const outcome = personName.check(input);
    if (!outcome.ok) return fail("nameInvalid");
    return outcome.value === null ? fail("nameRequired") : accept(outcome.value);
  },
  constraints: { ...personName.constraints, required: true },
};

const phonePattern = /^\+?[\d\s()-]{6,20}$/;
const optionalPhone: Rule<string | null> = {
  check(input) {
    const value = input.trim();
    if (value === "") return accept(null);
    return phonePattern.test(value) ? accept(value) : fail("phoneInvalid");
  },
  constraints: { maxLength: 20 },
};

export const questionMaxLength = 2000;
const optionalQuestion: Rule<string | null> = {
  check(input) {
    const value = input.replace(/\r\n/g, "\n").trim();
    if (value === "") return accept(null);
    if (value.length > questionMaxLength) return fail("questionTooLong");
    // Nothing that could ever render as markup is stored.
    return /[<>]/.test(value) ? fail("questionInvalid") : accept(value);
  },
  constraints: { maxLength: questionMaxLength },
};

/** The chosen time: an ISO instant from the offered list; the engine decides whether it is free. */
export const startRule = text({
  required: { code: "startInvalid", message: messages.startInvalid },
  max: { length: 40, refusal: { code: "startInvalid", message: messages.startInvalid } },
});

export const bookingSchema = {
  start: startRule,
  name: requiredName,
  email: emailAddress,
  phone: optionalPhone,
  question: optionalQuestion,
  /** Required only with a question (ADR 0110): see `parseBooking`. */
  consent: checkbox(),
} satisfies FormSchema;

/**
 * The booking form checked (ADR 0110): name and address need no tick (the
 * form's notice links the privacy statement), but a question can say
 * something about health (GDPR art. 9), so a filled question needs the tick.
 * The only way the question is stored, so every stored question came with it.
 */
export function parseBooking(form: FormData): Parsed<typeof bookingSchema> {
  const parsed = parseForm(bookingSchema, form);
  if ((parsed.values.question ?? "").trim() === "" || (parsed.values.consent ?? "") !== "") return parsed;
  const problem = { field: "consent", code: "consentRequired", message: messages.consentRequired };
  return { ok: false, errors: [...(parsed.ok ? [] : parsed.errors), problem], values: parsed.values };
}

export type BookingFailureCode =
  "Validation failed" | "Slot taken" | "Slot unavailable" | "Rate limit exceeded" | "Unexpected error";

/**
 * Every accepted form gets one answer (ADR 0080): the address it was sent to and the time
 * chosen, as typed, and the address the mail comes from; whether the address already had a call is only in its owner's mailbox.
 */
export type BookingResult = FormResult<
  "Confirmation sent",
  BookingFailureCode,
  { email: string; from: string; day: string | null; time: string | null }
>;
