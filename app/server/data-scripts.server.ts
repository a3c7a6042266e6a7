import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs `npm run backup` / `npm run restore`'s own scripts (scripts/backup.mjs,
 * scripts/restore.mjs) as child processes for the server (ADR 0099): the
 * backup before a migration and the daily backup job. One implementation of
 * the backup for the coach's helper and the server, and the work (SQLite's
 * one-step copy, integrity_check, sha256 sums, restic) never holds the
 * server's event loop.
 */
export type DataScript = "backup" | "restore";

export interface ScriptResult {
  /** The script's exit code; null when it was stopped (the time limit). */
  exitCode: number | null;
  /** The JSON summary the script printed last with `--json`; undefined when it printed none. */
  summary: unknown;
  /** The end of what it wrote to stderr, for the log. */
  errorOutput: string;
}

/**
 * The folder holding scripts/: found upward from this module (the source
 * under Vite and the tests, build/server in production), else the working
 * directory, where npm runs the server.
 */
function projectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(folder, "scripts", "backup.mjs"))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
}

/** Runs `scripts/<script>.mjs <args> --json` on the data folder `dataDir`; never rejects for the script's own failure. */
export function runDataScript(
  script: DataScript,
  args: readonly string[],
  { dataDir, timeoutMs }: { dataDir: string; timeoutMs: number },
): Promise<ScriptResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(projectRoot(), "scripts", `${script}.mjs`), ...args, "--json"], {
      env: { ...process.env, DATA_DIR: resolve(dataDir) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // The lowest CPU priority (restic inherits it): visitors' pages come first on a small server.
    try {
      if (child.pid !== undefined) setPriority(child.pid, 19);
    } catch {
      // Already gone: its exit is reported below.
    }
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    // A repository that stops answering must not hold the backup job for ever.
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    timer.unref();
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      const last = stdout.trim().split("\n").at(-1) ?? "";
      let summary: unknown;
      try {
        summary = last.startsWith("{") ? JSON.parse(last) : undefined;
      } catch {
        summary = undefined;
      }
      done({ exitCode, summary, errorOutput: stderr.trim() });
    });
  });
}
