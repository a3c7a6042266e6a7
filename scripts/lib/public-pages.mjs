// The public pages are the sitemap's, so scripts that visit "every public page" stay complete.
export async function publicPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}
