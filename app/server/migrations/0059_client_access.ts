import { sql, type Kysely } from "kysely";

/**
 * The client page's access (ADR 0124). `client_links`: the one live link per
 * client (lower-cased address); a new link replaces the row, so the old link
 * stops working; the token in the URL is signed and names only `link_id`.
 * `client_login_codes`: the mailed 6-digit code of a link, stored as a keyed
 * hash, with its expiry and the tries used; one row per link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("client_links")
    .addColumn("link_id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("client_login_codes")
    .addColumn("link_id", "text", (col) => col.primaryKey().references("client_links.link_id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("tries", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`tries between 0 and 5`),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("client_login_codes").execute();
  await db.schema.dropTable("client_links").execute();
}
