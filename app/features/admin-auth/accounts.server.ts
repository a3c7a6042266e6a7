import { randomBytes } from "node:crypto";
import { adminAccounts, adminLogin as texts } from "~/content/admin";
import type { FormValue } from "~/lib/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sameSecret, signToken, verifyToken } from "~/server/secret.server";
import { spendToken } from "~/server/used-tokens.server";
import { loginLimits, reserveAttempt, setupCodeLimits } from "./login-throttle.server";
import { hashPassword, unknownUserHash, verifyPassword } from "./password.server";
import type { addAdminSchema, firstAdminSchema, loginSchema, secondFactorSchema } from "./forms";
import { maxPasswordLength } from "./rules";
import { createSession } from "./session.server";
import { twoFactorEnabled, verifySecondFactor } from "./two-factor.server";

/** Between a correct password and the second factor: long enough to open the app and type, short enough to be useless later. */
const pendingLoginMs = 5 * 60_000;
const pendingPurpose = "admin-2fa";

export async function adminExists(): Promise<boolean> {
  return (await db.selectFrom("admins").select("id").limit(1).executeTakeFirst()) !== undefined;
}

let generatedSetupCode: string | undefined;

/** D12: ADMIN_SETUP_CODE, or a code generated once per start and printed in the server log. */
export function setupCode(): string {
  if (env.ADMIN_SETUP_CODE) return env.ADMIN_SETUP_CODE;
  // 16 characters (96 bits), as long as the shortest ADMIN_SETUP_CODE the settings accept.
  generatedSetupCode ??= randomBytes(12).toString("base64url");
  return generatedSetupCode;
}

/** Logs the setup code at start-up while no admin exists, so the coach can find it. */
export async function announceSetupCode(): Promise<void> {
  if (env.ADMIN_SETUP_CODE || (await adminExists())) return;
  logger.warn(
    { setupCode: setupCode() },
    "no admin account yet: use this setup code to create the first one at /admin-login",
  );
}

export type SignInOutcome = { ok: true; setCookie: string } | { ok: false; message: string; status: number };

/** After a correct password, an admin with 2FA gets a signed pending-login token, not a session. */
export type LoginOutcome =
  SignInOutcome | { ok: "second-factor"; pendingToken: string; message?: string; status: number };

/** Checks the password of a login form that passed its schema (./forms). */
export async function login(
  { email, password }: FormValue<typeof loginSchema>,
  clientAddress: string,
): Promise<LoginOutcome> {
  const attempt = await reserveAttempt(loginLimits(clientAddress, email));
  if (!attempt) return { ok: false, message: texts.throttled, status: 429 };
  const user = await db
    .selectFrom("users")
    .select(["id", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
  const valid =
    password.length <= maxPasswordLength &&
    (await verifyPassword(password, user?.password_hash ?? (await unknownUserHash())));
  if (!user || !valid) {
    logger.warn("admin login failed");
    return { ok: false, message: texts.wrongCredentials, status: 401 };
  }
  await attempt.succeeded();
  if (await twoFactorEnabled(user.id)) {
    return {
      ok: "second-factor",
      pendingToken: signToken(pendingPurpose, String(user.id), Date.now() + pendingLoginMs),
      status: 200,
    };
  }
  return { ok: true, setCookie: await createSession(user.id) };
}

/** The second login step: the pending token from the password step plus a 6-digit or recovery code. */
export async function completeSecondFactor(
  { pending: pendingToken, code }: FormValue<typeof secondFactorSchema>,
  clientAddress: string,
): Promise<LoginOutcome> {
  const check = verifyToken(pendingPurpose, pendingToken);
  if (!check.ok) return { ok: false, message: texts.secondFactor.expired, status: 400 };
  const user = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("id", "=", Number(check.payload))
    .executeTakeFirst();
  if (!user) return { ok: false, message: texts.secondFactor.expired, status: 400 };
  const retry = (message: string, status: number): LoginOutcome => ({
    ok: "second-factor",
    pendingToken,
    message,
    status,
  });
  const attempt = await reserveAttempt(loginLimits(clientAddress, user.email));
  if (!attempt) return retry(texts.throttled, 429);
  if (!(await verifySecondFactor(user.id, code))) {
    logger.warn("admin second factor failed");
    return retry(texts.secondFactor.wrongCode, 401);
  }
  await attempt.succeeded();
  // One token, one session: a copy of the form (browser history, a shoulder) cannot open a second one.
  if (!(await spendToken(pendingToken, check.expiresAt))) {
    return { ok: false, message: texts.secondFactor.expired, status: 400 };
  }
  return { ok: true, setCookie: await createSession(user.id) };
}

async function createAdmin(email: string, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("users")
      .values({ email, password_hash: passwordHash, created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("admins").values({ id, email, created_at: nowIso() }).execute();
    return id;
  });
}

/** The first admin (D12): only while none exists, and only with the setup code (throttled like a login). */
export async function signupFirstAdmin(
  { email, password, setupCode: typedCode }: FormValue<typeof firstAdminSchema>,
  clientAddress: string,
): Promise<SignInOutcome> {
  if (await adminExists()) return { ok: false, message: texts.adminExists, status: 409 };
  const attempt = await reserveAttempt(setupCodeLimits(clientAddress));
  if (!attempt) return { ok: false, message: texts.throttled, status: 429 };
  if (!sameSecret(typedCode.trim(), setupCode())) {
    logger.warn("admin setup code refused");
    return { ok: false, message: texts.wrongSetupCode, status: 403 };
  }
  await attempt.succeeded();
  try {
    const id = await createAdmin(email, password);
    logger.info("first admin account created");
    return { ok: true, setCookie: await createSession(id) };
  } catch (error) {
    // Two sign-ups racing for the first account: the second one loses.
    if (await adminExists()) return { ok: false, message: texts.adminExists, status: 409 };
    throw error;
  }
}

/** An existing admin adds another admin (D12). The caller has checked that the requester is an admin. */
export async function addAdmin({
  email,
  password,
}: FormValue<typeof addAdminSchema>): Promise<{ ok: true } | { ok: false; message: string }> {
  const taken = async () =>
    (await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()) !== undefined;
  if (await taken()) return { ok: false, message: adminAccounts.emailTaken };
  try {
    await createAdmin(email, password);
  } catch (error) {
    // The same address added twice at once: the unique e-mail lets only one through.
    if (await taken()) return { ok: false, message: adminAccounts.emailTaken };
    throw error;
  }
  logger.info("admin account added by an admin");
  return { ok: true };
}

export interface AdminListItem {
  id: number;
  email: string;
  createdAt: string;
}

/** Every admin account, oldest first (the first admin on top). */
export async function listAdmins(): Promise<AdminListItem[]> {
  const rows = await db
    .selectFrom("admins")
    .select(["id", "email", "created_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at }));
}
