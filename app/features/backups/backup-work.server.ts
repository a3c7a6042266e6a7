import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { runDataScript, type ScriptResult } from "~/server/data-scripts.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { finishRun, offsiteConfigured, type BackupRun, type RunOutcome } from "./backup-runs.server";

/**
 * Does one backup run with `npm run backup` / `npm run restore`'s scripts in a
 * child process (ADR 0099): the daily backup with its off-site copy, or the
 * restore test (ADR 0100). Records the outcome; throws nothing for a failed
 * backup, which is an outcome like any other.
 */

/** The daily backups' folder, and how many of them stay on the server's own disk. */
export const dailyFolder = () => join(env.DATA_DIR, "backups", "daily");
export const dailyBackupsKept = 7;

/** A copy to a slow repository may take long, but never holds the job for ever. */
const scriptTimeoutMs = 2 * 60 * 60_000;

const failure = z.object({ ok: z.literal(false), error: z.string(), detail: z.string().optional() });
const backupSummary = z.object({
  backup: z.union([z.object({ ok: z.literal(true), bytes: z.number(), folder: z.string() }), failure]),
  offsite: z.union([z.null(), z.object({ ok: z.literal(true), snapshot: z.string(), bytes: z.number() }), failure]),
});
const tableRows = z.object({ name: z.string(), backup: z.number().nullable(), live: z.number().nullable() });
const checkSummary = z.union([
  z.object({
    ok: z.literal(true),
    snapshot: z.object({ id: z.string(), time: z.string() }).nullable(),
    backupStartedAt: z.string(),
    tables: z.array(tableRows),
  }),
  failure,
]);

/** What a restore test found, kept as the run's details for the screen. */
export type RestoreTestDetails = { backupStartedAt: string; tables: z.infer<typeof tableRows>[] };

/** A script that printed no summary (it crashed, or was stopped at the time limit). */
function withoutSummary(result: ScriptResult): RunOutcome {
  return { outcome: "failed", error: result.exitCode === null ? "timeout" : "failed" };
}

/** Logs a failure with the script's own (already redacted) words; never the repository or password. */
function logFailure(run: BackupRun, what: string, outcome: RunOutcome, detail?: string): void {
  if (outcome.outcome === "ok") return;
  logger.error({ runId: run.id, error: outcome.error, detail }, `${what} failed`);
}

/**
 * The run's folder: its start by the job's clock, then its id, so two runs in one second (a
 * quick backup, then the coach's 'Nu een back-up maken') never meet in one folder, which the
 * script refuses.
 */
function runFolder(run: BackupRun): string {
  const started = (run.started_at ?? new Date().toISOString()).slice(0, 19).replaceAll(":", "-");
  return join(dailyFolder(), `${started}-${run.id}`);
}

async function backup(run: BackupRun): Promise<[RunOutcome, RunOutcome | undefined]> {
  const folder = runFolder(run);
  const result = await runDataScript("backup", [folder, "--keep", String(dailyBackupsKept)], {
    dataDir: env.DATA_DIR,
    timeoutMs: scriptTimeoutMs,
  });
  const parsed = backupSummary.safeParse(result.summary);
  if (!parsed.success) {
    logger.error({ runId: run.id, exitCode: result.exitCode, output: result.errorOutput }, "backup failed");
    return [withoutSummary(result), offsiteConfigured() ? withoutSummary(result) : undefined];
  }
  const { backup: local, offsite } = parsed.data;
  const localOutcome: RunOutcome = local.ok
    ? { outcome: "ok", bytes: local.bytes }
    : { outcome: "failed", error: local.error };
  logFailure(run, "backup", localOutcome, local.ok ? undefined : local.detail);
  // A local backup that failed leaves nothing to copy: the off-site copy fails with it.
  const offsiteOutcome: RunOutcome | undefined = !offsiteConfigured()
    ? undefined
    : offsite?.ok
      ? { outcome: "ok", bytes: offsite.bytes, snapshot: offsite.snapshot }
      : { outcome: "failed", error: offsite?.error ?? "no-backup" };
  if (offsite && !offsite.ok) logFailure(run, "off-site copy", offsiteOutcome!, offsite.detail);
  return [localOutcome, offsiteOutcome];
}

/** The newest complete daily backup on the server's disk, for a restore test without an off-site copy. */
function newestDailyBackup(): string | undefined {
  const folder = dailyFolder();
  if (!existsSync(folder)) return undefined;
  const complete = readdirSync(folder)
    .filter((name) => existsSync(join(folder, name, "manifest.json")))
    .sort();
  return complete.length ? join(folder, complete.at(-1)!) : undefined;
}

async function restoreTest(run: BackupRun): Promise<RunOutcome> {
  const local = offsiteConfigured() ? undefined : newestDailyBackup();
  if (!offsiteConfigured() && !local) return { outcome: "failed", error: "no-backup" };
  const result = await runDataScript("restore", offsiteConfigured() ? ["--check", "--offsite"] : ["--check", local!], {
    dataDir: env.DATA_DIR,
    timeoutMs: scriptTimeoutMs,
  });
  const parsed = checkSummary.safeParse(result.summary);
  if (!parsed.success) {
    logger.error({ runId: run.id, exitCode: result.exitCode, output: result.errorOutput }, "restore test failed");
    return withoutSummary(result);
  }
  const summary = parsed.data;
  if (!summary.ok) {
    const outcome: RunOutcome = { outcome: "failed", error: summary.error };
    logFailure(run, "restore test", outcome, summary.detail);
    return outcome;
  }
  const details: RestoreTestDetails = { backupStartedAt: summary.backupStartedAt, tables: summary.tables };
  return { outcome: "ok", snapshot: summary.snapshot?.id, details };
}

/** Runs a claimed run to its end and records it; `now` is the job's clock when it started. */
export async function performRun(run: BackupRun, now: Date): Promise<void> {
  const started = performance.now();
  const finishedAt = () => new Date(now.getTime() + Math.round(performance.now() - started));
  if (run.kind === "restore-test") {
    const outcome = await restoreTest(run);
    await finishRun(run, finishedAt(), outcome);
    return;
  }
  const [local, offsite] = await backup(run);
  await finishRun(run, finishedAt(), local, offsite);
}
