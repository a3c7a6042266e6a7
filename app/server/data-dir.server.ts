import { isMainThread } from "node:worker_threads";
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { logger } from "./logger.server";

/**
 * The data folder holds health data, keys and mails: only the server's own
 * user may read it (ADR 0031). From here on every file this process
 * creates is 0600 and every folder 0700 (umask), and whatever an older
 * version left readable is tightened: folders 0700, files 0600.
 */
export function secureDataDir(dataDir: string): void {
  // The umask is the process's: the main thread sets it; a worker thread (tests' race harness) may not.
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const tighten = (path: string, mode: number, current: number) => {
    if ((current & 0o777) === mode) return;
    chmodSync(path, mode);
    tightened += 1;
  };
  const walk = (dir: string) => {
    tighten(dir, 0o700, lstatSync(dir).mode);
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = lstatSync(path);
      // A symbolic link's target is not ours to change.
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile()) tighten(path, 0o600, stat.mode);
    }
  };
  walk(dataDir);
  if (tightened > 0) logger.info({ tightened }, "data folder: permissions tightened to owner only");
}
