// Every character of the visitor-facing text: all of app/content (copy, legal
// pages) and what a fresh install seeds (the blog posts, testimonials and packages
// of migrations 0018 and 0020). The brand-font subsets are cut to these (ADR 0059).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const seeding = ["app/server/migrations/0018_blog.ts", "app/server/migrations/0020_coach_facts.ts"];

export function contentCharacters() {
  const characters = new Set();
  const content = readdirSync("app/content", { recursive: true, withFileTypes: true })
    // Tests beside the copy are not shown to anyone.
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const file of [...content, ...seeding]) {
    const source = readFileSync(file, "utf8");
    // Escapes count as what they stand for (a soft hyphen is written \u00AD).
    const text = source.replace(/\\u\{?([0-9a-f]{4,6})\}?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));
    for (const character of text) {
      if (character >= " ") characters.add(character);
    }
  }
  return characters;
}
