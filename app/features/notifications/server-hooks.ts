import { defineJob } from "~/server/jobs.server";
import { logger } from "~/server/logger.server";
import type { ServerHooks } from "~/server/server-hooks";
import { runDigest } from "./notify.server";

/**
 * The daily digest (ADR 0053): checked before the first request and then every
 * minute, so a restart at or after the hour still sends that day's digest, and
 * the claim in runDigest keeps it to one.
 */
export const notificationHooks: ServerHooks = {
  jobs: [
    defineJob({
      name: "digest",
      first: "start",
      every: 60_000,
      run: async (now) => {
        if (await runDigest(now)) logger.info("daily digest queued");
      },
    }),
  ],
};
