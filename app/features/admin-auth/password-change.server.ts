import { adminLogin } from "~/content/admin";
import { adminPasswordChange as texts } from "~/content/admin-password";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { textField } from "~/features/forms/validation";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { loginLimits, reserveAttempt } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import { passwordChangeFields, passwordChangeSchema, type PasswordChangeErrors } from "./password-change";
import { endOtherSessions, type SessionUser } from "./session.server";

export type PasswordChangeResult =
  { ok: true } | { ok: false; status: number; errors: PasswordChangeErrors; message?: string };

/**
 * The signed-in admin's new password (issue #9, D13). The current password is
 * checked under the login throttling, so a borrowed session cannot guess it;
 * afterwards every other session of the admin ends (ADR 0029).
 */
export async function changePassword(
  request: Request,
  user: SessionUser,
  form: FormData,
  clientAddress: string,
): Promise<PasswordChangeResult> {
  const parsed = passwordChangeSchema.safeParse(
    Object.fromEntries(passwordChangeFields.map((field) => [field, textField(form, field)])),
  );
  if (!parsed.success) {
    const errors: PasswordChangeErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PasswordChangeErrors;
      errors[field] ??= issue.message;
    }
    return { ok: false, status: 400, errors };
  }
  const attempt = await reserveAttempt(loginLimits(clientAddress, user.email));
  if (!attempt) return { ok: false, status: 429, errors: {}, message: adminLogin.throttled };
  const { password_hash: stored } = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(parsed.data.currentPassword, stored))) {
    logger.warn("admin password change refused: wrong current password");
    return { ok: false, status: 400, errors: { currentPassword: texts.currentWrong } };
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
  await endOtherSessions(request, user.id);
  await logAccess(user, "password-changed");
  logger.info("admin password changed");
  return { ok: true };
}
