import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/server/db-schema";
import { db, nowIso } from "~/server/db.server";

/**
 * Earlier versions of what the coach edits (ADR 0058). A
 * feature calls `keepVersion` in the transaction of every save, with the
 * version being replaced, and reads it back with `versionOf` to restore it.
 * `entity` names the kind of thing ("blog_post"); the snapshot is the
 * feature's own shape, stored as JSON.
 */
type Executor = Kysely<Database> | Transaction<Database>;

export interface VersionEntry {
  id: number;
  savedBy: string;
  savedAt: string;
}

/** How many versions the editor lists; older ones stay stored. */
const listed = 30;

export async function keepVersion(
  executor: Executor,
  entity: string,
  entityId: string | number,
  snapshot: unknown,
  savedBy: string,
): Promise<void> {
  await executor
    .insertInto("content_history")
    .values({
      entity,
      entity_id: String(entityId),
      snapshot: JSON.stringify(snapshot),
      saved_by: savedBy,
      saved_at: nowIso(),
    })
    .execute();
}

/** The versions of one thing, newest first. */
export async function versionsOf(entity: string, entityId: string | number): Promise<VersionEntry[]> {
  const rows = await db
    .selectFrom("content_history")
    .select(["id", "saved_by", "saved_at"])
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .orderBy("id", "desc")
    .limit(listed)
    .execute();
  return rows.map((row) => ({ id: row.id, savedBy: row.saved_by, savedAt: row.saved_at }));
}

/** One stored version of this thing (never another's), or undefined. */
export async function versionOf(
  executor: Executor,
  entity: string,
  entityId: string | number,
  versionId: number,
): Promise<unknown> {
  const row = await executor
    .selectFrom("content_history")
    .select("snapshot")
    .where("id", "=", versionId)
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .executeTakeFirst();
  return row ? (JSON.parse(row.snapshot) as unknown) : undefined;
}

/** Forgets the versions of something deleted. */
export async function dropVersions(executor: Executor, entity: string, entityId: string | number): Promise<void> {
  await executor
    .deleteFrom("content_history")
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .execute();
}
