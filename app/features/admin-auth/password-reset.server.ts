import { createHash, randomBytes } from "node:crypto";
import { adminPasswordReset as texts } from "~/content/admin-password-reset";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { currentTime } from "~/server/clock.server";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { takeHits } from "~/server/rate-limit.server";
import { signIn, type LoginOutcome } from "./accounts.server";
import { hashPassword } from "./password.server";
import { discardPendingSetup } from "./two-factor.server";

/**
 * 'Wachtwoord vergeten' (ADR 0118): a mailed link with a random token, valid
 * 30 minutes and once. Only the token's SHA-256 is stored; the token itself
 * exists in the mail alone. Times come from `currentTime()`, so a test moves
 * the built server's clock instead of waiting half an hour.
 */
const linkMs = 30 * 60_000;
/** Mails per account per hour: whoever knows the address cannot flood the inbox. */
const mailsPerHour = 3;
/** The page of the link: the token rides in the query, which no log line holds (`pathForLog`). */
export const resetPath = "/admin-login/nieuw-wachtwoord";
export const resetParam = "code";

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Mails a reset link when `email` belongs to an admin; does nothing for any
 * other address. The caller gives every address the same answer. A new link
 * replaces the ones before it: only the newest mail works.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await db
    .selectFrom("admins")
    .innerJoin("users", "users.id", "admins.id")
    .select(["users.id", "users.email"])
    .where("users.email", "=", email)
    .executeTakeFirst();
  if (!user) return;
  if (!(await takeHits([{ key: `password-reset:${user.id}`, limit: mailsPerHour, windowMs: 3_600_000 }]))) {
    logger.info("password reset mail skipped: the account's hourly limit is reached");
    return;
  }
  const token = randomBytes(32).toString("base64url");
  const now = currentTime();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_resets").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("password_resets")
      .values({
        token_hash: hashOf(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + linkMs).toISOString(),
        used_at: null,
      })
      .execute();
    const mail = texts.mail;
    await queueMail(trx, {
      to: user.email,
      subject: mail.subject,
      heading: mail.heading,
      paragraphs: [...mail.paragraphs],
      button: { label: mail.button, url: `${publicUrl}${resetPath}?${resetParam}=${token}` },
      closing: [...mail.closing],
    });
  });
  logger.info("password reset link queued");
}

/** Whether a link may still be used; spends nothing, so opening the mail's link changes nothing (ADR 0031). */
export async function resetLinkValid(token: string): Promise<boolean> {
  const row = await db
    .selectFrom("password_resets")
    .select("token_hash")
    .where("token_hash", "=", hashOf(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", currentTime().toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends the link and sets the new password in one transaction: of two
 * requests racing with one link, only one gets past the `used_at is null`.
 * Every session of the account ends, a 2FA set-up still waiting for its first
 * code is thrown away, and the change goes in the access log. Then the login
 * goes on as after a right password: the 2FA code when it is on, else a
 * session. Undefined: the link does not work (expired, used or replaced).
 */
export async function resetPassword(token: string, newPassword: string): Promise<LoginOutcome | undefined> {
  const passwordHash = await hashPassword(newPassword);
  const now = currentTime().toISOString();
  const user = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("password_resets")
      .set({ used_at: now })
      .where("token_hash", "=", hashOf(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .returning("user_id")
      .executeTakeFirst();
    if (!spent) return undefined;
    const account = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", spent.user_id)
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("sessions").where("user_id", "=", account.id).execute();
    await discardPendingSetup(trx, account.id);
    return account;
  });
  if (!user) return undefined;
  await logAccess(user, "password-reset");
  logger.info("admin password reset with a mailed link");
  return signIn(user.id);
}
