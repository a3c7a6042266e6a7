import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { ImmediateSqliteDialect } from "./db.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function connection(file: string, busyMs: number): SQLite.Database {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${busyMs}`);
  return sqlite;
}

it("a transaction that reads, then writes, is not failed by another process writing in between", async () => {
  const folder = mkdtempSync(join(tmpdir(), "coach-immediate-"));
  folders.push(folder);
  const file = join(folder, "site.db");
  const ours = connection(file, 5000);
  // Another process on the same file, as a script or a test's seeding is: it may wait briefly only.
  const other = connection(file, 50);
  ours.exec("create table signups (email text)");
  const db = new Kysely<{ signups: { email: string } }>({ dialect: new ImmediateSqliteDialect({ database: ours }) });
  try {
    let otherWrite = "";
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from signups`.execute(trx);
      // Deferred, this write would go in and ours below would fail with SQLITE_BUSY_SNAPSHOT.
      try {
        other.prepare("insert into signups (email) values ('ander@example.nl')").run();
        otherWrite = "written";
      } catch (error) {
        otherWrite = (error as { code?: string }).code ?? "failed";
      }
      await trx.insertInto("signups").values({ email: "bezoeker@example.nl" }).execute();
    });
    expect(otherWrite).toBe("SQLITE_BUSY");
    other.prepare("insert into signups (email) values ('ander@example.nl')").run();
    expect(ours.prepare("select email from signups order by rowid").pluck().all()).toEqual([
      "bezoeker@example.nl",
      "ander@example.nl",
    ]);
  } finally {
    await db.destroy();
    other.close();
  }
});
