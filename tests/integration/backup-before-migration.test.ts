import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readRows } from "../support/database";
import { startBuiltServer } from "../support/server";

/**
 * A start that applies a pending migration backs up first (ADR 0099): the
 * copy holds the database as it was before the migration; when the backup
 * fails, the server does not start and the database stays as it was.
 */
const folders: string[] = [];
function folder(): string {
  const made = mkdtempSync(join(tmpdir(), "coach-before-migration-"));
  folders.push(made);
  return made;
}
// The modules read their settings on import; the migrations here and the server share one data key.
const dataKey = Buffer.alloc(32, 7).toString("base64");
process.env.DATA_DIR = folder();
process.env.DATA_ENCRYPTION_KEY = dataKey;
process.env.LOG_LEVEL = "silent";
process.env.PUBLIC_URL = "http://localhost:3000";
const { migrations } = await import("~/server/db.server");
const names = Object.keys(migrations).sort();
const newest = names.at(-1)!;

/** A data folder whose database has every migration but the newest, and one newsletter subscriber. */
async function olderDatabase(): Promise<string> {
  const dataDir = folder();
  const sqlite = new SQLite(join(dataDir, "site.db"));
  sqlite.pragma("journal_mode = WAL");
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  const older = Object.fromEntries(names.slice(0, -1).map((name) => [name, migrations[name]!]));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => older } }).migrateToLatest();
  if (error) throw error;
  sqlite
    .prepare("insert into newsletter_subscribers (email, name, is_active, subscribed_at) values (?, ?, 1, ?)")
    .run("lezer@example.nl", "Lezer", new Date().toISOString());
  await db.destroy();
  return dataDir;
}

const applied = (dataDir: string, file = "site.db") =>
  new SQLite(join(dataDir, file), { readonly: true })
    .prepare("select name from kysely_migration order by name")
    .pluck()
    .all() as string[];

afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe("a start with a pending migration", () => {
  it("backs up the database as it was, then migrates", async () => {
    const dataDir = await olderDatabase();
    const server = await startBuiltServer({ LOG_LEVEL: "info", DATA_ENCRYPTION_KEY: dataKey }, dataDir);
    try {
      expect(server.logs()).toContain("backup made before migrating");
      expect(applied(dataDir)).toEqual(names);
      const [backup, ...others] = readdirSync(join(dataDir, "backups", "before-migration"));
      expect(others).toEqual([]);
      const copy = join(dataDir, "backups", "before-migration", backup!);
      expect(readdirSync(copy).sort()).toEqual(["manifest.json", "site.db"]);
      expect(applied(copy)).toEqual(names.filter((name) => name !== newest));
      expect(readRows(copy, "select email from newsletter_subscribers")).toEqual([{ email: "lezer@example.nl" }]);
    } finally {
      await server.stop();
    }
  });

  it("does not start when that backup fails, and leaves the database as it was", async () => {
    const dataDir = await olderDatabase();
    // A file where the backups folder goes: the backup cannot be written.
    writeFileSync(join(dataDir, "backups"), "");
    await expect(startBuiltServer({ LOG_LEVEL: "info", DATA_ENCRYPTION_KEY: dataKey }, dataDir)).rejects.toThrow(
      /The backup before migrating \(.+\) failed, so nothing was changed and the server does not start/,
    );
    expect(applied(dataDir)).toEqual(names.filter((name) => name !== newest));
  });
});
