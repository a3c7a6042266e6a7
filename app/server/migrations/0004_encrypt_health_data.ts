import { sql, type Kysely } from "kysely";
import { sealedColumns } from "../data-cipher.server";
import { keyCheckValue, lookupFor, sealFor } from "../data-key.server";

type Row = Record<string, unknown> & { id: number };

/**
 * Health data encrypted at rest (ADR 0016): seals the intake answers
 * and self-test results stored before encryption, adds the keyed e-mail
 * look-up for self-test results, and stores the key-check value that lets a
 * later start refuse a wrong DATA_ENCRYPTION_KEY.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_key_check")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.alterTable("test_results").addColumn("email_lookup", "text").execute();
  await db.schema.createIndex("test_results_email_lookup").on("test_results").column("email_lookup").execute();

  for (const table of ["client_test_responses", "test_results"] as const) {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows) {
      const sealed = sealFor(table, row);
      // Only the columns this table had then: later migrations add sealed columns (0015: the intake's address).
      const assignments = sealedColumns[table]
        .filter((column) => column in row)
        .map((column) => sql`${sql.ref(column)} = ${sealed[column] ?? null}`);
      if (table === "test_results") assignments.push(sql`email_lookup = ${lookupFor(String(row.email))}`);
      await sql`update ${sql.table(table)} set ${sql.join(assignments)} where id = ${row.id}`.execute(db);
    }
  }

  await sql`insert into data_key_check (id, value, created_at) values (1, ${keyCheckValue()}, ${new Date().toISOString()})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Sealed values are deliberately left sealed: a rollback must not write health data in the clear.
  await db.schema.dropIndex("test_results_email_lookup").execute();
  await db.schema.alterTable("test_results").dropColumn("email_lookup").execute();
  await db.schema.dropTable("data_key_check").execute();
}
