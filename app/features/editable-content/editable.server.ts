import { editableTextLabels as labels, editableTexts, type EditableKey } from "~/content/editable";
import type { FormValue } from "~/features/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import type { editSchema, EditResult } from "./edit-form";

/** The saved text for `key`, or its default. A read failure shows the default (product.md §8: reads fail soft). */
export async function editableText(key: EditableKey): Promise<string> {
  try {
    const row = await db
      .selectFrom("editable_content")
      .select("content_text")
      .where("content_key", "=", key)
      .where("page", "=", editableTexts[key].page)
      .executeTakeFirst();
    return row?.content_text ?? editableTexts[key].defaultText;
  } catch (err) {
    logger.error({ err, key }, "editable text could not be read");
    return editableTexts[key].defaultText;
  }
}

/**
 * Saves an edit as plain text (D24: never HTML; the page renders it as text).
 * The caller has checked that the requester is an admin.
 */
export async function saveEditableText({ key, text }: FormValue<typeof editSchema>): Promise<EditResult> {
  const now = nowIso();
  await db
    .insertInto("editable_content")
    .values({ content_key: key, page: editableTexts[key].page, content_text: text, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("content_key").doUpdateSet({ content_text: text, updated_at: now }))
    .execute();
  return { ok: true, code: "Saved", message: labels.savedText, text };
}
