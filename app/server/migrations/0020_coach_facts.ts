import type { Kysely } from "kysely";
import { defaultHourlyRateCents, defaultPackages } from "~/content/pages/packages";
import { testimonials } from "~/content/testimonials";

/**
 * The coach's facts move into the database (issue #15 item 3, ADR 0061):
 * testimonials, the two packages and the hourly rate. The content files are
 * read once, here, and stay the defaults of a fresh install. The seeded
 * testimonials are samples: no consent is recorded for them.
 */
/** The tables as this migration writes them (the app's types may move on later). */
interface Seeded {
  testimonials: {
    text: string;
    name: string;
    role: string;
    rating: number;
    position: number;
    visible: number;
    consent_at: string | null;
    sample: number;
    created_at: string;
    updated_at: string;
  };
  coaching_packages: { key: string; name: string; price_cents: number; features: string; updated_at: string };
  coaching_rates: { id: number; hourly_cents: number; updated_at: string };
  content_history: { entity: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Seeded>;
  const now = new Date().toISOString();
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("visible", "integer", (col) => col.notNull())
    // When the coach recorded the client's permission; null: none recorded.
    .addColumn("consent_at", "text")
    // 1: an invented example from app/content/testimonials.ts, until the coach saves it.
    .addColumn("sample", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  if (testimonials.length) {
    await db
      .insertInto("testimonials")
      .values(
        testimonials.map((item, index) => ({
          text: item.text,
          name: item.name,
          role: item.role,
          rating: item.rating ?? 5,
          position: index + 1,
          visible: 1,
          consent_at: null,
          sample: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }

  await db.schema
    .createTable("coaching_packages")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("price_cents", "integer", (col) => col.notNull())
    // What is included: a JSON array of lines.
    .addColumn("features", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("coaching_packages")
    .values(
      defaultPackages.map((item) => ({
        key: item.key,
        name: item.name,
        price_cents: item.priceCents,
        features: JSON.stringify(item.features),
        updated_at: now,
      })) as never,
    )
    .execute();

  await db.schema
    .createTable("coaching_rates")
    // One row (id 1).
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("hourly_cents", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db
    .insertInto("coaching_rates")
    .values({ id: 1, hourly_cents: defaultHourlyRateCents, updated_at: now })
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Seeded>;
  await db.schema.dropTable("coaching_rates").execute();
  await db.schema.dropTable("coaching_packages").execute();
  await db.schema.dropTable("testimonials").execute();
  // Their versions are meaningless without them.
  await db.deleteFrom("content_history").where("entity", "in", ["testimonial", "coaching_prices"]).execute();
}
