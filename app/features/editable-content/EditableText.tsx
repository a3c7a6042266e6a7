import type { EditableKey } from "~/content/editable";

/**
 * A text the coach edits at /admin/website (D24, ADR 0062), shown as text:
 * a blank line starts a paragraph; markup in it is escaped by React, never
 * rendered.
 */
export function EditableText({
  contentKey,
  text,
  className = "space-y-4",
}: {
  contentKey: EditableKey;
  text: string;
  className?: string;
}) {
  return (
    <div data-editable-key={contentKey} className={className}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** "a\n\nb" → ["a", "b"]; blank lines between paragraphs, however many. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
