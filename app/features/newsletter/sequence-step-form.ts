import { sequenceTexts } from "~/content/newsletter-sequences";
import { choice, type Rule } from "~/lib/forms/rules";
import { broadcastSchema } from "./broadcast-form";

const texts = sequenceTexts.step;
export const refusal = (message: string) => ({ code: "Validation failed", message });
const hours = Array.from({ length: 25 }, (_, hour) => String(hour));

/** A whole number from 0 to `max`. */
function wholeNumber(max: number, message: string): Rule<number> {
  return {
    check: (input) => {
      const value = input.trim();
      return /^\d{1,4}$/.test(value) && Number(value) <= max
        ? { ok: true, value: Number(value) }
        : { ok: false, ...refusal(message) };
    },
    constraints: { required: true },
  };
}

/** A step's fields: the broadcast's subject, preheader and body (one editor, one renderer), then its timing. */
export const stepSchema = {
  subject: broadcastSchema.subject,
  preheader: broadcastSchema.preheader,
  body: broadcastSchema.body,
  delay: wholeNumber(8760, texts.errors.delay),
  delayUnit: choice(["dagen", "uren"] as const, refusal(texts.errors.delay)),
  windowStart: choice(hours.slice(0, 24), refusal(texts.errors.hours)),
  windowEnd: choice(hours.slice(1), refusal(texts.errors.hours)),
};
