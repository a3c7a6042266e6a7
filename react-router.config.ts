import type { Config } from "@react-router/dev/config";
import {
  blogListingPaths,
  coachContentPaths,
  serverRenderedPaths,
  staticFilePaths,
  staticPublicPaths,
} from "./app/content/public-pages";

// @react-router/dev 7.18.4 starts its internal Vite servers (config loader, child compilers) with
// `envFile: false`, which Vite 8 answers with a deprecation warning each time; nothing of ours can
// change that option. This file loads before all but the first of them, so from here on that one
// line is dropped (ADR 0078).
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("`envFile` option is deprecated")) return;
  warn(...args);
};

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
