/**
 * Pages a visitor reaches by a button, not a search engine: noindex, so not in
 * the sitemap, but a first impression all the same (the self-test's questions,
 * the thank-you page after a form, the newsletter page without JavaScript).
 */
export const unlistedPages = ["/test", "/thank-you", "/nieuwsbrief"];

// The public pages are the sitemap's plus those, so scripts that visit "every public page" stay complete.
export async function publicPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...[...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname), ...unlistedPages];
}
