import { startRepeating } from "~/server/repeating-job.server";
import { logger } from "~/server/logger.server";
import type { ServerHooks } from "~/server/server-hooks";
import { runDigest } from "./notify.server";

const minuteMs = 60_000;

async function digestTick(): Promise<void> {
  try {
    if (await runDigest()) logger.info("daily digest queued");
  } catch (err) {
    logger.error({ err }, "daily digest failed; retried in a minute");
  }
}

/**
 * The daily digest (ADR 0053): checked before the first request and then every
 * minute, so a restart at or after the hour still sends that day's digest, and
 * the claim in runDigest keeps it to one.
 */
export const notificationHooks: ServerHooks = {
  start: async () => {
    await digestTick();
    return startRepeating(digestTick, minuteMs);
  },
};
