import { describe, expect, it } from "vitest";
import { defaultPosts, parseFrontMatter } from "./front-matter";

const validBlock = [
  "---",
  'title: "Pieken en dalen: waarom je energie wisselt"',
  'description: "Een korte beschrijving met een \\"citaat\\" erin."',
  'date: "2025-05-09"',
  'dateModified: "2025-05-10"',
  'tags: ["ADHD", "Energie"]',
  'keywords: ["adhd", "energie", "pieken en dalen"]',
  "readingMinutes: 5",
  'coverAlt: "Een golvende lijn over heuvels"',
  "---",
  "",
  "Eerste alinea.",
  "",
].join("\n");

/** The valid block with one front-matter line replaced (or removed with `null`). */
function withLine(key: string, line: string | null): string {
  return validBlock
    .split("\n")
    .flatMap((current) => (current.startsWith(`${key}:`) ? (line === null ? [] : [line]) : [current]))
    .join("\n");
}

describe("parseFrontMatter", () => {
  it("parses a valid block and returns the body after it", () => {
    const { meta, body } = parseFrontMatter(validBlock, "voorbeeld.md");
    expect(meta).toEqual({
      title: "Pieken en dalen: waarom je energie wisselt",
      description: 'Een korte beschrijving met een "citaat" erin.',
      date: "2025-05-09",
      dateModified: "2025-05-10",
      tags: ["ADHD", "Energie"],
      keywords: ["adhd", "energie", "pieken en dalen"],
      readingMinutes: 5,
      coverAlt: "Een golvende lijn over heuvels",
    });
    expect(body.trim()).toBe("Eerste alinea.");
  });

  it("accepts Windows line endings", () => {
    const { meta } = parseFrontMatter(validBlock.replace(/\n/g, "\r\n"), "voorbeeld.md");
    expect(meta.readingMinutes).toBe(5);
  });

  it("names the file and the field when a field is missing", () => {
    expect(() => parseFrontMatter(withLine("keywords", null), "voorbeeld.md")).toThrow(
      'Blog post voorbeeld.md: missing field "keywords"',
    );
  });

  it("refuses a malformed list", () => {
    expect(() => parseFrontMatter(withLine("tags", 'tags: ["ADHD", "Energie"'), "voorbeeld.md")).toThrow(
      /voorbeeld\.md: front matter is not valid YAML/,
    );
    expect(() => parseFrontMatter(withLine("tags", 'tags: "ADHD"'), "voorbeeld.md")).toThrow(
      /field "tags" must be a list of texts/,
    );
    expect(() => parseFrontMatter(withLine("tags", "tags: [1, 2]"), "voorbeeld.md")).toThrow(/field "tags"/);
    expect(() => parseFrontMatter(withLine("tags", "tags: []"), "voorbeeld.md")).toThrow(/field "tags"/);
  });

  it("refuses empty texts, bad dates, bad numbers, unknown and duplicate fields", () => {
    // YAML: quotes are optional, so a plain title is fine, an empty one is not.
    expect(parseFrontMatter(withLine("title", "title: Zonder aanhalingstekens"), "a.md").meta.title).toBe(
      "Zonder aanhalingstekens",
    );
    expect(() => parseFrontMatter(withLine("title", 'title: "  "'), "a.md")).toThrow(/field "title" must not be empty/);
    expect(() => parseFrontMatter(withLine("date", 'date: "2025-13-01"'), "a.md")).toThrow(
      /field "date" must be a date/,
    );
    expect(() => parseFrontMatter(withLine("readingMinutes", 'readingMinutes: "5"'), "a.md")).toThrow(
      /field "readingMinutes" must be a positive whole number/,
    );
    expect(() => parseFrontMatter(withLine("date", 'date: "2025-02-30"'), "a.md")).toThrow(
      /field "date" must be a date/,
    );
    expect(() => parseFrontMatter(withLine("dateModified", 'dateModified: "2025-05-01"'), "a.md")).toThrow(
      /"dateModified" .* is before "date"/,
    );
    expect(() => parseFrontMatter(withLine("readingMinutes", "readingMinutes: 5.5"), "a.md")).toThrow(
      /field "readingMinutes"/,
    );
    expect(() => parseFrontMatter(withLine("title", 'titel: "Typfout"'), "a.md")).toThrow(/unknown field "titel"/);
    expect(() =>
      parseFrontMatter(validBlock.replace("readingMinutes: 5", "readingMinutes: 5\nreadingMinutes: 6"), "a.md"),
    ).toThrow(/a\.md: front matter is not valid YAML: Map keys must be unique/);
  });

  it("requires the block at the start of the file", () => {
    expect(() => parseFrontMatter("Alleen tekst.", "a.md")).toThrow(/a\.md: must start with a front-matter block/);
  });
});

describe("the default posts in app/content/blog", () => {
  it("reads every file with its slug and body", () => {
    const posts = defaultPosts();
    expect(posts.map((post) => post.slug).sort()).toEqual([
      "adhd-burnout",
      "adhd-pieken-dalen",
      "burnout-mannen-vrouwen",
    ]);
    expect(posts.every((post) => post.body.trim().length > 0)).toBe(true);
  });
});
