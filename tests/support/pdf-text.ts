/**
 * A PDF's text as a reader extracts it, with Mozilla's PDF.js: the lines of
 * each page; pieces of one line that touch (a word drawn in two fonts) are
 * joined as they are, pieces with a gap between them by a space.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 })
    .promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    let line = "";
    let end: number | undefined;
    for (const item of content.items) {
      if (!("str" in item)) continue;
      const x = item.transform[4] as number;
      const gap = end === undefined ? 0 : x - end;
      line += line && gap > 1 && !line.endsWith(" ") ? ` ${item.str}` : item.str;
      end = x + item.width;
      if (item.hasEOL) {
        lines.push(line);
        line = "";
        end = undefined;
      }
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return lines.map((line) => line.replace(/\s+/g, " ").trim()).join("\n");
}
