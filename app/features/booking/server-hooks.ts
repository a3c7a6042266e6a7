import type { ServerHooks } from "~/server/server-hooks";
import { bookingPageQuery, startBookingPage } from "./booking-page.server";
import { startBusyFeedSync } from "./busy-feed-sync.server";
import { startAppointmentJobs } from "./reminders.server";

/**
 * Booking keeps three jobs running (ADR 0040, 0041, 0082): the coach's busy feed, the reminders and
 * /kennismaking in the page cache (a chosen time is rendered per request); shutdown waits for all.
 */
export const bookingHooks: ServerHooks = {
  start: async () => {
    const jobs = [startBusyFeedSync(), startAppointmentJobs(), await startBookingPage()];
    return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
  },
  queryPages: [bookingPageQuery],
};
