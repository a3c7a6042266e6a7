import { signedInBeforeBody } from "~/features/admin-auth/upload-gate.server";
import { maxImageBytes } from "~/features/uploaded-images/limits";
import type { ServerHooks } from "~/server/server-hooks";
import { portraitUploadPath } from "./paths";

/**
 * The portrait upload may send 10 MB, only for a signed-in user (ADR 0034),
 * two at once. The pages with the portrait are rendered at start-up with
 * every other cached page (businessDetailsHooks, ADR 0089).
 */
export const websiteHooks: ServerHooks = {
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
