// The off-site copy (ADR 0099): a complete backup folder (scripts/lib/data-backup.mjs)
// goes into an encrypted restic repository at BACKUP_REPOSITORY (a local path,
// sftp:, s3: or rest:), with BACKUP_PASSWORD. Shared by `npm run backup`,
// `npm run restore -- --offsite` and the server's daily job, which runs those
// scripts as child processes. The password reaches restic through its
// environment only (never an argument another user could read in `ps`), and
// nothing this module prints or throws holds the password or the repository's
// address (which may carry a user name or a rest-server's credentials).
import { spawn } from "node:child_process";
import { join } from "node:path";

/** Every snapshot of this site carries this tag; retention and "latest" look at these only. */
export const offsiteTag = "coach-website";

/**
 * Retention of the off-site copy: the newest snapshot of each of the last 7
 * days, 4 weeks and 12 months. Grouped by the tag alone, so snapshots of other
 * backup folders (each day has its own path) and of a new machine (another
 * host name) form one series.
 */
export const retentionFlags = ["--group-by", "tags", "--keep-daily", "7", "--keep-weekly", "4", "--keep-monthly", "12"];

/** The restic program: the Debian package's, found on PATH (ADR 0099). */
const resticProgram = "restic";

/** An off-site step that failed; `code` is one word the admin screen and the mail translate, `detail` is safe to log. */
export class OffsiteError extends Error {
  constructor(code, detail) {
    super(`off-site copy failed (${code}): ${detail}`);
    this.code = code;
    this.detail = detail;
  }
}

/**
 * The repository and password from the environment, or null when the off-site
 * copy is not configured. Half a configuration is an error, not a silent "off".
 */
export function offsiteSettings(env = process.env) {
  const repository = env.BACKUP_REPOSITORY || undefined;
  const password = env.BACKUP_PASSWORD || undefined;
  if (!repository && !password) return null;
  if (!repository || !password) {
    throw new OffsiteError("config", "set both BACKUP_REPOSITORY and BACKUP_PASSWORD, or neither");
  }
  // restic's cache (index files, no data) lives beside the data, where the service may write (never in a backup).
  const cacheDir = join(env.DATA_DIR || "./data", "restic-cache");
  return { repository, password, cacheDir };
}

/** What kind of place the repository is, for the admin and the log: never its address. */
export function repositoryKind(repository) {
  const match = /^(sftp|s3|rest):/.exec(repository);
  return match ? match[1] : "local";
}

/** Removes the password, the repository's address and any credentials in a URL from text restic printed. */
export function redact(text, settings) {
  let safe = text;
  for (const secret of [settings.password, settings.repository]) {
    if (secret) safe = safe.split(secret).join("[verborgen]");
  }
  return safe.replace(/:\/\/[^/@\s]+@/g, "://[verborgen]@");
}

/** Sorts restic's complaint into the few causes a helper can act on. */
function errorCode(stderr) {
  if (/wrong password|no key found/i.test(stderr)) return "wrong-password";
  if (/unable to open config file|Is there a repository/i.test(stderr)) return "no-repository";
  if (/already locked|unable to create lock/i.test(stderr)) return "locked";
  if (/no space left|quota/i.test(stderr)) return "disk-full";
  if (
    /no such host|connection refused|timeout|timed out|network is unreachable|dial tcp|ssh: |Permission denied/i.test(
      stderr,
    )
  )
    return "unreachable";
  if (/no matching ID|no snapshot/i.test(stderr)) return "no-snapshot";
  return "failed";
}

/**
 * Runs restic with the repository, password and cache in its environment
 * (s3 credentials and other RESTIC_* settings pass through from ours).
 * Resolves its stdout; rejects with an OffsiteError.
 */
export function restic(settings, args, { cwd } = {}) {
  return new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      RESTIC_REPOSITORY: settings.repository,
      RESTIC_PASSWORD: settings.password,
      RESTIC_CACHE_DIR: settings.cacheDir,
    };
    // Our own names are not restic's: they need not travel further.
    delete env.BACKUP_PASSWORD;
    delete env.BACKUP_REPOSITORY;
    const child = spawn(resticProgram, ["--quiet", ...args], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error) => {
      const code = error.code === "ENOENT" ? "no-restic" : "failed";
      reject(new OffsiteError(code, `restic could not start: ${error.code ?? error.message}`));
    });
    child.on("close", (exitCode) => {
      if (exitCode === 0) return resolve(stdout);
      const detail = redact(stderr.trim().split("\n").slice(-3).join(" / "), settings).slice(0, 500);
      reject(new OffsiteError(errorCode(stderr), `restic ${args[0]} exited with ${exitCode}: ${detail}`));
    });
  });
}

/** Creates the repository when there is none yet; an existing one is left as it is. Returns whether it was created. */
export async function ensureRepository(settings) {
  try {
    await restic(settings, ["cat", "config"]);
    return false;
  } catch (error) {
    if (!(error instanceof OffsiteError) || error.code !== "no-repository") throw error;
  }
  await restic(settings, ["init"]);
  return true;
}

/**
 * Copies a complete backup folder into the repository as one snapshot of its
 * contents (the folder's own files at the snapshot's root, whatever its path),
 * then applies the retention. Returns the snapshot's id, its size and what it
 * added to the repository.
 */
export async function copyOffsite(settings, folder) {
  const created = await ensureRepository(settings);
  const output = await restic(settings, ["backup", "--json", "--tag", offsiteTag, "."], { cwd: folder });
  const summary = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .find((message) => message.message_type === "summary");
  if (!summary) throw new OffsiteError("failed", "restic backup gave no summary");
  const removed = await forgetOld(settings);
  return {
    created,
    snapshot: summary.snapshot_id,
    bytes: summary.total_bytes_processed,
    added: summary.data_added,
    removed,
  };
}

/** Forgets the snapshots the retention does not keep and prunes their data. Returns how many were forgotten. */
export async function forgetOld(settings) {
  const output = await restic(settings, ["forget", "--json", "--tag", offsiteTag, ...retentionFlags, "--prune"]);
  const groups = JSON.parse(output.split("\n").find((line) => line.startsWith("[")) ?? "[]");
  return groups.reduce((sum, group) => sum + (group.remove?.length ?? 0), 0);
}

/** This site's snapshots, oldest first: `{ id, time }`. */
export async function listSnapshots(settings) {
  const output = await restic(settings, ["snapshots", "--json", "--tag", offsiteTag]);
  return JSON.parse(output || "[]").map((snapshot) => ({ id: snapshot.short_id, time: snapshot.time }));
}

/** Restores the newest snapshot (or `snapshot`) into the empty folder `target`; returns its id and time. */
export async function restoreSnapshot(settings, target, snapshot = "latest") {
  const snapshots = await listSnapshots(settings);
  const chosen = snapshot === "latest" ? snapshots.at(-1) : snapshots.find((item) => snapshot.startsWith(item.id));
  if (!chosen) throw new OffsiteError("no-snapshot", `no snapshot ${snapshot} tagged ${offsiteTag}`);
  await restic(settings, ["restore", chosen.id, "--target", target]);
  return chosen;
}
