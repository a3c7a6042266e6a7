// Every character of the visitor-facing text: all of app/content (copy, legal
// pages, blog posts). The brand-font subsets are cut to these (ADR 0059).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function contentCharacters(dir = "app/content") {
  const characters = new Set();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // Tests beside the copy are not shown to anyone.
    if (!entry.isFile() || entry.name.endsWith(".test.ts")) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), "utf8");
    // Escapes count as what they stand for (a soft hyphen is written \u00AD).
    const text = source.replace(/\\u\{?([0-9a-f]{4,6})\}?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));
    for (const character of text) {
      if (character >= " ") characters.add(character);
    }
  }
  return characters;
}
