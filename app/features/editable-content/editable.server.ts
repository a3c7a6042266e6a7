import {
  editableTextLabels as labels,
  editableTextMaxLength,
  editableTexts,
  type EditableKey,
} from "~/content/editable";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";

function isEditableKey(key: string): key is EditableKey {
  return Object.hasOwn(editableTexts, key);
}

/** The saved text for `key`, or its default. A read failure shows the default (product.md §8: reads fail soft). */
export async function editableText(key: EditableKey): Promise<string> {
  try {
    const row = await (
      await db()
    )
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

export type SaveResult = { ok: true; text: string } | { ok: false; message: string; status: number };

/**
 * Saves an edit as plain text (D24: never HTML; the page renders it as text).
 * The caller has checked that the requester is an admin.
 */
export async function saveEditableText(form: FormData): Promise<SaveResult> {
  const key = String(form.get("key") ?? "");
  if (!isEditableKey(key)) return { ok: false, message: labels.failedText, status: 400 };
  const text = String(form.get("text") ?? "")
    .replace(/\r\n/g, "\n")
    .trim();
  if (text === "") return { ok: false, message: labels.empty, status: 400 };
  if (text.length > editableTextMaxLength) return { ok: false, message: labels.tooLong, status: 400 };
  const now = nowIso();
  await (
    await db()
  )
    .insertInto("editable_content")
    .values({ content_key: key, page: editableTexts[key].page, content_text: text, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("content_key").doUpdateSet({ content_text: text, updated_at: now }))
    .execute();
  return { ok: true, text };
}
