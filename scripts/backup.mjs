// `npm run backup [folder]`: an online, consistent backup of the data folder
// (DATA_DIR, default ./data) while the site keeps serving and writing. The
// database is copied with SQLite's backup API in one step, which reads one
// snapshot (WAL readers never block the server's writes); the e-book files are
// copied beside it, then a manifest with sizes and sha256 sums is written last,
// so a folder with a manifest is a complete backup. Copies by allowlist:
// site.db, ebooks/ and images/ only, never a key file (ADR 0023, ADR 0058).
import SQLite from "better-sqlite3";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import {
  databaseName,
  dataDir,
  ebookFiles,
  ebooksName,
  fileFolders,
  imagesName,
  fileEntry,
  fsyncPath,
  integrityOf,
  manifestName,
  tableCounts,
  timestamp,
} from "./lib/data-backup.mjs";

function fail(message) {
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}

const source = dataDir();
const sourceDb = join(source, databaseName);
if (!existsSync(sourceDb)) fail(`${sourceDb} does not exist (is DATA_DIR right?)`);

const startedAt = new Date();
const target = resolve(process.argv[2] ?? join(source, "backups", timestamp(startedAt)));
if (existsSync(target) && readdirSync(target).length > 0) fail(`${target} is not empty`);
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
  if (integrity !== "ok") throw new Error(`the copy fails integrity_check: ${integrity}`);

  const files = [fileEntry(target, databaseName)];
  const copied = {};
  for (const folder of fileFolders) {
    // Unfinished uploads (".upload-...") are not data yet.
    const names = ebookFiles(join(source, folder)).filter((name) => !name.startsWith("."));
    copied[folder] = names.length;
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

  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `Backup written to ${target}: ${files.length} files, ${bytes} bytes, integrity ok, ` +
      `${copied[ebooksName]} e-book file(s), ${copied[imagesName]} image file(s), newsletter ${manifest.rows.newsletter_subscribers ?? 0}, ` +
      `intake ${manifest.rows.client_test_responses ?? 0}, e-book requests ${manifest.rows.ebook_requests ?? 0} rows.`,
  );
} catch (error) {
  rmSync(target, { recursive: true, force: true });
  fail(error instanceof Error ? error.message : String(error));
}
