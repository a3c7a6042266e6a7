import type { Clock } from "~/server/clock.server";

export interface ManualClock extends Clock {
  /** Moves the time on by `ms`, running each timer that falls due on the way, in order. */
  advance(ms: number): Promise<void>;
  /** Timers waiting to run. */
  pending(): number;
}

/** Lets the microtasks a timer started (a job's run and its bookkeeping) go as far as they can. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A clock that stands still until a test moves it, for jobs and other rules that wait (no sleeping). */
export function manualClock(start: Date): ManualClock {
  let now = start.getTime();
  let timers: { at: number; task: () => void }[] = [];
  return {
    now: () => new Date(now),
    after(ms, task) {
      const timer = { at: now + ms, task };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    async advance(ms) {
      const until = now + ms;
      await settle();
      for (;;) {
        const next = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.task();
        await settle();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}
