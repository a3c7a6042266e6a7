import type { Config } from "@react-router/dev/config";
import { blogListingPaths, staticFilePaths } from "./app/content/public-pages";

// @react-router/dev 7.18.4 starts its internal Vite servers (config loader, child compilers) with
// `envFile: false`, which Vite 8 answers with a deprecation warning each time; nothing of ours can
// change that option. This file loads before all but the first of them, so from here on that one
// line is dropped (ADR 0078).
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("`envFile` option is deprecated")) return;
  warn(...args);
};

export default {
  ssr: true,
  // Several builds can live side by side (parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page shows the business details from the database (D32): the server
  // renders the pages that are the same for every visitor into its in-memory
  // page cache at start-up and after each change (ADR 0057, ADR 0089); the
  // rest render per request. Only the robots file is made at build time.
  prerender: staticFilePaths.filter((path) => !blogListingPaths.includes(path)),
} satisfies Config;
