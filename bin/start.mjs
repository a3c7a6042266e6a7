// Starts the production server from the build (run `npm run build` first).
// The server entry (server/app.ts) is looked up in the server build's manifest,
// because React Router decides the output file names.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// React and React Router pick their production builds from NODE_ENV; a
// missing value would serve every page with the much slower development build.
process.env.NODE_ENV ??= "production";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = pathToFileURL(resolve(root, process.env.BUILD_DIR ?? "build", "server") + "/");
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", buildDir), "utf8"));
const entry = manifest["server/app.ts"];
if (!entry) throw new Error("server/app.ts is missing from the server build: run `npm run build`.");
const { startServer } = await import(new URL(entry.file, buildDir).href);
const server = await startServer();

// SIGTERM (process managers, containers) and SIGINT (Ctrl-C) stop gracefully. The grace period
// stays under the 10 s after which Docker and most managers send SIGKILL. Exit code 0 means
// every request in progress was answered and the database closed cleanly; a second signal
// exits at once.
const graceMs = 8_000;
let stopping = false;
function stopOn(signal) {
  if (stopping) process.exit(1);
  stopping = true;
  server.stop(graceMs).then(
    (finished) => process.exit(finished ? 0 : 1),
    (error) => {
      console.error(`shutdown after ${signal} failed:`, error);
      process.exit(1);
    },
  );
}
process.on("SIGTERM", () => stopOn("SIGTERM"));
process.on("SIGINT", () => stopOn("SIGINT"));
