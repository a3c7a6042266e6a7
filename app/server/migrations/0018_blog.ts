import { sql, type Kysely } from "kysely";
import { defaultPosts } from "~/features/blog/front-matter";

/**
 * The blog moves into the database (issue #15, ADR 0057): posts, the slugs
 * they had before a rename (301 to the current one) and the images uploaded
 * for them. The Markdown files in app/content/blog are read once, here, and
 * keep their URLs, dates and illustrations; they stay the defaults of a fresh
 * install.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("uploaded_images")
    // Random, so an image of an unpublished post cannot be found by counting.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("widths", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("keywords", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("reading_minutes", "integer", (col) => col.notNull())
    // Null: a concept. In the future: scheduled. Otherwise live.
    .addColumn("published_at", "text")
    .addColumn("date_modified", "text")
    .addColumn("cover_image_id", "text", (col) => col.references("uploaded_images.id").onDelete("set null"))
    // The built illustration of a default post (public/images/blog-SLUG), kept when its slug changes.
    .addColumn("default_cover", "text")
    .addColumn("cover_alt", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("blog_posts_published").on("blog_posts").column("published_at").execute();

  await db.schema
    .createTable("blog_slug_redirects")
    .addColumn("old_slug", "text", (col) => col.primaryKey())
    .addColumn("post_id", "integer", (col) => col.notNull().references("blog_posts.id").onDelete("cascade"))
    .execute();

  const now = new Date().toISOString();
  for (const { slug, meta, body } of defaultPosts()) {
    await sql`insert into blog_posts (slug, title, description, body, tags, keywords, reading_minutes,
      published_at, date_modified, default_cover, cover_alt, created_at, updated_at)
      values (${slug}, ${meta.title}, ${meta.description}, ${body}, ${JSON.stringify(meta.tags)},
      ${JSON.stringify(meta.keywords)}, ${meta.readingMinutes},
      ${`${meta.date}T00:00:00.000Z`}, ${meta.dateModified}, ${`blog-${slug}`}, ${meta.coverAlt}, ${now}, ${now})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_slug_redirects").execute();
  await db.schema.dropTable("blog_posts").execute();
  await db.schema.dropTable("uploaded_images").execute();
}
