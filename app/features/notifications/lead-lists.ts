import type { LeadSeriesKey } from "~/features/leads/lead-series";

/** Where each kind of lead is listed in the portal, filtered to new where the list can (notices, dashboard). */
export const leadListPaths: Record<LeadSeriesKey, string> = {
  intakes: "/admin/client-tests",
  selftests: "/admin/zelftests?filter=nieuw",
  ebooks: "/admin/ebooks",
  newsletter: "/admin/newsletter",
};
