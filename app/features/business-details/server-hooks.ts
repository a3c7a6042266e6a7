import { cachedPagePaths } from "~/content/public-pages";
import { refreshPages } from "~/server/page-cache.server";
import type { ServerHooks } from "~/server/server-hooks";

/**
 * Every page shows the business details (the footer, D32), so no page the
 * server caches is served as the build rendered it: each is rendered from the
 * database on its first request after the start (ADR 0089, ADR 0137); a save
 * marks them all again (`refreshEveryPage`).
 */
export const businessDetailsHooks: ServerHooks = {
  start: () => refreshPages(cachedPagePaths),
};
