import { Marked, type Tokens } from "marked";
import { blogCoverImage, type SiteImage } from "~/content/images";
import { blogPath } from "~/content/public-pages";

/**
 * The blog articles: Markdown files in app/content/blog/, one per post, the
 * file name (without .md) being the slug. Each file opens with a front-matter
 * block:
 *
 *   ---
 *   title: "..."
 *   description: "..."
 *   date: "2025-05-09"
 *   dateModified: "2025-05-09"
 *   tags: ["ADHD", "Energie"]
 *   keywords: ["adhd", "energie"]
 *   readingMinutes: 5
 *   coverAlt: "..."
 *   ---
 *
 * The cover illustration is assets/images/blog-{slug}.svg (made into
 * public/images by `npm run images`); coverAlt describes it.
 *
 * Everything is parsed and rendered once, when this module loads (at build
 * time for the prerendered pages), so a broken file stops the build with an
 * error that names the file and the field.
 */

export interface PostFrontMatter {
  title: string;
  description: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Last substantial change, `YYYY-MM-DD`, never before `date`. */
  dateModified: string;
  tags: string[];
  keywords: string[];
  readingMinutes: number;
  /** Dutch description of the cover image, for screen readers. */
  coverAlt: string;
}

export interface PostSummary extends PostFrontMatter {
  slug: string;
  /** Site path, `/blog/{slug}`. */
  path: string;
  cover: SiteImage;
}

export interface Post extends PostSummary {
  /** The article body as HTML, rendered from our own Markdown. */
  html: string;
}

type FieldKind = "string" | "date" | "list" | "integer";

const fields: Record<keyof PostFrontMatter, FieldKind> = {
  title: "string",
  description: "string",
  date: "date",
  dateModified: "date",
  tags: "list",
  keywords: "list",
  readingMinutes: "integer",
  coverAlt: "string",
};

const isField = (key: string): key is keyof PostFrontMatter => Object.hasOwn(fields, key);

class FrontMatterError extends Error {
  constructor(file: string, message: string) {
    super(`Blog post ${file}: ${message}`);
    this.name = "FrontMatterError";
  }
}

function parseQuoted(file: string, key: string, raw: string): string {
  if (!/^".*"$/.test(raw))
    throw new FrontMatterError(file, `field "${key}" must be a string in double quotes, got ${raw}`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new FrontMatterError(file, `field "${key}" is not a valid quoted string: ${raw}`);
  }
  if (typeof value !== "string" || value.trim() === "")
    throw new FrontMatterError(file, `field "${key}" must not be empty`);
  return value.trim();
}

function parseDate(file: string, key: string, raw: string): string {
  const value = parseQuoted(file, key, raw);
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new FrontMatterError(file, `field "${key}" must be a date "YYYY-MM-DD", got ${raw}`);
  }
  return value;
}

function parseList(file: string, key: string, raw: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new FrontMatterError(file, `field "${key}" must be a JSON array of strings, like ["a", "b"], got ${raw}`);
  }
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((item) => typeof item === "string" && item.trim() !== "")
  ) {
    throw new FrontMatterError(file, `field "${key}" must be a non-empty JSON array of non-empty strings, got ${raw}`);
  }
  return value.map((item: string) => item.trim());
}

function parseInteger(file: string, key: string, raw: string): number {
  if (!/^[1-9]\d*$/.test(raw))
    throw new FrontMatterError(file, `field "${key}" must be a positive whole number, got ${raw}`);
  return Number(raw);
}

/**
 * Splits a post file into its front matter and Markdown body. Strict: the
 * block must come first, every field must be present exactly once and well
 * formed, and unknown fields are refused (they are usually typos).
 */
export function parseFrontMatter(source: string, file: string): { meta: PostFrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) throw new FrontMatterError(file, `must start with a front-matter block between "---" lines`);
  const block = match[1] ?? "";
  const body = text.slice(match[0].length);

  const values: Partial<Record<keyof PostFrontMatter, string | string[] | number>> = {};
  block.split("\n").forEach((line, index) => {
    if (line.trim() === "") return;
    const lineNo = index + 2;
    const pair = /^([A-Za-z][A-Za-z0-9]*):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!pair) throw new FrontMatterError(file, `line ${lineNo} is not a "key: value" line: ${line}`);
    const key = pair[1] ?? "";
    const raw = pair[2] ?? "";
    if (!isField(key)) throw new FrontMatterError(file, `unknown field "${key}" on line ${lineNo}`);
    if (key in values) throw new FrontMatterError(file, `field "${key}" appears twice`);
    if (raw === "") throw new FrontMatterError(file, `field "${key}" has no value`);
    switch (fields[key]) {
      case "string":
        values[key] = parseQuoted(file, key, raw);
        break;
      case "date":
        values[key] = parseDate(file, key, raw);
        break;
      case "list":
        values[key] = parseList(file, key, raw);
        break;
      case "integer":
        values[key] = parseInteger(file, key, raw);
        break;
    }
  });

  for (const key of Object.keys(fields)) {
    if (!(key in values)) throw new FrontMatterError(file, `missing field "${key}"`);
  }
  const meta = values as PostFrontMatter;
  if (meta.dateModified < meta.date) {
    throw new FrontMatterError(file, `field "dateModified" (${meta.dateModified}) is before "date" (${meta.date})`);
  }
  if (body.trim() === "") throw new FrontMatterError(file, "has no article text after the front matter");
  return { meta, body };
}

// ---------------------------------------------------------------------------
// Markdown to HTML
// ---------------------------------------------------------------------------

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** A site path ("/aanbod", "/blog/x#y"), not a protocol-relative "//host". */
const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * Our own Markdown, rendered without raw HTML: HTML in the source is shown as
 * text, internal links are plain `<a href>` (no title, no target), external
 * links open in a new tab and say so, and any other scheme (javascript:,
 * data:...) keeps only its text. The article's title is the page's h1, so a
 * `#` heading in the body becomes an h2.
 */
const markdown = new Marked({
  async: false,
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (isInternal(href) || href.startsWith("#") || href.startsWith("mailto:")) {
        return `<a href="${escapeHtml(href)}">${text}</a>`;
      }
      if (/^https?:\/\//i.test(href)) {
        return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opent in een nieuw tabblad)</span></a>`;
      }
      return text;
    },
    image({ href, text }: Tokens.Image) {
      if (!isInternal(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" decoding="async">`;
    },
  },
});

export function renderMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

// ---------------------------------------------------------------------------
// The posts
// ---------------------------------------------------------------------------

const sources = import.meta.glob<string>("/app/content/blog/*.md", { query: "?raw", import: "default", eager: true });

function loadPosts(): Post[] {
  const posts = Object.entries(sources).map(([filePath, source]): Post => {
    const file = filePath.split("/").pop() ?? filePath;
    const slug = file.replace(/\.md$/, "");
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      throw new FrontMatterError(file, "the file name must be a slug: lower-case letters, digits and hyphens");
    }
    const { meta, body } = parseFrontMatter(source, file);
    const cover = blogCoverImage(slug, meta.coverAlt);
    return { ...meta, slug, path: blogPath(slug), cover, html: renderMarkdown(body) };
  });
  // Newest first; the slug keeps posts of the same day in a stable order.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const posts: Post[] = loadPosts();

function summaryOf({ html: _html, ...summary }: Post): PostSummary {
  return summary;
}

/** Every post, newest first, without the article text. */
export function allPosts(): PostSummary[] {
  return posts.map(summaryOf);
}

/** One post with its HTML, or undefined for an unknown slug. */
export function postBySlug(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}
