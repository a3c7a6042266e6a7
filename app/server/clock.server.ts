import { readFileSync } from "node:fs";
import { env } from "./env.server";

/**
 * The one module for time. Code that waits or asks "what time is it" for a
 * rule takes a `Clock`, so a test can hand it a manual one
 * (tests/support/manual-clock.ts) instead of sleeping.
 */
export interface Clock {
  now(): Date;
  /** Calls `task` once after `ms`; the returned function cancels it. Never keeps the process alive. */
  after(ms: number, task: () => void): () => void;
}

/** The real time and real timers. */
export const systemClock: Clock = {
  now: () => new Date(),
  after(ms, task) {
    const timer = setTimeout(task, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * The time for rules that wait for a moment (a scheduled blog post). Tests
 * set TEST_CLOCK_FILE to a file holding an ISO time, so they can move the
 * built server's clock without sleeping; without it this is the real time.
 * Only the blog's schedule reads it: the end-to-end specs share one server,
 * and a clock years ahead for every job would end the others' sessions and
 * appointments (ADR 0075).
 */
export function currentTime(): Date {
  if (!env.TEST_CLOCK_FILE) return systemClock.now();
  try {
    const time = Date.parse(readFileSync(env.TEST_CLOCK_FILE, "utf8").trim());
    if (!Number.isNaN(time)) return new Date(time);
  } catch {
    // No file (yet): the real time.
  }
  return systemClock.now();
}
