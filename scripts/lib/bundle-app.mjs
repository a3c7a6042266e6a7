import { build } from "esbuild";
import { join } from "node:path";

// esbuild has no `import.meta.glob` (a Vite feature). The app uses it once, as an eager raw
// import of "/dir/*.ext" (the blog's default posts, read by migration 0018): read those files.
const globShim = `import { readFileSync as __readFile, readdirSync as __readDir } from "node:fs";
const __viteGlob = (pattern) => {
  const [, dir, ext] = /^\\/(.+)\\/\\*(\\.\\w+)$/.exec(pattern);
  return Object.fromEntries(__readDir(dir).filter((f) => f.endsWith(ext)).map((f) => ["/" + dir + "/" + f, __readFile(dir + "/" + f, "utf8")]));
};`;

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
    define: { "import.meta.glob": "__viteGlob" },
    banner: { js: globShim },
  });
  return outfile;
}
