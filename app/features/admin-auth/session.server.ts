import { createHash, randomBytes } from "node:crypto";
import { db, nowIso } from "~/server/db.server";
import { env } from "~/server/env.server";
import { cookieName, cookieValue, setCookie } from "~/server/cookies.server";

/**
 * Server-side admin sessions (D10): a random token in an HttpOnly, SameSite=Lax
 * cookie (Secure and __Host- over HTTPS); the database keeps only its SHA-256,
 * an expiry, and the user. Logging in always makes a new token.
 */
export const sessionCookieName = cookieName("admin_session");

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function tokenFrom(request: Request): string | undefined {
  return cookieValue(request, sessionCookieName);
}

function cookie(value: string, maxAgeSeconds: number): string {
  return setCookie(sessionCookieName, value, maxAgeSeconds);
}

/** Starts a session for the user; returns the Set-Cookie header value. */
export async function createSession(userId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const lifetimeMs = env.SESSION_HOURS * 3_600_000;
  await db
    .insertInto("sessions")
    .values({
      id_hash: hashToken(token),
      user_id: userId,
      created_at: nowIso(),
      expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
    })
    .execute();
  return cookie(token, Math.floor(lifetimeMs / 1000));
}

export interface SessionUser {
  id: number;
  email: string;
  isAdmin: boolean;
}

/** The signed-in user of this request, or null (no cookie, unknown or expired session). */
export async function sessionUser(request: Request): Promise<SessionUser | null> {
  const token = tokenFrom(request);
  if (!token) return null;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("admins", "admins.id", "users.id")
    .select(["users.id", "users.email", "sessions.expires_at", "admins.id as admin_id"])
    .where("sessions.id_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= nowIso()) {
    await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
    return null;
  }
  return { id: row.id, email: row.email, isAdmin: row.admin_id !== null };
}

/**
 * Ends every session of the user except this request's (ADR 0029): after a
 * password change or switching on 2FA, a session opened with the old
 * credentials must not live on.
 */
export async function endOtherSessions(request: Request, userId: number): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id_hash", "!=", hashToken(tokenFrom(request) ?? ""))
    .execute();
}

/** Ends this request's session on the server; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const token = tokenFrom(request);
  if (token) await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
  return cookie("", 0);
}
