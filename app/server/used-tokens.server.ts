import type { Kysely, Transaction } from "kysely";
import { createHash } from "node:crypto";
import type { Database } from "./db-schema";
import { db } from "./db.server";

/**
 * Signed tokens that may be used once (the pending second-factor login, ADR
 * 0029; the mailed sign-in link, ADR 0085). Only the token's SHA-256 is kept,
 * until the token would have expired anyway; the retention job removes it
 * then. In `executor`'s transaction when given, so it can be taken back.
 */
export async function spendToken(
  token: string,
  expiresAt: number,
  executor: Kysely<Database> | Transaction<Database> = db,
): Promise<boolean> {
  const result = await executor
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
