import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { busyIntervals, expandFeed, type ExpansionLimits } from "./busy-feed";
import type { Interval } from "./slots";

/**
 * Expands a busy-time feed in a worker thread (ADR 0081), so no feed can hold
 * the event loop: the worker may look at 50,000 occurrences, keep 20,000 busy
 * intervals, use 128 MB and run 5 seconds (wall-clock, so at most that much
 * CPU); past any of these the feed counts as too large. One expansion runs at
 * a time, whoever asks (the five-minute sync, the coach's "Nu ophalen").
 */
export const feedExpansionLimits: ExpansionLimits & { timeMs: number; memoryMb: number } = {
  occurrences: 50_000,
  intervals: 20_000,
  timeMs: 5_000,
  memoryMb: 128,
};

/** The feed could not be expanded within the limits: the admin says "te groot". */
export class FeedTooLarge extends Error {
  constructor() {
    super("busy feed too large to expand");
  }
}

/** The feed's text is not iCalendar; `reason` is the parser's error name, never its message (that could quote the feed). */
export class FeedUnreadable extends Error {
  constructor(readonly reason: string) {
    super("busy feed is not iCalendar");
  }
}

// The worker loads ical.js itself, by path: its code is evaluated, so it has no module of its own to resolve from.
const icalPath = createRequire(import.meta.url).resolve("ical.js");
// The worker runs expandFeed's source text (see there: it is self-contained). Bundlers that keep function
// names wrap functions in a `__name` helper of their own module; the worker gives it a stand-in.
const workerSource = `"use strict";
const { parentPort, workerData } = require("node:worker_threads");
const __name = (target) => target;
const { ics, window, limits } = workerData;
let answer;
try {
  answer = { expansion: (${expandFeed.toString()})(require(workerData.icalPath), ics, window, limits) };
} catch (error) {
  // Only the error's name leaves the worker: a message could quote the feed.
  answer = { unreadable: String(error && error.name) };
}
parentPort.postMessage(answer);`;

type WorkerAnswer = { expansion: Parameters<typeof busyIntervals>[0] } | { unreadable: string };

function expandInWorker(ics: string, window: Interval, limits: typeof feedExpansionLimits): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { icalPath, ics, window, limits: { occurrences: limits.occurrences, intervals: limits.intervals } },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new FeedTooLarge())), limits.timeMs);
    worker.once("message", (answer: WorkerAnswer) => finish(() => resolve(answer)));
    // Out of memory, or the thread could not start: either way this feed is not expanded.
    worker.once("error", () => finish(() => reject(new FeedTooLarge())));
    worker.once("exit", () => finish(() => reject(new FeedTooLarge())));
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The busy intervals of an ICS feed that overlap `window`, sorted. Throws
 * FeedUnreadable for text that is not iCalendar and FeedTooLarge when a limit
 * is hit (nothing partial is returned: a feed is used whole or not at all).
 */
export function busyIntervalsOf(ics: string, window: Interval, limits = feedExpansionLimits): Promise<Interval[]> {
  const run = queue.then(async () => {
    const answer = await expandInWorker(ics, window, limits);
    if ("unreadable" in answer) throw new FeedUnreadable(answer.unreadable);
    if (answer.expansion.capped) throw new FeedTooLarge();
    return busyIntervals(answer.expansion, window);
  });
  queue = run.catch(() => undefined);
  return run;
}
