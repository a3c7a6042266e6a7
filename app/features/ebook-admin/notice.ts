import { fillText } from "~/content/ebook";
import { ebookAdminNotices } from "~/content/ebook-admin";
import { formRefusal, type FormResult } from "~/lib/forms/form-result";

export type NoticeKey = keyof typeof ebookAdminNotices;

/**
 * What a panel action answers; the panel shows it as a toast (product.md §8 'Admin
 * e-book panel') with the title of its `code`. The test link also carries the
 * link: `path` for this browser, `url` (PUBLIC_URL) to copy.
 */
export type PanelNotice = FormResult<NoticeKey, NoticeKey, { path?: string; url?: string }>;

const successKeys: ReadonlySet<NoticeKey> = new Set(["uploaded", "linkOpened", "resendDone", "resendNothing"]);

/** The notice for `key`, with the sent and failed counts filled in where the text has them. */
export function panelNotice(key: NoticeKey, counts?: { sent: number; failed: number }): PanelNotice {
  const { text } = ebookAdminNotices[key];
  const message = counts ? fillText(text, { sent: String(counts.sent), failed: String(counts.failed) }) : text;
  return successKeys.has(key) ? { ok: true, code: key, message } : formRefusal(key, message);
}

/** The toast's title. */
export function noticeTitle(notice: PanelNotice): string {
  return ebookAdminNotices[notice.code].title;
}
