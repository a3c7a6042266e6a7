import { data, redirect } from "react-router";
import { ebookAdminNotices } from "~/content/ebook-admin";
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
 * back to the panel with the notice's key in the address, or for the test
 * link straight to the PDF.
 */
export function panelAnswer(enhanced: boolean, outcome: PanelOutcome) {
  if (!enhanced) {
    if (outcome.link) return redirect(outcome.link.path, 303);
    const query = new URLSearchParams({ admin: "true", melding: outcome.key });
    if (outcome.counts) {
      query.set("verstuurd", String(outcome.counts.sent));
      query.set("mislukt", String(outcome.counts.failed));
    }
    return redirect(`/ebook-download?${query.toString()}#ebook-beheer`, 303);
  }
  const notice = panelNotice(outcome.key, outcome.counts);
  return data<PanelNotice>(notice.ok ? { ...notice, ...outcome.link } : notice, { status: outcome.status });
}

/** The notice a plain form post was sent back with; only known keys and whole numbers are read. */
export function noticeFromUrl(url: URL): PanelNotice | null {
  const key = url.searchParams.get("melding");
  if (!key || !Object.hasOwn(ebookAdminNotices, key)) return null;
  const count = (name: string) => Math.max(0, Number.parseInt(url.searchParams.get(name) ?? "0", 10) || 0);
  const counts = url.searchParams.has("verstuurd") ? { sent: count("verstuurd"), failed: count("mislukt") } : undefined;
  return panelNotice(key as NoticeKey, counts);
}
