import { sql, type Kysely } from "kysely";

/**
 * The coach's portrait uploaded in the admin (ADR 0062):
 * one row while a photo is set; without it the committed placeholder
 * (assets/images) is shown. The files are an `uploaded_images` row (ADR 0058).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_portrait")
    // Always 1: the site has one portrait.
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("image_id", "text", (col) => col.notNull().references("uploaded_images.id"))
    .addColumn("alt", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_portrait").execute();
}
