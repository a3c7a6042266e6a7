import { data, redirect } from "react-router";
import { ebookAdminNotices } from "~/content/ebook-admin";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import { ebookAdminPath } from "./admin-view";
import { panelNotice, type NoticeKey, type PanelNotice } from "./notice";

export type { NoticeKey };

/** What a panel action decided, before it is turned into an answer for a fetcher or a plain form. */
export interface PanelOutcome {
  status: number;
  key: NoticeKey;
  counts?: { sent: number; failed: number };
  link?: { path: string; url: string };
}

/**
 * A fetcher (the hydrated panel, `isEnhancedSubmit`, ADR 0097) gets the notice
 * as data. A plain form post (no JavaScript: the browser navigates) is sent
 * back to the e-book screen with the notice as a flash (ADR 0098), or for the test
 * link straight to the PDF.
 */
export function panelAnswer(enhanced: boolean, outcome: PanelOutcome) {
  if (!enhanced) {
    if (outcome.link) return redirect(outcome.link.path, 303);
    return redirectWithFlash(ebookAdminPath, outcome.key, outcome.counts);
  }
  const notice = panelNotice(outcome.key, outcome.counts);
  return data<PanelNotice>(notice.ok ? { ...notice, ...outcome.link } : notice, { status: outcome.status });
}

/** The notice a plain form post was sent back with, once, and the headers that clear it. */
export function noticeFromFlash(request: Request): { notice: PanelNotice | null; headers: HeadersInit } {
  const flash = readFlash(request, Object.keys(ebookAdminNotices) as NoticeKey[]);
  if (!flash.notice) return { notice: null, headers: flash.headers };
  const { sent, failed } = flash.counts ?? {};
  const counts = sent !== undefined && failed !== undefined ? { sent, failed } : undefined;
  return { notice: panelNotice(flash.notice, counts), headers: flash.headers };
}
