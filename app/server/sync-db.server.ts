import type SQLite from "better-sqlite3";
import type { Compilable, Kysely } from "kysely";
import type { Database } from "./db-schema";
import { database, db as queryBuilder } from "./db.server";

/**
 * Synchronous reads and writes, for work that must check and write in one
 * BEGIN IMMEDIATE transaction with no await in between (the booking claims,
 * ADR 0040): queries are built with Kysely for their types and run on the
 * better-sqlite3 handle directly, always inside `withConnection`.
 */

/** The app's one connection for synchronous work: the raw handle, and the query builder that compiles for it. */
export interface Connection {
  sqlite: SQLite.Database;
  kysely: Kysely<Database>;
}

/**
 * Runs synchronous work on the app's one connection while holding Kysely's
 * lock on it. Without the lock the work could run between the statements of a
 * Kysely transaction another request has open, become part of it, and be
 * rolled back with it after we answered "booked".
 */
export async function withConnection<T>(body: (db: Connection) => T): Promise<T> {
  return queryBuilder.connection().execute(async () => body({ sqlite: database().sqlite, kysely: queryBuilder }));
}

/** `withConnection` in a BEGIN IMMEDIATE transaction: other processes' writers wait for it. */
export function withImmediateTransaction<T>(body: (db: Connection) => T): Promise<T> {
  return withConnection((db) => db.sqlite.transaction(() => body(db)).immediate());
}

export function all<Row>(db: Connection, query: Compilable<Row>): Row[] {
  const { sql, parameters } = query.compile();
  return db.sqlite.prepare(sql).all(...parameters) as Row[];
}

export function first<Row>(db: Connection, query: Compilable<Row>): Row | undefined {
  return all(db, query)[0];
}

/** Runs a write; returns the number of changed rows and the new row id. */
export function run(db: Connection, query: Compilable<unknown>): { changes: number; id: number } {
  const { sql, parameters } = query.compile();
  const result = db.sqlite.prepare(sql).run(...parameters);
  return { changes: result.changes, id: Number(result.lastInsertRowid) };
}

/** Changes whenever another connection (another process) commits a write: what kept copies check (ADR 0082). */
export function dataVersion(db: Connection): number {
  return db.sqlite.pragma("data_version", { simple: true }) as number;
}
