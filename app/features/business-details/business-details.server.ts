import type { BusinessDetails } from "~/content/site";
import { videoLinkKinds, videoServiceKeys } from "~/content/video-services";
import { keepVersion, versionOf } from "~/features/content-history/history.server";
import { businessDetails, businessDetailsRow } from "~/server/business.server";
import { db, nowIso } from "~/server/db.server";
import { refreshEveryPage } from "~/server/page-cache.server";

/**
 * Saving the business details (D32, ADR 0089), with the content history of
 * D30 (ADR 0058): every save and restore keeps the version it replaces
 * (entity "business_details", id 1). The details are on every page, so every
 * cached page is rendered again; when this resolves, the site shows them.
 */
export const historyEntity = "business_details";
export const historyId = 1;

async function write(next: BusinessDetails, savedBy: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await businessDetails(trx);
    await keepVersion(trx, historyEntity, historyId, current, savedBy);
    await trx
      .updateTable("business_details")
      .set({ ...businessDetailsRow(next), updated_at: nowIso() })
      .where("id", "=", 1)
      .execute();
  });
  await refreshEveryPage();
}

export function saveBusinessDetails(savedBy: string, next: BusinessDetails): Promise<void> {
  return write(next, savedBy);
}

/**
 * Puts a kept version back (what it replaces is kept too); false when there
 * is no such version. A version from before a field existed keeps that
 * field's current value.
 */
export async function restoreBusinessDetails(savedBy: string, versionId: number): Promise<boolean> {
  const version = (await versionOf(db, historyEntity, historyId, versionId)) as Partial<BusinessDetails> | undefined;
  if (!version) return false;
  const current = await businessDetails();
  const restored = { ...current, ...version };
  if (!videoServiceKeys.includes(restored.videoService)) restored.videoService = current.videoService;
  if (!videoLinkKinds.includes(restored.videoLinkKind)) restored.videoLinkKind = current.videoLinkKind;
  await write(restored, savedBy);
  return true;
}
