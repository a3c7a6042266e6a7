import { useRef, type KeyboardEvent } from "react";
import { textToolbarLabels as labels } from "~/content/ui-labels";
import { formatEdit, formats, type Format } from "~/lib/text-format";

/** How each button shows what it does. */
const looks: Record<Format, string> = {
  bold: "font-bold",
  italic: "italic",
  heading: "font-serif font-semibold",
  list: "",
  link: "underline underline-offset-4",
};

/** Applies a button's edit to the field so the browser's undo and the live preview both see it. */
function applyFormat(field: HTMLTextAreaElement, format: Format): void {
  const edit = formatEdit(field.value, field.selectionStart, field.selectionEnd, format);
  field.focus();
  field.setSelectionRange(edit.from, edit.to);
  // insertText keeps Ctrl+Z working; where a browser refuses it, the plain way plus the input event.
  if (!document.execCommand("insertText", false, edit.insert)) {
    field.setRangeText(edit.insert, edit.from, edit.to);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  field.setSelectionRange(edit.selectStart, edit.selectEnd);
}

/**
 * Bold, italic, heading, list and link for a text the coach writes in
 * Markdown (ADR 0117): each button writes the marks around the selection.
 * An ARIA toolbar: one tab stop, the arrow keys move between the buttons.
 * It is in the server's HTML, so hydration moves nothing below it (a save
 * button that jumps away as the coach presses it loses the click); a browser
 * without JavaScript hides it by CSS, and the field stays plain text.
 */
export function TextToolbar({ fieldId }: { fieldId: string }) {
  const bar = useRef<HTMLDivElement>(null);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(bar.current?.querySelectorAll("button") ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: buttons.length - 1,
    }[event.key];
    if (next === undefined || current === -1) return;
    event.preventDefault();
    buttons.forEach((button) => (button.tabIndex = -1));
    const target = buttons[(next + buttons.length) % buttons.length];
    if (!target) return;
    target.tabIndex = 0;
    target.focus();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={labels.toolbar}
      aria-controls={fieldId}
      onKeyDown={moveFocus}
      className="mt-2 flex flex-wrap gap-1 rounded-xl bg-sand-100 p-1 [@media(scripting:none)]:hidden"
    >
      {formats.map((format, index) => (
        <button
          key={format}
          type="button"
          tabIndex={index === 0 ? 0 : -1}
          onClick={() => {
            const field = document.getElementById(fieldId);
            if (field instanceof HTMLTextAreaElement && !field.readOnly) applyFormat(field, format);
          }}
          className={`min-h-11 rounded-lg px-3 text-ink hover:bg-white focus-visible:outline-3 focus-visible:outline-clay-500 ${looks[format]}`}
        >
          {labels[format]}
        </button>
      ))}
    </div>
  );
}
