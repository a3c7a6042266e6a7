import type { ServerHooks } from "~/server/server-hooks";
import { startBusyFeedSync } from "./busy-feed-sync.server";
import { startAppointmentJobs } from "./reminders.server";

/** Booking keeps two jobs running (ADR 0040, 0041): the coach's busy feed and the reminders; shutdown waits for both. */
export const bookingHooks: ServerHooks = {
  start: async () => {
    const jobs = [startBusyFeedSync(), startAppointmentJobs()];
    return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
  },
};
