import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { env } from "./env.server";
import { logger } from "./logger.server";

/** APP_SECRET, or a random secret kept in the data folder so links survive restarts. */
function loadSecret(): Buffer {
  if (env.APP_SECRET) return Buffer.from(env.APP_SECRET);
  const file = join(env.DATA_DIR, "app-secret.key");
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    logger.warn({ file }, "APP_SECRET is not set: generated a signing secret in the data folder");
  }
  return Buffer.from(readFileSync(file, "utf8").trim());
}

let secret: Buffer | undefined;

function sign(data: string): string {
  secret ??= loadSecret();
  return createHmac("sha256", secret).update(data).digest("base64url");
}

/**
 * A tamper-proof token for `payload`, valid until `expiresAt` (ms since the
 * epoch). Used for e-book links (D16), unsubscribe links (D15) and self-test
 * result references.
 */
export function signToken(purpose: string, payload: string, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify([purpose, payload, expiresAt])).toString("base64url");
  return `${body}.${sign(body)}`;
}

export type TokenCheck =
  { ok: true; payload: string; expiresAt: number } | { ok: false; reason: "invalid" | "expired" };

export function verifyToken(purpose: string, token: string, now = Date.now()): TokenCheck {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== purpose ||
    typeof parsed[1] !== "string" ||
    typeof parsed[2] !== "number"
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (parsed[2] < now) return { ok: false, reason: "expired" };
  return { ok: true, payload: parsed[1], expiresAt: parsed[2] };
}

/**
 * A 32-byte key for one purpose, derived from the app secret: migration 0010
 * opens TOTP secrets sealed before ADR 0028 with it, and the click counter
 * hashes a client's address under it (ADR 0133).
 */
export function derivedKey(purpose: string): Buffer {
  secret ??= loadSecret();
  return createHmac("sha256", secret).update(`key:${purpose}`).digest();
}

/**
 * Compares a typed or requested secret with the real one through their
 * SHA-256 digests, so neither its length nor how much of a guess was right
 * shows in the response time (setup code, calendar-feed token).
 */
export function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
