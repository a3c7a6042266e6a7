import { sessionPanel } from "~/content/admin-sessions";
import type { FormSchema } from "~/lib/forms/parse-form";
import { rowId, text, withoutMarkup } from "~/lib/forms/rules";

/** The person card's credit forms (ADR 0123), browser-safe: the panel and the action share them. */
const problem = (message: string) => ({ code: "Invalid", message });
const reason = withoutMarkup(
  text({
    required: problem(sessionPanel.errors.reason),
    max: { length: 300, refusal: problem(sessionPanel.errors.reason) },
  }),
  problem(sessionPanel.errors.reason),
);

export const creditSchemas = {
  "tegoed-toevoegen": { typeId: rowId(problem(sessionPanel.errors.id)), reason },
  "tegoed-teruggeven": { creditId: rowId(problem(sessionPanel.errors.id)), reason },
  "niet-gekomen": { appointmentId: rowId(problem(sessionPanel.errors.id)) },
} satisfies Record<string, FormSchema>;

export type CreditIntent = keyof typeof creditSchemas;

export const isCreditIntent = (intent: unknown): intent is CreditIntent =>
  typeof intent === "string" && Object.hasOwn(creditSchemas, intent);
