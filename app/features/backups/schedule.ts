import { addDays, localDateOf, zonedInstant } from "~/lib/amsterdam-time";

/**
 * When the daily backup is due and when the coach hears that backups are
 * missing (ADR 0099, ADR 0100). Pure: every rule takes the moment it is
 * asked at, so tests pass any time.
 */
const hourMs = 3_600_000;

/** A failed daily backup is tried again after this long, until one succeeds or the next day's slot comes. */
export const retryAfterMs = hourMs;

/** Backups missing longer than this reach the coach by mail; while they stay missing, again after each such period. */
export const overdueAfterMs = 48 * hourMs;

/** The latest moment at or before `nowMs` that is `hour`:00 in Amsterdam: the slot the daily backup belongs to. */
export function currentSlot(nowMs: number, hour: number): number {
  const today = localDateOf(nowMs);
  const slot = zonedInstant(today, hour * 60);
  return slot <= nowMs ? slot : zonedInstant(addDays(today, -1), hour * 60);
}

/** The next `hour`:00 in Amsterdam after `nowMs`. */
export function nextSlot(nowMs: number, hour: number): number {
  const today = localDateOf(nowMs);
  const slot = zonedInstant(today, hour * 60);
  return slot > nowMs ? slot : zonedInstant(addDays(today, 1), hour * 60);
}

export interface BackupHistory {
  /** From when backups are expected (the install, or the upgrade that brought them). */
  watchedSinceMs: number;
  /** When the newest complete backup started: the local one, and the off-site copy too when one is configured. */
  lastGoodMs?: number;
  /** When the newest backup of any outcome started. */
  lastAttemptMs?: number;
}

/**
 * Due from the slot on, once a day: not when a complete backup started since
 * the slot (the coach's own button counts too), and after a failure only
 * once the retry wait has passed. A server that was down at the hour makes
 * the backup when it comes back. The first slot is the first hour after
 * watching started: a new install backs up that night, not at once.
 */
export function dailyBackupDue(nowMs: number, hour: number, history: BackupHistory): boolean {
  const slot = currentSlot(nowMs, hour);
  if (slot < history.watchedSinceMs) return false;
  if (history.lastGoodMs !== undefined && history.lastGoodMs >= slot) return false;
  if (history.lastAttemptMs === undefined || history.lastAttemptMs < slot) return true;
  return nowMs - history.lastAttemptMs >= retryAfterMs;
}

export interface WatchState {
  /** From when backups are expected: the install (or the upgrade that brought backups). */
  watchedSinceMs: number;
  /** The newest successful local backup. */
  lastBackupOkMs?: number;
  /** When the off-site copy is configured: its first attempt and newest success. */
  offsite?: { firstAttemptMs?: number; lastOkMs?: number };
  /** When the coach was last mailed about missing backups; cleared once they are back. */
  alertSentMs?: number;
}

export type OverdueKind = "backup" | "offsite";

/**
 * What has been missing for more than two days: the local backup (counted
 * from its last success, or from the start of watching), and the off-site copy
 * when one is configured (from its last success, or from its first attempt, so
 * configuring it today is not already late).
 */
export function overdueKinds(nowMs: number, state: WatchState): OverdueKind[] {
  const late = (sinceMs: number | undefined) => sinceMs !== undefined && nowMs - sinceMs > overdueAfterMs;
  const kinds: OverdueKind[] = [];
  if (late(state.lastBackupOkMs ?? state.watchedSinceMs)) kinds.push("backup");
  if (state.offsite && late(state.offsite.lastOkMs ?? state.offsite.firstAttemptMs)) kinds.push("offsite");
  return kinds;
}

/** Mail the coach now: something is overdue and no mail about it went out in the last period. */
export function alertDue(nowMs: number, state: WatchState): boolean {
  if (overdueKinds(nowMs, state).length === 0) return false;
  return state.alertSentMs === undefined || nowMs - state.alertSentMs >= overdueAfterMs;
}
