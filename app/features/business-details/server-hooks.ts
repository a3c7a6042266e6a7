import { cachedPagePaths } from "~/content/public-pages";
import { logger } from "~/server/logger.server";
import { refreshPages } from "~/server/page-cache.server";
import type { ServerHooks } from "~/server/server-hooks";

/**
 * Every page shows the business details (the footer, D32), so every page the
 * server caches is rendered at start-up from the database, not at build time
 * (ADR 0089); a save renders them all again (`refreshEveryPage`).
 */
export const businessDetailsHooks: ServerHooks = {
  start: async () => {
    const started = performance.now();
    await refreshPages(cachedPagePaths);
    logger.info({ pages: cachedPagePaths.length, ms: Math.round(performance.now() - started) }, "pages rendered");
  },
};
