import { sessionNotes as texts } from "~/content/session-notes";

/**
 * What the coach shared about one session (ADR 0143), under that session on
 * the client page: plain text, its line breaks kept, never markup.
 */
export function SharedNote({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-3 rounded-xl bg-sand-50 px-4 py-3 ring-1 ring-sand-200">
      <p className="text-base font-semibold text-ink">{texts.client.label}</p>
      <p className="mt-1 text-lg leading-relaxed break-words whitespace-pre-line">{text}</p>
    </div>
  );
}
