import { describe, expect, it } from "vitest";
import { defaultPosts } from "~/server/migrations/0018_blog";
import * as coachFacts from "~/server/migrations/0020_coach_facts";

/**
 * Slips a native Dutch reader notices at once. Runs over every content module
 * and what a fresh install seeds (the blog posts, testimonials and packages of
 * migrations 0018 and 0020): headings and buttons in Dutch capitalisation
 * (D29: first word only), one spelling 'burn-out', prices as '€ 1.100'.
 */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });
const posts = defaultPosts.map((post) => ({
  file: `migration 0018: ${post.slug}`,
  text: [post.title, post.description, post.coverAlt, ...post.tags, ...post.keywords, post.body].join("\n"),
}));

interface Text {
  where: string;
  key: string;
  text: string;
}

function collect(value: unknown, where: string, key: string, into: Text[]): Text[] {
  if (typeof value === "string") into.push({ where, key, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => collect(item, `${where}[${i}]`, key, into));
  else if (value && typeof value === "object")
    for (const [name, item] of Object.entries(value)) collect(item, `${where}.${name}`, name, into);
  return into;
}

// The admin portal too (D27): its screen names are Dutch, not SPEC's English Title Case.
const seeded = { "migration 0020": { testimonials: coachFacts.testimonials, packages: coachFacts.defaultPackages } };
const texts = Object.entries({ ...modules, ...seeded }).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => collect(value, `${file}:${name}`, name, [])),
);
const postHeadings = defaultPosts.flatMap((post) =>
  [post.title, ...[...post.body.matchAll(/^#{1,4} (.+)$/gm)].map((m) => m[1]!)].map((text) => ({
    where: `migration 0018: ${post.slug}`,
    key: "heading",
    text,
  })),
);

/** Keys whose strings are headings, buttons or labels. */
const headingKey = /^(title|heading|label|cta|button|submit|name|badges)$|(Title|Heading|Label|Cta)$/;
/** Capitalised words that are names, not Title Case. */
const names = new Set(
  "Zoom Meet Jitsi Whereby Calendly KvK Google Nederland Nederlandse Europese Unie Autoriteit Persoonsgegevens AVG WhatsApp LinkedIn Instagram Facebook Koen Mirte Schuttevaer Sanne Mark Tom Lisa Bas Utrecht Amsterdam Ego".split(
    " ",
  ),
);

function titleCaseWords(text: string): string[] {
  // Each sentence (after . : ? ! or a number) starts with a capital; after that only names may.
  return text
    .split(/(?<=[.:?!–—•|])\s+|^\d+\.\s*/)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[“"‘'(&]+|[”"’'),.!?:;]+$/g, ""))
    .filter((word) => /^[A-Z][a-zà-ÿ]/.test(word) && !names.has(word) && !names.has(word.split("-")[0]!));
}

describe("Dutch copy", () => {
  it("capitalises headings and buttons the Dutch way (D29)", () => {
    const slips = [...texts.filter((t) => headingKey.test(t.key)), ...postHeadings]
      .filter((t) => titleCaseWords(t.text).length > 0)
      .map((t) => `${t.where}: ${t.text}`);
    expect(slips.join("\n")).toBe("");
  });

  it("keeps the English labels out of the admin portal (D27)", () => {
    const english =
      /\b(dashboard|portal|login|error|refresh|retry|reload|responses?|clients?|email|newsletter|ebook|denied|access|content|updated|please|failed|storage|bucket|the|you)\b/i;
    const slips = texts
      // Paths, keys and CSV column and file names are machine-readable, and `{failed}` a placeholder.
      .filter((t) => /^\.\/(admin|ebook-admin|editable)/.test(t.where) && !/^(to|key|csvHeader|csvFile)$/.test(t.key))
      .filter((t) => english.test(t.text.replace(/\{\w+\}/g, "")))
      .map((t) => `${t.where}: ${t.text}`);
    expect(slips.join("\n")).toBe("");
  });

  it("spells burn-out one way; 'Burnout' only as SPEC's profile name", () => {
    const all = [...texts, ...posts.map((p) => ({ where: p.file, key: "post", text: p.text }))];
    const slips = all
      .filter(
        (t) => t.text !== "Burnout" && /(?<![/\w-])[Bb]urnout(?![\w-]*\.md)/.test(t.text.replace(/\(\/[^)]*\)/g, "")),
      )
      .map((t) => `${t.where}: ${t.text.slice(0, 80)}`);
    expect(slips.join("\n")).toBe("");
  });

  it("writes prices as '€ 1.100' and '€ 85'", () => {
    const all = [...texts, ...posts.map((p) => ({ where: p.file, key: "post", text: p.text }))];
    const slips = all.flatMap((t) =>
      [...t.text.matchAll(/€\s*[\d.,]+/g)]
        .map((m) => m[0])
        .filter((price) => !/^€ \d{1,3}(\.\d{3})*(,\d{2})?$/.test(price.replace(/[.,]$/, "")))
        .map((price) => `${t.where}: ${price}`),
    );
    expect(slips.join("\n")).toBe("");
  });
});
