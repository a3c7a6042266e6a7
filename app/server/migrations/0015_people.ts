import { sql, type Kysely } from "kysely";
import { backfillPeople } from "~/features/people/backfill.server";
import type { Database } from "../db-schema";

/**
 * People (issue #13, D28, ADR 0051): one row per lower-cased e-mail address
 * that left anything, keyed by its lookup hash and kept up to date on every
 * write, so /admin/mensen pages and searches without opening sealed columns.
 * The intake gets a sealed e-mail address and phone number with a look-up.
 * Existing rows are added to `people` here; old intakes have no address and
 * are linked by the coach on the card.
 */
const kindColumns = ["newsletter", "ebook", "selftest", "intake", "appointment"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("client_test_responses").addColumn("email", "text").execute();
  await db.schema.alterTable("client_test_responses").addColumn("phone", "text").execute();
  await db.schema.alterTable("client_test_responses").addColumn("email_lookup", "text").execute();
  await db.schema
    .createIndex("client_test_responses_email_lookup")
    .on("client_test_responses")
    .column("email_lookup")
    .execute();

  let people = db.schema
    .createTable("people")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("email_lookup", "text", (col) => col.notNull().unique())
    // Sealed: the address and the newest name known.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text")
    // Lower-cased address and names that a source table already holds in clear (newsletter, e-book).
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    // Keyed hashes of the words of names that are sealed at their source (intake, appointment).
    .addColumn("name_keys", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("nieuw")
        .check(sql`status in ('nieuw', 'in-gesprek', 'kennismaking-gepland', 'client', 'afgerond', 'geen-match')`),
    )
    .addColumn("status_at", "text")
    .addColumn("first_seen_at", "text", (col) => col.notNull())
    .addColumn("last_activity_at", "text", (col) => col.notNull());
  for (const kind of kindColumns) {
    people = people.addColumn(kind, "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`${sql.ref(kind)} in (0, 1)`),
    );
  }
  await people.execute();
  await db.schema.createIndex("people_last_activity").on("people").columns(["last_activity_at", "id"]).execute();
  await db.schema
    .createIndex("people_status_last_activity")
    .on("people")
    .columns(["status", "last_activity_at", "id"])
    .execute();
  // One partial index per kind: the 'what they did' filter pages newest first without a scan.
  for (const kind of kindColumns) {
    await db.schema
      .createIndex(`people_${kind}_last_activity`)
      .on("people")
      .columns(["last_activity_at", "id"])
      .where(sql.ref(kind), "=", 1)
      .execute();
  }

  // The search index (ADR 0051): trigram full-text over the clear search text and the name keys,
  // kept by triggers, so a part of a name or address is found without reading every row.
  await sql`create virtual table people_search using fts5(
    search_text, name_keys, content='people', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger people_search_insert after insert on people begin
    insert into people_search (rowid, search_text, name_keys) values (new.id, new.search_text, new.name_keys);
  end`.execute(db);
  await sql`create trigger people_search_delete after delete on people begin
    insert into people_search (people_search, rowid, search_text, name_keys)
      values ('delete', old.id, old.search_text, old.name_keys);
  end`.execute(db);
  await sql`create trigger people_search_update after update of search_text, name_keys on people begin
    insert into people_search (people_search, rowid, search_text, name_keys)
      values ('delete', old.id, old.search_text, old.name_keys);
    insert into people_search (rowid, search_text, name_keys) values (new.id, new.search_text, new.name_keys);
  end`.execute(db);

  await db.schema
    .createTable("person_notes")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("person_id", "integer", (col) => col.notNull().references("people.id").onDelete("cascade"))
    // Sealed.
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("person_notes_person").on("person_notes").columns(["person_id", "created_at"]).execute();

  await backfillPeople(db as unknown as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("person_notes").execute();
  await sql`drop table people_search`.execute(db);
  await db.schema.dropTable("people").execute();
  await db.schema.dropIndex("client_test_responses_email_lookup").execute();
  await db.schema.alterTable("client_test_responses").dropColumn("email_lookup").execute();
  await db.schema.alterTable("client_test_responses").dropColumn("phone").execute();
  await db.schema.alterTable("client_test_responses").dropColumn("email").execute();
}
