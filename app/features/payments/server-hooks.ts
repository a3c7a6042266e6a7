import type { ServerHooks } from "~/server/server-hooks";
import { offerReminderJob } from "./offer-reminders.server";

/** Reminder mails for open offers (ADR 0120). */
export const paymentHooks: ServerHooks = { jobs: [offerReminderJob] };
