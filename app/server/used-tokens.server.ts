import { createHash } from "node:crypto";
import { db } from "./db.server";

/**
 * Signed tokens that may be used once (the pending second-factor login, ADR
 * 0029). Only the token's SHA-256 is kept, until the token would have expired
 * anyway; the retention job removes it then.
 */
export async function spendToken(token: string, expiresAt: number): Promise<boolean> {
  const result = await db
    .insertInto("used_tokens")
    .values({
      token_hash: createHash("sha256").update(token).digest("base64url"),
      expires_at: new Date(expiresAt).toISOString(),
    })
    // The primary key decides: of two requests racing with one token, only one inserts.
    .onConflict((oc) => oc.column("token_hash").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
