import { offerPanel, paymentPage } from "~/content/payments";
import type { FormSchema } from "~/lib/forms/parse-form";
import { choice, text, withoutMarkup, type Refusal } from "~/lib/forms/rules";
import { mollieMethods } from "./payment-settings";

const problem = (code: string, message: string): Refusal => ({ code, message });
const markup = problem("Markup not allowed", offerPanel.errors.markup);

export const offerPackages = ["online", "face_to_face", "custom"] as const;

/**
 * The card's 'Pakket aanbieden' form (ADR 0035, ADR 0105). The description and
 * amount only count for a custom offer; the action checks them then.
 */
export const offerSchema = {
  package: choice(offerPackages, problem("Choose package", offerPanel.errors.package)),
  description: withoutMarkup(
    text({ max: { length: 120, refusal: problem("Description too long", offerPanel.errors.description) } }),
    markup,
  ),
  amount: text({ max: { length: 20, refusal: problem("Invalid amount", offerPanel.errors.amount) } }),
  personalLine: withoutMarkup(
    text({ max: { length: 500, refusal: problem("Personal line too long", offerPanel.errors.personalLine) } }),
    markup,
  ),
} satisfies FormSchema;

const addressPart = (max: number) =>
  withoutMarkup(
    text({ max: { length: max, refusal: problem("Too long", paymentPage.errors.tooLong) } }),
    problem("Markup not allowed", paymentPage.errors.markup),
  );

/** The payment page's choice: how to pay, and an optional billing address (all three parts or none). */
export const checkoutSchema = {
  method: choice([...mollieMethods, "banktransfer"] as const, problem("Choose method", paymentPage.errors.method)),
  street: addressPart(120),
  postalCode: addressPart(12),
  city: addressPart(80),
} satisfies FormSchema;
