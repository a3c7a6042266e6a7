import { sql, type Kysely } from "kysely";

/**
 * Paid sessions on the one agenda (D36, ADR 0122, ADR 0123). A session type
 * is what the coach offers besides the free intro call: a name, a length, a
 * place (online, or at an address), a buffer, and either its own weekly
 * windows or the intro call's. `package_sessions` says how many of which type
 * a package gives. A credit is one session a client may book: one row each,
 * granted when a package is paid or by the coach by hand, valid until
 * `expires_at`. Booking binds a credit to the appointment (`appointment_id`,
 * unique while bound); a late cancel or a no-show spends it (`spent_at`).
 * `session_credit_changes` keeps the coach's hand-made changes with their
 * sealed reason. An appointment with a `session_type_id` is a paid session;
 * null is the intro call, exactly as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("session_types")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("minutes", "integer", (col) => col.notNull().check(sql`minutes between 15 and 240`))
    .addColumn("place", "text", (col) => col.notNull().check(sql`place in ('online', 'locatie')`))
    .addColumn("address", "text")
    .addColumn("buffer_minutes", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_minutes between 0 and 120`),
    )
    .addColumn("own_hours", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`own_hours in (0, 1)`),
    )
    .addColumn("archived_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("session_type_availability")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("session_type_id", "integer", (col) => col.notNull().references("session_types.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (col) => col.notNull().check(sql`weekday between 1 and 7`))
    .addColumn("start_minute", "integer", (col) => col.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn("end_minute", "integer", (col) => col.notNull().check(sql`end_minute between 1 and 1440`))
    .execute();

  await db.schema
    .createTable("package_sessions")
    .addColumn("package_key", "text", (col) => col.notNull().check(sql`package_key in ('online', 'face_to_face')`))
    .addColumn("session_type_id", "integer", (col) => col.notNull().references("session_types.id").onDelete("cascade"))
    .addColumn("count", "integer", (col) => col.notNull().check(sql`count between 1 and 50`))
    .addPrimaryKeyConstraint("package_sessions_pk", ["package_key", "session_type_id"])
    .execute();

  await db.schema
    .createTable("session_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("credit_months", "integer", (col) =>
      col
        .notNull()
        .defaultTo(6)
        .check(sql`credit_months between 1 and 24`),
    )
    .addColumn("cancel_hours", "integer", (col) =>
      col
        .notNull()
        .defaultTo(24)
        .check(sql`cancel_hours between 0 and 168`),
    )
    .addColumn("updated_at", "text")
    .execute();
  await sql`insert into session_settings (id) values (1)`.execute(db);

  await db.schema
    .alterTable("appointments")
    .addColumn("session_type_id", "integer", (col) => col.references("session_types.id"))
    .execute();
  await db.schema.alterTable("appointments").addColumn("no_show_at", "text").execute();
  await db.schema.createIndex("appointments_session_type").on("appointments").column("session_type_id").execute();

  await db.schema
    .createTable("session_credits")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("client_email", "text", (col) => col.notNull())
    .addColumn("session_type_id", "integer", (col) => col.notNull().references("session_types.id"))
    .addColumn("offer_id", "integer", (col) => col.references("payment_offers.id").onDelete("set null"))
    .addColumn("granted_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("appointment_id", "integer", (col) => col.references("appointments.id").onDelete("set null"))
    .addColumn("spent_at", "text")
    .execute();
  await sql`create unique index session_credits_one_per_appointment on session_credits (appointment_id) where appointment_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex("session_credits_by_client")
    .on("session_credits")
    .columns(["client_email", "session_type_id"])
    .execute();
  await db.schema.createIndex("session_credits_by_offer").on("session_credits").column("offer_id").execute();

  await db.schema
    .createTable("session_credit_changes")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("credit_id", "integer", (col) => col.notNull().references("session_credits.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('toegevoegd', 'teruggegeven')`))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("admin_email", "text", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("session_credit_changes_by_credit")
    .on("session_credit_changes")
    .column("credit_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("session_credit_changes").execute();
  await db.schema.dropTable("session_credits").execute();
  await db.schema.dropIndex("appointments_session_type").execute();
  await db.schema.alterTable("appointments").dropColumn("no_show_at").execute();
  await db.schema.alterTable("appointments").dropColumn("session_type_id").execute();
  await db.schema.dropTable("session_settings").execute();
  await db.schema.dropTable("package_sessions").execute();
  await db.schema.dropTable("session_type_availability").execute();
  await db.schema.dropTable("session_types").execute();
}
