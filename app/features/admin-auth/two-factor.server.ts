import QRCode from "qrcode";
import { sealFor, unsealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";
import { businessDetails } from "~/server/business.server";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes.server";
import { matchingStep, newTotpSecret, otpauthUri } from "./totp.server";

/** Two-factor login for admins (issue #5): TOTP plus one-time recovery codes. */

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
 * The secret awaiting confirmation, created on first visit and kept until
 * confirmed, so a reload shows the same QR code. Null once 2FA is on: an
 * enabled secret is never shown again.
 */
export async function pendingSetup(user: { id: number; email: string }): Promise<PendingSetup | null> {
  await db
    .insertInto("admin_totp")
    .values({ user_id: user.id, ...sealFor("admin_totp", { secret: newTotpSecret() }), created_at: nowIso() })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await db
    .selectFrom("admin_totp")
    .select(["secret", "enabled_at"])
    .where("user_id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (row.enabled_at) return null;
  const { secret } = unsealFor("admin_totp", row);
  const svg = await QRCode.toString(otpauthUri((await businessDetails()).businessName, user.email, secret), {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  return { secret, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Accepts a TOTP code whose time step is newer than the last one used (so a
 * seen code never works again), for an enabled or a pending secret.
 */
async function takeTotpCode(userId: number, code: string, enabled: boolean): Promise<boolean> {
  let query = db.selectFrom("admin_totp").select("secret").where("user_id", "=", userId);
  query = enabled ? query.where("enabled_at", "is not", null) : query.where("enabled_at", "is", null);
  const row = await query.executeTakeFirst();
  if (!row) return false;
  const step = matchingStep(unsealFor("admin_totp", row).secret, code);
  if (step === null) return false;
  // One conditional update: two requests racing with the same code cannot both win.
  const result = await db
    .updateTable("admin_totp")
    .set({ last_used_step: step, ...(enabled ? {} : { enabled_at: nowIso() }) })
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function takeRecoveryCode(userId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable("admin_recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The second factor of an enabled user: a fresh 6-digit code, or an unused recovery code (used up here). */
export async function verifySecondFactor(userId: number, rawCode: string): Promise<boolean> {
  const code = rawCode.trim().replace(/\s/g, "");
  if (code.length === 0 || code.length > 40) return false;
  if (/^\d{6}$/.test(code)) return takeTotpCode(userId, code, true);
  return takeRecoveryCode(userId, code);
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

/** Confirms the pending secret with a code from the app; returns the recovery codes, or null for a wrong code. */
export async function enableTwoFactor(userId: number, code: string): Promise<string[] | null> {
  if (!(await takeTotpCode(userId, code.trim(), false))) return null;
  return replaceRecoveryCodes(userId);
}

/** A new set of recovery codes, only with a current code (the old set stops working). */
export async function regenerateRecoveryCodes(userId: number, code: string): Promise<string[] | null> {
  if (!(await verifySecondFactor(userId, code))) return null;
  return replaceRecoveryCodes(userId);
}

/** Switches 2FA off, only with a current code; the next visit to the set-up screen starts afresh. */
export async function disableTwoFactor(userId: number, code: string): Promise<boolean> {
  if (!(await verifySecondFactor(userId, code))) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
    await trx.deleteFrom("admin_totp").where("user_id", "=", userId).execute();
  });
  return true;
}
