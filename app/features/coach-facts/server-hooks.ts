import type { ServerHooks } from "~/server/server-hooks";
import { refreshFactPages } from "./page-refresh.server";

/** The build prerenders no page with testimonials or prices: they are rendered at start-up (ADR 0061). */
export const coachFactsHooks: ServerHooks = {
  start: async () => {
    await refreshFactPages();
  },
};
