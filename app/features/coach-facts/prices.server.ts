import type { Transaction } from "kysely";
import { packageKeys, type PackageFacts, type PackageKey } from "~/content/pages/packages";
import { keepVersion, versionOf } from "~/features/content-history/history.server";
import type { Database } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";

/**
 * The two packages and the hourly rate (ADR 0061), in euro
 * cents. One form sets them all, so one version (entity "coaching_prices")
 * holds them all and a restore puts back a consistent set.
 */
export const historyEntity = "coaching_prices";
/** The one thing the prices' versions belong to. */
export const historyId = "all";

export interface CoachingPrices {
  packages: PackageFacts[];
  hourlyCents: number;
}

type Executor = typeof db | Transaction<Database>;

async function readPrices(executor: Executor): Promise<CoachingPrices> {
  const rows = await executor.selectFrom("coaching_packages").selectAll().execute();
  const rate = await executor
    .selectFrom("coaching_rates")
    .select("hourly_cents")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return {
    // In the fixed order of the page, whatever the table's order.
    packages: packageKeys.flatMap((key: PackageKey) => {
      const row = byKey.get(key);
      return row
        ? [{ key, name: row.name, priceCents: row.price_cents, features: JSON.parse(row.features) as string[] }]
        : [];
    }),
    hourlyCents: rate.hourly_cents,
  };
}

/** What the site shows now. */
export function coachingPrices(): Promise<CoachingPrices> {
  return readPrices(db);
}

async function writePrices(trx: Transaction<Database>, next: CoachingPrices, savedBy: string): Promise<void> {
  await keepVersion(trx, historyEntity, historyId, await readPrices(trx), savedBy);
  const now = nowIso();
  for (const item of next.packages) {
    await trx
      .updateTable("coaching_packages")
      .set({ name: item.name, price_cents: item.priceCents, features: JSON.stringify(item.features), updated_at: now })
      .where("key", "=", item.key)
      .execute();
  }
  await trx
    .updateTable("coaching_rates")
    .set({ hourly_cents: next.hourlyCents, updated_at: now })
    .where("id", "=", 1)
    .execute();
}

/** Saves all prices; true when a price changed (the access log records price changes). */
export async function savePrices(savedBy: string, next: CoachingPrices): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await readPrices(trx);
    await writePrices(trx, next, savedBy);
    return priceChanged(before, next);
  });
}

function priceChanged(before: CoachingPrices, after: CoachingPrices): boolean {
  const amounts = (prices: CoachingPrices) =>
    [...prices.packages.map((item) => item.priceCents), prices.hourlyCents].join();
  return amounts(before) !== amounts(after);
}

/** Puts a kept version back (what it replaces is kept too); undefined when there is no such version. */
export async function restorePrices(
  savedBy: string,
  versionId: number,
): Promise<{ priceChanged: boolean } | undefined> {
  return db.transaction().execute(async (trx) => {
    const version = (await versionOf(trx, historyEntity, historyId, versionId)) as CoachingPrices | undefined;
    if (!version) return undefined;
    const before = await readPrices(trx);
    await writePrices(trx, version, savedBy);
    return { priceChanged: priceChanged(before, version) };
  });
}
