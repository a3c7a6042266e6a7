import { selfTestMessages } from "~/content/selftest";
import type { FormSchema } from "~/lib/forms/parse-form";
import { choice } from "~/lib/forms/rules";
import { emailAddress } from "~/lib/forms/validation";

/**
 * The self-test form's fields. Each question's chosen option index travels
 * in a field named after the question (q1 ... q12); the page posts them as
 * hidden inputs, so the same form works with and without JavaScript.
 */
export const selfTestFields = {
  email: "email",
  consent: "consent",
  /** Which step the posted page showed (0-11 a question, 12 the e-mail step). */
  view: "view",
  /** The option button pressed on a question step (no-JS step flow). */
  answer: "answer",
  /** "back" on the 'Vorige' button. */
  nav: "nav",
  /** "submit" on the final button; anything else is a step of the no-JS flow. */
  intent: "intent",
} as const;

export const consentValue = "ja";
export const submitIntent = "submit";
export const backNav = "back";

/** What the visitor has answered so far: the option index per question, or null. */
export type Draft = (number | null)[];

/** The e-mail step's fields (the answers are checked apart, see checkSubmission). */
export const emailStepSchema = {
  [selfTestFields.email]: emailAddress,
  [selfTestFields.consent]: choice([consentValue], {
    code: "Consent required",
    message: selfTestMessages.consentRequired,
  }),
} satisfies FormSchema;

/** The last step of a retake through the coach's link (ADR 0146): the address is known, the consent is asked again. */
export const retakeStepSchema = {
  [selfTestFields.consent]: emailStepSchema[selfTestFields.consent],
} satisfies FormSchema;
