import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process, to read its memory use from /proc. */
  pid: number;
  logs: () => string;
  /** Stops the server (SIGTERM) and gives its exit code; the data folder stays for a restart. */
  stop: () => Promise<number | null>;
  remove: () => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts the production build (`npm run build` first) on a free port with its
 * own data folder (or a given one, to restart on the same data).
 */
export function startBuiltServer(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), "coach-test-")),
): Promise<RunningServer> {
  return startServerProcess([process.execPath, "bin/start.mjs"], env, dataDir);
}

/** Starts `npm run dev` (the same server through Vite, ADR 0032) on a free port with its own data folder. */
export function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "coach-dev-test-"));
  // Its own dependency cache, so parallel runs do not rewrite each other's.
  const devEnv = { VITE_CACHE_DIR: join(dataDir, "vite-cache"), ...env };
  return startServerProcess(["npm", "run", "--silent", "dev"], devEnv, dataDir, { startMs: 60_000, throughNpm: true });
}

/** npm does not wait for the server it started to stop: the whole process group is signalled and awaited. */
async function stopGroup(pid: number): Promise<void> {
  process.kill(-pid, "SIGTERM");
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startServerProcess(
  [command, ...args]: string[],
  env: Record<string, string>,
  dataDir: string,
  { startMs = 20_000, throughNpm = false } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stopping reaches the server behind npm too.
    detached: throughNpm,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    dataDir,
    pid: child.pid!,
    logs: () => output,
    stop: async () => {
      if (throughNpm) await stopGroup(child.pid!);
      else if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      return child.exitCode;
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
