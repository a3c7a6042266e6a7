import type { ServerHooks } from "~/server/server-hooks";
import { broadcastJob, settleInterruptedSends } from "./broadcast-sender.server";
import { sequenceJob } from "./sequence-job.server";

/** The newsletter's broadcast and sequence workers run for the server's whole life (ADR 0033, ADR 0056), after a crash's sends are settled. */
export const newsletterHooks: ServerHooks = {
  start: async () => void (await settleInterruptedSends()),
  jobs: [broadcastJob(), sequenceJob],
};
