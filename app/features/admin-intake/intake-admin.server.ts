import { personPath } from "~/features/people/person-path.server";
import { unsealFor } from "~/server/data-key.server";
import { countRows, db, nowIso } from "~/server/db.server";
import { intakeAnswerFields, type IntakeAnswerField } from "~/server/db-schema";
import { csvStream } from "~/features/admin-lists/csv.server";
import { readNewestFirst } from "~/features/admin-lists/lists.server";
import { pageWindow } from "~/lib/paging";
import { formatAdminDate, formatDutchDateTime } from "~/lib/format";

/** D23: the list is paged on the server. */
export const intakePageSize = 50;

export interface IntakeListItem {
  id: number;
  clientName: string;
  submitted: string;
  isNew: boolean;
}

export interface IntakeDetail {
  id: number;
  clientName: string;
  /** D28: how to reach the person; null for intakes from before, until the coach links one on a card. */
  email: string | null;
  phone: string | null;
  /** The person's card, when the intake has an address. */
  personPath: string | null;
  submitted: string;
  answers: Record<IntakeAnswerField, string | null>;
}

export interface IntakeListPage {
  total: number;
  page: number;
  pages: number;
  items: IntakeListItem[];
}

/** One page of responses, newest first (SPEC lists the newest on top). */
export async function listIntakeResponses(requestedPage: number): Promise<IntakeListPage> {
  const total = await countRows("client_test_responses");
  const pages = Math.max(1, Math.ceil(total / intakePageSize));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = await readNewestFirst(
    db.selectFrom("client_test_responses").select(["id", "client_name", "submitted_at", "read_at"]),
    "submitted_at",
    pageWindow({ offset: (page - 1) * intakePageSize, total }, intakePageSize),
  );
  return {
    total,
    page,
    pages,
    items: rows.map((row) => ({
      id: row.id,
      clientName: unsealFor("client_test_responses", row).client_name,
      submitted: formatAdminDate(row.submitted_at),
      isNew: row.read_at === null,
    })),
  };
}

/**
 * Marks a response read (D22): only the first time, so read_at keeps the
 * moment the coach first saw it. Returns whether this call did it (for the
 * access log).
 */
export async function markIntakeRead(id: number): Promise<boolean> {
  const result = await db
    .updateTable("client_test_responses")
    .set({ read_at: nowIso() })
    .where("id", "=", id)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * One response with its answers. Opening it marks it read (D22) when
 * `markRead` allows (the caller decides whether this request may change
 * state); `unread` says it is still unread afterwards.
 */
export async function openIntakeResponse(
  id: number,
  markRead: boolean,
): Promise<{ response: IntakeDetail; markedRead: boolean; unread: boolean } | null> {
  const stored = await db.selectFrom("client_test_responses").selectAll().where("id", "=", id).executeTakeFirst();
  if (!stored) return null;
  const row = unsealFor("client_test_responses", stored);
  const markedRead = row.read_at === null && markRead ? await markIntakeRead(id) : false;
  const answers = {} as Record<IntakeAnswerField, string | null>;
  for (const field of intakeAnswerFields) answers[field] = row[field];
  return {
    response: {
      id: row.id,
      clientName: row.client_name,
      email: row.email,
      phone: row.phone,
      personPath: row.email ? personPath(row.email) : null,
      submitted: formatDutchDateTime(row.submitted_at),
      answers,
    },
    markedRead,
    unread: row.read_at === null && !markedRead,
  };
}

/** GDPR erasure (D23). Returns whether a row was there to delete. */
export async function deleteIntakeResponse(id: number): Promise<boolean> {
  const result = await db.deleteFrom("client_test_responses").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const csvColumns = ["id", "client_name", "submitted_at", "consent_at", "read_at", ...intakeAnswerFields] as const;
/** Every response as CSV (D23), newest first, streamed so memory stays flat however many rows there are. */
export function intakeCsvStream(): ReadableStream<Uint8Array> {
  return csvStream<{ id: number } & Record<string, string | number | null>>({
    table: "client_test_responses",
    columns: csvColumns.join(", "),
    orderColumn: "submitted_at",
    header: csvColumns,
    toCells: (stored) => {
      const row = unsealFor("client_test_responses", stored);
      return csvColumns.map((column) => row[column] ?? null);
    },
  });
}
