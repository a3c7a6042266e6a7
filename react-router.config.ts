import type { Config } from "@react-router/dev/config";
import { readdirSync } from "node:fs";
import { blogPath, serverRenderedPaths, staticFilePaths, staticPublicPaths } from "./app/content/public-pages";

const blogSlugs = readdirSync("app/content/blog")
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -3));

export default {
  ssr: true,
  // Several builds can live side by side (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages that are the same for every visitor are rendered once at build time
  // and served from memory (server/static-files.ts); the rest render per request.
  prerender: [
    ...staticPublicPaths.filter((path) => !serverRenderedPaths.has(path)),
    ...blogSlugs.map(blogPath),
    ...staticFilePaths,
  ],
} satisfies Config;
