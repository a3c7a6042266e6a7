import { adminDashboard } from "~/content/admin";
import { localParts } from "~/lib/amsterdam-time";

/** The dashboard's greeting by the coach's own clock (Europe/Amsterdam), at the moment `now` (ADR 0116). */
export function greeting(now: number): string {
  const { hour } = localParts(now);
  const { morning, afternoon, evening } = adminDashboard.greetings;
  if (hour >= 6 && hour < 12) return morning;
  if (hour >= 12 && hour < 18) return afternoon;
  return evening;
}
