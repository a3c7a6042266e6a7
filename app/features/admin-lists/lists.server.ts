import { sql, type SelectQueryBuilder } from "kysely";
import { adminListCommon as texts } from "~/content/admin-lists";
import { unknownIntentMessage } from "~/content/forms";
import { formFailure, formRefusal } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { unsealFor } from "~/server/data-key.server";
import { countRows, db } from "~/server/db.server";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { logger } from "~/server/logger.server";
import { forgetClearRow } from "~/features/people/people-store.server";
import { deleteSchemas, type DeleteResult } from "./delete-form";
import { parseTags } from "~/lib/format";
import { pageWindow, paging, type PageWindow, type Paging } from "~/lib/paging";

export type NewsletterTab = "alle" | "actief";

/** The lists with a row-per-lead table, a delete and a confirmation step (D23). */
export type LeadListTable = "newsletter_subscribers" | "ebook_requests" | "test_results";

export interface SubscriberRow {
  id: number;
  email: string;
  name: string | null;
  tags: string[];
  isActive: boolean;
  /** The mail server refused the address permanently ('Onbestelbaar'). */
  bounced: boolean;
  subscribedAt: string;
  lastEmailSentAt: string | null;
  unsubscribedAt: string | null;
}

export interface EbookRow {
  id: number;
  email: string;
  name: string | null;
  requestedAt: string;
}

/**
 * Reads one page newest first (by the date column, then id). A page past the
 * middle is read from the oldest end and reversed (`pageWindow`), so the last
 * page of 100,000 rows costs as little as the first.
 */
export async function readNewestFirst<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  dateColumn: string,
  window: PageWindow,
): Promise<Row[]> {
  const direction = window.fromEnd ? "asc" : "desc";
  const read = await query
    .orderBy(sql.ref(dateColumn), direction)
    .orderBy(sql.ref("id"), direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return window.fromEnd ? read.reverse() : read;
}

export function newsletterTab(url: URL): NewsletterTab {
  return url.searchParams.get("tab") === "actief" ? "actief" : "alle";
}

/** One page of subscribers, newest first; the active tab shows only is_active = 1. */
export async function subscriberPage(url: URL): Promise<{ rows: SubscriberRow[]; paging: Paging; allTotal: number }> {
  const tab = newsletterTab(url);
  let base = db.selectFrom("newsletter_subscribers");
  if (tab === "actief") base = base.where("is_active", "=", 1);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const allTotal = tab === "alle" ? total : await countRows("newsletter_subscribers");
  const pages = paging(url, total);
  const rows = await readNewestFirst(base.selectAll(), "subscribed_at", pageWindow(pages));
  return {
    paging: pages,
    allTotal,
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      tags: parseTags(row.tags),
      isActive: row.is_active === 1,
      bounced: row.bounced_at !== null,
      subscribedAt: row.subscribed_at,
      lastEmailSentAt: row.last_email_sent_at,
      unsubscribedAt: row.unsubscribed_at,
    })),
  };
}

/** One page of e-book requests, newest first. */
export async function ebookPage(url: URL): Promise<{ rows: EbookRow[]; paging: Paging }> {
  const total = await countRows("ebook_requests");
  const pages = paging(url, total);
  const rows = await readNewestFirst(
    db.selectFrom("ebook_requests").select(["id", "email", "name", "requested_at"]),
    "requested_at",
    pageWindow(pages),
  );
  return {
    paging: pages,
    rows: rows.map((row) => ({ id: row.id, email: row.email, name: row.name, requestedAt: row.requested_at })),
  };
}

/** The row a no-JavaScript confirmation step asks about (?verwijder=id), if it still exists. */
export async function rowToConfirm(
  table: LeadListTable,
  url: URL,
): Promise<{ id: number; email: string; name: string | null } | null> {
  const id = Number(url.searchParams.get("verwijder"));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (table === "test_results") {
    // The address is sealed (ADR 0016): read it like the list does.
    const row = await db.selectFrom("test_results").select(["id", "email"]).where("id", "=", id).executeTakeFirst();
    return row ? { id: row.id, email: unsealFor("test_results", row).email, name: null } : null;
  }
  return (await db.selectFrom(table).select(["id", "email", "name"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * What the newsletter, e-book and self-test list screens load (D23): one page, the row a
 * delete confirmation asks about, and the access-log entry for the look. On a
 * database failure: the empty list with the error, logged, so the screen shows
 * its error state instead of failing.
 */
export async function loadLeadList<List extends { rows: unknown[]; paging: Paging }>(
  user: AccessLogUser,
  table: LeadListTable,
  url: URL,
  readPage: (url: URL) => Promise<List>,
  empty: Omit<List, "rows" | "paging">,
) {
  try {
    const [list, confirm] = await Promise.all([readPage(url), rowToConfirm(table, url)]);
    await logAccess(user, "view-list", { table, page: list.paging.page });
    return { ...list, confirm, error: null };
  } catch (error) {
    logger.error({ err: error, table }, "loading a lead list failed");
    return {
      ...empty,
      rows: [] as List["rows"],
      paging: { page: 1, pages: 1, offset: 0, total: 0 },
      confirm: null,
      error: String((error as Error).message),
    };
  }
}

/**
 * GDPR erasure (D23): removes one row. Callers have checked requireAdmin.
 * A subscriber's queued mails go with it, so nothing is sent to them afterwards.
 */
export async function deleteRow(
  table: LeadListTable,
  form: FormData,
  by: { id: number; email: string },
): Promise<DeleteResult> {
  const parsed = parseIntent(form, deleteSchemas);
  if (!parsed) return formRefusal("Not found", unknownIntentMessage);
  if (!parsed.ok) return formFailure("Not found", parsed.errors);
  const { id } = parsed.value;
  const result = await db.transaction().execute(async (trx) => {
    if (table === "newsletter_subscribers") {
      await trx.deleteFrom("mail_queue").where("subscriber_id", "=", id).execute();
    }
    const row = await trx.deleteFrom(table).where("id", "=", id).returning("email").executeTakeFirst();
    if (row) await forgetClearRow(trx, row.email);
    return row;
  });
  const deleted = result !== undefined;
  // Only the table and id: never the person's data.
  if (deleted) {
    logger.info({ table, id }, "admin deleted a row");
    await logAccess(by, "delete", { table, id });
  }
  return deleted ? { ok: true, code: "Deleted", message: texts.deleted } : formRefusal("Not found", texts.notFound);
}
