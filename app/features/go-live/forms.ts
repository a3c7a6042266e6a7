import { goLiveTexts, type GoLiveKey } from "~/content/go-live";
import type { FormSchema } from "~/lib/forms/parse-form";
import { choice, text, withoutMarkup } from "~/lib/forms/rules";

/** The checklist's two forms on the dashboard (ADR 0090): set an item aside with a reason, or put it back. */
const errors = goLiveTexts.errors;
const keys = Object.keys(goLiveTexts.items) as GoLiveKey[];
const check = choice(keys, { code: "Unknown check", message: errors.check });

export const goLiveSchemas = {
  "go-live-dismiss": {
    check,
    reason: withoutMarkup(
      text({
        required: { code: "Missing reason", message: errors.reason },
        max: { length: 300, refusal: { code: "Reason too long", message: errors.reasonLong } },
      }),
      { code: "Markup not allowed", message: errors.markup },
    ),
  },
  "go-live-undo": { check },
} satisfies Record<string, FormSchema>;
