// Shared by the benchmark and audit scripts: build if asked, then start the
// production server on a free port with a throw-away data folder.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Flags that keep Debian's Chromium quiet on a machine without internet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function buildUnlessSkipped() {
  if (process.argv.includes("--no-build")) return;
  const build = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

/** The newest modification time of any file under `path`. */
function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Builds when there is no build yet or a source changed after it (`--build` forces, `--no-build` skips). */
export function buildIfNeeded() {
  if (process.argv.includes("--no-build")) return;
  const manifest = join(process.env.BUILD_DIR ?? "build", "server", ".vite", "manifest.json");
  const sources = ["app", "server", "public", "react-router.config.ts", "vite.config.ts", "package.json"];
  const stale = !existsSync(manifest) || sources.some((source) => newestChange(source) > statSync(manifest).mtimeMs);
  if (!stale && !process.argv.includes("--build")) return;
  const build = spawnSync("node_modules/.bin/react-router", ["build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts bin/start.mjs and waits until it answers. A given `dataDir` and
 * `port` restart a server on the same data; `exited` resolves with the
 * process's exit code and signal.
 */
export async function startBuiltServer(
  env = {},
  { dataDir = mkdtempSync(join(tmpdir(), "coach-script-")), port } = {},
) {
  port ??= await freePort();
  const child = spawn(process.execPath, ["bin/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: "inherit",
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    try {
      await fetch(`${base}/robots.txt`);
      break;
    } catch {
      if (attempt > 300) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    dataDir,
    port,
    child,
    exited,
    /** Stops the server gracefully and removes its data folder once it has exited. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
