import { signedInBeforeBody } from "~/features/admin-auth/upload-gate.server";
import { maxImageBytes } from "~/features/uploaded-images/limits";
import { removeUnfinishedImageUploads } from "~/features/uploaded-images/store.server";
import type { ServerHooks } from "~/server/server-hooks";
import { coverUploadPath } from "./admin-paths";
import { blogScheduleJob, refreshBlogPages } from "./page-refresh.server";

/**
 * The blog renders its pages into the page cache and publishes scheduled
 * posts (ADR 0057); the cover upload may send 10 MB, only for a signed-in
 * user (ADR 0034), two at once.
 */
export const blogHooks: ServerHooks = {
  start: async () => {
    await removeUnfinishedImageUploads();
    await refreshBlogPages();
  },
  jobs: [blogScheduleJob],
  uploads: [
    {
      path: coverUploadPath,
      // The file plus the multipart framing around it.
      maxBodyBytes: maxImageBytes + 64 * 1024,
      maxConcurrent: 2,
      beforeBody: signedInBeforeBody,
    },
  ],
};
