import { currentTime } from "~/server/clock.server";
import { defineJob } from "~/server/jobs.server";
import { queueDueSteps } from "./sequences.server";

const stepBatch = 500;

/**
 * Queues the sequence steps that have come due (ADR 0130), a batch a second;
 * a full batch means more are waiting, so the next run starts at once. The
 * broadcast job sends them. Time is `currentTime()`, so a test moves the
 * built server's clock instead of waiting days.
 */
export const sequenceJob = defineJob({
  name: "sequences",
  first: 1_000,
  every: (queued: number | undefined) => (queued === stepBatch ? 0 : 1_000),
  run: () => queueDueSteps(currentTime(), stepBatch),
});
