import { describe, expect, it } from "vitest";
import { safeEbookFileName } from "./file-name";

describe("the e-book's stored and offered file name", () => {
  it.each([
    ["sample-ebook.pdf", "sample-ebook.pdf"],
    ["Mijn nieuwe e-book.pdf", "Mijn_nieuwe_e-book.pdf"],
    ["Mijn_E-book.PDF", "Mijn_E-book.pdf"],
    ["Één e-book (versie 2).pdf", "Een_e-book_versie_2.pdf"],
    ['../../etc/pass"wd.pdf', "etc_pass_wd.pdf"],
    ["...pdf", "e-book.pdf"],
    ["\u4e66.pdf", "e-book.pdf"],
  ])("turns %j into the header-safe %j", (stored, expected) => {
    expect(safeEbookFileName(stored)).toBe(expected);
  });
});
