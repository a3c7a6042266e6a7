import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
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
 * The block is YAML, checked against a Zod schema. The cover illustration is
 * assets/images/blog-{slug}.svg (made into public/images by `npm run images`);
 * coverAlt describes it.
 *
 * Everything is parsed and rendered once, when this module loads (at build
 * time for the prerendered pages), so a broken file stops the build with an
 * error that names the file and the field.
 */

const text = z.string({ error: "must be text" }).trim().min(1, "must not be empty");

const isoDate = z.string({ error: 'must be a date "YYYY-MM-DD"' }).refine((value) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  // 2025-02-30 parses (as 2 March): only a date that survives the round trip exists.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}, 'must be a date "YYYY-MM-DD"');

const list = z
  .array(text, { error: 'must be a list of texts, like ["a", "b"]' })
  .min(1, 'must be a non-empty list, like ["a", "b"]');

/** Every field required, no others (an unknown one is usually a typo). */
const frontMatterSchema = z.strictObject({
  title: text,
  description: text,
  /** Publication date, `YYYY-MM-DD`. */
  date: isoDate,
  /** Last substantial change, `YYYY-MM-DD`, never before `date`. */
  dateModified: isoDate,
  tags: list,
  keywords: list,
  readingMinutes: z
    .number({ error: "must be a positive whole number" })
    .int("must be a positive whole number")
    .positive("must be a positive whole number"),
  /** Dutch description of the cover image, for screen readers. */
  coverAlt: text,
});

export type PostFrontMatter = z.infer<typeof frontMatterSchema>;

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

class FrontMatterError extends Error {
  constructor(file: string, message: string) {
    super(`Blog post ${file}: ${message}`);
    this.name = "FrontMatterError";
  }
}

/** The problem Zod found, in a writer's words; a typo'd key is named before the key it misses. */
function describeProblem(issues: z.core.$ZodIssue[], block: Record<string, unknown>): string {
  const issue = issues.find((candidate) => candidate.code === "unrecognized_keys") ?? issues[0];
  if (!issue) return "front matter is not valid";
  if (issue.code === "unrecognized_keys") return `unknown field "${issue.keys[0] ?? ""}"`;
  const key = String(issue.path[0] ?? "");
  if (!(key in block)) return `missing field "${key}"`;
  return `field "${key}" ${issue.message}`;
}

/**
 * Splits a post file into its front matter (YAML) and Markdown body. Strict:
 * the block must come first, every field must be present exactly once and
 * well formed, and unknown fields are refused.
 */
export function parseFrontMatter(source: string, file: string): { meta: PostFrontMatter; body: string } {
  const normalized = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(normalized);
  if (!match) throw new FrontMatterError(file, `must start with a front-matter block between "---" lines`);
  const body = normalized.slice(match[0].length);

  let block: unknown;
  try {
    block = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new FrontMatterError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (typeof block !== "object" || block === null || Array.isArray(block)) {
    throw new FrontMatterError(file, 'front matter must be "key: value" lines');
  }
  const parsed = frontMatterSchema.safeParse(block);
  if (!parsed.success) {
    throw new FrontMatterError(file, describeProblem(parsed.error.issues, block as Record<string, unknown>));
  }
  const meta = parsed.data;
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
