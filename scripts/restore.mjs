// `npm run restore <backup folder> [--force]`: puts a backup made by
// `npm run backup` back into the data folder (DATA_DIR, default ./data).
// `npm run restore -- --offsite [snapshot] [--force]`: the same from the
// off-site copy (BACKUP_REPOSITORY, BACKUP_PASSWORD): the newest snapshot, or
// the one named, is first restored into a temporary folder (ADR 0099).
// `npm run restore -- --check <folder> | --check --offsite [--json]`: the
// restore test (ADR 0100): restores and checks the backup without touching the
// data folder, and compares its row counts with the live database.
// Checks the backup first (manifest sums, integrity_check), refuses while the
// server has the database open, and refuses a data folder that already holds
// data unless --force; replaced files are moved aside, never deleted. Key files
// in the data folder are left alone (ADR 0023).
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import {
  BackupError,
  databaseInUse,
  databaseName,
  dataDir,
  ebookFiles,
  ebooksName,
  fileFolders,
  fsyncPath,
  tableCounts,
  timestamp,
  verifyBackup,
  virtualTables,
} from "./lib/data-backup.mjs";
import { OffsiteError, offsiteSettings, restoreSnapshot } from "./lib/offsite.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const offsite = args.includes("--offsite");
const check = args.includes("--check");
const json = args.includes("--json");
const [named] = args.filter((arg) => !arg.startsWith("--"));

function fail(message, code = "failed") {
  if (json) console.log(JSON.stringify({ ok: false, error: code, detail: message }));
  else console.error(`${check ? "Restore test failed" : "Restore refused"}: ${message}`);
  process.exit(1);
}

/** The backup folder to work from: the one named, or the off-site snapshot restored into a temporary folder. */
async function backupFolder() {
  if (!offsite) {
    if (!named) fail("name the backup folder: npm run restore <folder> [--force], or use --offsite");
    return { folder: resolve(named) };
  }
  const settings = offsiteSettings();
  if (!settings) fail("BACKUP_REPOSITORY and BACKUP_PASSWORD are not set", "config");
  // Owner-only (mkdtemp makes it 0700): it holds every lead until it is removed below.
  const temporary = mkdtempSync(join(tmpdir(), "coach-restore-"));
  process.on("exit", () => rmSync(temporary, { recursive: true, force: true }));
  const snapshot = await restoreSnapshot(settings, temporary, named ?? "latest");
  return { folder: temporary, snapshot };
}

/**
 * Rows per table of the backup and of the live database, and whether the
 * backup holds what its manifest says. The migrations' bookkeeping and a
 * full-text index's own tables are checked but not listed: they are not data.
 */
function compareRows(folder, manifest) {
  const restoredDb = join(folder, databaseName);
  const restored = tableCounts(restoredDb);
  const liveDb = join(dataDir(), databaseName);
  const live = existsSync(liveDb) ? tableCounts(liveDb) : {};
  const differs = Object.entries(manifest.rows ?? {}).find(([name, rows]) => restored[name] !== rows);
  if (differs)
    throw new BackupError("rows", `${differs[0]} holds ${restored[differs[0]]} rows, the manifest says ${differs[1]}`);
  const indexes = virtualTables(restoredDb);
  const internal = (name) =>
    name.startsWith("kysely_") || indexes.some((index) => name === index || name.startsWith(`${index}_`));
  return [...new Set([...Object.keys(restored), ...Object.keys(live)])]
    .filter((name) => !internal(name))
    .sort()
    .map((name) => ({ name, backup: restored[name] ?? null, live: live[name] ?? null }));
}

let source;
let manifest;
try {
  source = await backupFolder();
  // 1. The backup must be complete and intact.
  manifest = verifyBackup(source.folder);
} catch (error) {
  if (error instanceof BackupError || error instanceof OffsiteError) fail(error.message, error.code);
  throw error;
}

if (check) {
  try {
    const tables = compareRows(source.folder, manifest);
    const summary = { ok: true, snapshot: source.snapshot ?? null, backupStartedAt: manifest.startedAt, tables };
    if (json) console.log(JSON.stringify(summary));
    else
      console.log(
        `Restore test passed: the backup of ${manifest.startedAt} is intact; ` +
          tables.map((table) => `${table.name} ${table.backup ?? "-"} (live ${table.live ?? "-"})`).join(", "),
      );
    process.exit(0);
  } catch (error) {
    if (error instanceof BackupError) fail(error.message, error.code);
    throw error;
  }
}

// 2. The data folder must be free: no server on it, and no data unless --force.
const target = dataDir();
const targetDb = join(target, databaseName);
// Never overridden by --force: a running server would keep writing to the replaced file and lose those leads.
if (databaseInUse(targetDb)) fail(`${targetDb} is open in another process: stop the server first`);
const hasData = existsSync(targetDb) || fileFolders.some((folder) => ebookFiles(join(target, folder)).length > 0);
if (hasData && !force) fail(`${target} already holds data; add --force to replace it (the old files are kept aside)`);

mkdirSync(target, { recursive: true, mode: 0o700 });
let aside;
if (hasData) {
  aside = join(target, `replaced-${timestamp()}`);
  mkdirSync(aside, { mode: 0o700 });
  // The -wal may hold committed rows: it moves together with its database.
  for (const name of [databaseName, `${databaseName}-wal`, `${databaseName}-shm`, ...fileFolders]) {
    if (existsSync(join(target, name))) renameSync(join(target, name), join(aside, name));
  }
}

// 3. Copy in: the database under a temporary name first, so site.db is either old or complete.
copyFileSync(join(source.folder, databaseName), join(target, `${databaseName}.restoring`));
fsyncPath(join(target, `${databaseName}.restoring`));
renameSync(join(target, `${databaseName}.restoring`), targetDb);
const ebooks = manifest.files.filter((file) => file.path.startsWith(`${ebooksName}/`));
mkdirSync(join(target, ebooksName), { recursive: true });
for (const file of manifest.files.filter((entry) => entry.path !== databaseName)) {
  const to = join(target, file.path);
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  copyFileSync(join(source.folder, file.path), to);
  // The newest e-book file is the current one: keep the times it had.
  const modified = new Date(file.modifiedAt);
  utimesSync(to, modified, modified);
  fsyncPath(to);
}
fsyncPath(target);

const rows = tableCounts(targetDb);
console.log(
  `Restored the backup of ${manifest.startedAt}${source.snapshot ? ` (off-site snapshot ${source.snapshot.id})` : ""} into ${target}: ` +
    `newsletter ${rows.newsletter_subscribers ?? 0}, intake ${rows.client_test_responses ?? 0}, ` +
    `e-book requests ${rows.ebook_requests ?? 0} rows, ${ebooks.length} e-book file(s).` +
    (aside ? ` The replaced files are in ${aside}.` : ""),
);
