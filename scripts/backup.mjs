// `npm run backup [folder] [--keep N] [--local-only] [--json]`: an online,
// consistent backup of the data folder (DATA_DIR, default ./data) while the
// site keeps serving and writing (ADR 0023), and, when BACKUP_REPOSITORY and
// BACKUP_PASSWORD are set, its encrypted off-site copy with restic (ADR 0099).
//   folder        where the backup goes (default DATA_DIR/backups/<UTC time>)
//   --keep N      afterwards keep only the newest N complete backups beside it
//   --local-only  no off-site copy, even when one is configured
//   --json        the last line of the output is a summary for the server's job
// The server's daily job and its backup before a migration run this script as
// a child process, so the work never holds the server's event loop.
import { join, resolve } from "node:path";
import {
  BackupError,
  dataDir,
  ebooksName,
  imagesName,
  pruneBackups,
  timestamp,
  writeBackup,
} from "./lib/data-backup.mjs";
import { copyOffsite, OffsiteError, offsiteSettings, repositoryKind } from "./lib/offsite.mjs";

const args = process.argv.slice(2);
const json = args.includes("--json");
const localOnly = args.includes("--local-only");
const keepAt = args.indexOf("--keep");
const keep = keepAt >= 0 ? Number(args[keepAt + 1]) : undefined;
const [folderArg] = args.filter((arg, i) => !arg.startsWith("--") && !(keepAt >= 0 && i === keepAt + 1));

function failure(error) {
  if (error instanceof BackupError || error instanceof OffsiteError)
    return { ok: false, error: error.code, detail: error.message };
  return { ok: false, error: "failed", detail: error instanceof Error ? error.message : String(error) };
}

function finish(summary) {
  if (json) console.log(JSON.stringify(summary));
  process.exit(summary.backup.ok && (summary.offsite === null || summary.offsite.ok) ? 0 : 1);
}

if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error("Backup failed: --keep needs a whole number of backups to keep, 1 or more");
  process.exit(1);
}

let settings = null;
let settingsError;
try {
  settings = localOnly ? null : offsiteSettings();
} catch (error) {
  settingsError = error;
}

const source = dataDir();
const target = resolve(folderArg ?? join(source, "backups", timestamp()));
let manifest;
try {
  manifest = await writeBackup(source, target);
  if (keep !== undefined) pruneBackups(resolve(target, ".."), keep);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  finish({ backup: failure(error), offsite: null });
}
const count = (folder) => manifest.files.filter((file) => file.path.startsWith(`${folder}/`)).length;
console.log(
  `Backup written to ${target}: ${manifest.files.length} files, ${manifest.bytes} bytes, integrity ok, ` +
    `${count(ebooksName)} e-book file(s), ${count(imagesName)} image file(s), newsletter ${manifest.rows.newsletter_subscribers ?? 0}, ` +
    `intake ${manifest.rows.client_test_responses ?? 0}, e-book requests ${manifest.rows.ebook_requests ?? 0} rows.`,
);
const backup = {
  ok: true,
  folder: target,
  startedAt: manifest.startedAt,
  bytes: manifest.bytes,
  files: manifest.files.length,
};

if (settingsError) {
  console.error(`Off-site copy failed: ${settingsError.message}`);
  finish({ backup, offsite: { kind: "none", ...failure(settingsError) } });
}
if (!settings) finish({ backup, offsite: null });
try {
  const copy = await copyOffsite(settings, target);
  console.log(
    `Off-site copy (${repositoryKind(settings.repository)}): snapshot ${copy.snapshot}, ${copy.bytes} bytes, ` +
      `${copy.added} bytes new in the repository${copy.created ? " (repository created)" : ""}, ` +
      `${copy.removed} old snapshot(s) forgotten.`,
  );
  finish({ backup, offsite: { ok: true, kind: repositoryKind(settings.repository), ...copy } });
} catch (error) {
  console.error(`Off-site copy failed: ${error instanceof Error ? error.message : String(error)}`);
  finish({ backup, offsite: { kind: repositoryKind(settings.repository), ...failure(error) } });
}
