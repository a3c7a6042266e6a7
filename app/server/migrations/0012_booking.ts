import { randomBytes } from "node:crypto";
import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

/**
 * First-party booking (D25, ADR 0040): the coach's weekly
 * availability, one settings row, blocked dates, appointments and their status
 * history. A fresh install can take bookings at once: Monday to Friday
 * 09:00-17:00, 30-minute calls.
 */
/** A required whole number with a default and bounds the database enforces. */
function bounded(column: string, fallback: number, min: number, max: number) {
  return (col: ColumnDefinitionBuilder) =>
    col
      .notNull()
      .defaultTo(fallback)
      .check(sql`${sql.ref(column)} between ${sql.lit(min)} and ${sql.lit(max)}`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_availability")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    // ISO weekday: 1 Monday ... 7 Sunday.
    .addColumn("weekday", "integer", (col) => col.notNull().check(sql`weekday between 1 and 7`))
    // Minutes after local midnight (Europe/Amsterdam wall time).
    .addColumn("start_minute", "integer", (col) => col.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn("end_minute", "integer", (col) => col.notNull().check(sql`end_minute between 1 and 1440`))
    .addCheckConstraint("booking_availability_order", sql`end_minute > start_minute`)
    .execute();
  for (let weekday = 1; weekday <= 5; weekday++) {
    await sql`insert into booking_availability (weekday, start_minute, end_minute) values (${weekday}, ${9 * 60}, ${17 * 60})`.execute(
      db,
    );
  }

  await db.schema
    .createTable("booking_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    // Bounds the admin form will also state: no setting can make the slot computation run away.
    .addColumn("slot_minutes", "integer", bounded("slot_minutes", 30, 10, 240))
    .addColumn("buffer_minutes", "integer", bounded("buffer_minutes", 0, 0, 240))
    .addColumn("notice_minutes", "integer", bounded("notice_minutes", 12 * 60, 0, 43_200))
    .addColumn("horizon_days", "integer", bounded("horizon_days", 28, 1, 182))
    .addColumn("max_per_day", "integer", (col) => col.check(sql`max_per_day is null or max_per_day between 1 and 48`))
    .addColumn("video_url", "text", (col) => col.notNull())
    .addColumn("notice_email", "text")
    .addColumn("feed_token", "text", (col) => col.notNull())
    .addColumn("busy_feed_url", "text")
    .addColumn("busy_feed_ics", "text")
    .addColumn("busy_feed_busy", "text")
    .addColumn("busy_feed_fetched_at", "text")
    .addColumn("busy_feed_error", "text")
    .addColumn("busy_feed_error_at", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  await sql`insert into booking_settings (id, video_url, feed_token, updated_at)
    values (1, ${"https://meet.jit.si/kennismaking-voorbeeld"}, ${randomBytes(24).toString("base64url")}, ${now})`.execute(
    db,
  );

  await db.schema
    .createTable("booking_blocked_dates")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    // Local calendar dates, inclusive: 'YYYY-MM-DD'.
    .addColumn("start_date", "text", (col) => col.notNull())
    .addColumn("end_date", "text", (col) => col.notNull())
    .addColumn("note", "text")
    .addCheckConstraint("booking_blocked_order", sql`end_date >= start_date`)
    .execute();

  await db.schema
    .createTable("appointments")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("start_at", "text", (col) => col.notNull())
    .addColumn("end_at", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('gepland', 'geannuleerd', 'verzet', 'geweest')`),
    )
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("question", "text")
    .addColumn("rescheduled_to_id", "integer", (col) => col.references("appointments.id").onDelete("set null"))
    .addColumn("reminder_sent_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  // The claim: at most one planned appointment per start time, whatever races to insert it.
  await sql`create unique index appointments_planned_start on appointments (start_at) where status = 'gepland'`.execute(
    db,
  );
  await db.schema.createIndex("appointments_start").on("appointments").columns(["start_at"]).execute();
  await db.schema.createIndex("appointments_email").on("appointments").columns(["email", "status"]).execute();

  await db.schema
    .createTable("appointment_status_history")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("appointment_id", "integer", (col) => col.notNull().references("appointments.id").onDelete("cascade"))
    .addColumn("status", "text", (col) => col.notNull())
    // Who changed it: 'bezoeker', 'coach' or 'systeem'.
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("appointment_status_history_appointment")
    .on("appointment_status_history")
    .columns(["appointment_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("appointment_status_history").execute();
  await db.schema.dropTable("appointments").execute();
  await db.schema.dropTable("booking_blocked_dates").execute();
  await db.schema.dropTable("booking_settings").execute();
  await db.schema.dropTable("booking_availability").execute();
}
