import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { ebookAdminNotices as notices, ebookAdminText as text } from "~/content/ebook-admin";
import { formatAdminDate } from "~/features/admin-lists/format";
import { ebookMaxBytes, ebookUploadPath } from "./limits";
import type { PanelNotice, TestLinkNotice } from "./notice";
import type { EbookPanelData } from "./panel.server";

const sizeFormat = new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024)} KB`
    : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 motion-safe:animate-spin">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The panel's toast. Both live regions are always in the page (a region that
 * appears or changes role is not reliably announced): a success is read out
 * politely, a failure at once.
 */
function Notice({ notice, onClose }: { notice: PanelNotice | null; onClose: () => void }) {
  const box = (ok: boolean) =>
    notice?.ok === ok ? (
      <div
        className={`mt-6 flex items-start justify-between gap-4 rounded-xl px-4 py-3 ring-1 ${
          ok ? "bg-pine-50 text-pine-900 ring-pine-300" : "bg-red-50 text-danger ring-red-200"
        }`}
      >
        <p>
          <strong className="block">{notice.title}</strong>
          {notice.text}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded-full p-2 hover:bg-white/60 focus-visible:outline-3 focus-visible:outline-clay-500"
        >
          <Icon name="close" className="size-4" />
          <span className="sr-only">{text.closeNotice}</span>
        </button>
      </div>
    ) : null;
  return (
    <>
      <div role="status">{box(true)}</div>
      <div role="alert">{box(false)}</div>
    </>
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

function CurrentEbook({ panel }: { panel: EbookPanelData }) {
  if (panel.error) {
    return (
      <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-danger ring-1 ring-red-200">
        {panel.error === "storage" ? text.storageError : text.loadError}
      </p>
    );
  }
  if (!panel.ebook) return <p className="mt-3 text-body">{text.empty}</p>;
  const rows: [string, string][] = [
    [text.fileName, panel.ebook.name],
    [text.fileSize, formatSize(panel.ebook.size)],
    [text.uploadedAt, formatAdminDate(panel.ebook.uploadedAt)],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-ink">{label}</dt>
          <dd className="break-all text-body">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The coach's e-book panel above the request form on /ebook-download?admin=true
 * (SPEC §2, §8; D16, D17): the current e-book, a preview, a 1-hour test link,
 * the upload with a spinner, and sending the e-book to requests that waited
 * for one. Every action is checked on the server; the browser's checks only
 * answer sooner. Without JavaScript the forms still work: the server sends
 * the browser back here with the notice (see answer.server.ts).
 */
export function EbookAdminPanel({ panel }: { panel: EbookPanelData }) {
  const upload = useFetcher<PanelNotice>();
  const testLink = useFetcher<TestLinkNotice>();
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
        ? notices.noFile
        : !/\.pdf$/i.test(file.name)
          ? notices.invalidType
          : file.size > ebookMaxBytes
            ? notices.tooLarge
            : undefined;
    if (uploading || refusal) event.preventDefault();
    if (refusal) setNotice({ ok: false, ...refusal });
  };

  const waitingText =
    panel.waiting === 0
      ? text.waitingNone
      : panel.waiting === 1
        ? text.waitingOne
        : text.waitingSome.replace("{n}", String(panel.waiting));

  return (
    <section aria-labelledby="ebook-beheer" className="bg-sand-50 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-10">
          <h2 id="ebook-beheer" className="text-3xl font-semibold leading-tight">
            {text.title}
          </h2>
          <p className="mt-2 text-muted">{text.intro}</p>
          <Notice notice={notice} onClose={() => setNotice(null)} />

          <div className="mt-8 grid gap-10 lg:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold">{text.currentTitle}</h3>
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
                      setNotice({ ok: false, ...notices.noEbook });
                    }
                  }}
                >
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
            </div>

            <div>
              <h3 className="text-xl font-semibold">{text.uploadTitle}</h3>
              <upload.Form
                ref={uploadForm}
                method="post"
                action={ebookUploadPath}
                encType="multipart/form-data"
                aria-busy={uploading}
                onSubmit={checkFile}
                className="mt-3"
              >
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
            </div>
          </div>

          <div className="mt-10 border-t border-sand-200 pt-8">
            <h3 className="text-xl font-semibold">{text.waitingTitle}</h3>
            <p className="mt-2 text-body">{waitingText}</p>
            {panel.waiting > 0 && (
              <resend.Form method="post" action="/admin/ebook/resend" className="mt-4">
                {!panel.ebook && <p className="mb-3 text-muted">{text.waitingNeedsEbook}</p>}
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={!panel.ebook}
                  aria-disabled={resend.state !== "idle" || undefined}
                  onClick={(event) => {
                    if (resend.state !== "idle") event.preventDefault();
                  }}
                >
                  {resend.state !== "idle" ? text.resendBusy : `${text.resendButton} (${panel.waiting})`}
                </Button>
              </resend.Form>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
