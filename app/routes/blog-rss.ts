import { blogIndexPage } from "~/content/pages/notices";
import { livePosts } from "~/features/blog/posts.server";
import { businessDetails } from "~/server/business.server";
import { publicUrl } from "~/server/env.server";
import { xml } from "~/features/seo/xml";

/** A `YYYY-MM-DD` date as RFC 822, as RSS 2.0 wants: "Fri, 09 May 2025 00:00:00 GMT". */
function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

/** /blog/rss.xml: the RSS 2.0 feed of the blog (rendered into the page cache, ADR 0057). */
export async function loader() {
  const posts = await livePosts();
  const feedUrl = `${publicUrl}/blog/rss.xml`;
  const latest = posts.reduce<string | undefined>(
    (newest, post) => (!newest || post.dateModified > newest ? post.dateModified : newest),
    undefined,
  );

  const items = posts.map((post) => {
    const url = `${publicUrl}${post.path}`;
    return [
      "    <item>",
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${xml(post.description)}</description>`,
      ...post.tags.map((tag) => `      <category>${xml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });

  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(`${(await businessDetails()).businessName} blog`)}</title>`,
    `    <link>${xml(`${publicUrl}/blog`)}</link>`,
    `    <description>${xml(blogIndexPage.metaDescription)}</description>`,
    "    <language>nl-NL</language>",
    ...(latest ? [`    <lastBuildDate>${rfc822(latest)}</lastBuildDate>`] : []),
    `    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");

  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
