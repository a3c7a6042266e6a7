import { lookupFor } from "~/server/data-key.server";

/** The admin URL of one person's card: keyed by the address's lookup hash, so no address appears in a URL or a log. */
export function personPath(email: string): string {
  return `/admin/mensen/${lookupFor(email)}`;
}
