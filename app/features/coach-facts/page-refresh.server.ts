import { coachFactPaths } from "~/content/public-pages";
import { logger } from "~/server/logger.server";
import { refreshPages } from "~/server/page-cache.server";

/**
 * Keeps the pages with testimonials and prices in the page cache true to the
 * database (ADR 0061, on the page cache of ADR 0057). One render at a time,
 * in order, so an older render never lands after a newer one; saves that
 * arrive while one waits to start share it (it reads the database after all
 * of them), so fifty saves at once render a few times, not fifty.
 */
let running: Promise<void> = Promise.resolve();
let waiting: Promise<void> | undefined;

/** Call after every change to a testimonial or a price: the pages are current when this resolves. */
export function refreshFactPages(): Promise<void> {
  if (!waiting) {
    const next = running.then(async () => {
      waiting = undefined;
      await refreshPages(coachFactPaths);
      logger.info({ pages: coachFactPaths.length }, "coach fact pages rendered");
    });
    waiting = next;
    running = next.catch(() => undefined);
  }
  return waiting;
}
