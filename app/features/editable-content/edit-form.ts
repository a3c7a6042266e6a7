import {
  editableTextLabels as labels,
  editableTextMaxLength,
  editableTexts,
  type EditableKey,
} from "~/content/editable";
import type { FormResult } from "~/features/forms/form-result";
import type { FormSchema } from "~/features/forms/parse-form";
import { choice, text } from "~/features/forms/rules";

/** The in-place editor's fields (D24): which text, and the new plain text. */
export const editSchema = {
  key: choice(Object.keys(editableTexts) as EditableKey[], { code: "Unknown text", message: labels.failedText }),
  text: text({
    required: { code: "Empty text", message: labels.empty },
    max: { length: editableTextMaxLength, refusal: { code: "Text too long", message: labels.tooLong } },
  }),
} satisfies FormSchema;

/** A save answers with the stored text, so the page shows exactly what was kept. */
export type EditResult = FormResult<"Saved", "Validation failed", { text: string }>;
