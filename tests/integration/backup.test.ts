import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../support/database";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * `npm run backup` / `npm run restore` against the real built server while it
 * takes newsletter signups: the backup is one consistent snapshot holding every
 * signup accepted before it started, and it restores into an empty data folder
 * with the e-book byte for byte and no key file.
 */
const ebookFixture = "tests/fixtures/sample-ebook.pdf";
const ebookName = "gids-2026.pdf";
const fakeKeyFile = "intake-encryption.key";

let server: RunningServer;
const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "coach-backup-test-"));
  folders.push(folder);
  return folder;
}

function runScript(
  script: string,
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code: code ?? -1, output }));
  });
}

beforeAll(async () => {
  const dataDir = tempFolder();
  mkdirSync(join(dataDir, "ebooks"));
  copyFileSync(ebookFixture, join(dataDir, "ebooks", ebookName));
  // Stands for the encryption key another part of the app keeps in the data folder: it must never be copied.
  writeFileSync(join(dataDir, fakeKeyFile), "not-a-real-key", { mode: 0o600 });
  server = await startBuiltServer({ RATE_LIMIT_SCALE: "1000000", LOG_LEVEL: "warn" }, dataDir);
});
afterAll(async () => {
  await server?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Signup {
  email: string;
  sentAt: number;
  answeredAt: number;
  accepted: boolean;
}

/** Signs up addresses back to back (four at a time) until `stop()` is called; records every answer. */
function signupLoad(run: string) {
  const signups: Signup[] = [];
  let stopped = false;
  let sequence = 0;
  const client = async () => {
    while (!stopped) {
      sequence += 1;
      const email = `backup-${run}-${sequence}@example.nl`;
      const sentAt = Date.now();
      const response = await postForm(`${server.url}/nieuwsbrief.data`, { name: "Backup Lezer", email });
      const accepted = response.status === 200 && (await response.text()).includes("Confirmation sent");
      signups.push({ email, sentAt, answeredAt: Date.now(), accepted });
    }
  };
  const clients = Promise.all([client(), client(), client(), client()]);
  return {
    signups,
    acceptedCount: () => signups.filter((signup) => signup.accepted).length,
    stop: async () => {
      stopped = true;
      await clients;
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("backup and restore", () => {
  it("back up a consistent snapshot during writes and restore it into an empty data folder", async () => {
    const run = Date.now().toString(36);
    const load = signupLoad(run);
    await until(() => load.acceptedCount() >= 20);

    const backupDir = join(tempFolder(), "backup");
    const backupStarted = Date.now();
    const backup = await runScript("scripts/backup.mjs", [backupDir], server.dataDir);
    const backupEnded = Date.now();
    // Writes go on after the backup, so the source moves on past the snapshot.
    const acceptedAtBackupEnd = load.acceptedCount();
    await until(() => load.acceptedCount() >= acceptedAtBackupEnd + 10);
    await load.stop();
    expect(backup.output).toContain("Backup written to");
    expect(backup.code).toBe(0);

    // Only the allowlist: no generated signing secret, no encryption key, no WAL.
    expect(readdirSync(backupDir).sort()).toEqual(["ebooks", "manifest.json", "site.db"]);
    expect(readdirSync(join(backupDir, "ebooks"))).toEqual([ebookName]);
    const manifest = JSON.parse(readFileSync(join(backupDir, "manifest.json"), "utf8")) as {
      integrityCheck: string;
      files: { path: string; bytes: number; sha256: string }[];
    };
    expect(manifest.integrityCheck).toBe("ok");
    expect(manifest.files.map((file) => file.path)).toEqual(["site.db", `ebooks/${ebookName}`]);

    const target = tempFolder();
    const restore = await runScript("scripts/restore.mjs", [backupDir], target);
    expect(restore.output).toContain("Restored the backup");
    expect(restore.code).toBe(0);

    const restoredDb = new SQLite(join(target, "site.db"), { readonly: true });
    try {
      expect(restoredDb.pragma("integrity_check", { simple: true })).toBe("ok");
      const restored = restoredDb
        .prepare(
          "select id, email, name, requested_at as subscribed_at from newsletter_pending where email like ? order by id",
        )
        .all(`backup-${run}-%`) as { id: number; email: string }[];
      const restoredEmails = new Set(restored.map((row) => row.email));

      // Every signup answered as accepted before the backup started is in it.
      const acceptedBefore = load.signups.filter((signup) => signup.accepted && signup.answeredAt <= backupStarted);
      expect(acceptedBefore.length).toBeGreaterThanOrEqual(20);
      expect(acceptedBefore.filter((signup) => !restoredEmails.has(signup.email))).toEqual([]);
      // Nothing sent after the backup ended is in it.
      const sentAfter = load.signups.filter((signup) => signup.sentAt > backupEnded);
      expect(sentAfter.length).toBeGreaterThan(0);
      expect(sentAfter.filter((signup) => restoredEmails.has(signup.email))).toEqual([]);

      // A snapshot: exactly the source's rows up to the newest restored one, field for field, no gaps.
      const newest = restored.at(-1)!.id;
      const source = readRows(
        server.dataDir,
        "select id, email, name, requested_at as subscribed_at from newsletter_pending where email like ? and id <= ? order by id",
        `backup-${run}-%`,
        newest,
      );
      expect(restored).toEqual(source);
      const sourceNow = readRows<{ n: number }>(server.dataDir, "select count(*) as n from newsletter_pending")[0]!;
      expect(sourceNow.n).toBeGreaterThan(restored.length);
    } finally {
      restoredDb.close();
    }

    // The e-book comes back byte for byte, with its time (the newest file is the current e-book).
    const original = join(server.dataDir, "ebooks", ebookName);
    const copy = join(target, "ebooks", ebookName);
    expect(readFileSync(copy).equals(readFileSync(original))).toBe(true);
    // The manifest keeps times to the millisecond (the file system may round the last one).
    expect(Math.abs(statSync(copy).mtimeMs - statSync(original).mtimeMs)).toBeLessThan(2);
    expect(readdirSync(target).sort()).toEqual(["ebooks", "site.db"]);

    // The restored folder is a working site, given the data key that was kept apart from the backup.
    const dataKey = readFileSync(join(server.dataDir, "data-encryption.key"), "utf8").trim();
    const restoredServer = await startBuiltServer({ LOG_LEVEL: "warn", DATA_ENCRYPTION_KEY: dataKey }, target);
    try {
      expect((await fetch(`${restoredServer.url}/healthz`)).status).toBe(200);
    } finally {
      await restoredServer.stop();
    }
  });

  it("refuse to restore over a running server, or over data without --force, and keep replaced files aside", async () => {
    const backupDir = join(tempFolder(), "backup");
    expect((await runScript("scripts/backup.mjs", [backupDir], server.dataDir)).code).toBe(0);

    const running = await runScript("scripts/restore.mjs", [backupDir, "--force"], server.dataDir);
    expect(running.code).toBe(1);
    expect(running.output).toContain("stop the server first");

    const target = tempFolder();
    expect((await runScript("scripts/restore.mjs", [backupDir], target)).code).toBe(0);
    const again = await runScript("scripts/restore.mjs", [backupDir], target);
    expect(again.code).toBe(1);
    expect(again.output).toContain("--force");

    const forced = await runScript("scripts/restore.mjs", [backupDir, "--force"], target);
    expect(forced.code).toBe(0);
    const aside = readdirSync(target).filter((name) => name.startsWith("replaced-"));
    expect(aside).toHaveLength(1);
    expect(readdirSync(join(target, aside[0]!)).sort()).toEqual(["ebooks", "site.db"]);
  });

  it("refuse a damaged backup", async () => {
    const backupDir = join(tempFolder(), "backup");
    expect((await runScript("scripts/backup.mjs", [backupDir], server.dataDir)).code).toBe(0);
    const ebook = join(backupDir, "ebooks", ebookName);
    writeFileSync(ebook, Buffer.concat([readFileSync(ebook), Buffer.from("x")]));

    const target = tempFolder();
    const restore = await runScript("scripts/restore.mjs", [backupDir], target);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain("differs from the manifest");
    expect(readdirSync(target)).toEqual([]);
  });

  it("restore the off-site copy onto an empty data folder: every row of every table and every file", async () => {
    const offsite = {
      BACKUP_REPOSITORY: join(tempFolder(), "offsite"),
      BACKUP_PASSWORD: "wachtwoord-van-de-kopie-1234",
    };
    const image = join(server.dataDir, "images", "portret-1280.webp");
    mkdirSync(join(server.dataDir, "images"), { recursive: true });
    writeFileSync(image, Buffer.from("een foto, byte voor byte"));
    for (const n of [1, 2, 3]) {
      const signup = await postForm(`${server.url}/nieuwsbrief.data`, {
        name: "Lezer",
        email: `offsite-${n}@example.nl`,
      });
      expect(signup.status).toBe(200);
    }
    // The server stopped, so the source cannot move on after the backup and every row can be compared.
    await server.stop();

    const backup = await runScript("scripts/backup.mjs", [join(tempFolder(), "backup")], server.dataDir, offsite);
    expect(backup.output).toContain("Off-site copy (local): snapshot");
    expect(backup.code).toBe(0);

    const target = tempFolder();
    const restore = await runScript("scripts/restore.mjs", ["--offsite"], target, offsite);
    expect(restore.output).toContain("(off-site snapshot");
    expect(restore.code).toBe(0);

    const tables = readRows<{ name: string }>(
      server.dataDir,
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    ).map((row) => row.name);
    expect(tables.length).toBeGreaterThan(30);
    const everyRow = (dataDir: string, table: string) =>
      readRows(dataDir, `select * from "${table}"`)
        .map((row) => JSON.stringify(row))
        .sort();
    for (const table of tables) expect(everyRow(target, table), table).toEqual(everyRow(server.dataDir, table));
    expect(everyRow(target, "newsletter_pending").join()).toContain("offsite-3@example.nl");

    // Every file, byte for byte; no key file.
    expect(
      readFileSync(join(target, "ebooks", ebookName)).equals(readFileSync(join(server.dataDir, "ebooks", ebookName))),
    ).toBe(true);
    expect(readFileSync(join(target, "images", "portret-1280.webp")).equals(readFileSync(image))).toBe(true);
    expect(readdirSync(target).sort()).toEqual(["ebooks", "images", "restic-cache", "site.db"]);
  });
});
