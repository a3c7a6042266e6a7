import { adminBackups as texts, backupErrorText } from "~/content/admin-backups";
import { dayHeading, timeLabel } from "~/lib/amsterdam-time";
import { formatDutchDateTime, formatFileSize } from "~/lib/format";
import { env } from "~/server/env.server";
import {
  latestRun,
  offsiteConfigured,
  offsiteKind,
  openRun,
  type BackupRun,
  type RequestedKind,
} from "./backup-runs.server";
import type { RestoreTestDetails } from "./backup-work.server";
import { nextSlot } from "./schedule";

/** What the backups screen shows, in the words it shows them (ADR 0099, ADR 0100). */
export interface RunView {
  when: string;
  size: string | null;
  ok: boolean;
  result: string;
  /** 'met de knop' or 'volgens schema'. */
  how: string;
}

export interface BackupOverview {
  intro: string;
  next: string;
  backup: RunView | null;
  offsite: { configured: false } | { configured: true; where: string; last: RunView | null };
  restoreTest: {
    last: RunView | null;
    tables: RestoreTestDetails["tables"];
  };
  /** The run asked for or running, as one sentence. */
  busy: string | null;
  /** What the coach asked for with a button and is not finished yet: the screen confirms it while it lasts. */
  requested: RequestedKind | null;
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const count = new Intl.NumberFormat("nl-NL");

function runView(run: BackupRun, result?: string): RunView {
  return {
    when: formatDutchDateTime(run.started_at ?? run.requested_at),
    size: run.bytes === null ? null : formatFileSize(run.bytes),
    ok: run.outcome === "ok",
    result: run.outcome === "ok" ? (result ?? texts.ok) : texts.failed(backupErrorText(run.error)),
    how: run.trigger === "admin" ? texts.byCoach : texts.bySchedule,
  };
}

function restoreTestDetails(run: BackupRun | undefined): RestoreTestDetails | undefined {
  if (run?.outcome !== "ok" || !run.details) return undefined;
  return JSON.parse(run.details) as RestoreTestDetails;
}

function restoreTestResult(details: RestoreTestDetails): string {
  const total = (side: "backup" | "live") => details.tables.reduce((sum, table) => sum + (table[side] ?? 0), 0);
  return texts.restoreTest.passed(
    formatDutchDateTime(details.backupStartedAt),
    details.tables.filter((table) => table.backup !== null).length,
    count.format(total("backup")),
    count.format(total("live")),
  );
}

function busySentence(run: BackupRun | undefined): string | null {
  if (!run) return null;
  const what = texts.running[run.kind];
  if (!run.started_at) return texts.running.waiting(what);
  return texts.running.since(what, timeLabel(Date.parse(run.started_at)));
}

export async function backupOverview(now = new Date()): Promise<BackupOverview> {
  const next = nextSlot(now.getTime(), env.BACKUP_HOUR);
  const [backup, offsite, restoreTest, open] = await Promise.all([
    latestRun("backup"),
    latestRun("offsite"),
    latestRun("restore-test"),
    openRun(),
  ]);
  const details = restoreTestDetails(restoreTest);
  return {
    intro: texts.intro(hourLabel(env.BACKUP_HOUR)),
    next: texts.next(`${dayHeading(next)} om ${timeLabel(next)}`),
    backup: backup ? runView(backup) : null,
    offsite: offsiteConfigured()
      ? {
          configured: true,
          where: texts.offsite.where(offsiteKind()),
          last: offsite ? runView(offsite) : null,
        }
      : { configured: false },
    restoreTest: {
      last: restoreTest ? runView(restoreTest, details && restoreTestResult(details)) : null,
      tables: details?.tables ?? [],
    },
    busy: busySentence(open),
    requested: open?.trigger === "admin" && open.kind !== "offsite" ? open.kind : null,
  };
}
