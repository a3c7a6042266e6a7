import { describe, expect, it } from "vitest";
import { alertDue, currentSlot, dailyBackupDue, nextSlot, overdueKinds, retryAfterMs } from "./schedule";

const at = (iso: string) => Date.parse(iso);
const hour = 3_600_000;
/** Watching since long ago, so every slot counts. */
const since = at("2026-01-01T00:00:00Z");

describe("the daily backup's slot (Dutch time)", () => {
  it("is 03:00 in Amsterdam, through both daylight-saving switches", () => {
    // Winter: 03:00 in Amsterdam is 02:00 UTC; summer: 01:00 UTC.
    expect(new Date(currentSlot(at("2026-11-26T02:30:00Z"), 3)).toISOString()).toBe("2026-11-26T02:00:00.000Z");
    expect(new Date(currentSlot(at("2026-11-26T01:59:00Z"), 3)).toISOString()).toBe("2026-11-25T02:00:00.000Z");
    expect(new Date(nextSlot(at("2026-11-26T01:59:00Z"), 3)).toISOString()).toBe("2026-11-26T02:00:00.000Z");
    expect(new Date(nextSlot(at("2026-11-26T02:00:00Z"), 3)).toISOString()).toBe("2026-11-27T02:00:00.000Z");
    expect(new Date(nextSlot(at("2026-03-28T12:00:00Z"), 3)).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    expect(new Date(nextSlot(at("2026-10-24T12:00:00Z"), 3)).toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });
});

describe("when the daily backup is due", () => {
  const slot = at("2026-11-26T02:00:00Z");

  it("from the hour on, once: not before it, not after a good backup since it", () => {
    const yesterday = { watchedSinceMs: since, lastGoodMs: slot - 24 * hour, lastAttemptMs: slot - 24 * hour };
    expect(dailyBackupDue(slot - 60_000, 3, yesterday)).toBe(false);
    expect(dailyBackupDue(slot, 3, yesterday)).toBe(true);
    // A server that was down at 03:00 makes it when it is back.
    expect(dailyBackupDue(slot + 9 * hour, 3, yesterday)).toBe(true);
    const done = { watchedSinceMs: since, lastGoodMs: slot + 1000, lastAttemptMs: slot + 1000 };
    expect(dailyBackupDue(slot + 20 * hour, 3, done)).toBe(false);
    // The coach's own backup at 10:00 counts for the day.
    expect(dailyBackupDue(slot + 9 * hour, 3, { ...done, lastGoodMs: slot + 7 * hour })).toBe(false);
  });

  it("after a failure, again once the retry wait has passed", () => {
    const failed = { watchedSinceMs: since, lastGoodMs: slot - 24 * hour, lastAttemptMs: slot };
    expect(dailyBackupDue(slot + retryAfterMs - 1, 3, failed)).toBe(false);
    expect(dailyBackupDue(slot + retryAfterMs, 3, failed)).toBe(true);
  });

  it("not on a new install's first day: its first slot is the first hour after it started", () => {
    const installed = { watchedSinceMs: slot + 7 * hour };
    expect(dailyBackupDue(slot + 8 * hour, 3, installed)).toBe(false);
    expect(dailyBackupDue(slot + 24 * hour, 3, installed)).toBe(true);
  });
});

describe("missing backups", () => {
  const now = at("2026-11-26T12:00:00Z");

  it("are overdue after two days without a success, counted from the start of watching when there was none", () => {
    expect(overdueKinds(now, { watchedSinceMs: now - 47 * hour })).toEqual([]);
    expect(overdueKinds(now, { watchedSinceMs: now - 49 * hour })).toEqual(["backup"]);
    expect(overdueKinds(now, { watchedSinceMs: since, lastBackupOkMs: now - 47 * hour })).toEqual([]);
  });

  it("count the off-site copy only when configured, from its last success or its first attempt", () => {
    const local = { watchedSinceMs: since, lastBackupOkMs: now - hour };
    expect(overdueKinds(now, { ...local, offsite: {} })).toEqual([]);
    expect(overdueKinds(now, { ...local, offsite: { firstAttemptMs: now - 20 * hour } })).toEqual([]);
    expect(overdueKinds(now, { ...local, offsite: { firstAttemptMs: now - 50 * hour } })).toEqual(["offsite"]);
    expect(overdueKinds(now, { ...local, offsite: { firstAttemptMs: since, lastOkMs: now - 49 * hour } })).toEqual([
      "offsite",
    ]);
  });

  it("mail once, and again only after another two days", () => {
    const late = { watchedSinceMs: since, lastBackupOkMs: now - 60 * hour };
    expect(alertDue(now, late)).toBe(true);
    expect(alertDue(now, { ...late, alertSentMs: now - 47 * hour })).toBe(false);
    expect(alertDue(now, { ...late, alertSentMs: now - 48 * hour })).toBe(true);
    expect(alertDue(now, { watchedSinceMs: since, lastBackupOkMs: now - hour, alertSentMs: undefined })).toBe(false);
  });
});
