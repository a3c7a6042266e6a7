import { broadcastEditor as texts } from "~/content/newsletter-broadcasts";
import { checkbox, text } from "~/lib/forms/rules";

const refusal = (message: string) => ({ code: "Validation failed", message });

/** The compose form's fields (ADR 0035); tags are checked against the tags in use by the action. */
export const broadcastSchema = {
  subject: text({
    required: refusal(texts.errors.subjectRequired),
    max: { length: 150, refusal: refusal(texts.errors.subjectTooLong) },
  }),
  preheader: text({ max: { length: 200, refusal: refusal(texts.errors.preheaderTooLong) } }),
  body: text({
    required: refusal(texts.errors.bodyRequired),
    max: { length: 50_000, refusal: refusal(texts.errors.bodyTooLong) },
  }),
  showInArchive: checkbox(),
};

/** The buttons of the compose screen. */
export const broadcastIntents = ["preview", "save", "test", "send-now", "schedule", "archive"] as const;
export type BroadcastIntent = (typeof broadcastIntents)[number];

/** The field of the send question's answer: the number of subscribers the coach agreed to (ADR 0118). */
export const confirmedCountField = "confirmedCount";
