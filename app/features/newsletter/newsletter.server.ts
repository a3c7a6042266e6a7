import { recordActivity } from "~/features/people/people-store.server";
import { newsletterMessages, welcomeMail } from "~/content/newsletter";
import { isHoneypotFilled } from "~/features/forms/Honeypot";
import { notifyCoach } from "~/features/notifications/notify.server";
import { formFailure, formRefusal } from "~/features/forms/form-result";
import { parseForm } from "~/features/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import type { MailContent } from "~/server/mail.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import { signToken, verifyToken } from "~/server/secret.server";
import { signupSchema, type NewsletterResult, type NewsletterSuccessCode } from "./signup-form";

/**
 * The unsubscribe link stays valid for years: people unsubscribe from old
 * mails, and a dead link would leave them no way out but the spam button.
 */
const unsubscribeLinkValidityMs = 5 * 365 * 24 * 60 * 60 * 1000;
const unsubscribePurpose = "unsubscribe";

/** A SQLite failure (busy, disk full, constraint...), as opposed to a bug in our code. */
function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === "SqliteError" || (typeof code === "string" && code.startsWith("SQLITE_"));
}

type Transition = { kind: "subscribed" | "reactivated"; id: number } | { kind: "already" };

/**
 * product.md §4 in one transaction: no row → insert as active; an inactive row →
 * reactivate with the new name; an active row → refuse. `onReactivate` tells
 * the caller which step a database failure belongs to (product.md §8 has a message
 * for each).
 */
async function applySignup(email: string, name: string | null, onReactivate: () => void): Promise<Transition> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("newsletter_subscribers")
        .select(["id", "is_active"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (!existing) {
        const inserted = await trx
          .insertInto("newsletter_subscribers")
          .values({
            email,
            name,
            is_active: 1,
            subscribed_at: nowIso(),
            last_email_sent_at: null,
            unsubscribed_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await queueMail(trx, welcomeMailFor(inserted.id, email, name, false), inserted.id);
        await recordActivity(trx, { kind: "newsletter", email, name, at: nowIso(), clear: true });
        await notifyCoach(trx, "newsletter");
        return { kind: "subscribed", id: inserted.id };
      }
      if (existing.is_active) return { kind: "already" };
      onReactivate();
      await trx
        .updateTable("newsletter_subscribers")
        .set({ is_active: 1, name, unsubscribed_at: null })
        .where("id", "=", existing.id)
        .execute();
      await queueMail(trx, welcomeMailFor(existing.id, email, name, true), existing.id);
      await recordActivity(trx, { kind: "newsletter", email, name, at: nowIso(), clear: true });
      await notifyCoach(trx, "newsletter");
      return { kind: "reactivated", id: existing.id };
    });
  } catch (error) {
    // Another server process inserted the same address between our read and write.
    if ((error as { code?: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE") return { kind: "already" };
    throw error;
  }
}

/**
 * The signed link in every newsletter mail (D15). It carries the subscriber's
 * row id, not the address, so request logs and mail scanners never see an
 * e-mail address in a URL.
 */
export function unsubscribeUrl(subscriberId: number, now = Date.now()): string {
  const token = signToken(unsubscribePurpose, String(subscriberId), now + unsubscribeLinkValidityMs);
  return `${publicUrl}/nieuwsbrief/afmelden?token=${encodeURIComponent(token)}`;
}

/**
 * The welcome mail (D14, D15). It is queued in the signup's own transaction
 * (~/server/mail-queue.server): it cannot be lost, a failed send is retried,
 * and the visitor's answer does not wait for the mail server.
 */
function welcomeMailFor(subscriberId: number, email: string, name: string | null, again: boolean): MailContent {
  return {
    to: email,
    subject: again ? welcomeMail.subjectAgain : welcomeMail.subject,
    heading: again ? welcomeMail.headingAgain(name) : welcomeMail.heading(name),
    paragraphs: [again ? welcomeMail.introAgain : welcomeMail.intro, ...welcomeMail.paragraphs],
    button: { label: welcomeMail.button, url: `${publicUrl}/blog` },
    closing: [...welcomeMail.closing],
    unsubscribeUrl: unsubscribeUrl(subscriberId),
  };
}

export interface SignupAnswer {
  result: NewsletterResult;
  status: number;
}

function success(code: NewsletterSuccessCode): SignupAnswer {
  return { result: { ok: true, code, message: newsletterMessages[code] }, status: 200 };
}

function failure(result: NewsletterResult, status: number): SignupAnswer {
  return { result, status };
}

/**
 * The footer form's action (product.md §4, §5, §8; D8, D9): honeypot, rate limit,
 * validation, then the subscription. Answers success only after the row is
 * committed.
 */
export async function handleSignup(request: Request, clientAddress: string): Promise<SignupAnswer> {
  let values: Record<string, string> = {};
  let reactivating = false;
  try {
    const form = await request.formData();
    const parsed = parseForm(signupSchema, form);
    values = parsed.values;

    // A bot gets the answer a person would get, so it learns nothing (D9).
    if (isHoneypotFilled(form)) return success("Successfully subscribed to newsletter");

    if (!(await takeRateLimit("newsletter", clientAddress))) {
      return failure(formRefusal("Rate limit exceeded", newsletterMessages["Rate limit exceeded"], values), 429);
    }

    if (!parsed.ok) return failure(formFailure("Validation failed", parsed.errors, values), 400);

    const { email, name } = parsed.value;
    const outcome = await applySignup(email, name, () => (reactivating = true));
    if (outcome.kind === "already") {
      const code = "Already subscribed";
      return failure(formFailure(code, [{ field: "email", code, message: newsletterMessages[code] }], values), 409);
    }

    return success(
      outcome.kind === "reactivated"
        ? "Newsletter subscription reactivated successfully"
        : "Successfully subscribed to newsletter",
    );
  } catch (error) {
    if (isDatabaseError(error)) {
      logger.error(
        { err: error, step: reactivating ? "reactivate" : "subscribe" },
        "newsletter signup: database error",
      );
      const message = reactivating ? newsletterMessages.reactivateFailed : newsletterMessages.subscribeFailed;
      return failure(formRefusal("Database error", message, values), 500);
    }
    logger.error({ err: error }, "newsletter signup: unexpected error");
    return failure(formRefusal("Unexpected error", newsletterMessages["Unexpected error"], values), 500);
  }
}

/** Shows enough of the address to recognise it, not enough to read it off a shared screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

export type UnsubscribeView =
  | { kind: "confirm"; token: string; maskedEmail: string }
  | { kind: "done" | "already"; maskedEmail: string }
  | { kind: "unknown" | "invalid" | "expired" | "error" };

type TokenSubscriber =
  | { ok: true; subscriber: { id: number; email: string; is_active: number } | undefined }
  | { ok: false; reason: "invalid" | "expired" };

async function subscriberForToken(token: string): Promise<TokenSubscriber> {
  const check = verifyToken(unsubscribePurpose, token);
  if (!check.ok) return check;
  const id = Number(check.payload);
  if (!Number.isSafeInteger(id)) return { ok: false, reason: "invalid" };
  const subscriber = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "is_active"])
    .where("id", "=", id)
    .executeTakeFirst();
  return { ok: true, subscriber };
}

/** GET /nieuwsbrief/afmelden: only looks, never changes anything (mail scanners follow links, D15). */
export async function unsubscribePreview(token: string): Promise<UnsubscribeView> {
  const found = await subscriberForToken(token);
  if (!found.ok) return { kind: found.reason };
  if (!found.subscriber) return { kind: "unknown" };
  const maskedEmail = maskEmail(found.subscriber.email);
  return found.subscriber.is_active ? { kind: "confirm", token, maskedEmail } : { kind: "already", maskedEmail };
}

/** POST /nieuwsbrief/afmelden: the visitor pressed the button (D15). */
export async function unsubscribe(token: string): Promise<UnsubscribeView> {
  try {
    const found = await subscriberForToken(token);
    if (!found.ok) return { kind: found.reason };
    if (!found.subscriber) return { kind: "unknown" };
    // Only an active row changes, so a second click keeps the first unsubscribe date.
    await db
      .updateTable("newsletter_subscribers")
      .set({ is_active: 0, unsubscribed_at: nowIso() })
      .where("id", "=", found.subscriber.id)
      .where("is_active", "=", 1)
      .execute();
    return { kind: "done", maskedEmail: maskEmail(found.subscriber.email) };
  } catch (error) {
    logger.error({ err: error }, "newsletter unsubscribe failed");
    return { kind: "error" };
  }
}
