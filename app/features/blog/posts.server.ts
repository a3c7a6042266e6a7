import type { Selectable } from "kysely";
import { blogCoverImage, type SiteImage } from "~/content/images";
import { blogPath } from "~/content/public-pages";
import type { BlogPostsTable, UploadedImagesTable } from "~/server/db-schema";
import { db } from "~/server/db.server";
import { currentTime } from "~/server/clock.server";
import { renderMarkdown } from "~/server/markdown.server";
import { dateKey, localDateOf } from "~/lib/amsterdam-time";
import { uploadedImage } from "~/features/uploaded-images/picture";

/**
 * The blog as visitors see it (ADR 0057): posts in the database whose
 * publication time has come. Every read asks the database, so a page rendered
 * into the page cache (page-refresh.server.ts) or per request is never stale.
 */
export interface PostSummary {
  id: number;
  slug: string;
  /** Site path, `/blog/{slug}`. */
  path: string;
  title: string;
  description: string;
  /** Publication date, `YYYY-MM-DD` in the coach's time zone. */
  date: string;
  /** Last change after publication, `YYYY-MM-DD`, never before `date`. */
  dateModified: string;
  tags: string[];
  keywords: string[];
  readingMinutes: number;
  cover?: SiteImage;
}

export interface Post extends PostSummary {
  /** The article body as sanitised HTML. */
  html: string;
}

/** An instant as its `YYYY-MM-DD` date in the coach's time zone. */
const localDateKey = (iso: string): string => dateKey(localDateOf(Date.parse(iso)));

type PostRow = Selectable<BlogPostsTable> & {
  image_widths: Selectable<UploadedImagesTable>["widths"] | null;
  image_width: number | null;
  image_height: number | null;
};

/** Posts with their uploaded cover's sizes, for `coverOf`. */
export function postsWithCovers() {
  return db
    .selectFrom("blog_posts")
    .leftJoin("uploaded_images", "uploaded_images.id", "blog_posts.cover_image_id")
    .selectAll("blog_posts")
    .select([
      "uploaded_images.widths as image_widths",
      "uploaded_images.width as image_width",
      "uploaded_images.height as image_height",
    ]);
}

/** The cover to show: the uploaded image, else a default post's illustration, else none. */
export function coverOf(row: PostRow): SiteImage | undefined {
  if (row.cover_image_id && row.image_widths && row.image_width && row.image_height) {
    return uploadedImage(
      { id: row.cover_image_id, widths: row.image_widths, width: row.image_width, height: row.image_height },
      row.cover_alt,
    );
  }
  return row.default_cover ? blogCoverImage(row.default_cover, row.cover_alt) : undefined;
}

function summaryOf(row: PostRow): PostSummary {
  const date = localDateKey(row.published_at ?? row.created_at);
  return {
    id: row.id,
    slug: row.slug,
    path: blogPath(row.slug),
    title: row.title,
    description: row.description,
    date,
    dateModified: row.date_modified && row.date_modified > date ? row.date_modified : date,
    tags: JSON.parse(row.tags) as string[],
    keywords: JSON.parse(row.keywords) as string[],
    readingMinutes: row.reading_minutes,
    cover: coverOf(row),
  };
}

function livePostRows(now: Date) {
  return postsWithCovers()
    .where("blog_posts.published_at", "is not", null)
    .where("blog_posts.published_at", "<=", now.toISOString());
}

/** Every live post, newest first, without the article text. */
export async function livePosts(now = currentTime()): Promise<PostSummary[]> {
  const rows = await livePostRows(now).orderBy("blog_posts.published_at", "desc").orderBy("blog_posts.slug").execute();
  return rows.map(summaryOf);
}

/** One live post with its HTML, or undefined (unknown, concept, scheduled). */
export async function livePost(slug: string, now = currentTime()): Promise<Post | undefined> {
  const row = await livePostRows(now).where("blog_posts.slug", "=", slug).executeTakeFirst();
  return row && { ...summaryOf(row), html: renderMarkdown(row.body) };
}

/** Where a renamed live post is now, for the 301 from its old slug. */
export async function movedTo(oldSlug: string, now = currentTime()): Promise<string | undefined> {
  const row = await livePostRows(now)
    .innerJoin("blog_slug_redirects", "blog_slug_redirects.post_id", "blog_posts.id")
    .where("blog_slug_redirects.old_slug", "=", oldSlug)
    .executeTakeFirst();
  return row && blogPath(row.slug);
}
