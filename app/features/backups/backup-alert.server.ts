import { backupAlertMail, backupErrorText } from "~/content/admin-backups";
import { notificationRecipient } from "~/features/notifications/notify.server";
import { formatDutchDateTime } from "~/lib/format";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { queueMail } from "~/server/mail-queue.server";
import type { MailBlock } from "~/server/mail.server";
import { latestRun, watchState } from "./backup-runs.server";
import { backupsPath } from "./paths";
import { alertDue, overdueKinds, type OverdueKind, type WatchState } from "./schedule";

/**
 * The coach hears about backups that have been missing for more than two days
 * (ADR 0100): one mail through the mail queue, again after each further two
 * days while they stay missing, and the count starts over once a backup
 * succeeds. Claiming the moment and queueing the mail happen in one
 * transaction, so a restart never sends it twice.
 */
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

async function lines(kinds: readonly OverdueKind[], state: WatchState): Promise<MailBlock[]> {
  const blocks: MailBlock[] = [];
  for (const kind of kinds) {
    const lastOk = iso(kind === "backup" ? state.lastBackupOkMs : state.offsite?.lastOkMs);
    if (kind === "backup") {
      blocks.push(
        lastOk
          ? backupAlertMail.backupLast(formatDutchDateTime(lastOk))
          : backupAlertMail.backupNever(formatDutchDateTime(iso(state.watchedSinceMs)!)),
      );
    } else {
      blocks.push(lastOk ? backupAlertMail.offsiteLast(formatDutchDateTime(lastOk)) : backupAlertMail.offsiteNever);
    }
    const last = await latestRun(kind);
    if (last?.outcome === "failed") blocks.push(backupAlertMail.why(backupErrorText(last.error)));
  }
  return blocks;
}

/** Queues the mail when it is due at `now`; returns whether it did. */
export async function alertIfOverdue(now: Date): Promise<boolean> {
  const state = await watchState();
  const nowMs = now.getTime();
  const kinds = overdueKinds(nowMs, state);
  if (kinds.length === 0) {
    // All well again: a next problem is mailed after its own two days.
    if (state.alertSentMs !== undefined) {
      await db.updateTable("backup_watch").set({ alert_sent_at: null }).where("id", "=", 1).execute();
    }
    return false;
  }
  if (!alertDue(nowMs, state)) return false;
  const paragraphs = [...(await lines(kinds, state)), backupAlertMail.matters, backupAlertMail.again];
  const to = await notificationRecipient();
  return db.transaction().execute(async (trx) => {
    const previous = iso(state.alertSentMs) ?? null;
    const claimed = await trx
      .updateTable("backup_watch")
      .set({ alert_sent_at: now.toISOString() })
      .where("id", "=", 1)
      .where((eb) => (previous === null ? eb("alert_sent_at", "is", null) : eb("alert_sent_at", "=", previous)))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await queueMail(trx, {
      to,
      subject: backupAlertMail.subject,
      heading: backupAlertMail.heading,
      paragraphs,
      button: { label: backupAlertMail.button, url: `${publicUrl}${backupsPath}` },
    });
    return true;
  });
}
