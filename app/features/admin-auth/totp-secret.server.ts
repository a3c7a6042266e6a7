import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "~/server/secret.server";

/**
 * The only place TOTP secrets are sealed for and opened from the database:
 * AES-256-GCM under a key derived from APP_SECRET, stored as
 * "v1:iv.tag.ciphertext" (base64url). Swapping in the shared encryption helper
 * later means changing these two functions (and keeping "v1:" readable).
 * Changing APP_SECRET makes stored secrets unreadable: 2FA must then be set up again.
 */
const keyPurpose = "totp-secret";

export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(keyPurpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1:${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".")}`;
}

export function openTotpSecret(stored: string): string {
  const [version, body = ""] = stored.split(":");
  const [iv, tag, sealed] = body.split(".").map((part) => Buffer.from(part, "base64url"));
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("unreadable TOTP secret");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(keyPurpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
}
