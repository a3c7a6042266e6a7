import { pageSize, paging, type Paging } from "~/lib/paging";
import { countRows, db, nowIso } from "~/server/db.server";

/**
 * The access log (ADR 0021): which admin viewed, exported or deleted which
 * lead data, and when. Only table names, row ids and page numbers go in,
 * never a lead's own data; the admin's e-mail is copied so the trail outlives
 * the account.
 */
export const accessActions = [
  "view-list",
  "view-detail",
  "mark-read",
  "export",
  "delete",
  "2fa-enabled",
  "2fa-disabled",
  // `npm run admin -- reset-2fa <email>` on the server, for a coach locked out of 2FA (ADR 0084).
  "2fa-reset",
  "recovery-codes-renewed",
  "password-changed",
  // 'Wachtwoord vergeten': a new password through a mailed link (ADR 0118).
  "password-reset",
  "data-request-find",
  "data-request-export",
  "data-request-erase",
  "blog-publish",
  "blog-unpublish",
  "blog-delete",
  // The coach's facts (ADR 0061).
  "testimonial-publish",
  "testimonial-hide",
  "testimonial-delete",
  "prices-changed",
  // The person card (ADR 0052).
  "note-added",
  "note-deleted",
  "status-changed",
  "intake-linked",
  // The coach's portrait and site texts (ADR 0062).
  "site-text-saved",
  "site-text-restored",
  "portrait-uploaded",
  "portrait-restored",
  // The business details and the go-live checklist (D32, ADR 0089, ADR 0090).
  "business-details-saved",
  "business-details-restored",
  "go-live-dismissed",
  "go-live-undone",
  // Backups (ADR 0099, ADR 0100).
  "backup-requested",
  "restore-test-requested",
  // Invoices (D33, ADR 0102-0104).
  "invoice-downloaded",
  "invoices-exported",
  "vat-setting-changed",
  // Payments (D33, ADR 0105).
  "offer-sent",
  "transfer-marked-paid",
  // Payments from the admin (ADR 0119, ADR 0120).
  "payment-refunded",
  "offer-withdrawn",
  "payment-settings-changed",
  // Follow-up sequences: the coach takes a person out by hand (ADR 0132).
  "sequence-taken-out",
  // Sequences and their steps added or deleted (ADR 0142): a step deletion moves people on.
  "sequence-step-added",
  "sequence-step-deleted",
  "sequence-created",
  "sequence-deleted",
  // Paid sessions and their credits (ADR 0123).
  "credit-added",
  "credit-returned",
  "no-show-marked",
  // The client page's link (ADR 0124).
  "client-link-made",
  "client-link-revoked",
  // The notes per session (ADR 0143): saved, changed or cleared.
  "session-note-saved",
  // A mailed link to take the self-test again (ADR 0146).
  "selftest-retake-asked",
] as const;
export type AccessAction = (typeof accessActions)[number];

export type LeadTable =
  | "newsletter_subscribers"
  | "ebook_requests"
  | "client_test_responses"
  | "appointments"
  | "blog_posts"
  | "testimonials"
  | "coaching_packages"
  | "people"
  | "test_results"
  | "invoices"
  | "payment_offers"
  | "payments"
  | "session_credits"
  | "session_notes"
  | "sequences";

export interface AccessTarget {
  table?: LeadTable;
  id?: number;
  page?: number;
}

/** Who did it: the signed-in admin (`await requireAdmin(request)`). */
export interface AccessLogUser {
  id: number;
  email: string;
}

export async function logAccess(user: AccessLogUser, action: AccessAction, target: AccessTarget = {}): Promise<void> {
  await db
    .insertInto("access_log")
    .values({
      user_id: user.id,
      user_email: user.email,
      action,
      target_table: target.table ?? null,
      target_id: target.id ?? null,
      page: target.page ?? null,
      created_at: nowIso(),
    })
    .execute();
}

export interface AccessLogRow {
  id: number;
  at: string;
  admin: string;
  action: string;
  table: string | null;
  targetId: number | null;
  page: number | null;
}

/** One page of the log, newest first (50 a page, like the lead lists). */
export async function accessLogPage(url: URL): Promise<{ rows: AccessLogRow[]; paging: Paging }> {
  const pages = paging(url, await countRows("access_log"));
  const rows = await db
    .selectFrom("access_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset(pages.offset)
    .execute();
  return {
    paging: pages,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      admin: row.user_email,
      action: row.action,
      table: row.target_table,
      targetId: row.target_id,
      page: row.page,
    })),
  };
}
