import { sql } from "kysely";
import { db } from "~/server/db.server";

/**
 * CSV export of an admin list (D23): comma-separated, every cell quoted (RFC 4180),
 * UTF-8 with BOM (so spreadsheets read accents right), formulas neutralised.
 */

/**
 * A cell a spreadsheet would run as a formula gets an apostrophe first (CSV
 * injection). Dutch Excel splits on ';', so every piece after a semicolon is
 * a cell start too; every cell is quoted, so no text decides the splitting.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  // A plain number cannot run as a formula: a credit's "-100,00" must reach the spreadsheet as a number.
  const safe = plainNumber.test(text) ? text : text.replace(/(^|;)(?=[=+\-@\t\r])/g, "$1'");
  return `"${safe.replace(/"/g, '""')}"`;
}

const plainNumber = /^-?\d+(?:[.,]\d+)?$/;

/** One row; the bookkeeper's export separates with ';' as Dutch spreadsheets do (ADR 0103). */
export function csvLine(cells: (string | number | null | undefined)[], separator: "," | ";" = ","): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}

const batchSize = 1000;

/**
 * Streams every row of a table, newest first, without holding them all:
 * each pull reads one keyset-bounded batch of 1,000 rows and finishes it,
 * so the shared connection is free for other requests between pulls.
 */
export function csvStream<Row extends { id: number }>({
  table,
  columns,
  orderColumn,
  header,
  toCells,
}: {
  table: "newsletter_subscribers" | "ebook_requests" | "client_test_responses" | "appointments" | "test_results";
  columns: string;
  orderColumn: "subscribed_at" | "requested_at" | "submitted_at" | "start_at" | "created_at";
  header: readonly string[];
  toCells: (row: Row) => (string | number | null)[];
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: { at: string; id: number } | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvLine([...header])}`));
          return;
        }
        const at = sql.ref(orderColumn);
        // The first condition alone bounds the index range (SEARCH); an OR of both would scan the
        // index from the top on every batch, which made a 100,000-row export quadratic.
        const where = last ? sql`where ${at} <= ${last.at} and (${at} < ${last.at} or id < ${last.id})` : sql``;
        const { rows } = await sql<Row & Record<string, unknown>>`select ${sql.raw(columns)} from ${sql.table(table)}
          ${where} order by ${at} desc, id desc limit ${batchSize}`.execute(db);
        let chunk = "";
        for (const row of rows) {
          chunk += csvLine(toCells(row));
          last = { at: String(row[orderColumn]), id: row.id };
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        if (rows.length < batchSize) controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/** The download answer: dated file name, never cached. */
export function csvResponse(stream: ReadableStream<Uint8Array>, baseName: string): Response {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${baseName}-${date}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
