import { sql, type Selectable, type Transaction } from "kysely";
import type { SiteImage } from "~/content/images";
import { adminBlogEditor } from "~/content/admin-blog";
import { dropVersions, keepVersion, versionOf } from "~/features/content-history/history.server";
import { dateKey, localDateOf } from "~/lib/amsterdam-time";
import type { FormValue } from "~/lib/forms/parse-form";
import type { BlogPostsTable, Database } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";
import { currentTime } from "~/server/clock.server";
import { coverOf, postsWithCovers } from "./posts.server";
import { slugFromTitle, type postSchema } from "./post-form";
import { readingMinutes } from "./reading-time";

/**
 * The coach's side of the blog (ADR 0057): the list with each
 * post's status, saving (every save keeps the version it replaces, ADR
 * 0058), publishing, scheduling, renaming (the old slug answers 301) and
 * deleting. Callers refresh the page cache afterwards (page-refresh.server.ts).
 */
export type PostStatus = "concept" | "gepland" | "gepubliceerd";

export function statusOf(publishedAt: string | null, now: Date): PostStatus {
  if (!publishedAt) return "concept";
  return publishedAt > now.toISOString() ? "gepland" : "gepubliceerd";
}

export const historyEntity = "blog_post";

type PostRow = Selectable<BlogPostsTable>;
/** What a version holds: everything the coach can change. */
type Snapshot = Omit<PostRow, "id" | "created_at" | "updated_at">;

function snapshotOf({ id: _id, created_at: _created, updated_at: _updated, ...snapshot }: PostRow): Snapshot {
  return snapshot;
}

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  publishedAt: string | null;
  updatedAt: string;
}

export async function adminPosts(now = currentTime()): Promise<AdminPostRow[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "slug", "published_at", "updated_at"])
    // Drafts (no date yet) on top, then by publication date, newest first (ADR 0116).
    .orderBy(sql`published_at is null`, "desc")
    .orderBy("published_at", "desc")
    .orderBy("updated_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: statusOf(row.published_at, now),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }));
}

export interface EditablePost {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  tags: string[];
  keywords: string[];
  publishedAt: string | null;
  status: PostStatus;
  coverAlt: string;
  cover?: SiteImage;
  readingMinutes: number;
}

export async function editablePost(id: number, now = currentTime()): Promise<EditablePost | undefined> {
  const row = await postsWithCovers().where("blog_posts.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tags: JSON.parse(row.tags) as string[],
    keywords: JSON.parse(row.keywords) as string[],
    publishedAt: row.published_at,
    status: statusOf(row.published_at, now),
    coverAlt: row.cover_alt,
    cover: coverOf(row),
    readingMinutes: row.reading_minutes,
  };
}

export type Publication = "keep" | "publish" | "unpublish";

export type SaveOutcome =
  | { ok: true; id: number; status: PostStatus; before?: PostStatus }
  | { ok: false; field: "slug" | "coverAlt" | ""; code: string; message: string };

const errors = adminBlogEditor.errors;

/** The first free slug: `wanted`, else `wanted-2`, `wanted-3`... (only for one made from the title). */
async function freeSlug(trx: Transaction<Database>, wanted: string, id: number | undefined): Promise<string | null> {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? wanted : `${wanted}-${n}`;
    const taken = await trx
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", candidate)
      .$if(id !== undefined, (query) => query.where("id", "!=", id ?? 0))
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  return null;
}

/**
 * Writes `next` over `current`: the replaced version goes into the history,
 * and a changed slug leaves a redirect behind (one that pointed at the new
 * slug is removed: the address is a post's own again).
 */
async function replacePost(trx: Transaction<Database>, current: PostRow, next: Snapshot, savedBy: string) {
  await keepVersion(trx, historyEntity, current.id, snapshotOf(current), savedBy);
  if (next.slug !== current.slug) {
    await trx
      .insertInto("blog_slug_redirects")
      .values({ old_slug: current.slug, post_id: current.id })
      .onConflict((conflict) => conflict.column("old_slug").doUpdateSet({ post_id: current.id }))
      .execute();
  }
  await trx.deleteFrom("blog_slug_redirects").where("old_slug", "=", next.slug).execute();
  await trx
    .updateTable("blog_posts")
    .set({ ...next, updated_at: nowIso() })
    .where("id", "=", current.id)
    .execute();
}

export async function savePost(
  savedBy: string,
  id: number | undefined,
  input: FormValue<typeof postSchema>,
  publication: Publication,
  now = currentTime(),
): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const current =
      id === undefined
        ? undefined
        : await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (id !== undefined && !current) return { ok: false, field: "", code: "Unknown post", message: errors.unknown };
    const slug = await freeSlug(trx, input.slug || slugFromTitle(input.title), id);
    if (!slug || (input.slug && slug !== input.slug)) {
      return { ok: false, field: "slug", code: "Slug taken", message: errors.slugTaken };
    }
    const hasCover = Boolean(current?.cover_image_id ?? current?.default_cover);
    if (hasCover && input.coverAlt === "") {
      return { ok: false, field: "coverAlt", code: "Missing alt text", message: errors.coverAlt };
    }
    const publishedAt =
      publication === "publish"
        ? (input.publishAt ?? now.toISOString())
        : publication === "unpublish"
          ? null
          : input.publishAt;
    const wasLive = current ? statusOf(current.published_at, now) === "gepubliceerd" : false;
    const next: Snapshot = {
      slug,
      title: input.title,
      description: input.description,
      body: input.body,
      tags: JSON.stringify(input.tags),
      keywords: JSON.stringify(input.keywords),
      reading_minutes: readingMinutes(input.body),
      published_at: publishedAt,
      // A change to a post readers already have is dated (the feed, the sitemap and the article say so).
      date_modified: wasLive ? dateKey(localDateOf(now.getTime())) : (current?.date_modified ?? null),
      cover_image_id: current?.cover_image_id ?? null,
      default_cover: current?.default_cover ?? null,
      cover_alt: input.coverAlt,
    };
    if (current) {
      await replacePost(trx, current, next, savedBy);
      return {
        ok: true,
        id: current.id,
        status: statusOf(publishedAt, now),
        before: statusOf(current.published_at, now),
      };
    }
    await trx.deleteFrom("blog_slug_redirects").where("old_slug", "=", slug).execute();
    const created = nowIso();
    const inserted = await trx
      .insertInto("blog_posts")
      .values({ ...next, created_at: created, updated_at: created })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: inserted.id, status: statusOf(publishedAt, now) };
  });
}

/** Sets an uploaded image as the post's cover; the version before is kept. False for an unknown post. */
export async function setCover(savedBy: string, id: number, imageId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return false;
    await replacePost(trx, current, { ...snapshotOf(current), cover_image_id: imageId }, savedBy);
    return true;
  });
}

/**
 * Puts a kept version back; what it replaces is kept in turn, so a restore
 * can be undone. If another post has taken the version's slug since, the
 * current slug stays. False when the version is not this post's.
 */
export async function restoreVersion(savedBy: string, id: number, versionId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
    const version = (await versionOf(trx, historyEntity, id, versionId)) as Snapshot | undefined;
    if (!current || !version) return false;
    const slugTaken = await trx
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", version.slug)
      .where("id", "!=", id)
      .executeTakeFirst();
    const imageGone =
      version.cover_image_id &&
      !(await trx
        .selectFrom("uploaded_images")
        .select("id")
        .where("id", "=", version.cover_image_id)
        .executeTakeFirst());
    await replacePost(
      trx,
      current,
      {
        ...version,
        slug: slugTaken ? current.slug : version.slug,
        cover_image_id: imageGone ? current.cover_image_id : version.cover_image_id,
      },
      savedBy,
    );
    return true;
  });
}

/** Deletes a post with its redirects and versions. False for an unknown post. */
export async function deletePost(id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return false;
    await dropVersions(trx, historyEntity, id);
    return true;
  });
}
