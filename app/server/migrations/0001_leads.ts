import type { Kysely } from "kysely";

/** The intake's answer columns as this migration creates them (frozen, ADR 0074). */
const intakeAnswerFields = [
  "energieniveau",
  "stressfactoren",
  "concentratie_vergeetachtigheid",
  "emotioneel_uitgeput",
  "jezelf_kwijtgeraakt",
  "slaapkwaliteit",
  "lichamelijke_klachten",
  "eetlust_spijsvertering",
  "overprikkeling",
  "energie_activiteiten",
  "oorzaak_klachten",
  "patronen_gewoonten",
  "omgaan_tegenslagen",
  "grenzen_aangeven",
  "reactie_hulp",
  "leven_betekenis",
  "verbondenheid",
  "waarden_belangrijk",
  "juiste_plek_leven",
  "gewenste_verandering",
  "uitgevallen_werk",
  "duur_klachten",
  "eerdere_hulp",
  "herstel_pogingen",
  "verwachtingen_coaching",
] as const;

/** Lead capture: subscribers, e-book requests, self-test results, intake, consent, analytics, rate limits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text")
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("is_active", "integer", (col) => col.notNull())
    .addColumn("subscribed_at", "text", (col) => col.notNull())
    .addColumn("last_email_sent_at", "text")
    .addColumn("unsubscribed_at", "text")
    .execute();
  await db.schema
    .createIndex("newsletter_subscribed_at")
    .on("newsletter_subscribers")
    .column("subscribed_at")
    .execute();

  await db.schema
    .createTable("ebook_requests")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text")
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("ebook_requests_requested_at").on("ebook_requests").column("requested_at").execute();

  await db.schema
    .createTable("test_results")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("profiel", "text", (col) => col.notNull())
    .addColumn("score", "integer", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("answers", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  let intake = db.schema
    .createTable("client_test_responses")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("client_name", "text", (col) => col.notNull())
    .addColumn("submitted_at", "text", (col) => col.notNull())
    .addColumn("consent_at", "text", (col) => col.notNull())
    .addColumn("read_at", "text");
  for (const field of intakeAnswerFields) intake = intake.addColumn(field, "text");
  await intake.execute();
  await db.schema.createIndex("client_test_submitted_at").on("client_test_responses").column("submitted_at").execute();

  await db.schema
    .createTable("consents")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("analytics", "integer", (col) => col.notNull())
    .addColumn("marketing", "integer", (col) => col.notNull())
    .addColumn("banner_version", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("path", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_created_at")
    .on("analytics_events")
    .columns(["name", "created_at"])
    .execute();

  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("at_ms", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_key_at").on("rate_limit_hits").columns(["key", "at_ms"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "rate_limit_hits",
    "analytics_events",
    "consents",
    "client_test_responses",
    "test_results",
    "ebook_requests",
    "newsletter_subscribers",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
