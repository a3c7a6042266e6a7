// Shared by the benchmark and audit scripts: build if asked, then start the
// production server on a free port with a throw-away data folder.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "coach-script-"));
  const child = spawn(process.execPath, ["bin/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${base}/robots.txt`);
      break;
    } catch {
      if (attempt > 200) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    base,
    dataDir,
    child,
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
