import { withConnection } from "~/server/sync-db.server";
import { readSlotInput } from "./booking-store.server";
import { freeSlots, slotDays, type SlotDay } from "./slots";

/** The free times /kennismaking shows, per day, computed from the database at `now`. */
export async function freeTimes(now = Date.now()): Promise<SlotDay[]> {
  return slotDays(freeSlots(await withConnection((db) => readSlotInput(db, now))));
}
