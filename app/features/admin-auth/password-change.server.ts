import { adminLogin } from "~/content/admin";
import { adminPasswordChange as texts } from "~/content/admin-password";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FormFailure } from "~/lib/forms/form-result";
import type { FormValue } from "~/lib/forms/parse-form";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { loginLimits, reserveAttempt } from "./login-throttle.server";
import { hashPassword, verifyPassword } from "./password.server";
import type { passwordChangeSchema, PasswordChangeResult } from "./password-change";
import { endOtherSessions, type SessionUser } from "./session.server";

type Refusal = { status: number; result: FormFailure<Extract<PasswordChangeResult, { ok: false }>["code"]> };

/**
 * The signed-in admin's new password (issue #9, D13). The current password is
 * checked under the login throttling, so a borrowed session cannot guess it;
 * afterwards every other session of the admin ends (ADR 0029). Undefined: changed.
 */
export async function changePassword(
  request: Request,
  user: SessionUser,
  { currentPassword, newPassword }: FormValue<typeof passwordChangeSchema>,
  clientAddress: string,
): Promise<Refusal | undefined> {
  const attempt = await reserveAttempt(loginLimits(clientAddress, user.email));
  if (!attempt) return { status: 429, result: formRefusal("Rate limit exceeded", adminLogin.throttled) };
  const { password_hash: stored } = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(currentPassword, stored))) {
    logger.warn("admin password change refused: wrong current password");
    const problem = { field: "currentPassword", code: "Wrong password", message: texts.currentWrong };
    return { status: 400, result: formFailure("Wrong password", [problem]) };
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(newPassword);
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
  await endOtherSessions(request, user.id);
  await logAccess(user, "password-changed");
  logger.info("admin password changed");
  return undefined;
}
