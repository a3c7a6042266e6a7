import { dateKey, localParts } from "~/lib/amsterdam-time";

/**
 * Whether the daily digest is due at `nowMs` (ADR 0053): from the chosen hour
 * (Amsterdam) on, once per local day. A server that was down at the hour sends
 * it when it comes back the same day; a day that already had one gets no
 * second, whatever restarts or clock steps back happen.
 */
export function digestDue(
  settings: { digest_hour: number | null; last_digest_day: string | null },
  nowMs: number,
): { day: string } | null {
  if (settings.digest_hour === null) return null;
  const local = localParts(nowMs);
  if (local.hour < settings.digest_hour) return null;
  const day = dateKey(local);
  if (settings.last_digest_day !== null && settings.last_digest_day >= day) return null;
  return { day };
}
