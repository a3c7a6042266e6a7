import { textToolbarLabels } from "~/content/ui-labels";

/** What the formatting toolbar can do to the text (ADR 0117). */
export const formats = ["bold", "italic", "heading", "list", "link"] as const;
export type Format = (typeof formats)[number];

/**
 * One edit of the text: replace `from`..`to` with `insert`, then select
 * `selectStart`..`selectEnd` (positions in the new text).
 */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selectStart: number;
  selectEnd: number;
}

const { placeholders, urlPlaceholder } = textToolbarLabels;

/** Wraps the selection in `mark` (or a placeholder when nothing is selected), the wrapped text selected. */
function wrap(value: string, start: number, end: number, mark: string, placeholder: string): TextEdit {
  const inner = start === end ? placeholder : value.slice(start, end);
  return {
    from: start,
    to: end,
    insert: `${mark}${inner}${mark}`,
    selectStart: start + mark.length,
    selectEnd: start + mark.length + inner.length,
  };
}

/**
 * Puts `prefix` before every line the selection touches, or takes it away when
 * all of them have it already (pressing the button again undoes it).
 */
function prefixLines(value: string, start: number, end: number, prefix: string, placeholder: string): TextEdit {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = value.indexOf("\n", end);
  const to = lineEnd === -1 ? value.length : lineEnd;
  const lines = value.slice(from, to).split("\n");
  if (lines.length === 1 && lines[0] === "") {
    return {
      from,
      to,
      insert: prefix + placeholder,
      selectStart: from + prefix.length,
      selectEnd: from + prefix.length + placeholder.length,
    };
  }
  const undo = lines.every((line) => line.startsWith(prefix));
  const insert = lines
    .map((line) => (undo ? line.slice(prefix.length) : line === "" ? line : prefix + line))
    .join("\n");
  return { from, to, insert, selectStart: from, selectEnd: from + insert.length };
}

/** The edit a toolbar button makes to `value` with `start`..`end` selected. */
export function formatEdit(value: string, start: number, end: number, format: Format): TextEdit {
  switch (format) {
    case "bold":
      return wrap(value, start, end, "**", placeholders.bold);
    case "italic":
      return wrap(value, start, end, "*", placeholders.italic);
    case "heading":
      return prefixLines(value, start, end, "## ", placeholders.heading);
    case "list":
      return prefixLines(value, start, end, "- ", placeholders.list);
    case "link": {
      const text = start === end ? placeholders.link : value.slice(start, end);
      const insert = `[${text}](${urlPlaceholder})`;
      // With text chosen, the address is what is left to type; without, the text comes first.
      const [selectStart, selectEnd] =
        start === end
          ? [start + 1, start + 1 + text.length]
          : [start + text.length + 3, start + text.length + 3 + urlPlaceholder.length];
      return { from: start, to: end, insert, selectStart, selectEnd };
    }
  }
}
