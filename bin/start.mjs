// Starts the one HTTP server, server/app.ts (ADR 0032).
//   node bin/start.mjs        production: from the build (run `npm run build` first). The server
//                             entry is looked up in the server build's manifest, because React
//                             Router decides the output file names.
//   node bin/start.mjs --dev  development (`npm run dev`): the same server loaded through Vite in
//                             middleware mode, which adds hot reload and source maps, nothing else.
import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const dev = process.argv.includes("--dev");
// React and React Router pick their builds from NODE_ENV: production unless asked otherwise,
// because a missing value would serve every page with the much slower development build.
if (dev) process.env.NODE_ENV = "development";
else process.env.NODE_ENV ??= "production";

const root = fileURLToPath(new URL("..", import.meta.url));

async function startProduction() {
  const buildDir = pathToFileURL(resolve(root, process.env.BUILD_DIR ?? "build", "server") + "/");
  const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", buildDir), "utf8"));
  const entry = manifest["server/app.ts"];
  if (!entry) throw new Error("server/app.ts is missing from the server build: run `npm run build`.");
  const { startServer } = await import(new URL(entry.file, buildDir).href);
  return startServer();
}

// The pattern of React Router's node-custom-server template: Vite serves modules and the
// hot-reload client as middleware of our own server, and loads the server code itself.
async function startDevelopment() {
  const vite = await import("vite");
  // Created here so Vite's hot-reload socket shares the server's port instead of opening its own.
  const httpServer = createServer();
  const viteServer = await vite.createServer({
    root,
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const { startServer } = await viteServer.ssrLoadModule("/server/app.ts");
  const server = await startServer({
    httpServer,
    middlewares: viteServer.middlewares,
    loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build"),
  });
  return {
    async stop(graceMs) {
      const finished = await server.stop(graceMs);
      await viteServer.close();
      return finished;
    },
  };
}

const server = await (dev ? startDevelopment() : startProduction());

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
