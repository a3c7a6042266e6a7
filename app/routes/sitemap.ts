import { staticPublicPaths, unlistedPaths } from "~/content/public-pages";
import { livePosts } from "~/features/blog/posts.server";
import { publicUrl } from "~/server/env.server";
import { xml } from "~/features/seo/xml";

function urlEntry(path: string, lastmod?: string): string {
  const lines = ["  <url>", `    <loc>${xml(`${publicUrl}${path}`)}</loc>`];
  if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
  lines.push("  </url>");
  return lines.join("\n");
}

/** /sitemap.xml: every public page and every live blog post (rendered into the page cache, ADR 0057). */
export async function loader() {
  const posts = await livePosts();
  const newestPost = posts.reduce<string | undefined>(
    (newest, post) => (!newest || post.dateModified > newest ? post.dateModified : newest),
    undefined,
  );
  const entries = [
    ...staticPublicPaths
      .filter((path) => !unlistedPaths.has(path))
      .map((path) => urlEntry(path, path === "/blog" ? newestPost : undefined)),
    ...posts.map((post) => urlEntry(post.path, post.dateModified)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
