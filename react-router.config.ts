import type { Config } from "@react-router/dev/config";
import {
  blogListingPaths,
  coachContentPaths,
  serverRenderedPaths,
  staticFilePaths,
  staticPublicPaths,
} from "./app/content/public-pages";

const renderedAtRunTime = new Set([...serverRenderedPaths, ...blogListingPaths, ...coachContentPaths]);

export default {
  ssr: true,
  // Several builds can live side by side (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages that are the same for every visitor are rendered once at build time
  // and served from memory (server/static-files.ts); the rest render per
  // request. The blog's pages and those with the coach's portrait, texts,
  // testimonials and prices are rendered into the same memory by the server at
  // start-up and after each change (ADR 0057, ADR 0061, ADR 0062).
  prerender: [...staticPublicPaths, ...staticFilePaths].filter((path) => !renderedAtRunTime.has(path)),
} satisfies Config;
