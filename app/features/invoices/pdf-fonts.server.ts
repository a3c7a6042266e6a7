import type { Font } from "fontkit";

/**
 * The brand fonts for the invoice PDF (ADR 0102): static TrueType instances
 * made by `npm run fonts` (Inter 400 and 600, Fraunces 600), carried inside
 * the server bundle so no path has to be found at run time. Each weight comes
 * as fontsource's two files, Latin and Latin Extended: a name like "Łukasz
 * Wiśniewski" is drawn from both, character by character.
 */
const files = import.meta.glob<string>("/app/fonts/pdf/*.ttf", { query: "?inline", import: "default", eager: true });

export const pdfFaces = ["body", "bold", "heading"] as const;
export type PdfFace = (typeof pdfFaces)[number];

const fileNames: Record<PdfFace, string> = { body: "inter-400", bold: "inter-600", heading: "fraunces-600" };

export interface FaceFiles {
  /** Parsed once and shared by every document: parsing a font costs more than drawing an invoice. */
  latin: Font;
  latinExt: Font;
  /** Whether the Latin file has a glyph for a code point. */
  inLatin: (codePoint: number) => boolean;
  inLatinExt: (codePoint: number) => boolean;
}

function load(name: string): Buffer {
  const url = files[`/app/fonts/pdf/${name}.ttf`];
  if (!url) throw new Error(`PDF font ${name} is missing: run npm run fonts`);
  return Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
}

let loaded: Promise<Record<PdfFace, FaceFiles>> | undefined;

/** Read once, on the first invoice (fontkit, like the PDF library, is only loaded then). */
export function pdfFonts(): Promise<Record<PdfFace, FaceFiles>> {
  loaded ??= import("fontkit").then(
    ({ create }) =>
      Object.fromEntries(
        pdfFaces.map((face) => {
          const latin = create(load(`${fileNames[face]}-latin`)) as Font;
          const latinExt = create(load(`${fileNames[face]}-latin-ext`)) as Font;
          const files: FaceFiles = {
            latin,
            latinExt,
            inLatin: (codePoint) => latin.hasGlyphForCodePoint(codePoint),
            inLatinExt: (codePoint) => latinExt.hasGlyphForCodePoint(codePoint),
          };
          return [face, files];
        }),
      ) as Record<PdfFace, FaceFiles>,
  );
  return loaded;
}

/**
 * A text cut into runs that each one file can draw: the Latin file where it
 * has the character, else Latin Extended where that has it (a character
 * neither has stays with Latin and shows as its empty box).
 */
export function fontRuns(text: string, face: FaceFiles): { ext: boolean; text: string }[] {
  const runs: { ext: boolean; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const ext = !face.inLatin(codePoint) && face.inLatinExt(codePoint);
    const last = runs.at(-1);
    if (last && last.ext === ext) last.text += character;
    else runs.push({ ext, text: character });
  }
  return runs;
}
