import { releaseHits, takeHits, type HitLimit } from "~/server/rate-limit.server";

/**
 * Throttling of everything that checks an admin secret (D13, ADR 0029):
 * passwords, second-factor codes, the setup code. Wrong passwords and wrong
 * codes count alike, so guessing a code is no easier than guessing a password.
 */
const minute = 60_000;

/**
 * D13's 5 failures per 15 minutes apply per (client address, e-mail) pair, so
 * a stranger's guesses do not lock the coach out; much higher ceilings per
 * e-mail (guessing from many addresses) and per address (trying many e-mails)
 * stop the wider attacks.
 */
export function loginLimits(clientAddress: string, email: string): HitLimit[] {
  return [
    { key: `login:${clientAddress}:${email}`, limit: 5, windowMs: 15 * minute },
    { key: `login-email:${email}`, limit: 50, windowMs: 60 * minute },
    { key: `login-address:${clientAddress}`, limit: 50, windowMs: 60 * minute },
  ];
}

/** The setup code has no e-mail to pair with: 5 wrong codes per 15 minutes per address, like a login. */
export function setupCodeLimits(clientAddress: string): HitLimit[] {
  return [{ key: `setup-code:${clientAddress}`, limit: 5, windowMs: 15 * minute }];
}

export interface Attempt {
  /** The secret was right: the attempt stops counting as a failure. */
  succeeded: () => Promise<void>;
}

/**
 * Counts the attempt as a failure BEFORE the secret is checked, atomically
 * with the limit check, so parallel guesses cannot all slip past the check
 * while the first ones are still hashing. Null when throttled.
 */
export async function reserveAttempt(limits: HitLimit[]): Promise<Attempt | null> {
  const now = Date.now();
  if (!(await takeHits(limits, now))) return null;
  return {
    succeeded: () =>
      releaseHits(
        limits.map(({ key }) => key),
        now,
      ),
  };
}
