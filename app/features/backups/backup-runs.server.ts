import type { Selectable } from "kysely";
import type { BackupRunsTable } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";
import { env } from "~/server/env.server";
import { dailyBackupDue, type WatchState } from "./schedule";

/**
 * The `backup_runs` table (ADR 0099): what was asked for, what runs, what came
 * of it. At most one row is unfinished (a partial unique index), which is the
 * one-at-a-time rule for the coach's buttons and the daily schedule alike.
 */
export type BackupRun = Selectable<BackupRunsTable>;
export type RequestedKind = "backup" | "restore-test";

/** Whether the off-site copy is configured (both settings are checked together at start-up). */
export function offsiteConfigured(): boolean {
  return Boolean(env.BACKUP_REPOSITORY && env.BACKUP_PASSWORD);
}

/** What kind of place the off-site repository is ('local', 'sftp', 's3', 'rest'): never its address. */
export function offsiteKind(): string {
  return /^(sftp|s3|rest):/.exec(env.BACKUP_REPOSITORY ?? "")?.[1] ?? "local";
}

function isOneOpenViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "SQLITE_CONSTRAINT_UNIQUE";
}

/**
 * An admin asks for a backup or a restore test; the backup job starts it within
 * seconds. "busy" when one is already asked for or running: the index lets only
 * one unfinished row exist, so of two requests at once exactly one gets in.
 */
export async function requestRun(kind: RequestedKind): Promise<"requested" | "busy"> {
  try {
    await db.insertInto("backup_runs").values({ kind, trigger: "admin", requested_at: nowIso() }).execute();
    return "requested";
  } catch (error) {
    if (isOneOpenViolation(error)) return "busy";
    throw error;
  }
}

/** The row that is asked for or running, if any. */
export async function openRun(): Promise<BackupRun | undefined> {
  return db.selectFrom("backup_runs").selectAll().where("finished_at", "is", null).executeTakeFirst();
}

/** The newest finished run of a kind, optionally only successful ones. */
export async function latestRun(kind: BackupRun["kind"], onlyOk = false): Promise<BackupRun | undefined> {
  let query = db.selectFrom("backup_runs").selectAll().where("kind", "=", kind).where("finished_at", "is not", null);
  if (onlyOk) query = query.where("outcome", "=", "ok");
  return query.orderBy("started_at", "desc").orderBy("id", "desc").executeTakeFirst();
}

/**
 * A run left started but unfinished was cut off by a stop or crash of the
 * previous process: marked failed at start-up, before the job runs.
 */
export async function settleInterrupted(now: Date): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({ finished_at: now.toISOString(), outcome: "failed", error: "interrupted" })
    .where("finished_at", "is", null)
    .where("started_at", "is not", null)
    .execute();
}

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : undefined);

/** The newest complete daily backup's start: the local backup, and the off-site copy too when configured. */
async function lastGoodMs(): Promise<number | undefined> {
  const local = ms((await latestRun("backup", true))?.started_at);
  if (!offsiteConfigured() || local === undefined) return local;
  const offsite = ms((await latestRun("offsite", true))?.started_at);
  return offsite === undefined ? undefined : Math.min(local, offsite);
}

/**
 * The run to do now, marked started: the oldest one an admin asked for, else
 * the daily backup when it is due (inserted as started). Undefined: nothing to do.
 */
export async function claimNextRun(now: Date): Promise<BackupRun | undefined> {
  const startedAt = now.toISOString();
  // A look that finds nothing only reads: it never waits for, or holds up, a writer.
  const open = await openRun();
  if (open?.started_at === null) {
    return db
      .updateTable("backup_runs")
      .set({ started_at: startedAt })
      .where("id", "=", open.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const watch = await db
    .selectFrom("backup_watch")
    .select("watched_since")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  const history = {
    watchedSinceMs: Date.parse(watch.watched_since),
    lastGoodMs: await lastGoodMs(),
    lastAttemptMs: ms((await latestRun("backup"))?.started_at),
  };
  if (!dailyBackupDue(now.getTime(), env.BACKUP_HOUR, history)) return undefined;
  try {
    return await db
      .insertInto("backup_runs")
      .values({ kind: "backup", trigger: "schedule", requested_at: startedAt, started_at: startedAt })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // An admin's request came in between: it goes first, at the next look.
    if (isOneOpenViolation(error)) return undefined;
    throw error;
  }
}

export interface RunOutcome {
  outcome: "ok" | "failed";
  bytes?: number;
  snapshot?: string;
  error?: string;
  details?: unknown;
}

/** Records how a run ended; an off-site copy made with a backup becomes a row of its own. */
export async function finishRun(
  run: BackupRun,
  finishedAt: Date,
  result: RunOutcome,
  offsite?: RunOutcome,
): Promise<void> {
  const values = (outcome: RunOutcome) => ({
    finished_at: finishedAt.toISOString(),
    outcome: outcome.outcome,
    bytes: outcome.bytes ?? null,
    snapshot: outcome.snapshot ?? null,
    error: outcome.error ?? null,
    details: outcome.details === undefined ? null : JSON.stringify(outcome.details),
  });
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("backup_runs").set(values(result)).where("id", "=", run.id).execute();
    if (offsite) {
      await trx
        .insertInto("backup_runs")
        .values({
          kind: "offsite",
          trigger: run.trigger,
          requested_at: run.requested_at,
          started_at: run.started_at,
          ...values(offsite),
        })
        .execute();
    }
  });
}

/** What the missing-backup rule needs to know (schedule.ts). */
export async function watchState(): Promise<WatchState> {
  const watch = await db.selectFrom("backup_watch").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
  const firstOffsite = offsiteConfigured()
    ? await db
        .selectFrom("backup_runs")
        .select("started_at")
        .where("kind", "=", "offsite")
        .orderBy("started_at")
        .executeTakeFirst()
    : undefined;
  return {
    watchedSinceMs: Date.parse(watch.watched_since),
    lastBackupOkMs: ms((await latestRun("backup", true))?.started_at),
    offsite: offsiteConfigured()
      ? { firstAttemptMs: ms(firstOffsite?.started_at), lastOkMs: ms((await latestRun("offsite", true))?.started_at) }
      : undefined,
    alertSentMs: ms(watch.alert_sent_at),
  };
}
