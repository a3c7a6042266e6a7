import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The import rules of the layout (ADR 0073), checked on the source text, no build:
 * the floors (routes → layout → features → server, components/ui and lib → content,
 * each importing only from below), and no import cycle between two features.
 */
const root = path.resolve(import.meta.dirname, "../..");

const sources = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z", "app"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\0")
  .filter((f) => /\.tsx?$/.test(f) && existsSync(path.join(root, f)));

interface Import {
  from: string;
  /** Repository path of the imported module, without its extension. */
  to: string;
  typeOnly: boolean;
}

const importPattern =
  /^\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;

/** The app's own imports of one file (`~/…` and relative), with whether they vanish at run time. */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4]!;
    let to: string;
    if (specifier.startsWith("~/")) to = `app/${specifier.slice(2)}`;
    else if (specifier.startsWith(".")) to = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    else continue;
    found.push({ from: file, to: to.replace(/\.(tsx?|js)$/, ""), typeOnly: match[2] !== undefined });
  }
  return found;
}

const texts = new Map(sources.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
const allImports = sources.flatMap((file) => importsOf(file, texts.get(file)!));

const floors: { name: string; test: RegExp; level: number }[] = [
  { name: "routes", test: /^app\/(routes\/|routes\.ts|root\.tsx|entry\.)/, level: 5 },
  { name: "layout", test: /^app\/layout\//, level: 4 },
  { name: "features", test: /^app\/features\//, level: 3 },
  // Migrations are left out here: they are frozen instead (below).
  { name: "server", test: /^app\/server\/(?!migrations\/)/, level: 2 },
  { name: "components/ui", test: /^app\/components\//, level: 2 },
  { name: "lib", test: /^app\/lib\//, level: 2 },
  { name: "content", test: /^app\/content\//, level: 1 },
];
const floorOf = (file: string) => floors.find((floor) => floor.test.test(file));

/**
 * Imports that break the floors. A module may import its own floor only within
 * its own folder kind (a feature another feature: the cycle check below; server
 * the server), never a floor above. Type-only imports run nothing and are
 * allowed: content may name a schema's type so the compiler checks its labels.
 */
function floorViolations(imports: readonly Import[]): string[] {
  return imports
    .filter(({ from, to, typeOnly }) => {
      const a = floorOf(from);
      const b = floorOf(to);
      if (!a || !b || typeOnly) return false;
      if (b.level > a.level) return true;
      // Side by side on one floor: server, components/ui and lib stay apart, except that the
      // server and components may use lib's pure helpers; lib may use neither (it runs anywhere).
      return b.level === a.level && a.name !== b.name && !(b.name === "lib" && a.name !== "lib");
    })
    .map(({ from, to }) => `${from} imports ${to}`);
}

const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Every cycle between features, as the features in it with one import per step
 * (a feature may use another, never the other way round as well, however long
 * the way back). Type-only imports count: they tie the two features as much.
 */
function featureCycles(imports: readonly Import[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const { from, to } of imports) {
    const a = featureOf(from);
    const b = featureOf(`${to}.ts`);
    if (!a || !b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Map());
    if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${from} → ${to}`);
  }
  // Tarjan's strongly connected components: each one with more than one feature holds a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== node);
    if (component.length < 2) return;
    const inside = [...component].sort();
    const steps = inside.flatMap((a) =>
      [...(edges.get(a) ?? [])].filter(([b]) => inside.includes(b)).map(([, example]) => example),
    );
    cycles.push(`${inside.join(", ")}: ${steps.join("; ")}`);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * Files outside app/server that reach the raw better-sqlite3 handle: the one database style is
 * async Kysely, and the synchronous exception lives in app/server/sync-db.server.ts (ADR 0076).
 */
function rawHandleUsers(files: ReadonlyMap<string, string>): string[] {
  return [...files]
    .filter(([file]) => !file.startsWith("app/server/") && !file.endsWith(".test.ts"))
    .filter(([, text]) => /\bdatabase\(\)|\.prepare\(|\.pragma\(/.test(text))
    .map(([file]) => file);
}

/** What a migration may run from the app: the key and cipher modules, so what it seals stays readable (ADR 0074). */
const keyModules = ["app/server/data-key.server", "app/server/data-cipher.server", "app/server/secret.server"];

/**
 * Value imports of a migration from the app beyond the key and cipher modules: a frozen
 * migration holds copies of the data it needs, so a later change of the app cannot change
 * what it does on a fresh install. Types are allowed: a drifted type fails loudly.
 */
function unfrozenMigrationImports(imports: readonly Import[]): string[] {
  return imports
    .filter(({ from, typeOnly }) => from.startsWith("app/server/migrations/") && !typeOnly)
    .filter(({ to }) => !keyModules.includes(to))
    .map(({ from, to }) => `${from} imports ${to}`);
}

describe("the layout's import rules (ADR 0073)", () => {
  it("reads the app's imports", () => {
    // Guards the guard: a broken pattern would find nothing and pass everything below.
    expect(allImports.length).toBeGreaterThan(1000);
    expect(allImports).toContainEqual({
      from: "app/features/booking/slots.ts",
      to: "app/lib/amsterdam-time",
      typeOnly: false,
    });
  });

  it("imports only from floors below, never above", () => {
    expect(floorViolations(allImports)).toEqual([]);
  });

  it("has no import cycle between features", () => {
    expect(featureCycles(allImports)).toEqual([]);
  });

  it("reaches the raw database handle only in app/server (ADR 0076)", () => {
    expect(rawHandleUsers(texts)).toEqual([]);
    const planted = new Map(texts).set("app/features/x/y.server.ts", 'database().sqlite.prepare("select 1")');
    expect(rawHandleUsers(planted)).toEqual(["app/features/x/y.server.ts"]);
  });

  it("keeps migrations frozen: no value import but the key and cipher modules (ADR 0074)", () => {
    expect(unfrozenMigrationImports(allImports)).toEqual([]);
    const planted = [
      ...allImports,
      { from: "app/server/migrations/0020_coach_facts.ts", to: "app/content/testimonials", typeOnly: false },
    ];
    expect(unfrozenMigrationImports(planted)).toEqual([
      "app/server/migrations/0020_coach_facts.ts imports app/content/testimonials",
    ]);
  });

  it("catches a planted cycle and a planted floor violation", () => {
    const planted = [
      ...allImports,
      { from: "app/features/people/people-store.server.ts", to: "app/features/people-admin/Timeline", typeOnly: true },
      { from: "app/lib/format.ts", to: "app/features/newsletter/subscription.server", typeOnly: false },
    ];
    // The planted step closes a loop through every feature that writes `people`.
    expect(featureCycles(planted)).toEqual([
      expect.stringContaining("app/features/people/people-store.server.ts → app/features/people-admin/Timeline"),
    ]);
    expect(floorViolations(planted)).toEqual(["app/lib/format.ts imports app/features/newsletter/subscription.server"]);
  });
});
