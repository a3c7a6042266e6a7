import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The site frame (header, footer and what they are built from) goes into one chunk:
 * otherwise they become a dozen tiny files that queue behind each other on
 * HTTP/1.1 connections and delay the first paint.
 */
function sharedChunk(id: string): string | undefined {
  const frame = ["/app/layout/", "/app/features/site/", "/app/features/seo/"];
  const frameParts = ["button", "icons", "layout"].map((name) => `/app/components/ui/${name}.tsx`);
  const frameContent = ["site", "navigation", "images"].map((name) => `/app/content/${name}.ts`);
  if (frame.some((part) => id.includes(part)) || [...frameParts, ...frameContent].some((file) => id.endsWith(file))) {
    return "site";
  }
  return undefined;
}

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
      : { output: { manualChunks: sharedChunk } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
