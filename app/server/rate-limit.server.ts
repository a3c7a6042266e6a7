import { sql } from "kysely";
import { db } from "./db.server";
import { env } from "./env.server";

/** product.md §9 / D8, per client address. */
export const rateLimits = {
  newsletter: { limit: 2, windowMs: 300_000 },
  ebook: { limit: 3, windowMs: 600_000 },
  /** Intro-call bookings (ADR 0047): a person books one call; five an hour leaves room for typos and moves. */
  booking: { limit: 5, windowMs: 3_600_000 },
  default: { limit: 5, windowMs: 60_000 },
  /** 'Wachtwoord vergeten' (ADR 0118): a person asks once or twice; an address asking more learns nothing more. */
  passwordReset: { limit: 5, windowMs: 3_600_000 },
  /** Client page (ADR 0124): asking for a login code, per address; a person asks once or twice. */
  clientCode: { limit: 5, windowMs: 600_000 },
  /** Client page (ADR 0124): typing a login code, per address; each code also allows only 5 tries. */
  clientLogin: { limit: 10, windowMs: 600_000 },
  /** Client page (ADR 0125): booking, moving, cancelling a session, per address; a person does a few. */
  clientSession: { limit: 20, windowMs: 600_000 },
  /** Mollie's webhook calls come from a few addresses, several per payment (ADR 0107). */
  paymentWebhook: { limit: 600, windowMs: 60_000 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/** One counter: at most `limit` hits for `key` within `windowMs` (scaled by RATE_LIMIT_SCALE). */
export interface HitLimit {
  key: string;
  limit: number;
  windowMs: number;
}

/** `limit` scaled by RATE_LIMIT_SCALE (tests and load scripts lift the limits with it), at least 1. */
export function scaledLimit(limit: number): number {
  return Math.max(1, Math.floor(limit * env.RATE_LIMIT_SCALE));
}

/**
 * Counts one hit on every counter, but only if all of them are within their
 * limit: the check and the insert are one transaction, so parallel requests
 * cannot all pass the check before any of them is counted. The hits live in
 * the database, so a restart or a second app server does not reset them. A
 * refused attempt is not counted. Gives each counter's hits before this one
 * (a counter with an infinite limit only counts), or null when refused.
 */
export async function takeCountedHits(limits: readonly HitLimit[], now = Date.now()): Promise<number[] | null> {
  return db.transaction().execute(async (trx) => {
    const counts: number[] = [];
    for (const { key, limit, windowMs } of limits) {
      const { count } = await trx
        .selectFrom("rate_limit_hits")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("key", "=", key)
        .where("at_ms", ">", now - windowMs)
        .executeTakeFirstOrThrow();
      if (Number(count) >= scaledLimit(limit)) return null;
      counts.push(Number(count));
    }
    await trx
      .insertInto("rate_limit_hits")
      .values(limits.map(({ key }) => ({ key, at_ms: now })))
      .execute();
    return counts;
  });
}

/** `takeCountedHits` for a caller that only needs to know whether the hit was allowed. */
export async function takeHits(limits: readonly HitLimit[], now = Date.now()): Promise<boolean> {
  return (await takeCountedHits(limits, now)) !== null;
}

/** Takes back the hits `takeHits` counted at `now` (one per key), for an attempt that turned out not to count. */
export async function releaseHits(keys: readonly string[], now: number): Promise<void> {
  for (const key of keys) {
    await sql`delete from rate_limit_hits where rowid = (select rowid from rate_limit_hits where key = ${key} and at_ms = ${now} limit 1)`.execute(
      db,
    );
  }
}

/** Counts one attempt for `clientKey` under a named limit and says whether it is within the limit. */
export async function takeRateLimit(name: RateLimitName, clientKey: string, now = Date.now()): Promise<boolean> {
  return takeHits([{ key: `${name}:${clientKey}`, ...rateLimits[name] }], now);
}
