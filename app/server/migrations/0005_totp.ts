import type { Kysely } from "kysely";

/**
 * Two-factor login (ADR 0019): one TOTP secret per user (pending until confirmed
 * with a code) and the hashes of its one-time recovery codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_totp")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_used_step", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("admin_recovery_codes")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("admin_recovery_codes_user")
    .on("admin_recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["admin_recovery_codes", "admin_totp"]) await db.schema.dropTable(table).execute();
}
