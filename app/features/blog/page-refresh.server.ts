import { blogListingPaths, blogPath } from "~/content/public-pages";
import { currentTime } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { refreshPages } from "~/server/page-cache.server";
import { defineJob } from "~/server/jobs.server";

/**
 * Keeps the blog's pages in the page cache true to the database (ADR 0057).
 * What a post change touches: its own page, the other posts' pages (they
 * list it under "Meer artikelen"), /blog, the feed and the sitemap. Pages of
 * posts that are no longer live (unpublished, deleted, renamed) are dropped,
 * so the next request renders the 404 or the 301.
 */
let cachedPaths = new Set<string>();
let cachedSignature: string | undefined;
let running: Promise<void> = Promise.resolve();

/** One refresh at a time, in order; a failed one does not stop the next. */
function queued(task: () => Promise<void>): Promise<void> {
  const next = running.then(task, task);
  running = next.catch(() => undefined);
  return next;
}

/** What the live blog looks like now: changes when a post goes live, is edited, renamed or removed. */
async function liveState(now: Date): Promise<{ signature: string; slugs: string[] }> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "slug", "updated_at"])
    .where("published_at", "is not", null)
    .where("published_at", "<=", now.toISOString())
    .orderBy("id")
    .execute();
  return { signature: rows.map((row) => `${row.id}:${row.updated_at}`).join(","), slugs: rows.map((row) => row.slug) };
}

async function refresh(force: boolean): Promise<void> {
  const { signature, slugs } = await liveState(currentTime());
  if (!force && signature === cachedSignature) return;
  const paths = [...blogListingPaths, ...slugs.map(blogPath)];
  const dropped = [...cachedPaths].filter((path) => !paths.includes(path));
  await refreshPages(paths, dropped);
  cachedPaths = new Set(paths);
  cachedSignature = signature;
  logger.info({ pages: paths.length, dropped: dropped.length }, "blog pages marked for rendering");
}

let waiting: Promise<void> | undefined;

/**
 * Call after every change to a post: the cache is current when this resolves.
 * Calls that arrive while a refresh waits to start share it (it reads the
 * database after all of their changes), so fifty saves at once render a few times, not fifty.
 */
export function refreshBlogPages(): Promise<void> {
  waiting ??= queued(() => {
    waiting = undefined;
    return refresh(true);
  });
  return waiting;
}

/** How often the schedule is checked: a scheduled post is live within this time of its moment. */
const checkMs = 1000;

/**
 * After the first render at start-up (the build prerenders none of the blog),
 * checks every second whether a scheduled post's time has come: one indexed
 * query, and a render only when the live set changed.
 */
export const blogScheduleJob = defineJob({
  name: "blog-schedule",
  every: checkMs,
  run: () => queued(() => refresh(false)),
});
