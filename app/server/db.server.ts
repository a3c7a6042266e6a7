import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type SqliteDialectConfig,
} from "kysely";
import { statSync } from "node:fs";
import { join } from "node:path";
import { secureDataDir } from "./data-dir.server";
import { runDataScript } from "./data-scripts.server";
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
import * as people from "./migrations/0015_people";
import * as leadsOverview from "./migrations/0016_leads_overview";
import * as newsletter from "./migrations/0017_newsletter";
import * as blog from "./migrations/0018_blog";
import * as contentHistory from "./migrations/0019_content_history";
import * as coachFacts from "./migrations/0020_coach_facts";
import * as sitePortrait from "./migrations/0021_site_portrait";
import * as appointmentSeries from "./migrations/0023_appointment_series";
import * as appointmentRequests from "./migrations/0025_appointment_requests";
import * as businessDetails from "./migrations/0030_business_details";
import * as goLiveDismissals from "./migrations/0031_go_live_dismissals";
import * as backups from "./migrations/0035_backups";
import * as invoices from "./migrations/0040_invoices";
import * as payments from "./migrations/0042_payments";
import * as videoRooms from "./migrations/0044_video_rooms";
import * as statusFollowsBooking from "./migrations/0045_status_follows_booking";
import * as passwordResets from "./migrations/0046_password_resets";
import * as paymentSettings from "./migrations/0047_payment_settings";
import * as sequences from "./migrations/0053_sequences";
import * as readySequences from "./migrations/0054_ready_sequences";
import * as sessionTypesAndCredits from "./migrations/0058_session_types_and_credits";
import * as clientAccess from "./migrations/0059_client_access";
import * as sequenceStepClicks from "./migrations/0063_sequence_step_clicks";
import * as creditMails from "./migrations/0066_credit_mails";
import * as sessionNotes from "./migrations/0067_session_notes";
import * as selftestRetakes from "./migrations/0069_selftest_retakes";

/** Versioned migrations, applied in name order at start-up. */
export const migrations: Record<string, Migration> = {
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
  "0015_people": people,
  "0016_leads_overview": leadsOverview,
  "0017_newsletter": newsletter,
  "0018_blog": blog,
  "0019_content_history": contentHistory,
  "0020_coach_facts": coachFacts,
  "0021_site_portrait": sitePortrait,
  "0023_appointment_series": appointmentSeries,
  "0025_appointment_requests": appointmentRequests,
  "0030_business_details": businessDetails,
  "0031_go_live_dismissals": goLiveDismissals,
  "0035_backups": backups,
  "0040_invoices": invoices,
  "0042_payments": payments,
  "0044_video_rooms": videoRooms,
  "0045_status_follows_booking": statusFollowsBooking,
  "0046_password_resets": passwordResets,
  "0047_payment_settings": paymentSettings,
  "0053_sequences": sequences,
  "0054_ready_sequences": readySequences,
  "0058_session_types_and_credits": sessionTypesAndCredits,
  "0059_client_access": clientAccess,
  "0063_sequence_step_clicks": sequenceStepClicks,
  "0066_credit_mails": creditMails,
  "0067_session_notes": sessionNotes,
  "0069_selftest_retakes": selftestRetakes,
};

/**
 * Kysely's SQLite driver begins a transaction DEFERRED: it reads on a snapshot
 * and takes the write lock only at its first write. If another process (a
 * script, a test's seeding) committed in between, that write fails at once
 * with SQLITE_BUSY_SNAPSHOT, past busy_timeout, and a visitor's form fails.
 * BEGIN IMMEDIATE takes the write lock first, waiting busy_timeout for it, as
 * the synchronous transactions do (sync-db.server.ts). There is one connection
 * per process, so no writer of ours waits on another.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export interface Db {
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
  const migrating = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db: migrating, provider: { getMigrations: async () => migrations } });
  const known = await migrator.getMigrations();
  const pending = known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
  // A database that has data and is about to change shape is copied first; a new one has nothing to lose.
  if (pending.length > 0 && pending.length < known.length) await backupBeforeMigrating(dataDir, pending);
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Success") logger.info({ migration: result.migrationName }, "migration applied");
  }
  if (error) throw error;
  // A migration that rewrote rows (0004 and 0010 seal) must not leave the old versions in the WAL.
  if (results?.some((result) => result.status === "Success")) sqlite.pragma("wal_checkpoint(TRUNCATE)");
  return { sqlite, file, inode: statSync(file).ino };
}

/** The backup before a migration failed, so the start is refused before anything changed (ADR 0099). */
export class MigrationBackupError extends Error {}

/** How many backups made before a migration stay in DATA_DIR/backups/before-migration. */
const migrationBackupsKept = 5;

/**
 * Copies the data folder with `npm run backup`'s own script (locally only: a
 * start should not wait for an upload) before a migration changes the
 * database, into DATA_DIR/backups/before-migration/<UTC time>.
 */
async function backupBeforeMigrating(dataDir: string, pending: readonly string[]): Promise<void> {
  const folder = join(
    dataDir,
    "backups",
    "before-migration",
    new Date().toISOString().slice(0, 19).replaceAll(":", "-"),
  );
  const result = await runDataScript("backup", [folder, "--local-only", "--keep", String(migrationBackupsKept)], {
    dataDir,
    timeoutMs: 60 * 60_000,
  });
  if (result.exitCode !== 0) {
    throw new MigrationBackupError(
      `The backup before migrating (${pending.join(", ")}) failed, so nothing was changed and the server does not ` +
        `start. Free disk space or fix the cause, then start again. ${result.errorOutput}`,
    );
  }
  logger.info({ migrations: pending, folder }, "backup made before migrating");
}

// Kept on globalThis, not in a module variable: in development Vite loads the
// app's modules a second time, and both copies must share the one connection.
const slot = Symbol.for("coach.database");
type Slot = { opening?: Promise<Db>; ready?: Db };
const state: Slot = ((globalThis as Record<symbol, Slot | undefined>)[slot] ??= {});

/**
 * Opens the app's one database in DATA_DIR (key check, migrations). The server
 * awaits it before it listens (server/app.ts); later calls return the same one.
 */
export async function openAppDatabase(): Promise<Db> {
  state.opening ??= openDatabase(env.DATA_DIR).then((opened) => (state.ready = opened));
  return state.opening;
}

/** The open database; throws if the server has not opened it yet (ADR 0039). */
export function database(): Db {
  if (!state.ready) {
    throw new Error("the database is not open yet: await openAppDatabase() at start-up, before the first query");
  }
  return state.ready;
}

/**
 * The app's query builder, ready to import anywhere: it runs on the connection
 * openAppDatabase() opened (ADR 0039), and fails with database()'s message if
 * used before that.
 */
export const db = new Kysely<Database>({
  dialect: new ImmediateSqliteDialect({ database: async () => database().sqlite }),
});

/**
 * Throws unless the database can take leads: the file at DATA_DIR/site.db must
 * still be the one we have open (writes to a deleted or replaced file would be
 * lost at the next start) and must read. Used by /healthz.
 */
export async function checkDatabase(): Promise<void> {
  const { file, inode } = database();
  if (statSync(file, { throwIfNoEntry: false })?.ino !== inode) {
    throw new Error("the database file was moved, deleted or replaced while open");
  }
  await sql`select count(*) from sqlite_master`.execute(db);
}

/**
 * Closes the database at shutdown: checkpoints the WAL into site.db first so
 * the file alone holds every committed row. Later queries fail (and /healthz
 * answers 503) instead of silently reopening it.
 */
export async function closeDatabase(): Promise<void> {
  if (!state.opening) return;
  const { sqlite } = await state.opening;
  if (!sqlite.open) return;
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
}

/**
 * Copies the WAL into site.db and empties it, so old versions of erased rows
 * leave the WAL too; false when a reader kept part of it (the next checkpoint
 * takes the rest). Waits for Kysely's lock, so it never cuts into a transaction.
 */
export async function checkpointWal(): Promise<boolean> {
  const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  return rows[0]?.busy === 0;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** How many rows a lead table (or the access log) holds: dashboard counts, list totals. */
export async function countRows(
  table: "newsletter_subscribers" | "ebook_requests" | "client_test_responses" | "access_log",
): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
