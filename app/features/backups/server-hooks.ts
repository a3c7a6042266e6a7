import type { ServerHooks } from "~/server/server-hooks";
import { backupJob } from "./backup-job.server";
import { settleInterrupted } from "./backup-runs.server";

/** The daily backup, the coach's backup and restore-test buttons, and the missing-backup mail (ADR 0099, ADR 0100). */
export const backupHooks: ServerHooks = {
  // A run the previous process was doing when it stopped did not finish.
  start: () => settleInterrupted(new Date()),
  jobs: [backupJob],
};
