import { defineJob } from "~/server/jobs.server";
import { alertIfOverdue } from "./backup-alert.server";
import { claimNextRun } from "./backup-runs.server";
import { performRun } from "./backup-work.server";

/**
 * One look of the backup job (ADR 0099): the run an admin asked for, or the
 * daily backup when it is due, is done (one at a time: this is the only job
 * that runs them), then the missing-backup mail is sent when it is due (ADR 0100).
 */
export async function runBackups(now: Date): Promise<void> {
  const run = await claimNextRun(now);
  if (run) await performRun(run, now);
  await alertIfOverdue(now);
}

/**
 * Looks every two seconds, so the coach's button starts within seconds; a
 * look that finds nothing to do only reads a few rows.
 */
export const backupJob = defineJob({ name: "backups", first: 0, every: 2_000, run: runBackups });
