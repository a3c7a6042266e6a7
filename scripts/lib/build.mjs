// Shared by the benchmark and audit scripts: build before they start the server
// (tests/support/built-server.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

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
