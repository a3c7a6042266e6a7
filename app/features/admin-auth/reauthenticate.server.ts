import { adminLogin } from "~/content/admin";
import { adminPasswordChange } from "~/content/admin-password";
import type { FieldProblem } from "~/lib/forms/form-result";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { loginLimits, reserveAttempt, type Attempt } from "./login-throttle.server";
import { verifyPassword } from "./password.server";
import type { SessionUser } from "./session.server";

export type PasswordCheck = { ok: true; attempt: Attempt } | { ok: false; status: 400 | 429; problem: FieldProblem };

/**
 * Re-authentication (ADR 0084): a session alone is not the account. Every
 * change that could lock the owner out or let someone else in (a new
 * password, switching 2FA on or off, new recovery codes, another admin) asks
 * for the current password, checked under the login throttling (D13) so a
 * borrowed session cannot guess it. On success the attempt is returned still
 * counted as a failure: the caller calls `attempt.succeeded()` once every
 * secret the change needs (a code too) was right.
 */
export async function checkCurrentPassword(
  user: SessionUser,
  password: string,
  clientAddress: string,
): Promise<PasswordCheck> {
  const attempt = await reserveAttempt(loginLimits(clientAddress, user.email));
  if (!attempt) {
    return {
      ok: false,
      status: 429,
      problem: { field: "", code: "Rate limit exceeded", message: adminLogin.throttled },
    };
  }
  const { password_hash: stored } = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, stored))) {
    logger.warn("admin re-authentication refused: wrong current password");
    const message = adminPasswordChange.currentWrong;
    return { ok: false, status: 400, problem: { field: "currentPassword", code: "Wrong password", message } };
  }
  return { ok: true, attempt };
}
