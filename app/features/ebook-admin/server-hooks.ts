import { signedInBeforeBody } from "~/features/admin-auth/upload-gate.server";
import { removeUnfinishedUploads } from "~/server/ebook-storage.server";
import type { ServerHooks } from "~/server/server-hooks";
import { ebookUploadMaxBodyBytes, ebookUploadPath } from "./limits";

/**
 * The e-book upload (D17) may send 25 MB: only a signed-in user gets that far
 * (ADR 0034). A visitor is sent to the login page before any of the body is
 * read; a signed-in non-admin meets the route's own check, which refuses
 * before reading the body too. Two uploads at once are plenty for one coach.
 */
export const ebookAdminHooks: ServerHooks = {
  start: removeUnfinishedUploads,
  uploads: [
    {
      path: ebookUploadPath,
      maxBodyBytes: ebookUploadMaxBodyBytes,
      maxConcurrent: 2,
      beforeBody: signedInBeforeBody,
    },
  ],
};
