import { sql, type Kysely } from "kysely";

/**
 * The server's backups (ADR 0099, ADR 0100). `backup_runs`: one row per
 * backup, off-site copy or restore test; a row without `finished_at` is asked
 * for or running, and the partial unique index lets only one such row exist,
 * so two requests at once cannot both start one. `backup_watch`: one row, from
 * when the server watches for missing backups and when it last mailed the
 * coach about them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('backup', 'offsite', 'restore-test')`))
    .addColumn("trigger", "text", (col) => col.notNull().check(sql`"trigger" in ('schedule', 'admin')`))
    .addColumn("requested_at", "text", (col) => col.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("outcome", "text", (col) => col.check(sql`outcome in ('ok', 'failed')`))
    .addColumn("bytes", "integer")
    .addColumn("snapshot", "text")
    .addColumn("error", "text")
    .addColumn("details", "text")
    .execute();
  await sql`create unique index backup_runs_one_open on backup_runs ((finished_at is null)) where finished_at is null`.execute(
    db,
  );
  await db.schema.createIndex("backup_runs_kind_started").on("backup_runs").columns(["kind", "started_at"]).execute();
  await db.schema
    .createTable("backup_watch")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("watched_since", "text", (col) => col.notNull())
    .addColumn("alert_sent_at", "text")
    .execute();
  await sql`insert into backup_watch (id, watched_since) values (1, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_watch").execute();
  await db.schema.dropTable("backup_runs").execute();
}
