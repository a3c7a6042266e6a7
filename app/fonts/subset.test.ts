// The preloaded brand-font files are cut to the site's characters (ADR 0059):
// a character the copy gains that the cut lacks would be drawn from the full
// Latin file, a second download on a first visit. Fix: `npm run fonts`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentCharacters } from "../../scripts/lib/content-characters.mjs";
import { fontCodepoints } from "../../scripts/lib/font-codepoints.mjs";

const glyphs = async (path: string) => new Set(await fontCodepoints(readFileSync(path)));

describe.each(["inter", "fraunces"])("the %s subset", (name) => {
  it("has every character of app/content that the font has", async () => {
    const subset = await glyphs(`app/fonts/${name}-latin-subset.woff2`);
    const font = await glyphs(`node_modules/@fontsource-variable/${name}/files/${name}-latin-wght-normal.woff2`);
    const missing = [...contentCharacters()]
      .map((character) => character.codePointAt(0)!)
      .filter((codepoint) => font.has(codepoint) && !subset.has(codepoint));
    expect(missing.map((codepoint) => String.fromCodePoint(codepoint))).toEqual([]);
  });
});
