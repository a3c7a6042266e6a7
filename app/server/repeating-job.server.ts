/**
 * Runs `task` now and then every `everyMs` after the previous run ended (never
 * two runs at once). `stop()` cancels the next run and waits for one in
 * progress, so a graceful shutdown closes the database only after it.
 * The task handles and logs its own errors.
 */
export function startRepeating(task: () => Promise<void>, everyMs: number): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = task().then(() => {
      if (stopped) return;
      timer = setTimeout(tick, everyMs);
      timer.unref();
    });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
