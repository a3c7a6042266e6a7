// Shared by `npm run backup` and `npm run restore`. A backup holds exactly
// what is on the allowlist below: the database, the e-book files, the
// images the coach uploaded and the invoices' stored PDFs. Keys
// (APP_SECRET's generated file, encryption keys) are never copied: they are
// kept apart from the data they protect (ADR 0023).
import SQLite from "better-sqlite3";
import { createHash } from "node:crypto";
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
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
