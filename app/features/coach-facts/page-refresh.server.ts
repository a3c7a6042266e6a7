import { coachFactPaths } from "~/content/public-pages";
import { refreshPages } from "~/server/page-cache.server";

/**
 * Keeps the pages with testimonials and prices in the page cache true to the
 * database (ADR 0061, on the page cache of ADR 0057). Call after every change
 * to a testimonial or a price: the pages are current when this resolves.
 * `refreshPages` runs renders one at a time and lets saves that arrive
 * together share one render.
 */
export function refreshFactPages(): Promise<void> {
  return refreshPages(coachFactPaths);
}
