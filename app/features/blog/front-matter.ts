import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * The default blog articles of a fresh install: Markdown files in
 * app/content/blog/, one per post, the file name (without .md) being the
 * slug. Migration 0018 copies them into the database once; from then on the
 * coach edits them in /admin/blog (ADR 0057). Each file opens with a front-matter
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
 * A broken file stops the migration with an error that names the file and
 * the field.
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

const sources = import.meta.glob<string>("/app/content/blog/*.md", { query: "?raw", import: "default", eager: true });

export interface DefaultPost {
  slug: string;
  meta: PostFrontMatter;
  body: string;
}

/** The Markdown files in app/content/blog, checked; read by migration 0018 only. */
export function defaultPosts(): DefaultPost[] {
  return Object.entries(sources).map(([filePath, source]) => {
    const file = filePath.split("/").pop() ?? filePath;
    const slug = file.replace(/\.md$/, "");
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      throw new FrontMatterError(file, "the file name must be a slug: lower-case letters, digits and hyphens");
    }
    return { slug, ...parseFrontMatter(source, file) };
  });
}
