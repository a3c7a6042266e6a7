import { paymentSettingsTexts as texts } from "~/content/payments";
import type { FormSchema } from "~/lib/forms/parse-form";
import { accept, checkbox, refuse, text, withoutMarkup, type Rule } from "~/lib/forms/rules";

/** The methods Mollie offers that the coach can turn on (ADR 0119); bank transfer needs no switch. */
export const mollieMethods = ["ideal", "creditcard", "bancontact"] as const;
export type MollieMethod = (typeof mollieMethods)[number];

/** The code of a refused settings form: 'Betalingen' shows it in the settings panel, not above the list. */
export const settingsRefused = "Settings refused";

/** A whole number of days from 0 to 30. */
const reminderDays: Rule<number> = {
  check: (input) => {
    const value = input.trim();
    return /^\d{1,2}$/.test(value) && Number(value) <= 30
      ? accept(Number(value))
      : refuse({ code: "Invalid days", message: texts.errors.days });
  },
  constraints: { required: true },
};

/** The payment settings form on 'Betalingen' (ADR 0035, ADR 0119): one checkbox per Mollie method. */
export const paymentSettingsSchema = {
  ideal: checkbox(),
  creditcard: checkbox(),
  bancontact: checkbox(),
  terms: withoutMarkup(text({ max: { length: 2000, refusal: { code: "Too long", message: texts.errors.terms } } }), {
    code: "Markup not allowed",
    message: texts.errors.markup,
  }),
  reminderDays,
} satisfies FormSchema;
