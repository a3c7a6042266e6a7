// The one way to start the production build for a test or a script: Vitest
// (through ./server.ts), Playwright specs, the benchmarks and scripts/test-all.mjs.
// Plain JavaScript so `node scripts/*.mjs` can import it without a build step.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
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
 * Starts bin/start.mjs (build first) and waits until it answers. A given
 * `dataDir` (and `port`) restart a server on the same data; `echo` also
 * writes the server's output to this process's stderr (scripts), besides
 * keeping it for `logs()` (tests).
 */
export function startBuiltServer(env = {}, dataDir = mkdtempSync(join(tmpdir(), "coach-test-")), options = {}) {
  const manifest = join(process.env.BUILD_DIR ?? "build", "server", ".vite", "manifest.json");
  if (!existsSync(manifest)) throw new Error(`no build at ${manifest}: run \`npm run build\` first`);
  // Production, as deployed (ADR 0139): Vitest sets NODE_ENV=test for itself, and a server that
  // inherited it rendered with React's development build. A test that needs the test mode
  // (a busy-time feed on this machine, ADR 0041) passes NODE_ENV: "test" itself.
  return startServerProcess([process.execPath, "bin/start.mjs"], { NODE_ENV: "production", ...env }, dataDir, options);
}

/** Starts `npm run dev` (the same server through Vite, ADR 0032) on a free port with its own data folder. */
export function startDevServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "coach-dev-test-"));
  // Its own dependency cache, so parallel runs do not rewrite each other's.
  const devEnv = { VITE_CACHE_DIR: join(dataDir, "vite-cache"), ...env };
  return startServerProcess(["npm", "run", "--silent", "dev"], devEnv, dataDir, { startMs: 60_000, throughNpm: true });
}

/** npm does not wait for the server it started to stop: the whole process group is signalled and awaited. */
async function stopGroup(pid) {
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

async function startServerProcess([command, ...args], env, dataDir, options = {}) {
  const { echo = false, startMs = 30_000, throughNpm = false } = options;
  const port = options.port ?? (await freePort());
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so stopping reaches the server behind npm too.
    detached: throughNpm,
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      output += chunk.toString();
      if (echo) process.stderr.write(chunk);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) {
      // Another process (a parallel test file) took the free port first: try another one.
      if (options.port === undefined && output.includes("EADDRINUSE"))
        return startServerProcess([command, ...args], env, dataDir, options);
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) {
        // A server that is merely slow would otherwise live on after the test gave up on it.
        if (throughNpm) await stopGroup(child.pid);
        else child.kill("SIGKILL");
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    port,
    dataDir,
    child,
    exited,
    logs: () => output,
    stop: async () => {
      if (throughNpm) await stopGroup(child.pid);
      else if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return (await exited).code;
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
