import { sql, type Kysely } from "kysely";

/**
 * The coach's requests to take the self-test again (ADR 0146). One row per
 * mailed link: the signed token in the URL names only `token_id`; the link
 * works until `expires_at` and once (`used_at`, with the result it stored).
 * At most one open request per person (the partial unique index), so fifty
 * clicks at once queue one mail. The row goes with its person (cascade); the
 * result itself is a `test_results` row of the person's address, so export,
 * erasure and retention treat it like any self-test result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("selftest_retakes")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("person_id", "integer", (col) => col.notNull().references("people.id").onDelete("cascade"))
    .addColumn("token_id", "text", (col) => col.notNull().unique())
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("result_id", "integer", (col) => col.references("test_results.id").onDelete("set null"))
    .execute();
  await sql`create unique index selftest_retakes_open on selftest_retakes (person_id) where used_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("selftest_retakes").execute();
}
