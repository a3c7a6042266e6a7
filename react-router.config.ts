import type { Config } from "@react-router/dev/config";
import { blogListingPaths, staticFilePaths } from "./app/content/public-pages";

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
