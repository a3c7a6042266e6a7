import { randomBytes } from "node:crypto";
import { adminAccounts, adminLogin as texts } from "~/content/admin";
import type { FormValue } from "~/lib/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { env, publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { takeHits } from "~/server/rate-limit.server";
import { sameSecret, signToken, verifyToken } from "~/server/secret.server";
import { spendToken } from "~/server/used-tokens.server";
import { loginLimits, reserveAttempt, setupCodeLimits } from "./login-throttle.server";
import { hashPassword, unknownUserHash, verifyPassword } from "./password.server";
import type { addAdminSchema, firstAdminSchema, loginSchema, secondFactorSchema, signInLinkSchema } from "./forms";
import { maxPasswordLength } from "./rules";
import { createSession } from "./session.server";
import { twoFactorEnabled, verifySecondFactor } from "./two-factor.server";

/** Between a correct password and the second factor: long enough to open the app and type, short enough to be useless later. */
const pendingLoginMs = 5 * 60_000;
const pendingPurpose = "admin-2fa";
/** The mailed sign-in link of an account under attack (ADR 0085): long enough to reach the inbox, used once. */
const signInLinkMs = 15 * 60_000;
const signInLinkPurpose = "admin-login-link";
/** The page that takes a sign-in link: the token rides in the query, which no log line holds. */
export const signInLinkParam = "inloglink";

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

/**
 * After a correct password, an admin with 2FA gets a signed pending-login
 * token, not a session. An account under attack answers "check your mail"
 * whether the password was right or not (ADR 0085).
 */
export type LoginOutcome =
  | SignInOutcome
  | { ok: "second-factor"; pendingToken: string; message?: string; status: number }
  | { ok: "check-mail"; status: 200 };

/** The next step for a user whose password (or mailed link) was right: the second factor, or a session. */
export async function signIn(userId: number): Promise<LoginOutcome> {
  if (await twoFactorEnabled(userId)) {
    return {
      ok: "second-factor",
      pendingToken: signToken(pendingPurpose, String(userId), Date.now() + pendingLoginMs),
      status: 200,
    };
  }
  return { ok: true, setCookie: await createSession(userId) };
}

/**
 * Mails the one-time sign-in link to the account's own address, through the
 * queue so the answer takes as long as for a wrong password. At most 5 an
 * hour per account: someone who knows the password cannot flood the inbox.
 */
async function mailSignInLink(user: { id: number; email: string }): Promise<void> {
  if (!(await takeHits([{ key: `login-link:${user.email}`, limit: 5, windowMs: 3_600_000 }]))) return;
  const token = signToken(signInLinkPurpose, String(user.id), Date.now() + signInLinkMs);
  const mail = texts.linkMail;
  await queueMail(db, {
    to: user.email,
    subject: mail.subject,
    heading: mail.heading,
    paragraphs: [...mail.paragraphs],
    button: { label: mail.button, url: `${publicUrl}/admin-login?${signInLinkParam}=${token}` },
    closing: [...mail.closing],
  });
}

/** Checks the password of a login form that passed its schema (./forms). */
export async function login(
  { email, password }: FormValue<typeof loginSchema>,
  clientAddress: string,
): Promise<LoginOutcome> {
  const attempt = await reserveAttempt(loginLimits(clientAddress, email));
  if (!attempt) return { ok: false, message: texts.throttled, status: 429 };
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
  const valid =
    password.length <= maxPasswordLength &&
    (await verifyPassword(password, user?.password_hash ?? (await unknownUserHash())));
  if (!user || !valid) logger.warn("admin login failed");
  // Under attack, a right and a wrong password get the same answer, as fast; only the right one gets a mail.
  if (attempt.underAttack) {
    if (user && valid) {
      void attempt
        .succeeded()
        .then(() => mailSignInLink(user))
        .catch((error: unknown) => logger.error({ err: error }, "admin sign-in link could not be queued"));
    }
    return { ok: "check-mail", status: 200 };
  }
  if (!user || !valid) return { ok: false, message: texts.wrongCredentials, status: 401 };
  await attempt.succeeded();
  return signIn(user.id);
}

/** Whether a sign-in link is one this server signed and still valid; spends nothing (a GET may show it). */
export function signInLinkValid(token: string): boolean {
  return verifyToken(signInLinkPurpose, token).ok;
}

/** The button under a mailed sign-in link: spends the link, then the second factor or a session (ADR 0085). */
export async function signInWithLink({ token }: FormValue<typeof signInLinkSchema>): Promise<LoginOutcome> {
  const expired = { ok: false, message: texts.linkStep.expired, status: 400 } as const;
  const check = verifyToken(signInLinkPurpose, token);
  if (!check.ok) return expired;
  const user = await db.selectFrom("users").select("id").where("id", "=", Number(check.payload)).executeTakeFirst();
  if (!user || !(await spendToken(token, check.expiresAt))) return expired;
  return signIn(user.id);
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
  // One token, one session: a copy of the form (browser history, a shoulder) cannot open a second one.
  // The token is spent and the code used up in one transaction, so a spent token uses up no code (ADR 0084).
  const trx = await db.startTransaction().execute();
  let outcome: "spent" | "wrong" | "ok";
  try {
    outcome = !(await spendToken(pendingToken, check.expiresAt, trx))
      ? "spent"
      : (await verifySecondFactor(user.id, code, trx))
        ? "ok"
        : "wrong";
    await (outcome === "ok" ? trx.commit() : trx.rollback()).execute();
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  if (outcome === "spent") return { ok: false, message: texts.secondFactor.expired, status: 400 };
  if (outcome === "wrong") {
    logger.warn("admin second factor failed");
    return retry(texts.secondFactor.wrongCode, 401);
  }
  await attempt.succeeded();
  return { ok: true, setCookie: await createSession(user.id) };
}

/**
 * Creates the user and its admin row in one transaction; with `first`, only
 * while no admin exists, checked inside that transaction (undefined: one
 * exists). Transactions take the one connection in turn, so of parallel
 * first sign-ups exactly one sees an empty table (ADR 0084).
 */
async function createAdmin(email: string, password: string, { first = false } = {}): Promise<number | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (first && (await trx.selectFrom("admins").select("id").limit(1).executeTakeFirst())) return undefined;
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
    const id = await createAdmin(email, password, { first: true });
    if (id === undefined) return { ok: false, message: texts.adminExists, status: 409 };
    logger.info("first admin account created");
    return { ok: true, setCookie: await createSession(id) };
  } catch (error) {
    // Two sign-ups racing for the first account: the second one loses.
    if (await adminExists()) return { ok: false, message: texts.adminExists, status: 409 };
    throw error;
  }
}

/**
 * An existing admin adds another admin (D12). The caller has checked that the
 * requester is an admin and asked for the requester's password (ADR 0084).
 */
export async function addAdmin({
  email,
  password,
}: Pick<FormValue<typeof addAdminSchema>, "email" | "password">): Promise<
  { ok: true } | { ok: false; message: string }
> {
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
