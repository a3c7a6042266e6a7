import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";

/**
 * The database that the migrations build is the one `db-schema.ts` declares
 * (ADR 0074): every table and column, no more, no less. Migrations are frozen
 * copies, so this is what tells a new column in one and not the other.
 */
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "coach-schema-"));
// The development key is made in the data folder the settings name.
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Schema = Map<string, string[]>;

/** Tables and their columns as the `Database` interface of db-schema.ts declares them, read by the compiler. */
function declaredSchema(): Schema {
  const file = path.join(root, "app/server/db-schema.ts");
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const database = program
    .getSourceFile(file)!
    .statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === "Database")!;
  return new Map(
    checker.getPropertiesOfType(checker.getTypeAtLocation(database)).map((table) => [
      table.name,
      checker
        .getPropertiesOfType(checker.getTypeOfSymbolAtLocation(table, database))
        .map((column) => column.name)
        .sort(),
    ]),
  );
}

/** Tables and columns of a fresh database after every migration; a full-text index and its own tables are SQLite's. */
async function migratedSchema(): Promise<Schema> {
  const { sqlite } = await openDatabase(dataDir);
  try {
    const tables = sqlite.prepare("select name, sql from sqlite_master where type = 'table'").all() as {
      name: string;
      sql: string;
    }[];
    const fullText = tables.filter((t) => /^create virtual table/i.test(t.sql)).map((t) => t.name);
    const own = tables.filter(
      ({ name }) =>
        !name.startsWith("sqlite_") &&
        !name.startsWith("kysely_migration") &&
        !fullText.some((index) => name === index || name.startsWith(`${index}_`)),
    );
    return new Map(
      own.map(({ name }) => [
        name,
        (sqlite.prepare(`select name from pragma_table_info(?)`).all(name) as { name: string }[])
          .map((column) => column.name)
          .sort(),
      ]),
    );
  } finally {
    sqlite.close();
  }
}

/** Each difference as a line: a table or column on one side only. */
function drift(declared: Schema, migrated: Schema): string[] {
  const lines: string[] = [];
  for (const table of new Set([...declared.keys(), ...migrated.keys()])) {
    const want = declared.get(table);
    const have = migrated.get(table);
    if (!want) lines.push(`table ${table}: made by the migrations, not declared in db-schema.ts`);
    else if (!have) lines.push(`table ${table}: declared in db-schema.ts, not made by the migrations`);
    else {
      for (const column of want.filter((c) => !have.includes(c))) lines.push(`${table}.${column}: declared, not made`);
      for (const column of have.filter((c) => !want.includes(c))) lines.push(`${table}.${column}: made, not declared`);
    }
  }
  return lines.sort();
}

describe("the schema after all migrations (ADR 0074)", () => {
  const declared = declaredSchema();
  let migrated: Schema;
  // Every migration on a fresh file, sealing included: seconds on a busy machine.
  beforeAll(async () => void (migrated = await migratedSchema()), 60_000);

  it("reads the declaration", () => {
    // Guards the guard: a misread declaration would compare nothing.
    expect(declared.size).toBeGreaterThan(30);
    expect(declared.get("client_test_responses")).toContain("energieniveau");
  });

  it("has exactly the tables and columns db-schema.ts declares", () => {
    expect(drift(declared, migrated)).toEqual([]);
  });

  it("names a planted drift", () => {
    const planted = new Map(declared).set("people", [...declared.get("people")!, "nickname"]);
    planted.delete("broadcasts");
    expect(drift(planted, declared)).toEqual([
      "people.nickname: declared, not made",
      "table broadcasts: made by the migrations, not declared in db-schema.ts",
    ]);
  });
});

describe("the migrations", () => {
  it("can each be undone: the migration tests go back to an old database through every down()", async () => {
    const { migrations } = await import("~/server/db.server");
    const withoutDown = Object.entries(migrations)
      .filter(([, migration]) => typeof migration.down !== "function")
      .map(([name]) => name);
    expect(withoutDown).toEqual([]);
  });
});
