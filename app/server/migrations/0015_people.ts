import { sql, type Kysely } from "kysely";
import { lookupFor, sealFor, unsealFor } from "../data-key.server";
import type { Database } from "../db-schema";

/**
 * People (D28, ADR 0051): one row per lower-cased e-mail address
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

/**
 * A `people` row for every address already stored. Intakes from before D28
 * have no address; the coach links them on the card. The upsert is a copy of
 * what the app's people store did when this migration was written (frozen,
 * ADR 0074): the newest activity, one flag per kind, the clear search text
 * only from clear sources, keyed hashes of sealed names' words.
 */
async function backfillPeople(db: Kysely<Database>): Promise<void> {
  for (const row of await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "name", "subscribed_at"])
    .execute()) {
    await recordPerson(db, {
      kind: "newsletter",
      email: row.email,
      name: row.name,
      at: row.subscribed_at,
      clear: true,
    });
  }
  for (const row of await db.selectFrom("ebook_requests").select(["email", "name", "requested_at"]).execute()) {
    await recordPerson(db, { kind: "ebook", email: row.email, name: row.name, at: row.requested_at, clear: true });
  }
  for (const stored of await db.selectFrom("test_results").select(["email", "created_at"]).execute()) {
    const row = unsealFor("test_results", stored);
    await recordPerson(db, { kind: "selftest", email: row.email, name: null, at: row.created_at, clear: false });
  }
  for (const stored of await db.selectFrom("appointments").select(["email", "name", "created_at"]).execute()) {
    const row = unsealFor("appointments", stored);
    await recordPerson(db, { kind: "appointment", email: row.email, name: row.name, at: row.created_at, clear: false });
  }
}

function nameKeys(name: string | null): string {
  if (!name) return "";
  const words = name.toLocaleLowerCase("nl").split(/\s+/).filter(Boolean);
  return [...new Set(words.map((word) => lookupFor(word).slice(0, 16)))].join(" ");
}

async function recordPerson(
  db: Kysely<Database>,
  activity: { kind: (typeof kindColumns)[number]; email: string; name: string | null; at: string; clear: boolean },
): Promise<void> {
  const email = activity.email.trim().toLowerCase();
  const clearText = activity.clear ? [email, activity.name?.toLocaleLowerCase("nl") ?? ""].join(" ").trim() : "";
  const sealed = sealFor("people", { email, name: activity.name });
  await db
    .insertInto("people")
    .values({
      email_lookup: lookupFor(email),
      email: sealed.email,
      name: sealed.name,
      search_text: clearText,
      name_keys: activity.clear ? "" : nameKeys(activity.name),
      first_seen_at: activity.at,
      last_activity_at: activity.at,
      [activity.kind]: 1,
    })
    .onConflict((conflict) =>
      conflict.column("email_lookup").doUpdateSet((eb) => ({
        name: sql<string | null>`coalesce(${eb.ref("excluded.name")}, ${eb.ref("people.name")})`,
        search_text: sql<string>`case when ${eb.ref("excluded.search_text")} = '' then ${eb.ref("people.search_text")} else ${eb.ref("excluded.search_text")} end`,
        name_keys: sql<string>`case when ${eb.ref("excluded.name_keys")} = '' or instr(${eb.ref("people.name_keys")}, ${eb.ref("excluded.name_keys")}) > 0 then ${eb.ref("people.name_keys")} else trim(${eb.ref("people.name_keys")} || ' ' || ${eb.ref("excluded.name_keys")}) end`,
        last_activity_at: sql<string>`max(${eb.ref("people.last_activity_at")}, ${eb.ref("excluded.last_activity_at")})`,
        first_seen_at: sql<string>`min(${eb.ref("people.first_seen_at")}, ${eb.ref("excluded.first_seen_at")})`,
        [activity.kind]: 1,
      })),
    )
    .execute();
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
