import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  // Lets several dev servers run side by side without sharing a dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The HTTP server (server/app.ts) is bundled with the React Router build so
    // both share one instance of every infrastructure module. The React Router
    // entry must stay an input or prerendering cannot find it.
    // Kept so bin/start.mjs can find the server entry's file name (and the
    // page-weight benchmark each route's assets); never served.
    manifest: true,
    rollupOptions: isSsrBuild
      ? { input: { index: "virtual:react-router/server-build", app: "./server/app.ts" } }
      : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
