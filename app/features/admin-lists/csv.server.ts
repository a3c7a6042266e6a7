import { database } from "~/server/db.server";

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
 * each pull runs one keyset-bounded batch through better-sqlite3's
 * `.iterate()` and finishes it right away, because an open iterator would
 * block the shared connection for every other request in between pulls.
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
        const { sqlite } = database();
        // The first condition alone bounds the index range (SEARCH); an OR of both would scan the
        // index from the top on every batch, which made a 100,000-row export quadratic.
        const where = last ? `where ${orderColumn} <= ? and (${orderColumn} < ? or id < ?)` : "";
        const statement = sqlite.prepare(
          `select ${columns} from ${table} ${where} order by ${orderColumn} desc, id desc limit ${batchSize}`,
        );
        let chunk = "";
        let count = 0;
        for (const row of statement.iterate(...(last ? [last.at, last.at, last.id] : [])) as Iterable<
          Row & Record<string, unknown>
        >) {
          chunk += csvLine(toCells(row));
          last = { at: String(row[orderColumn]), id: row.id };
          count += 1;
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        if (count < batchSize) controller.close();
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
