import {
  editableTextLabels as labels,
  editableTexts,
  markdownTextMaxLength,
  type EditableKey,
} from "~/content/editable";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { choice, rowId, text } from "~/lib/forms/rules";

const key = choice(Object.keys(editableTexts) as EditableKey[], { code: "Unknown text", message: labels.failedText });

/** One text's save or preview at /admin/website (D24): which text, and the new text. */
export const editSchema = {
  key,
  // The longest a text may be; a plain text's own, shorter limit is checked on save.
  text: text({
    required: { code: "Empty text", message: labels.empty },
    max: {
      length: markdownTextMaxLength,
      refusal: { code: "Text too long", message: labels.tooLong(markdownTextMaxLength) },
    },
  }),
} satisfies FormSchema;

/** Puts one earlier version of a text back. */
export const restoreSchema = {
  key,
  version: rowId({ code: "Unknown version", message: labels.version }),
} satisfies FormSchema;

export type EditNotice = "saved" | "restored" | "unchanged";

/** A refused save names the text, so the screen shows the message at that text's field. */
export type EditResult = FormResult<EditNotice, "Validation failed" | "Text too long", { key: EditableKey }>;
