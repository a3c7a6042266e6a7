import { db } from "./db.server";
import { env } from "./env.server";

/** product.md §9 / D8, per client address. */
export const rateLimits = {
  newsletter: { limit: 2, windowMs: 300_000 },
  ebook: { limit: 3, windowMs: 600_000 },
  default: { limit: 5, windowMs: 60_000 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

/**
 * Counts one attempt for `key` and says whether it is within the limit. The
 * hits live in the database, so a restart or a second app server does not
 * reset them. A refused attempt is not counted.
 */
export async function takeRateLimit(name: RateLimitName, clientKey: string, now = Date.now()): Promise<boolean> {
  const { limit, windowMs } = rateLimits[name];
  const allowed = Math.max(1, Math.floor(limit * env.RATE_LIMIT_SCALE));
  const key = `${name}:${clientKey}`;
  const kysely = await db();
  return kysely.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom("rate_limit_hits")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("key", "=", key)
      .where("at_ms", ">", now - windowMs)
      .executeTakeFirstOrThrow();
    if (Number(count) >= allowed) return false;
    await trx.insertInto("rate_limit_hits").values({ key, at_ms: now }).execute();
    return true;
  });
}

/** How many hits `key` has had within the window (for counting failures, as login throttling does). */
export async function recentHits(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const { count } = await (
    await db()
  )
    .selectFrom("rate_limit_hits")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("key", "=", key)
    .where("at_ms", ">", now - windowMs)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function recordHit(key: string, now = Date.now()): Promise<void> {
  await (await db()).insertInto("rate_limit_hits").values({ key, at_ms: now }).execute();
}
