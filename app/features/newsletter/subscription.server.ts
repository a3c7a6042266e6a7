import { alreadySubscribedMail, confirmationMail, welcomeMail } from "~/content/newsletter";
import { parseTags } from "~/lib/format";
import { notifyCoach } from "~/features/notifications/notify.server";
import { recordActivity } from "~/features/people/people-store.server";
import { lookupFor } from "~/server/data-key.server";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import { unlinkable, type MailContent } from "~/server/mail.server";
import { takeHits } from "~/server/rate-limit.server";
import { signToken, verifyToken } from "~/server/secret.server";
import { consentLineFor, sourceTags, type NewsletterSource } from "./consent";
import { enterOnConfirmation } from "./sequences.server";
import { unsubscribeUrl } from "./unsubscribe-link.server";

/** An unconfirmed signup lapses after a week (ADR 0056). */
export const confirmationValidityMs = 7 * 24 * 60 * 60 * 1000;
const confirmPurpose = "newsletter-confirm";
/**
 * At most 3 confirmation mails or notes to one address a day, whoever asks:
 * the form cannot be used to flood someone's inbox from many addresses.
 */
const mailsPerAddress = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

export interface SubscriptionRequest {
  email: string;
  name: string | null;
  source: NewsletterSource;
}

/** What happened, for the log and for hooks (never shown to the visitor: every outcome gets "Bijna klaar"). */
export type SubscriptionOutcome =
  | { kind: "pending"; pendingId: number }
  | { kind: "already-active"; subscriberId: number }
  | { kind: "mail-throttled" };

/** Active and not marked as bouncing: broadcasts reach it, so a new signup only gets a note. */
function isReceiving(row: { is_active: number; bounced_at: string | null }): boolean {
  return row.is_active === 1 && row.bounced_at === null;
}

function confirmUrl(pendingId: number, expiresAtMs: number): string {
  const token = signToken(confirmPurpose, String(pendingId), expiresAtMs);
  return `${publicUrl}/nieuwsbrief/bevestigen?token=${encodeURIComponent(token)}`;
}

function confirmationMailFor(email: string, name: string | null, url: string): MailContent {
  return {
    to: email,
    subject: confirmationMail.subject,
    heading: confirmationMail.heading(name === null ? null : unlinkable(name)),
    paragraphs: [...confirmationMail.paragraphs],
    button: { label: confirmationMail.button, url },
    closing: [...confirmationMail.closing],
  };
}

/**
 * The one way into the newsletter (footer, /nieuwsbrief, e-book and self-test
 * checkboxes): double opt-in. Stores or renews a pending signup and queues the
 * confirmation mail; an active address gets a short note instead. The
 * subscriber row itself changes only when the link is confirmed.
 */
export async function requestSubscription(
  request: SubscriptionRequest,
  now = new Date(),
): Promise<SubscriptionOutcome> {
  const { email, name, source } = request;
  const nowIso = now.toISOString();
  const withinMailLimit = () =>
    takeHits([{ key: `newsletter-mail:${lookupFor(email)}`, ...mailsPerAddress }], now.getTime());
  // Counted before the transaction: takeHits runs its own, and the one connection cannot nest them.
  if (!(await withinMailLimit())) {
    logger.info({ outcome: "mail-throttled", source }, "newsletter signup");
    return { kind: "mail-throttled" };
  }
  const outcome = await db.transaction().execute(async (trx): Promise<SubscriptionOutcome> => {
    const active = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "is_active", "bounced_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    // A bounced address stays active but is skipped until its owner confirms a new signup (ADR 0056).
    if (active !== undefined && isReceiving(active)) {
      await queueMail(
        trx,
        {
          to: email,
          subject: alreadySubscribedMail.subject,
          heading: alreadySubscribedMail.heading,
          paragraphs: [...alreadySubscribedMail.paragraphs],
          unsubscribeUrl: unsubscribeUrl(active.id, now.getTime()),
        },
        active.id,
      );
      return { kind: "already-active", subscriberId: active.id };
    }
    const consent = consentLineFor(source);
    const expiresAt = new Date(now.getTime() + confirmationValidityMs);
    const values = {
      name,
      source,
      tags: JSON.stringify(sourceTags[source]),
      consent_text: consent.text,
      consent_version: consent.version,
      requested_at: nowIso,
      expires_at: expiresAt.toISOString(),
      mailed_at: nowIso,
    };
    const pending = await trx
      .insertInto("newsletter_pending")
      .values({ email, ...values })
      .onConflict((oc) => oc.column("email").doUpdateSet(values))
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(trx, confirmationMailFor(email, name, confirmUrl(pending.id, expiresAt.getTime())));
    return { kind: "pending", pendingId: pending.id };
  });
  // The log keeps SPEC's 'Already subscribed' for the coach; the visitor never sees the difference.
  logger.info(
    { outcome: outcome.kind === "already-active" ? "Already subscribed" : outcome.kind, source },
    "newsletter signup",
  );
  return outcome;
}

export type ConfirmView =
  | { kind: "confirm"; token: string }
  | { kind: "done"; again: boolean }
  | { kind: "unknown" | "invalid" | "expired" | "error" };

type PendingLookup =
  | {
      ok: true;
      pending: {
        id: number;
        email: string;
        name: string | null;
        source: string;
        tags: string;
        consent_text: string;
        consent_version: string;
        requested_at: string;
        expires_at: string;
      };
    }
  | { ok: false; view: ConfirmView };

async function pendingForToken(token: string, now: Date): Promise<PendingLookup> {
  const check = verifyToken(confirmPurpose, token);
  if (!check.ok) return { ok: false, view: { kind: check.reason } };
  const id = Number(check.payload);
  if (!Number.isSafeInteger(id)) return { ok: false, view: { kind: "invalid" } };
  const pending = await db.selectFrom("newsletter_pending").selectAll().where("id", "=", id).executeTakeFirst();
  if (!pending) return { ok: false, view: { kind: "unknown" } };
  if (pending.expires_at <= now.toISOString()) return { ok: false, view: { kind: "expired" } };
  return { ok: true, pending };
}

/** GET /nieuwsbrief/bevestigen: only shows the button; mail scanners open links, so a GET confirms nothing. */
export async function confirmationPreview(token: string, now = new Date()): Promise<ConfirmView> {
  const found = await pendingForToken(token, now);
  return found.ok ? { kind: "confirm", token } : found.view;
}

/**
 * POST /nieuwsbrief/bevestigen: the pending signup becomes (or renews) the
 * subscription with its consent proof, in one transaction with the welcome
 * mail. The pending row goes, so the link confirms once.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<ConfirmView> {
  try {
    const found = await pendingForToken(token, now);
    if (!found.ok) return found.view;
    const { pending } = found;
    const nowIso = now.toISOString();
    return await db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom("newsletter_pending").where("id", "=", pending.id).executeTakeFirst();
      // A second click racing the first: the first one confirmed.
      if (Number(removed.numDeletedRows) === 0) return { kind: "unknown" } as const;
      const existing = await trx
        .selectFrom("newsletter_subscribers")
        .select(["id", "is_active", "bounced_at", "tags", "name"])
        .where("email", "=", pending.email)
        .executeTakeFirst();
      const consent = {
        consent_signup_at: pending.requested_at,
        consent_confirmed_at: nowIso,
        consent_source: pending.source,
        consent_text: pending.consent_text,
        consent_version: pending.consent_version,
        bounced_at: null,
        bounce_reason: null,
      };
      const tags = (current: string | null) =>
        JSON.stringify([...new Set([...parseTags(current), ...parseTags(pending.tags)])]);
      let id: number;
      if (existing) {
        if (isReceiving(existing)) return { kind: "done", again: false } as const;
        await trx
          .updateTable("newsletter_subscribers")
          .set({
            ...consent,
            is_active: 1,
            unsubscribed_at: null,
            name: pending.name ?? existing.name,
            tags: tags(existing.tags),
          })
          .where("id", "=", existing.id)
          .execute();
        id = existing.id;
      } else {
        const inserted = await trx
          .insertInto("newsletter_subscribers")
          .values({
            ...consent,
            email: pending.email,
            name: pending.name,
            tags: tags(null),
            is_active: 1,
            subscribed_at: nowIso,
            last_email_sent_at: null,
            unsubscribed_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = inserted.id;
      }
      const again = existing !== undefined;
      await queueMail(trx, welcomeMailFor(id, pending.email, pending.name, again, now), id);
      // The person's card (ADR 0051) and the coach's notice (ADR 0053) count a confirmed subscription, not a request.
      await recordActivity(trx, {
        kind: "newsletter",
        email: pending.email,
        name: pending.name,
        at: nowIso,
        clear: true,
      });
      await notifyCoach(trx, "newsletter");
      await enterOnConfirmation(trx, pending.email, pending.source);
      return { kind: "done", again } as const;
    });
  } catch (error) {
    logger.error({ err: error }, "newsletter confirmation failed");
    return { kind: "error" };
  }
}

/** The welcome mail after a confirmed (or renewed) subscription (D14). */
function welcomeMailFor(id: number, email: string, name: string | null, again: boolean, now: Date): MailContent {
  return {
    to: email,
    subject: again ? welcomeMail.subjectAgain : welcomeMail.subject,
    heading: (again ? welcomeMail.headingAgain : welcomeMail.heading)(name === null ? null : unlinkable(name)),
    paragraphs: [again ? welcomeMail.introAgain : welcomeMail.intro, ...welcomeMail.paragraphs],
    button: { label: welcomeMail.button, url: `${publicUrl}/kennismaking` },
    closing: [...welcomeMail.closing],
    unsubscribeUrl: unsubscribeUrl(id, now.getTime()),
  };
}
