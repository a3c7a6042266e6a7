import { build } from "esbuild";
import { join } from "node:path";

// esbuild has no `import.meta.glob` (a Vite feature). The app uses it as an eager import of
// "/dir/*.ext": raw text or, with `query: "?inline"`, a base64
// data URL (the invoice PDF's fonts): read those files.
const globShim = `import { readFileSync as __readFile, readdirSync as __readDir } from "node:fs";
const __viteGlob = (pattern, options) => {
  const [, dir, ext] = /^\\/(.+)\\/\\*(\\.\\w+)$/.exec(pattern);
  const read = (file) => options?.query === "?inline"
    ? "data:application/octet-stream;base64," + __readFile(file).toString("base64")
    : __readFile(file, "utf8");
  return Object.fromEntries(__readDir(dir).filter((f) => f.endsWith(ext)).map((f) => ["/" + dir + "/" + f, read(dir + "/" + f)]));
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
