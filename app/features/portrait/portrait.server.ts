import { rm } from "node:fs/promises";
import { portraitImage, type SiteImage } from "~/content/images";
import { cachedBookingPaths } from "~/features/booking/booking-page.server";
import { keepVersion, versionOf } from "~/features/content-history/history.server";
import { uploadedImage } from "~/features/uploaded-images/picture";
import { maxImageBytes } from "~/features/uploaded-images/limits";
import { storeImage, uploadTempPath } from "~/features/uploaded-images/store.server";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { refreshPages } from "~/server/page-cache.server";
import { receiveFile } from "~/server/receive-upload.server";
import { maxAltLength } from "./alt";
import { portraitPagePaths } from "./paths";

/** content_history's entity for the portrait; there is one, id 1. */
export const portraitEntity = "portrait";
/** The slot is 4:5 (height / width): an upload is cropped to it, so the markup's width and height hold. */
const portraitAspect = portraitImage.height / portraitImage.width;

/** What a version of the portrait holds: null is the committed placeholder. */
interface PortraitSnapshot {
  imageId: string | null;
  alt: string;
}

/**
 * The portrait on home, /over-mij and /kennismaking: the coach's upload, or
 * the committed image until there is one. A read failure shows the committed
 * image (product.md §8: reads fail soft).
 */
export async function portrait(): Promise<SiteImage & { uploaded: boolean }> {
  try {
    const row = await db
      .selectFrom("site_portrait")
      .innerJoin("uploaded_images", "uploaded_images.id", "site_portrait.image_id")
      .select(["uploaded_images.id", "widths", "width", "height", "alt"])
      .executeTakeFirst();
    if (row) return { ...uploadedImage(row, row.alt), uploaded: true };
  } catch (err) {
    logger.error({ err }, "portrait could not be read");
  }
  return { ...portraitImage, uploaded: false };
}

/** Makes `next` the portrait, keeping the one it replaces as a version; pages render again. */
async function setPortrait(savedBy: string, next: PortraitSnapshot): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("site_portrait").select(["image_id", "alt"]).executeTakeFirst();
    const previous: PortraitSnapshot = row ? { imageId: row.image_id, alt: row.alt } : { imageId: null, alt: "" };
    await keepVersion(trx, portraitEntity, 1, previous, savedBy);
    if (next.imageId === null) {
      await trx.deleteFrom("site_portrait").execute();
      return;
    }
    const values = { image_id: next.imageId, alt: next.alt, updated_at: nowIso() };
    await trx
      .insertInto("site_portrait")
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
  });
  await refreshPages([...portraitPagePaths, ...cachedBookingPaths()]);
}

export const portraitOutcomes = ["bewaard", "type", "size", "missing", "alt"] as const;
export type PortraitOutcome = (typeof portraitOutcomes)[number];

/** The flash keys (ADR 0098) that bring an upload's outcome or a restore to /admin/website. */
export const portraitFlash = (outcome: PortraitOutcome | "teruggezet") => `portret-${outcome}` as const;

/**
 * Streams the upload to disk (ADR 0034), checks and converts it (ADR 0058,
 * cropped to the slot's 4:5) and makes it the portrait with its description.
 * A refused file leaves nothing behind.
 */
export async function uploadPortrait(request: Request, savedBy: string): Promise<PortraitOutcome> {
  const tempPath = uploadTempPath();
  try {
    // A body that is not multipart is not this form: the same answer as no file.
    const file = await receiveFile(request, { field: "file", tempPath, maxBytes: maxImageBytes }).catch(
      () => undefined,
    );
    if (!file || file.size === 0) return "missing";
    const alt = (file.fields.alt ?? "").trim().replace(/\s+/g, " ");
    if (alt === "" || alt.length > maxAltLength) return "alt";
    if (file.tooLarge) return "size";
    const stored = await storeImage(tempPath, file.head, portraitImage.widths, portraitAspect);
    if (!stored.ok) return stored.reason;
    await setPortrait(savedBy, { imageId: stored.id, alt });
    logger.info({ image: stored.id }, "portrait uploaded");
    return "bewaard";
  } finally {
    await rm(tempPath, { force: true });
  }
}

/** Puts an earlier portrait back (the placeholder too). False for an unknown version. */
export async function restorePortrait(savedBy: string, versionId: number): Promise<boolean> {
  const version = (await versionOf(db, portraitEntity, 1, versionId)) as PortraitSnapshot | undefined;
  if (!version) return false;
  await setPortrait(savedBy, version);
  return true;
}
