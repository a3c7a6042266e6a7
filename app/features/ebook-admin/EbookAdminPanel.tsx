import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { ebookAdminText as text } from "~/content/ebook-admin";
import { EnhancedMark } from "~/lib/forms/EnhancedMark";
import { ebookAdminPath, resendConfirmHref } from "./admin-view";
import { CurrentEbook } from "./CurrentEbook";
import { ebookMaxBytes, ebookUploadPath } from "./limits";
import { panelNotice, type PanelNotice } from "./notice";
import { PanelToast } from "./PanelToast";
import type { EbookPanelData } from "./panel.server";

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 motion-safe:animate-spin">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Shows each new answer of a fetcher once, as the panel's notice. */
function useAnswer<T extends PanelNotice>(fetcher: { state: string; data?: T }, show: (answer: T) => void): void {
  const shown = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === shown.current) return;
    shown.current = fetcher.data;
    show(fetcher.data);
  }, [fetcher.state, fetcher.data, show]);
}

/**
 * The coach's e-book panel on the admin screen /admin/e-book (product.md §2,
 * §8; D16, D17): the current e-book, a preview, a 1-hour test link, the
 * upload with a spinner, and sending the e-book to requests that waited for
 * one. Every action is checked on the server; the browser's checks only
 * answer sooner. Without JavaScript the forms still work: the server sends
 * the browser back here with the notice (see answer.server.ts).
 */
export function EbookAdminPanel({ panel }: { panel: EbookPanelData }) {
  const upload = useFetcher<PanelNotice>();
  const testLink = useFetcher<PanelNotice>();
  const resend = useFetcher<PanelNotice>();
  const [notice, setNotice] = useState<PanelNotice | null>(panel.notice);
  const [link, setLink] = useState<string | null>(null);
  const uploadForm = useRef<HTMLFormElement>(null);
  const uploading = upload.state !== "idle";

  useAnswer(upload, (answer) => {
    setNotice(answer);
    if (answer.ok) uploadForm.current?.reset();
  });
  useAnswer(testLink, (answer) => {
    setNotice(answer);
    if (!answer.ok || !answer.path) return;
    setLink(answer.url ?? answer.path);
    // The PDF is sent as an attachment, so this downloads it and the panel stays open.
    window.location.assign(answer.path);
  });
  useAnswer(resend, setNotice);

  const checkFile = (event: FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    const refusal =
      !(file instanceof File) || file.size === 0
        ? "noFile"
        : !/\.pdf$/i.test(file.name)
          ? "invalidType"
          : file.size > ebookMaxBytes
            ? "tooLarge"
            : undefined;
    if (uploading || refusal) event.preventDefault();
    if (refusal) setNotice(panelNotice(refusal));
  };

  const waitingText =
    panel.waiting === 0
      ? text.waitingNone
      : panel.waiting === 1
        ? text.waitingOne
        : text.waitingSome.replace("{n}", String(panel.waiting));

  return (
    <>
      <PanelToast notice={notice} onClose={() => setNotice(null)} />

      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <Panel id="ebook-huidig" title={text.currentTitle}>
          <CurrentEbook panel={panel} />
          <div className="mt-5 flex flex-wrap gap-3">
            {panel.ebook && (
              <a href="/admin/ebook/preview" target="_blank" rel="noopener" className={buttonClass("secondary")}>
                {text.preview}
                <span className="sr-only">{text.previewHint}</span>
              </a>
            )}
            <testLink.Form
              method="post"
              action="/admin/ebook/test-link"
              onSubmit={(event) => {
                if (testLink.state !== "idle") event.preventDefault();
                if (!panel.ebook) {
                  event.preventDefault();
                  setNotice(panelNotice("noEbook"));
                }
              }}
            >
              <EnhancedMark />
              <Button type="submit" variant="secondary" aria-disabled={testLink.state !== "idle" || undefined}>
                {testLink.state !== "idle" ? text.testLinkBusy : text.testLink}
              </Button>
            </testLink.Form>
          </div>
          {link && (
            <p className="mt-4 text-sm text-muted">
              {text.testLinkMade}{" "}
              <a href={link} className="break-all font-medium text-pine-800 underline underline-offset-2">
                {link}
              </a>
            </p>
          )}
        </Panel>

        <Panel id="ebook-uploaden" title={text.uploadTitle}>
          <upload.Form
            ref={uploadForm}
            method="post"
            action={ebookUploadPath}
            encType="multipart/form-data"
            aria-busy={uploading}
            onSubmit={checkFile}
            className="mt-3"
          >
            {/* Before the file, so the mark is read even when the file is refused. */}
            <EnhancedMark />
            <label htmlFor="ebook-bestand" className="block font-medium text-ink">
              {text.uploadLabel}
            </label>
            <p id="ebook-bestand-hint" className="mt-1 text-sm text-muted">
              {text.uploadHint}
            </p>
            <input
              id="ebook-bestand"
              name="file"
              type="file"
              accept=".pdf,application/pdf"
              required
              disabled={uploading}
              aria-describedby="ebook-bestand-hint"
              className="mt-2 block w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-ink file:mr-4 file:rounded-full file:border-0 file:bg-pine-50 file:px-4 file:py-2 file:font-semibold file:text-pine-800 focus-visible:outline-3 focus-visible:outline-clay-500"
            />
            <Button type="submit" className="mt-4" aria-disabled={uploading || undefined}>
              {uploading && <Spinner />}
              {uploading ? text.uploadBusy : text.uploadButton}
            </Button>
          </upload.Form>
        </Panel>

        <Panel id="ebook-wachtend" title={text.waitingTitle} className="xl:col-span-2">
          <p className="mt-2 text-body">{waitingText}</p>
          {panel.waiting > 0 && !panel.ebook && <p className="mt-3 text-muted">{text.waitingNeedsEbook}</p>}
          {panel.waiting > 0 && panel.ebook && !panel.confirmResend && (
            <Link to={resendConfirmHref} preventScrollReset className={buttonClass("secondary", "md", "mt-4")}>
              {`${text.resendButton} (${panel.waiting})`}
            </Link>
          )}
          {panel.waiting > 0 && panel.ebook && panel.confirmResend && (
            <div id="ebook-versturen" className="mt-4 rounded-2xl p-5 ring-2 ring-pine-300">
              <h3 className="text-lg font-semibold">{text.resendConfirmTitle}</h3>
              <p className="mt-2 text-body">
                {(panel.waiting === 1 ? text.resendConfirmOne : text.resendConfirmSome).replace(
                  "{n}",
                  String(panel.waiting),
                )}
              </p>
              <resend.Form method="post" action="/admin/ebook/resend" className="mt-4 flex flex-wrap gap-3">
                <EnhancedMark />
                <Button
                  type="submit"
                  aria-disabled={resend.state !== "idle" || undefined}
                  onClick={(event) => {
                    if (resend.state !== "idle") event.preventDefault();
                  }}
                >
                  {resend.state !== "idle" ? text.resendBusy : text.resendConfirmButton}
                </Button>
                <Link to={ebookAdminPath} preventScrollReset className={buttonClass("secondary")}>
                  {text.resendCancel}
                </Link>
              </resend.Form>
            </div>
          )}
        </Panel>
      </div>
    </>
  );
}
