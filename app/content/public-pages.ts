/**
 * Every public page that is the same for every visitor. The sitemap lists
 * them; the server renders them into its in-memory page cache at start-up
 * (cachedPagePaths), except those rendered per request. Blog articles are
 * added from the database.
 */
export const staticPublicPaths = [
  "/home",
  "/landing",
  "/kennismaking",
  "/ideale-coach",
  "/thank-you",
  "/blog",
  "/over-mij",
  "/methodology",
  "/aanbod",
  "/coaching-packages",
  "/burnout-coaching",
  "/adhd-coaching",
  "/life-coaching",
  "/psychologie-alternatief",
  "/goede-coach-kiezen",
  "/privacy",
  "/voorwaarden",
  "/cookies",
  "/ebook-download",
  "/client-test",
  "/test-landing",
] as const;

/** Pages that exist for visitors who just sent something; kept out of search engines and the sitemap. */
export const unlistedPaths: ReadonlySet<string> = new Set(["/thank-you"]);

/**
 * Public pages not rendered into the page cache at start-up: they show
 * whether the e-book is uploaded yet, the cookies of the booking provider the
 * server runs with (ADR 0095), or the free times of the intro call (D25),
 * which the booking feature itself keeps in the page cache when the site
 * books them (ADR 0082); with the external agenda it is rendered per request.
 */
export const serverRenderedPaths: ReadonlySet<string> = new Set(["/ebook-download", "/kennismaking", "/cookies"]);

/**
 * Pages with the coach's portrait or texts edited at /admin/website: rendered
 * into the page cache at start-up and after every save instead of at build
 * time (ADR 0062).
 */
export const coachEditedPaths: readonly string[] = ["/home", "/over-mij", "/life-coaching"];

/** Machine-readable files that are also rendered once at build time. */
export const staticFilePaths = ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"] as const;

/**
 * Pages that list the blog's posts: rendered into the page cache at start-up
 * and after every post change instead of at build time (ADR 0057).
 */
export const blogListingPaths: readonly string[] = ["/blog", "/blog/rss.xml", "/sitemap.xml"];

/**
 * Pages that show the coach's testimonials or prices (edited in the admin):
 * rendered into the page cache at start-up and after every change instead of
 * at build time (ADR 0061).
 */
export const coachFactPaths: readonly string[] = ["/home", "/landing", "/coaching-packages"];

/**
 * Every page the server renders into its page cache at start-up and again
 * after a change to the business details, which each page's footer shows
 * (D32, ADR 0089); the blog's pages are rendered by the blog's publisher.
 * None is prerendered at build time: the details live in the database.
 */
export const cachedPagePaths: readonly string[] = staticPublicPaths.filter(
  (path) => !serverRenderedPaths.has(path) && !blogListingPaths.includes(path),
);

/** A post's address; the slug is the coach's (/admin/blog). */
export function blogPath(slug: string): string {
  return `/blog/${slug}`;
}
