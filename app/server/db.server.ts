import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type Migration } from "kysely";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./db-schema";
import { env } from "./env.server";
import { logger } from "./logger.server";
import * as leads from "./migrations/0001_leads";
import * as mailQueue from "./migrations/0002_mail_queue";
import * as admin from "./migrations/0003_admin";
import * as adminIndexes from "./migrations/0009_admin_indexes";

/** Versioned migrations, applied in name order at start-up. */
const migrations: Record<string, Migration> = {
  "0001_leads": leads,
  "0002_mail_queue": mailQueue,
  "0003_admin": admin,
  "0009_admin_indexes": adminIndexes,
};

export interface Db {
  kysely: Kysely<Database>;
  sqlite: SQLite.Database;
}

/** Opens (and creates) the database file in WAL mode and brings its schema up to date. */
export async function openDatabase(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, "site.db"));
  sqlite.pragma("journal_mode = WAL");
  // WAL with synchronous=FULL: a committed write survives a crash or power loss.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") logger.info({ migration: result.migrationName }, "migration applied");
  }
  if (error) throw error;
  return { kysely, sqlite };
}

let opened: Promise<Db> | undefined;

/** The app's one database, opened on first use in the configured data folder. */
export function database(): Promise<Db> {
  opened ??= openDatabase(env.DATA_DIR);
  return opened;
}

export async function db(): Promise<Kysely<Database>> {
  return (await database()).kysely;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** How many rows a lead table holds (dashboard counts, list totals). */
export async function countRows(
  table: "newsletter_subscribers" | "ebook_requests" | "client_test_responses",
): Promise<number> {
  const { n } = await (
    await db()
  )
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
