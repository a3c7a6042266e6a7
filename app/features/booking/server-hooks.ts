import type { ServerHooks } from "~/server/server-hooks";
import { bookingPageJob, bookingPageQuery } from "./booking-page.server";
import { busyFeedJob } from "./busy-feed-sync.server";
import { appointmentsJob } from "./reminders.server";

/**
 * Booking keeps three jobs running (ADR 0040, 0041, 0082): the coach's busy feed, the reminders and
 * /kennismaking in the page cache; a chosen time or day (`?tijd=`, `?dag=`) is rendered per request.
 */
export const bookingHooks: ServerHooks = {
  jobs: [busyFeedJob, appointmentsJob, bookingPageJob],
  queryPages: [bookingPageQuery],
};
