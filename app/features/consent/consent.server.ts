import { z } from "zod";
import { db, nowIso } from "~/server/db.server";
import type { ConsentProof } from "./consent-storage";

/** The proof a browser sends after each choice (D19). */
export const consentProofSchema = z.object({
  id: z.uuid(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  bannerVersion: z.string().trim().min(1).max(20),
}) satisfies z.ZodType<ConsentProof>;

/**
 * Keeps the proof of a choice: consent id, choices, banner version and time;
 * no IP address or anything else that points to a person. A changed choice
 * under the same id replaces the row and its time; saving the same choice
 * again keeps the time the choice was first made.
 */
export async function recordConsent(proof: ConsentProof): Promise<void> {
  const row = {
    id: proof.id.toLowerCase(),
    analytics: proof.analytics ? 1 : 0,
    marketing: proof.marketing ? 1 : 0,
    banner_version: proof.bannerVersion,
    created_at: nowIso(),
  };
  await db
    .insertInto("consents")
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet((eb) => ({
          analytics: eb.ref("excluded.analytics"),
          marketing: eb.ref("excluded.marketing"),
          banner_version: eb.ref("excluded.banner_version"),
          created_at: eb.ref("excluded.created_at"),
        }))
        .where((eb) =>
          eb.or([
            eb("consents.analytics", "!=", eb.ref("excluded.analytics")),
            eb("consents.marketing", "!=", eb.ref("excluded.marketing")),
            eb("consents.banner_version", "!=", eb.ref("excluded.banner_version")),
          ]),
        ),
    )
    .execute();
}
