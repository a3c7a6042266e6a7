import { describe, expect, it } from "vitest";
import { formatEdit, type Format } from "./text-format";

/** The text after the edit, with the new selection shown as [[...]]. */
function apply(text: string, format: Format): string {
  const start = text.indexOf("[[");
  const end = text.indexOf("]]") - 2;
  const plain = text.replace("[[", "").replace("]]", "");
  const edit = formatEdit(plain, start, end, format);
  const next = plain.slice(0, edit.from) + edit.insert + plain.slice(edit.to);
  return `${next.slice(0, edit.selectStart)}[[${next.slice(edit.selectStart, edit.selectEnd)}]]${next.slice(edit.selectEnd)}`;
}

describe("the formatting toolbar's edits (ADR 0117)", () => {
  it("wraps the selection, or puts in a selected placeholder", () => {
    expect(apply("Een [[rustig]] hoofd", "bold")).toBe("Een **[[rustig]]** hoofd");
    expect(apply("Een [[]]hoofd", "italic")).toBe("Een *[[schuine tekst]]*hoofd");
  });

  it("makes every touched line a list item, and undoes it on a second press", () => {
    expect(apply("Eerst\n[[een\n\ntwee]]\nDaarna", "list")).toBe("Eerst\n[[- een\n\n- twee]]\nDaarna");
    expect(apply("[[- een\n- twee]]", "list")).toBe("[[een\ntwee]]");
  });

  it("turns the line into a heading, wherever the cursor is on it", () => {
    expect(apply("Tekst\nWaar[[]]om\nMeer", "heading")).toBe("Tekst\n[[## Waarom]]\nMeer");
    expect(apply("Tekst\n[[]]", "heading")).toBe("Tekst\n## [[Tussenkop]]");
  });

  it("makes a link of the selection with the address left to type", () => {
    expect(apply("Lees [[mijn blog]].", "link")).toBe("Lees [mijn blog]([[https://]]).");
    expect(apply("Lees [[]].", "link")).toBe("Lees [[[linktekst]]](https://).");
  });
});
