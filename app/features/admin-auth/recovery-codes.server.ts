import { createHash, randomBytes } from "node:crypto";
import { base32Encode } from "./totp.server";

/**
 * One-time recovery codes: 10 per set, 80 random bits each, shown once as
 * "abcd-efgh-ijkl-mnop". Only a SHA-256 is stored; at 80 bits a leaked hash
 * cannot be turned back into its code.
 */
export const recoveryCodeCount = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    base32Encode(randomBytes(10))
      .toLowerCase()
      .replace(/(.{4})(?!$)/g, "$1-"),
  );
}

/** Spaces, dashes and capitals as the coach may type them do not matter. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z2-7]/g, ""))
    .digest("hex");
}
