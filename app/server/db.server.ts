import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql, type Migration } from "kysely";
import { statSync } from "node:fs";
import { join } from "node:path";
import { secureDataDir } from "./data-dir.server";
import type { Database } from "./db-schema";
import { env } from "./env.server";
import { logger } from "./logger.server";
import * as leads from "./migrations/0001_leads";
import * as mailQueue from "./migrations/0002_mail_queue";
import * as admin from "./migrations/0003_admin";
import * as encryptHealthData from "./migrations/0004_encrypt_health_data";
import * as totp from "./migrations/0005_totp";
import * as retentionIndexes from "./migrations/0006_retention_indexes";
import * as accessLog from "./migrations/0007_access_log";
import { verifyDataKey } from "./data-key.server";
import * as adminIndexes from "./migrations/0009_admin_indexes";
import * as adminAuthHardening from "./migrations/0010_admin_auth_hardening";
import * as booking from "./migrations/0012_booking";

/** Versioned migrations, applied in name order at start-up. */
const migrations: Record<string, Migration> = {
  "0001_leads": leads,
  "0002_mail_queue": mailQueue,
  "0003_admin": admin,
  "0004_encrypt_health_data": encryptHealthData,
  "0005_totp": totp,
  "0006_retention_indexes": retentionIndexes,
  "0007_access_log": accessLog,
  "0009_admin_indexes": adminIndexes,
  "0010_admin_auth_hardening": adminAuthHardening,
  "0012_booking": booking,
};

export interface Db {
  kysely: Kysely<Database>;
  sqlite: SQLite.Database;
  /** The file's path and inode when opened, to notice it being moved or replaced underneath us. */
  file: string;
  inode: number;
}

/** Opens (and creates) the database file in WAL mode and brings its schema up to date. */
export async function openDatabase(dataDir: string): Promise<Db> {
  // First thing at start-up: the folder and every file in it (WAL, SHM included) owner-only.
  secureDataDir(dataDir);
  const file = join(dataDir, "site.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  // WAL with synchronous=FULL: a committed write survives a crash or power loss.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // Deleted rows are overwritten, not just unlinked: an erased person's data must not linger in free pages.
  sqlite.pragma("secure_delete = ON");
  // A wrong DATA_ENCRYPTION_KEY stops here, before a migration could write anything with it.
  verifyDataKey(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") logger.info({ migration: result.migrationName }, "migration applied");
  }
  if (error) throw error;
  // A migration that rewrote rows (0004 and 0010 seal) must not leave the old versions in the WAL.
  if (results?.some((result) => result.status === "Success")) sqlite.pragma("wal_checkpoint(TRUNCATE)");
  return { kysely, sqlite, file, inode: statSync(file).ino };
}

let opened: Promise<Db> | undefined;

/** The app's one database, opened on first use in the configured data folder. */
export function database(): Promise<Db> {
  opened ??= openDatabase(env.DATA_DIR);
  return opened;
}

/**
 * Throws unless the database can take leads: the file at DATA_DIR/site.db must
 * still be the one we have open (writes to a deleted or replaced file would be
 * lost at the next start) and must read. Used by /healthz.
 */
export async function checkDatabase(): Promise<void> {
  const { kysely, file, inode } = await database();
  if (statSync(file, { throwIfNoEntry: false })?.ino !== inode) {
    throw new Error("the database file was moved, deleted or replaced while open");
  }
  await sql`select count(*) from sqlite_master`.execute(kysely);
}

/**
 * Closes the database at shutdown: checkpoints the WAL into site.db first so
 * the file alone holds every committed row. Later queries fail (and /healthz
 * answers 503) instead of silently reopening it.
 */
export async function closeDatabase(): Promise<void> {
  if (!opened) return;
  const { sqlite } = await opened;
  if (!sqlite.open) return;
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
}

export async function db(): Promise<Kysely<Database>> {
  return (await database()).kysely;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** How many rows a lead table (or the access log) holds: dashboard counts, list totals. */
export async function countRows(
  table: "newsletter_subscribers" | "ebook_requests" | "client_test_responses" | "access_log",
): Promise<number> {
  const { n } = await (
    await db()
  )
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
