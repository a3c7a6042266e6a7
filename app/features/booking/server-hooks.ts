import type { ServerHooks } from "~/server/server-hooks";
import { busyFeedJob } from "./busy-feed-sync.server";
import { appointmentsJob } from "./reminders.server";

/** Booking keeps two jobs running (ADR 0040, 0041): the coach's busy feed and the reminders. */
export const bookingHooks: ServerHooks = { jobs: [busyFeedJob, appointmentsJob] };
