import { sql, type Kysely } from "kysely";

/**
 * A newsletter that sends (D26, ADR 0055, ADR 0056): consent proof and
 * bounces on subscribers, signups waiting for their confirmation, broadcasts,
 * and broadcast deliveries as mail-queue rows (one per broadcast and subscriber).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Consent proof (Telecommunicatiewet 11.7): when, where and to which text the person said yes.
  for (const column of [
    "consent_signup_at",
    "consent_confirmed_at",
    "consent_source",
    "consent_text",
    "consent_version",
    "bounced_at",
    "bounce_reason",
  ]) {
    await db.schema.alterTable("newsletter_subscribers").addColumn(column, "text").execute();
  }

  await db.schema
    .createTable("newsletter_pending")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("consent_text", "text", (col) => col.notNull())
    .addColumn("consent_version", "text", (col) => col.notNull())
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("mailed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("newsletter_pending_expiry").on("newsletter_pending").column("expires_at").execute();

  await db.schema
    .createTable("broadcasts")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("preheader", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("body_md", "text", (col) => col.notNull())
    // JSON array of tags; an empty array is every active subscriber.
    .addColumn("audience_tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("show_in_archive", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) =>
      col.notNull().check(sql`status in ('concept', 'gepland', 'bezig', 'verzonden')`),
    )
    .addColumn("scheduled_at", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("broadcasts_due").on("broadcasts").columns(["status", "scheduled_at"]).execute();

  await db.schema
    .alterTable("mail_queue")
    .addColumn("broadcast_id", "integer", (col) => col.references("broadcasts.id").onDelete("cascade"))
    .execute();
  for (const column of ["claimed_at", "sent_at", "failed_at"]) {
    await db.schema.alterTable("mail_queue").addColumn(column, "text").execute();
  }
  // The exactly-once rule: a subscriber can be queued for a broadcast only once.
  await sql`create unique index mail_queue_broadcast_recipient on mail_queue (broadcast_id, subscriber_id) where broadcast_id is not null`.execute(
    db,
  );
  // The sender's next batch: only unclaimed deliveries, in id order, without walking the sent ones.
  await sql`create index mail_queue_broadcast_unclaimed on mail_queue (id) where broadcast_id is not null and claimed_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index mail_queue_broadcast_unclaimed`.execute(db);
  await sql`drop index mail_queue_broadcast_recipient`.execute(db);
  await sql`delete from mail_queue where broadcast_id is not null`.execute(db);
  for (const column of ["failed_at", "sent_at", "claimed_at", "broadcast_id"]) {
    await db.schema.alterTable("mail_queue").dropColumn(column).execute();
  }
  await db.schema.dropTable("broadcasts").execute();
  await db.schema.dropTable("newsletter_pending").execute();
  for (const column of [
    "bounce_reason",
    "bounced_at",
    "consent_version",
    "consent_text",
    "consent_source",
    "consent_confirmed_at",
    "consent_signup_at",
  ]) {
    await db.schema.alterTable("newsletter_subscribers").dropColumn(column).execute();
  }
}
