import { randomBytes } from "node:crypto";
import type { BusinessDetails } from "~/content/site";

/**
 * The video link of one call (ADR 0113). With a room per call, a booking gets
 * a new room on the coach's Jitsi-style host, named with 128 random bits in
 * lower-case hex (Jitsi folds room names to lower case, so no entropy is lost),
 * stored sealed with the appointment and copied on a move. Without, the
 * appointment has none and uses the fixed link as it is when shown (D32).
 */
type VideoSettings = Pick<BusinessDetails, "videoLinkKind" | "videoRoomHost" | "videoUrl">;

/** A new room for a booking made now, or null when the coach uses one fixed link. */
export function newVideoRoom(business: VideoSettings): string | null {
  if (business.videoLinkKind !== "room" || !business.videoRoomHost) return null;
  return `${business.videoRoomHost}/kennismaking-${randomBytes(16).toString("hex")}`;
}

/** Where this call happens: its own room, else the fixed link; "" while the coach has entered neither. */
export function videoLinkOf(room: string | null | undefined, business: Pick<VideoSettings, "videoUrl">): string {
  return room || business.videoUrl;
}
