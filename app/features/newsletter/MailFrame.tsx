import { broadcastEditor as texts } from "~/content/newsletter-broadcasts";

/**
 * The mail as a subscriber gets it, in a frame of its own (ADR 0117): the
 * portal's styles cannot reach it, so it shows exactly what the mail shows.
 * Sandboxed without scripts (same origin only so tests and axe can look in); it scrolls inside its fixed height.
 */
function MailFrame({
  html,
  label,
  width,
  className = "",
}: {
  html: string;
  label: string;
  width: number;
  className?: string;
}) {
  return (
    // Wider than a phone's screen: it scrolls sideways, so the keyboard can reach and scroll it too.
    <figure tabIndex={0} className={`overflow-x-auto ${className}`}>
      <figcaption className="mb-2 text-sm text-muted">{label}</figcaption>
      <iframe
        data-preview-width={width}
        title={texts.previewFrame(label)}
        srcDoc={html}
        sandbox="allow-same-origin"
        style={{ width }}
        className="block h-[38rem] max-w-none rounded-xl bg-[#f6f0e6] ring-1 ring-sand-200"
      />
    </figure>
  );
}

/** The editor's side column: the mail as a phone shows it, next to the form (broadcasts and sequence steps alike). */
export function NarrowPreview({ html }: { html: string }) {
  return (
    <aside aria-labelledby="voorbeeld" className="xl:sticky xl:top-6 xl:self-start">
      <h2 id="voorbeeld" className="text-2xl font-semibold">
        {texts.preview}
      </h2>
      <MailFrame html={html} label={texts.previewNarrow} width={375} className="mt-4" />
    </aside>
  );
}

/** Below the editor: the mail as a large screen shows it. */
export function WidePreview({ html }: { html: string }) {
  return (
    <section aria-label={texts.previewWide} className="mt-10">
      <MailFrame html={html} label={texts.previewWide} width={600} />
    </section>
  );
}
