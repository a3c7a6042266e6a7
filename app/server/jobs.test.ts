import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock, settle } from "../../tests/support/manual-clock";
import { defineJob, startJobs } from "./jobs.server";
import { logger } from "./logger.server";

const start = new Date("2026-11-23T08:00:00Z");

/** A run the test ends when it chooses: `release()` resolves the run in progress. */
function controlledJob(name: string, every: number, first?: "start" | number) {
  const runs: Date[] = [];
  let release = () => {};
  const job = defineJob({
    name,
    every,
    first,
    run: (now) => {
      runs.push(now);
      return new Promise<void>((resolve) => (release = resolve));
    },
  });
  return { job, runs, release: () => release() };
}

afterEach(() => vi.restoreAllMocks());

describe("the job runner", () => {
  it("runs a job on its schedule, one run at a time, the next planned when a run ends", async () => {
    const clock = manualClock(start);
    const { job, runs, release } = controlledJob("feed", 60_000);
    const runner = await startJobs([job], clock);
    expect(runs).toEqual([]);

    await clock.advance(60_000);
    expect(runs).toEqual([new Date("2026-11-23T08:01:00Z")]);
    // Still running ten minutes later: no second run beside it.
    await clock.advance(10 * 60_000);
    expect(runs).toHaveLength(1);

    release();
    await settle();
    await clock.advance(59_999);
    expect(runs).toHaveLength(1);
    await clock.advance(1);
    expect(runs).toEqual([new Date("2026-11-23T08:01:00Z"), new Date("2026-11-23T08:12:00Z")]);
    release();
    await runner.stop();
  });

  it("runs 'start' jobs before it resolves, and honours a first wait", async () => {
    const clock = manualClock(start);
    const order: string[] = [];
    const runner = await startJobs(
      [
        defineJob({ name: "soon", first: 100, every: 1000, run: async () => void order.push("soon") }),
        defineJob({ name: "retention", first: "start", every: 86_400_000, run: async () => void order.push("start") }),
      ],
      clock,
    );
    expect(order).toEqual(["start"]);
    await clock.advance(100);
    expect(order).toEqual(["start", "soon"]);
    await runner.stop();
  });

  it("logs a failed run with the job's name and keeps the job's schedule", async () => {
    const clock = manualClock(start);
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    let calls = 0;
    const runner = await startJobs(
      [
        defineJob({
          name: "mail-queue",
          every: 250,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error("smtp down");
            return calls;
          },
        }),
      ],
      clock,
    );
    await clock.advance(250);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ job: "mail-queue", err: expect.objectContaining({ message: "smtp down" }) }),
      "job failed",
    );
    await clock.advance(250);
    expect(calls).toBe(2);
    await runner.stop();
  });

  it("chooses the next wait from what a run returned", async () => {
    const clock = manualClock(start);
    const results = [5, 0];
    const runs: Date[] = [];
    const runner = await startJobs(
      [
        defineJob({
          name: "broadcasts",
          first: 0,
          every: (sent: number | undefined) => (sent ? 0 : 250),
          run: async (now) => {
            runs.push(now);
            return results.shift() ?? 0;
          },
        }),
      ],
      clock,
    );
    await clock.advance(0);
    // Busy: straight on; then idle: a quarter second.
    expect(runs.map((at) => at.getTime() - start.getTime())).toEqual([0, 0]);
    await clock.advance(250);
    expect(runs).toHaveLength(3);
    await runner.stop();
  });

  it("stop() waits for a run in progress, and nothing runs after it", async () => {
    const clock = manualClock(start);
    const busy = controlledJob("retention", 1000, 0);
    const idle = controlledJob("digest", 1000);
    const runner = await startJobs([busy.job, idle.job], clock);
    await clock.advance(0);
    expect(busy.runs).toHaveLength(1);

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await settle();
    // The run in progress holds the stop: the database must not close under it.
    expect(stopped).toBe(false);
    busy.release();
    await stopping;
    expect(stopped).toBe(true);

    // The idle job's planned run, and the busy job's next, never come.
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(busy.runs).toHaveLength(1);
    expect(idle.runs).toHaveLength(0);
  });
});
