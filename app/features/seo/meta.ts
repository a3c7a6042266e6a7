import type { MetaDescriptor } from "react-router";
import { withVideoService } from "~/content/video-services";
import type { RootData } from "~/features/site/site-data";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's own path, for its canonical URL. */
  path: string;
  type?: "website" | "article";
  /** A path under public/, defaults to the hero image. */
  image?: string;
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

type MatchesWithRoot = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export function rootDataOf(matches: MatchesWithRoot): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/**
 * Title, description, canonical link, Open Graph and JSON-LD for one page.
 * Absolute URLs use the configured public URL (PUBLIC_URL); a description that
 * names the video service gets the one the coach chose (ADR 0089).
 */
export function seoMeta(matches: MatchesWithRoot, seo: PageSeo): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const base = root?.publicUrl ?? "";
  const businessName = root?.site.businessName ?? "";
  const url = `${base}${seo.path}`;
  const title = businessName ? `${seo.title} | ${businessName}` : seo.title;
  const image = `${base}${seo.image ?? "/images/hero-1600.jpg"}`;
  const description = withVideoService(seo.description, root?.site.videoService ?? "anders");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:locale", content: "nl_NL" },
    { property: "og:site_name", content: businessName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
