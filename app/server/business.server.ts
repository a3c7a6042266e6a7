import type { Kysely, Selectable, Transaction } from "kysely";
import type { BusinessDetails, SiteIdentity } from "~/content/site";
import { videoLinkKinds, videoServiceKeys, type VideoLinkKind, type VideoService } from "~/content/video-services";
import type { BusinessDetailsTable, Database } from "./db-schema";
import { db } from "./db.server";

/**
 * The practice's identity, read from the database each time it is shown (D32,
 * ADR 0089): pages (the root loader), mails at the moment they are sent,
 * calendar files. One row, so a read costs microseconds and nothing is cached
 * that a save would have to invalidate.
 */
export type BusinessDetailsRow = Selectable<BusinessDetailsTable>;

const isVideoService = (value: string): value is VideoService =>
  (videoServiceKeys as readonly string[]).includes(value);
const isVideoLinkKind = (value: string): value is VideoLinkKind =>
  (videoLinkKinds as readonly string[]).includes(value);

export function businessDetailsOf(row: BusinessDetailsRow): BusinessDetails {
  return {
    coachName: row.coach_name,
    businessName: row.business_name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    kvk: row.kvk,
    btw: row.btw_id,
    iban: row.iban,
    linkedinUrl: row.linkedin_url,
    instagramUrl: row.instagram_url,
    // The column's CHECK allows only these; the guard only narrows the type.
    videoService: isVideoService(row.video_service) ? row.video_service : "anders",
    videoUrl: row.video_url,
    videoLinkKind: isVideoLinkKind(row.video_link_kind) ? row.video_link_kind : "fixed",
    videoRoomHost: row.video_room_host,
  };
}

/** The row's columns for `details`, as a save writes them. */
export function businessDetailsRow(details: BusinessDetails): Omit<BusinessDetailsRow, "id" | "updated_at"> {
  return {
    coach_name: details.coachName,
    business_name: details.businessName,
    email: details.email,
    phone: details.phone,
    street: details.street,
    postal_code: details.postalCode,
    city: details.city,
    kvk: details.kvk,
    btw_id: details.btw,
    iban: details.iban,
    linkedin_url: details.linkedinUrl,
    instagram_url: details.instagramUrl,
    video_service: details.videoService,
    video_url: details.videoUrl,
    video_link_kind: details.videoLinkKind,
    video_room_host: details.videoRoomHost,
  };
}

/** Everything the coach entered (migration 0030 inserts the row); inside a transaction, pass it. */
export async function businessDetails(
  executor: Kysely<Database> | Transaction<Database> = db,
): Promise<BusinessDetails> {
  return businessDetailsOf(
    await executor.selectFrom("business_details").selectAll().where("id", "=", 1).executeTakeFirstOrThrow(),
  );
}

/** What a public page may show: no IBAN, and never the video link or rooms (only a booked visitor gets them). */
export function publicIdentity({
  iban: _iban,
  videoUrl: _videoUrl,
  videoLinkKind: _videoLinkKind,
  videoRoomHost: _videoRoomHost,
  ...identity
}: BusinessDetails): SiteIdentity {
  return identity;
}
