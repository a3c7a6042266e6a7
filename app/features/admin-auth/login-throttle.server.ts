import { env } from "~/server/env.server";
import { recentHits, recordHit } from "~/server/rate-limit.server";

/**
 * D13: 5 failed logins per 15 minutes per address and per e-mail. Wrong
 * passwords and wrong second-factor codes count alike, so guessing a code is
 * no easier than guessing a password.
 */
const loginFailureLimit = 5;
const loginWindowMs = 15 * 60_000;

export function throttleKeys(clientAddress: string, email: string): string[] {
  return [`login-address:${clientAddress}`, `login-email:${email}`];
}

export async function isThrottled(keys: string[]): Promise<boolean> {
  for (const key of keys) {
    if ((await recentHits(key, loginWindowMs)) >= loginFailureLimit * env.RATE_LIMIT_SCALE) return true;
  }
  return false;
}

export async function countFailure(keys: string[]): Promise<void> {
  for (const key of keys) await recordHit(key);
}
