import { env } from "~/server/env.server";
import { defineJob } from "~/server/jobs.server";
import { refreshPages } from "~/server/page-cache.server";
import { forgetFreeTimes, freeTimesVersion, freeTimesWithExpiry } from "./free-times.server";

/**
 * /kennismaking in the page cache (ADR 0082): rendered once for everyone and
 * served from memory like a prerendered page, rendered again when what is
 * free changes. Only with the built-in booking: the Calendly page needs its
 * CSP per request. A chosen time (`?tijd=`) or day (`?dag=`, ADR 0111) is rendered per request.
 */
export const bookingPagePath = "/kennismaking";
export const bookingPageQuery = { path: bookingPagePath, params: ["tijd", "dag"] } as const;

/** The booking pages in the page cache: for a feature whose change shows on them (the portrait). */
export const cachedBookingPaths = (): string[] => (env.BOOKING_PROVIDER === "builtin" ? [bookingPagePath] : []);

/** What the cached page was rendered from: it is stale once time passes `until` or the free times changed. */
let rendered: { until: number; version: number; dataVersion: number } | undefined;
let running: Promise<void> = Promise.resolve();
let waiting: Promise<void> | undefined;

async function render(): Promise<void> {
  const paths = cachedBookingPaths();
  if (paths.length === 0) return;
  // The version first: a change after this point makes the next check render again.
  const version = await freeTimesVersion();
  const { until } = await freeTimesWithExpiry();
  await refreshPages(paths);
  rendered = { until, ...version };
}

/** One render at a time; calls that arrive while one waits to start share it (it reads after all their changes). */
function queueRender(): Promise<void> {
  waiting ??= running.then(() => {
    waiting = undefined;
    return render();
  });
  running = waiting.catch(() => undefined);
  return waiting;
}

/**
 * Call after anything in this process changes what is free (a booking, a
 * cancel or move, the agenda settings, the busy feed): the kept free times go
 * and the page is rendered again; it is current when this resolves.
 */
export async function freeTimesChanged(): Promise<void> {
  forgetFreeTimes();
  await queueRender();
}

async function renderIfStale(): Promise<void> {
  const version = await freeTimesVersion();
  const stale =
    rendered === undefined ||
    Date.now() >= rendered.until ||
    version.version !== rendered.version ||
    version.dataVersion !== rendered.dataVersion;
  if (stale) await queueRender();
}

/**
 * Renders the page before the server listens, then checks every second whether
 * time or another process made it stale: a time that stops being bookable
 * leaves the page within a second.
 */
export const bookingPageJob = defineJob({ name: "booking-page", first: "start", every: 1000, run: renderIfStale });
