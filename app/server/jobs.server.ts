import { systemClock, type Clock } from "./clock.server";
import { logger } from "./logger.server";

/**
 * The one job runner (ADR 0075): everything that must not happen inside a
 * request runs here, as a named job on a schedule. A job runs one at a time
 * (its next run is planned when the previous one ends), a failed run is
 * logged with the job's name and the job keeps its schedule, and `stop()`
 * waits for the runs in progress, after which nothing runs.
 * The runner keeps no state worth saving: every job must be restart-safe and
 * idempotent on its own (a row per unit of work, claimed, marked done in the
 * transaction of its effect), so a restart or a kill only runs it again.
 */
export interface JobDefinition<Result = unknown> {
  /** Names the job in the log. */
  name: string;
  /**
   * When the first run starts: "start" runs it before `startJobs` resolves
   * (the server listens after it), a number waits that many milliseconds.
   * Without it, the first run waits `every` when that is a number, else starts at once.
   */
  first?: "start" | number;
  /** Milliseconds from the end of a run to the start of the next; or chosen from what the run returned (undefined: it failed). */
  every: number | ((result: Result | undefined) => number);
  /** One run; `now` is the runner's clock when it starts. */
  run: (now: Date) => Promise<Result>;
}

/** A job for a list of jobs: each keeps its own result type, the runner needs none. */
export function defineJob<Result>(job: JobDefinition<Result>): JobDefinition {
  return job as JobDefinition;
}

export interface JobRunner {
  /** No run starts after this is called; resolves when the runs in progress have ended. */
  stop(): Promise<void>;
}

export async function startJobs(jobs: readonly JobDefinition[], clock: Clock = systemClock): Promise<JobRunner> {
  let stopped = false;
  const inProgress = new Set<Promise<unknown>>();
  const cancels = new Set<() => void>();

  const runOnce = async (job: JobDefinition): Promise<unknown> => {
    try {
      return await job.run(clock.now());
    } catch (err) {
      logger.error({ err, job: job.name }, "job failed");
      return undefined;
    }
  };
  const waitAfter = (job: JobDefinition, result: unknown) =>
    typeof job.every === "number" ? job.every : job.every(result);

  const plan = (job: JobDefinition, ms: number) => {
    if (stopped) return;
    const cancel = clock.after(ms, () => {
      cancels.delete(cancel);
      if (stopped) return;
      const run = runOnce(job);
      inProgress.add(run);
      void run.then((result) => {
        inProgress.delete(run);
        plan(job, waitAfter(job, result));
      });
    });
    cancels.add(cancel);
  };

  const firstWaits = new Map<JobDefinition, number>();
  for (const job of jobs) {
    if (job.first === "start") firstWaits.set(job, waitAfter(job, await runOnce(job)));
    else firstWaits.set(job, job.first ?? (typeof job.every === "number" ? job.every : 0));
  }
  for (const [job, ms] of firstWaits) plan(job, ms);

  return {
    async stop() {
      stopped = true;
      for (const cancel of cancels) cancel();
      cancels.clear();
      await Promise.all(inProgress);
    },
  };
}
