import { rm } from "node:fs/promises";
import { blogCoverWidths } from "~/content/images";
import { receiveFile } from "~/server/receive-upload.server";
import { logger } from "~/server/logger.server";
import { maxImageBytes } from "~/features/uploaded-images/limits";
import { storeImage, uploadTempPath } from "~/features/uploaded-images/store.server";
import { setCover } from "./admin-posts.server";
import { refreshBlogPages } from "./page-refresh.server";

export const coverOutcomes = ["bewaard", "type", "size", "missing"] as const;
export type CoverOutcome = (typeof coverOutcomes)[number];

/** The flash key (ADR 0098) that brings an upload's outcome to the editor. */
export const coverFlash = (outcome: CoverOutcome) => `omslag-${outcome}` as const;

/**
 * Streams the file to disk (ADR 0034), checks and converts it (ADR 0058) and
 * makes it the post's cover. A refused file leaves nothing behind.
 */
export async function uploadCover(request: Request, savedBy: string, id: number): Promise<CoverOutcome> {
  const tempPath = uploadTempPath();
  try {
    // A body that is not multipart is not this form: the same answer as no file.
    const file = await receiveFile(request, { field: "file", tempPath, maxBytes: maxImageBytes }).catch(
      () => undefined,
    );
    if (!file || file.size === 0) return "missing";
    if (file.tooLarge) return "size";
    const stored = await storeImage(tempPath, file.head, blogCoverWidths);
    if (!stored.ok) return stored.reason;
    if (!(await setCover(savedBy, id, stored.id))) return "missing";
    logger.info({ post: id, image: stored.id }, "blog cover uploaded");
    await refreshBlogPages();
    return "bewaard";
  } finally {
    await rm(tempPath, { force: true });
  }
}
