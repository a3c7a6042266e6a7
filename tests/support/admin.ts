import SQLite from "better-sqlite3";
import { randomBytes, scryptSync } from "node:crypto";
import { join } from "node:path";
import { timeStep, totpCode } from "../../app/features/admin-auth/totp.server";
import { postForm } from "./forms";

export const adminPassword = "een-lang-wachtwoord-42";

const hashes = new Map<string, string>();

/**
 * The same scrypt format as app/features/admin-auth/password.server.ts, made once
 * per password in a test process (about 100 ms of CPU each): seeded users may share a salt.
 */
function hash(password: string): string {
  let hashed = hashes.get(password);
  if (!hashed) {
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    hashed = ["scrypt", 32768, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    hashes.set(password, hashed);
  }
  return hashed;
}

/**
 * Puts a user straight into a running server's database (WAL lets us write
 * beside it): an admin, or with `admin: false` a signed-in user without admin rights.
 * `dashboardSince`: the dashboard's 'Nieuw sinds je laatste bezoek' counts from
 * this moment in the coach's current sitting (ADR 0054), as if the previous
 * visit ended then; a real new sitting needs an hour's gap.
 */
export function seedUser(
  dataDir: string,
  email: string,
  {
    admin = true,
    password = adminPassword,
    dashboardSince,
  }: { admin?: boolean; password?: string; dashboardSince?: string } = {},
): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare("insert into users (email, password_hash, created_at) values (?, ?, ?)")
      .run(email, hash(password), now);
    if (admin)
      db.prepare("insert into admins (id, email, created_at) values (?, ?, ?)").run(lastInsertRowid, email, now);
    if (dashboardSince)
      db.prepare("insert into admin_dashboard_visits (user_id, baseline_at, visited_at) values (?, ?, ?)").run(
        lastInsertRowid,
        dashboardSince,
        dashboardSince,
      );
  } finally {
    db.close();
  }
}

/** Logs in through the real login form; returns the session cookie ("name=value"). */
export async function loginCookie(baseUrl: string, email: string, password = adminPassword): Promise<string> {
  const response = await postForm(`${baseUrl}/admin-login`, { intent: "login", email, password });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`login failed with ${response.status}`);
  return cookie;
}

// The code an authenticator app shows: the app's own RFC 6238 function, unit-tested against the RFC's vectors.
export { timeStep, totpCode };

/** Six digits that match none of the steps a server could accept around now. */
export function wrongCode(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2, 3].map((offset) => totpCode(secret, timeStep() + offset)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}

function between(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1] ?? "");
}

/**
 * Switches on two-factor login through the real set-up screen: starts a
 * set-up attempt with the password (ADR 0084), reads the key shown as text,
 * answers with the current code; returns the key, the step used and the
 * recovery codes shown once.
 */
export async function enableTwoFactor(
  baseUrl: string,
  cookie: string,
  password = adminPassword,
): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  const started = await postForm(
    `${baseUrl}/admin/security`,
    { intent: "start", currentPassword: password },
    { Cookie: cookie },
  );
  const secret = between(await started.text(), /data-testid="totp-secret"[^>]*>([^<]+)</g)[0]?.replace(/\s/g, "");
  if (!secret) throw new Error(`no TOTP key after starting the set-up: ${started.status}`);
  const step = timeStep();
  const response = await postForm(
    `${baseUrl}/admin/security`,
    { intent: "enable", code: totpCode(secret, step) },
    { Cookie: cookie },
  );
  const recoveryCodes = between(await response.text(), /<li[^>]*>([a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4})</g);
  if (response.status !== 200 || recoveryCodes.length !== 10)
    throw new Error(`enabling 2FA failed: ${response.status}`);
  return { secret, step, recoveryCodes };
}

/** The password step of a login with 2FA: returns the signed pending-login token from the second-step form. */
export async function passwordStep(baseUrl: string, email: string, password = adminPassword): Promise<string> {
  const response = await postForm(`${baseUrl}/admin-login`, { intent: "login", email, password });
  const pending = between(await response.text(), /name="pending" value="([^"]+)"/g)[0];
  if (response.status !== 200 || response.headers.get("set-cookie") || !pending)
    throw new Error(`expected the second step, got ${response.status}`);
  return pending;
}

/** The second step: posts a 6-digit or recovery code with the pending token. */
export function codeStep(baseUrl: string, pending: string, code: string): Promise<Response> {
  return postForm(`${baseUrl}/admin-login`, { intent: "second-factor", pending, code });
}

/**
 * Seeds the coach (an admin) and a signed-in guest without admin rights on a
 * running server and signs both in: the pair every authorization check needs.
 */
export async function signInCoachAndGuest(server: { url: string; dataDir: string }) {
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  return {
    admin: await loginCookie(server.url, "coach@example.nl"),
    guest: await loginCookie(server.url, "gast@example.nl"),
  };
}

/** Removes every account from a running server's database (their sessions and 2FA go with them): a site without admin again. */
export function removeAccounts(dataDir: string): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  try {
    db.prepare("delete from users").run();
  } finally {
    db.close();
  }
}
