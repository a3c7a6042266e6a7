// The code points a woff2 font maps to glyphs (its cmap), read with HarfBuzz.
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";

export async function fontCodepoints(woff2) {
  const sfnt = await fontverter.convert(woff2, "sfnt");
  return [...new Face(new Blob(sfnt)).collectUnicodes()];
}
