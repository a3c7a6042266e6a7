import { releaseHits, scaledLimit, takeCountedHits, type HitLimit } from "~/server/rate-limit.server";

/**
 * Throttling of everything that checks an admin secret (D13, ADR 0029):
 * passwords, second-factor codes, the setup code. Wrong passwords and wrong
 * codes count alike, so guessing a code is no easier than guessing a password.
 */
const minute = 60_000;

/**
 * Failed logins on one account within an hour, from every address together,
 * after which its password step no longer says whether a password was right
 * and a right one gets a one-time link by mail (ADR 0085).
 */
const accountAlarm = { failures: 20, windowMs: 60 * minute };

/**
 * D13's 5 failures per 15 minutes apply per (client address, e-mail) pair, so
 * a stranger's guesses do not lock the coach out; a ceiling per address (one
 * address trying many e-mails) stops the wider attack. The account's failures
 * from all addresses are counted but never refused: a block there would lock
 * the owner out from anywhere (ADR 0085); `underAttack` acts on them instead.
 */
export function loginLimits(clientAddress: string, email: string): HitLimit[] {
  return [
    { key: `login:${clientAddress}:${email}`, limit: 5, windowMs: 15 * minute },
    { key: `login-email:${email}`, limit: Number.POSITIVE_INFINITY, windowMs: accountAlarm.windowMs },
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
  /**
   * The account (login-email key) had the alarm's number of failures or more
   * within the hour before this attempt (ADR 0085); false for limits without that key.
   */
  underAttack: boolean;
}

/**
 * Counts the attempt as a failure BEFORE the secret is checked, atomically
 * with the limit check, so parallel guesses cannot all slip past the check
 * while the first ones are still hashing. Null when throttled.
 */
export async function reserveAttempt(limits: HitLimit[]): Promise<Attempt | null> {
  const now = Date.now();
  const counts = await takeCountedHits(limits, now);
  if (!counts) return null;
  const account = limits.findIndex(({ key }) => key.startsWith("login-email:"));
  return {
    underAttack: account >= 0 && (counts[account] ?? 0) >= scaledLimit(accountAlarm.failures),
    succeeded: () =>
      releaseHits(
        limits.map(({ key }) => key),
        now,
      ),
  };
}
