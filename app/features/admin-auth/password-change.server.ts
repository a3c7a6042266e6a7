import { logAccess } from "~/features/admin-audit/access-log.server";
import { formFailure, type FormFailure } from "~/lib/forms/form-result";
import type { FormValue } from "~/lib/forms/parse-form";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { hashPassword } from "./password.server";
import type { passwordChangeSchema, PasswordChangeResult } from "./password-change";
import { checkCurrentPassword } from "./reauthenticate.server";
import { endOtherSessions, type SessionUser } from "./session.server";
import { discardPendingSetup } from "./two-factor.server";

type Refusal = { status: number; result: FormFailure<Extract<PasswordChangeResult, { ok: false }>["code"]> };

/**
 * The signed-in admin's new password (D13). The current password is checked
 * under the login throttling, so a borrowed session cannot guess it;
 * afterwards every other session of the admin ends (ADR 0029) and a 2FA set-up
 * still waiting for its first code is thrown away (ADR 0084). Undefined: changed.
 */
export async function changePassword(
  request: Request,
  user: SessionUser,
  { currentPassword, newPassword }: FormValue<typeof passwordChangeSchema>,
  clientAddress: string,
): Promise<Refusal | undefined> {
  const check = await checkCurrentPassword(user, currentPassword, clientAddress);
  if (!check.ok) {
    const { status, problem } = check;
    return { status, result: formFailure(status === 429 ? "Rate limit exceeded" : "Wrong password", [problem]) };
  }
  await check.attempt.succeeded();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", user.id).execute();
    await discardPendingSetup(trx, user.id);
  });
  await endOtherSessions(request, user.id);
  await logAccess(user, "password-changed");
  logger.info("admin password changed");
  return undefined;
}
