import {
  editableTextLabels as labels,
  editableTextMaxLength,
  editableTexts,
  type EditableKey,
} from "~/content/editable";
import { editableDefaults } from "~/content/editable-defaults";
import { keepVersion, versionOf, versionsOf, type VersionEntry } from "~/features/content-history/history.server";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { renderMarkdown } from "~/server/markdown.server";
import { refreshPages } from "~/server/page-cache.server";
import type { EditNotice } from "./edit-form";

/** content_history's entity for a text; the entity id is its key. */
const historyEntity = "editable_text";

/** The saved text for `key`, or its default. A read failure shows the default (product.md §8: reads fail soft). */
export async function editableText(key: EditableKey): Promise<string> {
  try {
    const row = await db
      .selectFrom("editable_content")
      .select("content_text")
      .where("content_key", "=", key)
      .where("page", "=", editableTexts[key].page)
      .executeTakeFirst();
    return row?.content_text ?? editableDefaults[key];
  } catch (err) {
    logger.error({ err, key }, "editable text could not be read");
    return editableDefaults[key];
  }
}

/** A Markdown text as the page shows it: the site's sanitising renderer (raw HTML escaped). */
export async function editableHtml(key: EditableKey): Promise<string> {
  return renderMarkdown(await editableText(key));
}

export interface EditableEntry {
  key: EditableKey;
  text: string;
  /** Markdown texts only: the text as the page shows it. */
  html?: string;
  versions: VersionEntry[];
}

/** Every text for the admin screen, with its versions. */
export async function editableEntries(): Promise<EditableEntry[]> {
  return Promise.all(
    (Object.keys(editableTexts) as EditableKey[]).map(async (key) => {
      const text = await editableText(key);
      return {
        key,
        text,
        html: editableTexts[key].format === "markdown" ? renderMarkdown(text) : undefined,
        versions: await versionsOf(historyEntity, key),
      };
    }),
  );
}

/** A plain text has a shorter limit than the Markdown story; undefined when `text` fits. */
export function tooLongFor(key: EditableKey, text: string): string | undefined {
  return editableTexts[key].format === "plain" && text.length > editableTextMaxLength
    ? labels.tooLong(editableTextMaxLength)
    : undefined;
}

/**
 * Saves a text as typed (D24: never HTML; pages show it as text or through
 * the sanitising Markdown renderer), keeping the version it replaces (who,
 * when), then renders its page into the page cache again (ADR 0062). The
 * caller has checked that the requester is an admin.
 */
export async function saveEditableText(savedBy: string, key: EditableKey, text: string): Promise<EditNotice> {
  const { page } = editableTexts[key];
  const changed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("editable_content")
      .select("content_text")
      .where("content_key", "=", key)
      .executeTakeFirst();
    const previous = row?.content_text ?? editableDefaults[key];
    if (previous === text) return false;
    await keepVersion(trx, historyEntity, key, { text: previous }, savedBy);
    const now = nowIso();
    await trx
      .insertInto("editable_content")
      .values({ content_key: key, page, content_text: text, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("content_key").doUpdateSet({ content_text: text, page, updated_at: now }))
      .execute();
    return true;
  });
  if (!changed) return "unchanged";
  await refreshPages([editableTexts[key].path]);
  return "saved";
}

/** Puts an earlier version of `key` back (keeping the current one as a version too). False for an unknown version. */
export async function restoreEditableText(savedBy: string, key: EditableKey, versionId: number): Promise<boolean> {
  const version = (await versionOf(db, historyEntity, key, versionId)) as { text?: unknown } | undefined;
  if (typeof version?.text !== "string") return false;
  await saveEditableText(savedBy, key, version.text);
  return true;
}
