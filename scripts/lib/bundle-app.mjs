import { build } from "esbuild";
import { join } from "node:path";

/**
 * Bundles some of the app's TypeScript server modules into one ES module that
 * plain Node can import (benchmarks, worker threads in tests). Packages stay
 * external, so the file is written inside the project where node_modules resolves.
 * `source` is the module text, e.g. `export { freeTimes } from "~/features/booking/free-times.server";`.
 */
export async function bundleAppModule(name, source) {
  const outfile = join(process.cwd(), "node_modules", ".cache", "app-bundles", `${name}.mjs`);
  await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: "ts", sourcefile: `${name}.ts` },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  return outfile;
}
