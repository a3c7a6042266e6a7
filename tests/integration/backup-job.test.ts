import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetOld,
  listSnapshots,
  offsiteSettings,
  offsiteTag,
  restic,
  type OffsiteSettings,
} from "../../scripts/lib/offsite.mjs";
import { manualClock, settle } from "../support/manual-clock";
import { startSmtpCatcher } from "../support/smtp";

/**
 * The backup job in the server's own modules, with a clock that moves only
 * when told (ADR 0075): the daily backup at its hour with its off-site copy
 * into a real local restic repository, the restore test (passing, and failing
 * on a planted snapshot), the mail about missing backups through the mail
 * queue to a real SMTP server, and the off-site retention.
 */
const smtp = await startSmtpCatcher();
const dataDir = mkdtempSync(join(tmpdir(), "coach-backup-job-"));
const repositories = mkdtempSync(join(tmpdir(), "coach-backup-repos-"));
const repository = join(repositories, "offsite");
const password = "test-wachtwoord-voor-de-kopie-42";
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.PUBLIC_URL = "http://localhost:3000";
process.env.BACKUP_HOUR = "3";
process.env.BACKUP_REPOSITORY = repository;
process.env.BACKUP_PASSWORD = password;
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
delete process.env.APP_SECRET;

const { database, db, openAppDatabase } = await import("~/server/db.server");
const { startJobs, defineJob } = await import("~/server/jobs.server");
const { sendQueuedMails } = await import("~/server/mail-queue.server");
const { backupJob, runBackups } = await import("~/features/backups/backup-job.server");
const { requestRun, latestRun, openRun } = await import("~/features/backups/backup-runs.server");
const { backupHooks } = await import("~/features/backups/server-hooks");
const { notificationRecipient } = await import("~/features/notifications/notify.server");

const settings = offsiteSettings(process.env) as OffsiteSettings;
const ebook = readFileSync("tests/fixtures/sample-ebook.pdf");

/** The real backup job, telling the test when each of its runs has ended (a child process takes real time). */
function observedJob() {
  const ended: (() => void)[] = [];
  const job = defineJob({
    ...backupJob,
    run: async (now: Date) => {
      try {
        await backupJob.run(now);
      } finally {
        for (const resolve of ended.splice(0)) resolve();
      }
    },
  });
  return { job, nextRunEnds: () => new Promise<void>((resolve) => ended.push(resolve)) };
}

const rows = (kind: string) =>
  database().sqlite.prepare("select * from backup_runs where kind = ? order by id").all(kind) as {
    started_at: string;
    trigger: string;
    outcome: string;
    bytes: number;
    error: string | null;
  }[];

beforeAll(async () => {
  mkdirSync(join(dataDir, "ebooks"));
  writeFileSync(join(dataDir, "ebooks", "gids.pdf"), ebook);
  await openAppDatabase();
  await db
    .insertInto("newsletter_subscribers")
    .values({ email: "lezer@example.nl", name: "Lezer", is_active: 1, subscribed_at: "2026-11-20T10:00:00.000Z" })
    .execute();
  // Watched for a week, and yesterday's backup and copy were made: today's is the next.
  database().sqlite.exec(`
    update backup_watch set watched_since = '2026-11-19T00:00:00.000Z';
    insert into backup_runs (kind, "trigger", requested_at, started_at, finished_at, outcome, bytes)
      values ('backup', 'schedule', '2026-11-25T02:00:00.000Z', '2026-11-25T02:00:00.000Z', '2026-11-25T02:00:03.000Z', 'ok', 1000),
             ('offsite', 'schedule', '2026-11-25T02:00:00.000Z', '2026-11-25T02:00:00.000Z', '2026-11-25T02:00:03.000Z', 'ok', 1000);
  `);
});
afterAll(async () => {
  database().sqlite.close();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(repositories, { recursive: true, force: true });
});

describe("the backup job", () => {
  it("makes the daily backup at 03:00 Dutch time, and its encrypted off-site copy", { timeout: 120_000 }, async () => {
    // 02:59:56 in Amsterdam (UTC+1 in November).
    const clock = manualClock(new Date("2026-11-26T01:59:56Z"));
    const { job, nextRunEnds } = observedJob();
    let ended = nextRunEnds();
    const runner = await startJobs([job], clock);
    await clock.advance(0);
    await ended;
    for (const step of [2_000, 2_000]) {
      // 02:59:58: not yet. 03:00:00: the backup.
      expect(rows("backup")).toHaveLength(1);
      await settle();
      ended = nextRunEnds();
      await clock.advance(step);
      await ended;
    }
    await runner.stop();

    const [, today] = rows("backup");
    expect(today).toMatchObject({ started_at: "2026-11-26T02:00:00.000Z", trigger: "schedule", outcome: "ok" });
    expect(today!.bytes).toBeGreaterThan(ebook.length);
    expect(rows("offsite")[1]).toMatchObject({ started_at: "2026-11-26T02:00:00.000Z", outcome: "ok" });
    // Named by the job's clock and the run's id: two runs in one second get two folders.
    const daily = readdirSync(join(dataDir, "backups", "daily"));
    expect(daily).toEqual([expect.stringMatching(/^2026-11-26T02-00-00-\d+$/)]);
    expect(readdirSync(join(dataDir, "backups", "daily", daily[0]!)).sort()).toEqual([
      "ebooks",
      "manifest.json",
      "site.db",
    ]);
    // The repository is restic's, encrypted: the e-book's bytes are nowhere in it as they are.
    expect(await listSnapshots(settings)).toHaveLength(1);
    const repositoryFiles = readdirSync(repository, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    const marker = ebook.subarray(200, 264);
    expect(repositoryFiles.some((entry) => readFileSync(join(entry.parentPath, entry.name)).includes(marker))).toBe(
      false,
    );
  });

  it("runs the restore test the coach asks for: the newest snapshot restored, checked and counted", async () => {
    expect(await requestRun("restore-test")).toBe("requested");
    expect(await requestRun("backup")).toBe("busy");
    await runBackups(new Date("2026-11-26T09:00:00Z"));
    const test = await latestRun("restore-test");
    expect(test).toMatchObject({ outcome: "ok", trigger: "admin", error: null });
    const details = JSON.parse(test!.details!) as { tables: { name: string; backup: number; live: number }[] };
    expect(details.tables).toContainEqual({ name: "newsletter_subscribers", backup: 1, live: 1 });
    expect(details.tables.find((table) => table.name === "backup_runs")!.backup).toBeGreaterThan(0);
  });

  it("fails the restore test on a snapshot whose files differ from their manifest", async () => {
    const good = join(dataDir, "backups", "daily", readdirSync(join(dataDir, "backups", "daily"))[0]!);
    const planted = join(repositories, "planted");
    cpSync(good, planted, { recursive: true });
    writeFileSync(join(planted, "ebooks", "gids.pdf"), Buffer.concat([ebook, Buffer.from("verknoeid")]));
    await restic(settings, ["backup", "--tag", offsiteTag, "."], { cwd: planted });

    expect(await requestRun("restore-test")).toBe("requested");
    await runBackups(new Date("2026-11-26T09:10:00Z"));
    expect(await latestRun("restore-test")).toMatchObject({ outcome: "failed", error: "differs" });
  });

  it("marks a run the previous process left unfinished as failed when the server starts", async () => {
    database()
      .sqlite.prepare(
        `insert into backup_runs (kind, "trigger", requested_at, started_at) values ('backup', 'admin', ?, ?)`,
      )
      .run("2026-11-26T09:20:00.000Z", "2026-11-26T09:20:02.000Z");
    expect(await requestRun("backup")).toBe("busy");
    await backupHooks.start!();
    expect(await latestRun("backup")).toMatchObject({ outcome: "failed", error: "interrupted" });
    expect(await openRun()).toBeUndefined();
  });

  it(
    "mails the coach once when the off-site copy has failed for two days, again two days later, and stops when it works",
    { timeout: 120_000 },
    async () => {
      // The repository is gone: a file stands where it was.
      renameSync(repository, `${repository}-weg`);
      writeFileSync(repository, "geen opslag");
      const mailsBefore = smtp.mails.length;

      // 49 hours after the last good copy (03:00 Amsterdam on the 26th).
      await runBackups(new Date("2026-11-28T03:00:00Z"));
      expect(rows("offsite").at(-1)).toMatchObject({ outcome: "failed" });
      expect(rows("backup").at(-1)).toMatchObject({ outcome: "ok" });
      await sendQueuedMails();
      expect(smtp.mails).toHaveLength(mailsBefore + 1);
      const mail = smtp.mails.at(-1)!;
      expect(mail.to).toEqual([await notificationRecipient()]);
      const text = mail.raw.replace(/=\r?\n/g, "");
      expect(text).toContain("Subject: De back-ups van je website lopen niet");
      expect(text).toContain("De laatste gelukte kopie buiten de server is van donderdag 26 november 2026 om ");
      expect(text).toContain("Bij de laatste poging ging het mis:");
      expect(text).toContain("http://localhost:3000/admin/back-ups");
      expect(text).not.toContain(password);
      expect(text).not.toContain(repository);

      // Half an hour later and a day later: no second mail.
      await runBackups(new Date("2026-11-28T03:30:00Z"));
      await runBackups(new Date("2026-11-29T12:00:00Z"));
      await sendQueuedMails();
      expect(smtp.mails).toHaveLength(mailsBefore + 1);

      // Two days after the first mail, still failing: the second.
      await runBackups(new Date("2026-11-30T03:00:00Z"));
      await sendQueuedMails();
      expect(smtp.mails).toHaveLength(mailsBefore + 2);

      // The repository is back: the next try succeeds and the watch starts over.
      rmSync(repository);
      renameSync(`${repository}-weg`, repository);
      await runBackups(new Date("2026-11-30T04:00:00Z"));
      expect(rows("offsite").at(-1)).toMatchObject({ outcome: "ok" });
      // Only the copy failed meanwhile: each local backup, often within one second here, was written.
      expect(rows("backup").filter((run) => run.started_at >= "2026-11-28")).not.toContainEqual(
        expect.objectContaining({ outcome: "failed" }),
      );
      expect(database().sqlite.prepare("select alert_sent_at from backup_watch").pluck().get()).toBeNull();

      // Neither the password nor the repository's address is anywhere in the database.
      for (const file of ["site.db", "site.db-wal"]) {
        const bytes = readFileSync(join(dataDir, file));
        expect(bytes.includes(password)).toBe(false);
        expect(bytes.includes(repository)).toBe(false);
      }
    },
  );
});

describe("the off-site retention", () => {
  it(
    "keeps 7 daily, 4 weekly and 12 monthly snapshots of this site, across backup folders",
    { timeout: 120_000 },
    async () => {
      const own: OffsiteSettings = { ...settings, repository: join(repositories, "retention") };
      await restic(own, ["init"]);
      const folders = ["a", "b"].map((name) => {
        const folder = join(repositories, `folder-${name}`);
        mkdirSync(folder);
        writeFileSync(join(folder, "site.db"), name);
        return folder;
      });
      // Each group has one more than is kept: 9 days, 5 ISO weeks (44-48), 13 months (from November 2025).
      const days = [
        ...Array.from({ length: 9 }, (_, i) => `2026-11-${18 + i}`),
        "2026-11-01",
        "2026-11-05",
        "2026-11-15",
        ...Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 10 + i, 15)).toISOString().slice(0, 10)),
      ];
      // Four at a time: backups share the repository (restic's non-exclusive lock).
      for (let i = 0; i < days.length; i += 4) {
        await Promise.all(
          days.slice(i, i + 4).map((day, j) =>
            restic(own, ["backup", "--tag", offsiteTag, "--time", `${day} 12:00:00`, "."], {
              cwd: folders[(i + j) % 2],
            }),
          ),
        );
      }
      expect(await forgetOld(own)).toBe(days.length - 20);
      const kept = (await listSnapshots(own)).map((snapshot) => snapshot.time.slice(0, 10)).sort();
      expect(kept).toEqual(
        [
          // The last 7 days,
          ...["20", "21", "22", "23", "24", "25", "26"].map((day) => `2026-11-${day}`),
          // the newest of each of the last 4 weeks (the 22nd and the 26th above),
          "2026-11-05",
          "2026-11-15",
          // and of each of the last 12 months (November above).
          "2025-12-15",
          ...["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"].map((month) => `2026-${month}-15`),
        ].sort(),
      );
    },
  );
});
