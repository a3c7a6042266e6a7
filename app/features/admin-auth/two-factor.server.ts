import type { Kysely, Transaction } from "kysely";
import { sealFor, unsealFor } from "~/server/data-key.server";
import type { Database } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";
import { businessDetails } from "~/server/business.server";
import { qrCodeDataUrl } from "~/server/qr-code.server";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";
import { matchingStep, newTotpSecret, otpauthUri } from "./totp.server";

/** Two-factor login for admins (ADR 0019): TOTP plus one-time recovery codes. */

type Executor = Kysely<Database> | Transaction<Database>;

/** How long a set-up attempt's secret waits for its first code before it is no good (ADR 0084). */
const setupMinutes = 30;

export async function twoFactorEnabled(userId: number): Promise<boolean> {
  const row = await db.selectFrom("admin_totp").select("enabled_at").where("user_id", "=", userId).executeTakeFirst();
  return Boolean(row?.enabled_at);
}

export interface PendingSetup {
  secret: string;
  /** The otpauth address as an SVG data URL: drawn on the server, so no external request and no script. */
  qrDataUrl: string;
}

/**
 * A new set-up attempt (ADR 0084): a fresh secret, replacing any earlier one
 * still waiting, shown once in the answer to the request that started it
 * (after the password). Null when 2FA is already on: an enabled secret is
 * never replaced or shown here.
 */
export async function startSetup(user: { id: number; email: string }): Promise<PendingSetup | null> {
  const secret = newTotpSecret();
  const sealed = sealFor("admin_totp", { secret });
  const result = await db
    .insertInto("admin_totp")
    .values({ user_id: user.id, ...sealed, created_at: nowIso() })
    .onConflict((oc) =>
      oc
        .column("user_id")
        .doUpdateSet({ secret: sealed.secret, created_at: nowIso(), last_used_step: null })
        .where("admin_totp.enabled_at", "is", null),
    )
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
  const qrDataUrl = await qrCodeDataUrl(otpauthUri((await businessDetails()).businessName, user.email, secret));
  return { secret, qrDataUrl };
}

/** Throws away a set-up still waiting for its first code: a password change ends every attempt (ADR 0084). */
export async function discardPendingSetup(executor: Executor, userId: number): Promise<void> {
  await executor.deleteFrom("admin_totp").where("user_id", "=", userId).where("enabled_at", "is", null).execute();
}

/**
 * Accepts a TOTP code whose time step is newer than the last one used (so a
 * seen code never works again), for an enabled secret or for a set-up
 * attempt younger than `setupMinutes`.
 */
async function takeTotpCode(executor: Executor, userId: number, code: string, enabled: boolean): Promise<boolean> {
  let query = executor.selectFrom("admin_totp").select("secret").where("user_id", "=", userId);
  query = enabled
    ? query.where("enabled_at", "is not", null)
    : query
        .where("enabled_at", "is", null)
        .where("created_at", ">", new Date(Date.now() - setupMinutes * 60_000).toISOString());
  const row = await query.executeTakeFirst();
  if (!row) return false;
  const step = matchingStep(unsealFor("admin_totp", row).secret, code);
  if (step === null) return false;
  // One conditional update: two requests racing with the same code cannot both win.
  const result = await executor
    .updateTable("admin_totp")
    .set({ last_used_step: step, ...(enabled ? {} : { enabled_at: nowIso() }) })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function takeRecoveryCode(executor: Executor, userId: number, code: string): Promise<boolean> {
  const result = await executor
    .updateTable("admin_recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The second factor of an enabled user: a fresh 6-digit code, or an unused
 * recovery code (used up here, in `executor`'s transaction when given, so a
 * caller can take the use back with the rest of its work).
 */
export async function verifySecondFactor(userId: number, rawCode: string, executor: Executor = db): Promise<boolean> {
  const code = rawCode.trim().replace(/\s/g, "");
  if (code.length === 0 || code.length > 40) return false;
  if (/^\d{6}$/.test(code)) return takeTotpCode(executor, userId, code, true);
  return takeRecoveryCode(executor, userId, code);
}

/** Replaces the user's recovery codes with a new set; returns the codes, to be shown once. */
async function replaceRecoveryCodes(userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("admin_recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code) })))
      .execute();
  });
  return codes;
}

/** Confirms the waiting secret with a code from the app; returns the recovery codes, or null for a wrong code. */
export async function enableTwoFactor(userId: number, code: string): Promise<string[] | null> {
  if (!(await takeTotpCode(db, userId, code.trim(), false))) return null;
  return replaceRecoveryCodes(userId);
}

/** A new set of recovery codes, only with a current code (the old set stops working). */
export async function regenerateRecoveryCodes(userId: number, code: string): Promise<string[] | null> {
  if (!(await verifySecondFactor(userId, code))) return null;
  return replaceRecoveryCodes(userId);
}

/** Switches 2FA off, only with a current code; the next set-up starts afresh. */
export async function disableTwoFactor(userId: number, code: string): Promise<boolean> {
  if (!(await verifySecondFactor(userId, code))) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("admin_totp").where("user_id", "=", userId).execute();
  });
  return true;
}
