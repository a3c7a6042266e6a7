import SQLite from "better-sqlite3";
import { join } from "node:path";

/** Reads the real database file a test server writes (read-only, so it can run beside the server). */
export function readRows<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new SQLite(join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
