import { sql, type Kysely } from "kysely";

/**
 * The coach's workspace (ADR 0054): self-test results get 'Nieuw until opened'
 * like intakes (D22), one row of notification settings (ADR 0053) and, per
 * admin, when the dashboard was visited (ADR 0054). Results stored before this
 * stay unread: the coach has not seen them on a screen yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("test_results").addColumn("read_at", "text").execute();
  // The dashboard and the list count unread results; a partial index keeps that small at any size.
  await sql`create index test_results_unread on test_results (created_at) where read_at is null`.execute(db);

  await db.schema
    .createTable("notification_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("intakes", "integer", (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`intakes in (0, 1)`),
    )
    .addColumn("selftests", "integer", (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`selftests in (0, 1)`),
    )
    .addColumn("ebooks", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`ebooks in (0, 1)`),
    )
    .addColumn("newsletter", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`newsletter in (0, 1)`),
    )
    // Null: a mail per event; 0-23: one digest a day at that hour, Amsterdam time.
    .addColumn("digest_hour", "integer", (col) => col.check(sql`digest_hour between 0 and 23`))
    // The Amsterdam day ('YYYY-MM-DD') of the last digest and the moment it counted up to.
    .addColumn("last_digest_day", "text")
    .addColumn("last_digest_at", "text")
    .execute();
  await sql`insert into notification_settings (id) values (1)`.execute(db);

  await db.schema
    .createTable("admin_dashboard_visits")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // 'Nieuw sinds je laatste bezoek' counts from here: the visit before the current sitting.
    .addColumn("baseline_at", "text")
    .addColumn("visited_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_dashboard_visits").execute();
  await db.schema.dropTable("notification_settings").execute();
  await db.schema.dropIndex("test_results_unread").execute();
  await db.schema.alterTable("test_results").dropColumn("read_at").execute();
}
