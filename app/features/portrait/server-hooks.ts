import { coachContentPaths } from "~/content/public-pages";
import { signedInBeforeBody } from "~/features/admin-auth/upload-gate.server";
import { maxImageBytes } from "~/features/uploaded-images/limits";
import { refreshPages } from "~/server/page-cache.server";
import type { ServerHooks } from "~/server/server-hooks";
import { portraitUploadPath } from "./paths";

/**
 * The pages with the coach's portrait, texts, testimonials and prices are
 * rendered into the page cache at start-up, not at build time, each once
 * (ADR 0061, ADR 0062); the portrait upload may send 10 MB, only for a
 * signed-in user (ADR 0034), two at once.
 */
export const websiteHooks: ServerHooks = {
  start: async () => {
    await refreshPages(coachContentPaths);
  },
  uploads: [
    {
      path: portraitUploadPath,
      // The file plus the multipart framing and the description around it.
      maxBodyBytes: maxImageBytes + 64 * 1024,
      maxConcurrent: 2,
      beforeBody: signedInBeforeBody,
    },
  ],
};
