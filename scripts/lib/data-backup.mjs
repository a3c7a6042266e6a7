// Shared by `npm run backup` and `npm run restore`. A backup holds exactly
// what is on the allowlist below: the database, the e-book files, the
// images the coach uploaded and the invoices' stored PDFs. Keys
// (APP_SECRET's generated file, encryption keys) are never copied: they are
// kept apart from the data they protect (ADR 0023).
import SQLite from "better-sqlite3";
import { createHash } from "node:crypto";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";

export const databaseName = "site.db";
export const ebooksName = "ebooks";
export const imagesName = "images";
/** The stored copy of every invoice (ADR 0102): a fiscal record, kept 7 years. */
export const invoicesName = "invoices";
/** The folders of files a backup copies beside the database. */
export const fileFolders = [ebooksName, imagesName, invoicesName];
export const manifestName = "manifest.json";

/** The data folder the server uses: DATA_DIR, as in app/server/env.server.ts. */
export function dataDir() {
  return resolve(process.env.DATA_DIR || "./data");
}

export function sha256(path) {
  return createHash("sha256").update(readFileSync(path)).digest("hex");
}

/** Flushes a file or folder to disk, so a backup or restore that reported success survives a power cut. */
export function fsyncPath(path) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Names of the files in a backed-up folder `dir` (regular files only; never anything that looks like a key). */
export function ebookFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(key|pem)$/i.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** `PRAGMA integrity_check` of a database file, opened read-only: "ok" or the problems found. */
export function integrityOf(file) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .pragma("integrity_check")
      .map((row) => row.integrity_check)
      .join("; ");
  } finally {
    db.close();
  }
}

/** Rows per table, for the manifest and the restore summary. */
export function tableCounts(file) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all();
    return Object.fromEntries(
      tables.map((name) => [
        name,
        db
          .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
          .pluck()
          .get(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** Names of the virtual tables (full-text indexes) in a database file; their own tables start with the same name. */
export function virtualTables(file) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select name from sqlite_master where type = 'table' and sql like 'create virtual table%'")
      .pluck()
      .all();
  } finally {
    db.close();
  }
}

/**
 * Whether another process (the server, a running backup) has the database
 * open: an exclusive lock cannot be had while any other connection holds it.
 */
export function databaseInUse(file) {
  if (!existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    if (error?.code === "SQLITE_BUSY" || error?.code === "SQLITE_LOCKED") return true;
    throw error;
  } finally {
    db.close();
  }
}

/** Describes one file for the manifest. */
export function fileEntry(root, relativePath) {
  const path = join(root, relativePath);
  const stat = statSync(path);
  return { path: relativePath, bytes: stat.size, sha256: sha256(path), modifiedAt: stat.mtime.toISOString() };
}

/** A folder name for "now" in UTC: YYYY-MM-DDTHH-mm-ss. */
export function timestamp(date = new Date()) {
  return date.toISOString().slice(0, 19).replaceAll(":", "-");
}

/** A backup that could not be written or does not hold up; `code` says why in a word the admin translates. */
export class BackupError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** The error code of a failed file operation: a full disk is the one a coach's helper can act on at once. */
function fileErrorCode(error) {
  return error?.code === "ENOSPC" || error?.code === "EDQUOT" ? "disk-full" : "failed";
}

/**
 * Writes one backup of the data folder `source` into the empty folder
 * `target`: the database through SQLite's online backup API in one step (a
 * single read transaction, so one snapshot that never blocks the server's
 * writes and cannot restart), the allowlisted files beside it, then
 * manifest.json last, so a folder with a manifest is a complete backup. On
 * failure the target is removed and a BackupError thrown. Returns the manifest
 * with the total bytes.
 */
export async function writeBackup(source, target) {
  const sourceDb = join(source, databaseName);
  if (!existsSync(sourceDb)) throw new BackupError("no-database", `${sourceDb} does not exist (is DATA_DIR right?)`);
  if (existsSync(target) && readdirSync(target).length > 0) throw new BackupError("failed", `${target} is not empty`);
  const startedAt = new Date();
  // Backups hold every lead: readable by the owner only.
  mkdirSync(target, { recursive: true, mode: 0o700 });
  try {
    const targetDb = join(target, databaseName);
    const db = new SQLite(sourceDb, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      // All pages in one step: a single read transaction, so the copy is one snapshot and a busy
      // server cannot make the backup restart over and over.
      await db.backup(targetDb, { progress: () => 0x7fffffff });
    } finally {
      db.close();
    }
    // One self-contained file, without a -wal beside it.
    const copy = new SQLite(targetDb, { fileMustExist: true });
    copy.pragma("journal_mode = DELETE");
    copy.close();
    chmodSync(targetDb, 0o600);
    fsyncPath(targetDb);
    const integrity = integrityOf(targetDb);
    if (integrity !== "ok") throw new BackupError("integrity", `the copy fails integrity_check: ${integrity}`);

    const files = [fileEntry(target, databaseName)];
    for (const folder of fileFolders) {
      // Unfinished uploads (".upload-...") are not data yet.
      const names = ebookFiles(join(source, folder)).filter((name) => !name.startsWith("."));
      if (names.length > 0) mkdirSync(join(target, folder), { mode: 0o700 });
      for (const name of names) {
        const from = join(source, folder, name);
        const to = join(target, folder, name);
        copyFileSync(from, to);
        // The newest file is the current e-book (app/server/ebook-storage.server.ts): keep the times.
        const { atime, mtime } = statSync(from);
        utimesSync(to, atime, mtime);
        chmodSync(to, 0o600);
        fsyncPath(to);
        files.push(fileEntry(target, `${folder}/${name}`));
      }
    }

    const manifest = {
      format: 1,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      integrityCheck: integrity,
      rows: tableCounts(targetDb),
      files,
    };
    writeFileSync(join(target, `${manifestName}.tmp`), JSON.stringify(manifest, null, 2) + "\n", { mode: 0o600 });
    fsyncPath(join(target, `${manifestName}.tmp`));
    renameSync(join(target, `${manifestName}.tmp`), join(target, manifestName));
    fsyncPath(target);
    return { ...manifest, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(fileErrorCode(error), error instanceof Error ? error.message : String(error));
  }
}

/**
 * Checks a backup folder before anything trusts it: a readable manifest that
 * lists the database and only allowlisted files, every file's sha256, and
 * `integrity_check`. Returns the manifest; throws a BackupError naming the
 * first problem.
 */
export function verifyBackup(folder) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(folder, manifestName), "utf8"));
  } catch {
    throw new BackupError("incomplete", `${folder} has no readable ${manifestName}; it is not a complete backup`);
  }
  const files = Array.isArray(manifest.files) ? manifest.files : [];
  if (!files.some((file) => file.path === databaseName)) {
    throw new BackupError("incomplete", `the manifest lists no ${databaseName}`);
  }
  for (const file of files) {
    const isAllowed =
      file.path === databaseName || fileFolders.some((name) => new RegExp(`^${name}/[^/]+$`).test(file.path));
    if (!isAllowed)
      throw new BackupError("foreign-file", `the manifest lists ${file.path}, which a backup never holds`);
    const path = join(folder, file.path);
    if (!existsSync(path) || sha256(path) !== file.sha256) {
      throw new BackupError("differs", `${file.path} is missing or differs from the manifest`);
    }
  }
  const integrity = integrityOf(join(folder, databaseName));
  if (integrity !== "ok")
    throw new BackupError("integrity", `the backup's database fails integrity_check: ${integrity}`);
  return { ...manifest, files };
}

/** Complete backups (a manifest inside) in `parent`, oldest first, by their folder names (UTC times sort as text). */
export function completeBackups(parent) {
  if (!existsSync(parent)) return [];
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, manifestName)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Keeps the newest `keep` complete backups in `parent` and removes the older
 * ones, and any folder a crashed backup left without a manifest that is older
 * than the newest complete one. Returns the names removed.
 */
export function pruneBackups(parent, keep) {
  const complete = completeBackups(parent);
  const newest = complete.at(-1);
  const unfinished = readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !complete.includes(entry.name) && newest && entry.name < newest)
    .map((entry) => entry.name);
  const removed = [...complete.slice(0, Math.max(0, complete.length - keep)), ...unfinished];
  for (const name of removed) rmSync(join(parent, name), { recursive: true, force: true });
  return removed;
}
