import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { randomBytes, scryptSync } from "node:crypto";
import { join } from "node:path";

export const adminPassword = "een-lang-wachtwoord-42";

/** The same scrypt format as app/features/admin-auth/password.server.ts. */
function hash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 32768, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * Puts a user straight into a running server's database (WAL lets us write
 * beside it): an admin, or with `admin: false` a signed-in user without admin rights.
 */
export function seedUser(dataDir: string, email: string, { admin = true, password = adminPassword } = {}): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare("insert into users (email, password_hash, created_at) values (?, ?, ?)")
      .run(email, hash(password), now);
    if (admin)
      db.prepare("insert into admins (id, email, created_at) values (?, ?, ?)").run(lastInsertRowid, email, now);
  } finally {
    db.close();
  }
}

/** Logs in through the real login form; returns the session cookie ("name=value"). */
export async function loginCookie(baseUrl: string, email: string, password = adminPassword): Promise<string> {
  const response = await fetch(`${baseUrl}/admin-login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ intent: "login", email, password }).toString(),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`login failed with ${response.status}`);
  return cookie;
}

/** Signs an admin in through the login page of a real browser (cookie banner already answered). */
export async function signInInBrowser(page: Page, email: string, password = adminPassword): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
  await page.goto("/admin-login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(/\/admin(\?|$)/);
}
