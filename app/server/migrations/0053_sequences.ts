import { sql, type Kysely } from "kysely";

/**
 * Follow-up mail sequences (D34, ADR 0130): a sequence is a trigger and
 * ordered steps; a step is a mail with a delay after the previous step (the
 * first: after entering) and a send window in Dutch time. An enrolment is one
 * subscriber in one sequence, once: it holds the next step and when it is due.
 * A step's delivery is a mail-queue row, unique per step and subscriber, sent
 * by the broadcast sender with its claim (exactly once across a crash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sequences")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("trigger", "text", (col) => col.notNull())
    .addColumn("profile", "text")
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("gepauzeerd")
        .check(sql`status in ('gepauzeerd', 'actief')`),
    )
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sequence_steps")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("sequence_id", "integer", (col) => col.notNull().references("sequences.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("delay_hours", "integer", (col) => col.notNull().check(sql`delay_hours between 0 and 2160`))
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("preheader", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("body_md", "text", (col) => col.notNull())
    // ISO weekdays as digits ('12345': Monday to Friday), hours [start, end) in Amsterdam time.
    .addColumn("window_days", "text", (col) => col.notNull().defaultTo("12345"))
    .addColumn("window_start", "integer", (col) =>
      col
        .notNull()
        .defaultTo(9)
        .check(sql`window_start between 0 and 23`),
    )
    .addColumn("window_end", "integer", (col) =>
      col
        .notNull()
        .defaultTo(17)
        .check(sql`window_end between 1 and 24 and window_end > window_start`),
    )
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addUniqueConstraint("sequence_steps_order", ["sequence_id", "position"])
    .execute();

  await db.schema
    .createTable("sequence_enrolments")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("sequence_id", "integer", (col) => col.notNull().references("sequences.id").onDelete("cascade"))
    // Consent lives on the subscriber row (D34); erasing it ends the enrolment with it.
    .addColumn("subscriber_id", "integer", (col) =>
      col.notNull().references("newsletter_subscribers.id").onDelete("cascade"),
    )
    .addColumn("entered_at", "text", (col) => col.notNull())
    // The position of the step that goes next; null once the last step is queued.
    .addColumn("next_position", "integer")
    .addColumn("next_due_at", "text")
    .addColumn("exited_at", "text")
    .addColumn("exit_reason", "text")
    .addUniqueConstraint("sequence_enrolments_once", ["sequence_id", "subscriber_id"])
    .execute();
  await sql`create index sequence_enrolments_due on sequence_enrolments (next_due_at) where exited_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex("sequence_enrolments_subscriber")
    .on("sequence_enrolments")
    .column("subscriber_id")
    .execute();

  // No foreign key: a delivery is history and outlives a deleted step (the sender fails it instead).
  await db.schema.alterTable("mail_queue").addColumn("sequence_step_id", "integer").execute();
  await sql`create unique index mail_queue_sequence_recipient on mail_queue (sequence_step_id, subscriber_id) where sequence_step_id is not null`.execute(
    db,
  );
  await sql`create index mail_queue_sequence_unclaimed on mail_queue (id) where sequence_step_id is not null and claimed_at is null`.execute(
    db,
  );
  // The same-day rule looks up a subscriber's sequence mails by time.
  await sql`create index mail_queue_sequence_subscriber on mail_queue (subscriber_id, created_at) where sequence_step_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_queue_sequence_subscriber`.execute(db);
  await sql`drop index mail_queue_sequence_unclaimed`.execute(db);
  await sql`drop index mail_queue_sequence_recipient`.execute(db);
  await sql`delete from mail_queue where sequence_step_id is not null`.execute(db);
  await db.schema.alterTable("mail_queue").dropColumn("sequence_step_id").execute();
  await db.schema.dropTable("sequence_enrolments").execute();
  await db.schema.dropTable("sequence_steps").execute();
  await db.schema.dropTable("sequences").execute();
}
