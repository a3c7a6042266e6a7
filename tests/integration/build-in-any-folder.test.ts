import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Issue 12 item 9 (ADR 0043): the build must not depend on the folder it runs
 * in. Here the project sits inside an outer git repository that ignores it,
 * the case in which Tailwind's automatic source detection made the client and
 * the server generate different CSS and every page hydrated with error #418.
 */
const projectFiles = [
  "app",
  "server",
  "public",
  "bin",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
const outer = mkdtempSync(join(tmpdir(), "coach-foreign-build-"));
const inner = join(outer, "inner");

afterAll(() => rmSync(outer, { recursive: true, force: true }));

const cssNames = (text: string) => [...new Set(text.match(/app-[\w-]+\.css/g) ?? [])];

describe("a build inside a folder an outer git repository ignores", () => {
  it("gives the client and the server the same stylesheet", { timeout: 240_000 }, () => {
    spawnSync("git", ["init", "-q", outer]);
    writeFileSync(join(outer, ".gitignore"), "inner/\n");
    mkdirSync(inner);
    for (const file of projectFiles) cpSync(file, join(inner, file), { recursive: true });
    symlinkSync(resolve("node_modules"), join(inner, "node_modules"), "dir");
    const build = spawnSync(resolve("node_modules/.bin/react-router"), ["build"], { cwd: inner, encoding: "utf8" });
    expect(build.status, build.stderr).toBe(0);

    const assets = join(inner, "build/client/assets");
    const clientCss = readdirSync(assets).filter((file) => /^app-.*\.css$/.test(file));
    expect(clientCss).toHaveLength(1);
    // The root chunk imports the stylesheet the browser keeps after hydration.
    const rootChunk = readdirSync(assets).find((file) => /^root-.*\.js$/.test(file));
    const clientRoot = readFileSync(join(assets, rootChunk ?? "missing"), "utf8");
    // The pages are rendered by the server build (into the page cache at start-up, ADR 0089): its stylesheet is the page's.
    const serverBuild = readdirSync(join(inner, "build/server/assets"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(inner, "build/server/assets", file), "utf8"))
      .join("\n");
    expect(cssNames(clientRoot)).toEqual(clientCss);
    expect(cssNames(serverBuild)).toEqual(clientCss);
  });
});
