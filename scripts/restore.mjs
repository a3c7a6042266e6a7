// `npm run restore <backup folder> [--force]`: puts a backup made by
// `npm run backup` back into the data folder (DATA_DIR, default ./data).
// Checks the backup first (manifest sums, integrity_check), refuses while the
// server has the database open, and refuses a data folder that already holds
// data unless --force; replaced files are moved aside, never deleted. Key files
// in the data folder are left alone (ADR 0023).
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, utimesSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import {
  databaseInUse,
  databaseName,
  dataDir,
  ebookFiles,
  ebooksName,
  fileFolders,
  fsyncPath,
  integrityOf,
  manifestName,
  sha256,
  tableCounts,
  timestamp,
} from "./lib/data-backup.mjs";

function fail(message) {
  console.error(`Restore refused: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const force = args.includes("--force");
const [backupArg] = args.filter((arg) => arg !== "--force");
if (!backupArg) fail("name the backup folder: npm run restore <folder> [--force]");
const backup = resolve(backupArg);

// 1. The backup must be complete and intact.
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(backup, manifestName), "utf8"));
} catch {
  fail(`${backup} has no readable ${manifestName}; it is not a complete backup`);
}
const files = Array.isArray(manifest.files) ? manifest.files : [];
if (!files.some((file) => file.path === databaseName)) fail(`the manifest lists no ${databaseName}`);
for (const file of files) {
  const isAllowed =
    file.path === databaseName || fileFolders.some((folder) => new RegExp(`^${folder}/[^/]+$`).test(file.path));
  if (!isAllowed) fail(`the manifest lists ${file.path}, which a backup never holds`);
  const path = join(backup, file.path);
  if (!existsSync(path) || sha256(path) !== file.sha256) fail(`${file.path} is missing or differs from the manifest`);
}
const integrity = integrityOf(join(backup, databaseName));
if (integrity !== "ok") fail(`the backup's database fails integrity_check: ${integrity}`);

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
copyFileSync(join(backup, databaseName), join(target, `${databaseName}.restoring`));
fsyncPath(join(target, `${databaseName}.restoring`));
renameSync(join(target, `${databaseName}.restoring`), targetDb);
const ebooks = files.filter((file) => file.path.startsWith(`${ebooksName}/`));
mkdirSync(join(target, ebooksName), { recursive: true });
for (const file of files.filter((entry) => entry.path !== databaseName)) {
  const to = join(target, file.path);
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  copyFileSync(join(backup, file.path), to);
  // The newest e-book file is the current one: keep the times it had.
  const modified = new Date(file.modifiedAt);
  utimesSync(to, modified, modified);
  fsyncPath(to);
}
fsyncPath(target);

const rows = tableCounts(targetDb);
console.log(
  `Restored the backup of ${manifest.startedAt} into ${target}: newsletter ${rows.newsletter_subscribers ?? 0}, ` +
    `intake ${rows.client_test_responses ?? 0}, e-book requests ${rows.ebook_requests ?? 0} rows, ` +
    `${ebooks.length} e-book file(s).` +
    (aside ? ` The replaced files are in ${aside}.` : ""),
);
