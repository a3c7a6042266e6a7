import { newsletterMessages } from "~/content/newsletter";
import { isHoneypotFilled } from "~/lib/forms/Honeypot";
import { formFailure, formRefusal } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import { signupSchema, type NewsletterResult } from "./signup-form";
import { requestSubscription } from "./subscription.server";
import { unsubscribeTokenSubscriber } from "./unsubscribe-link.server";

/** A SQLite failure (busy, disk full, constraint...), as opposed to a bug in our code. */
function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === "SqliteError" || (typeof code === "string" && code.startsWith("SQLITE_"));
}

export interface SignupAnswer {
  result: NewsletterResult;
  status: number;
}

/** Every accepted signup, whatever the address's state, gets this one answer (issue #14). */
function almostDone(): SignupAnswer {
  const code = "Confirmation sent";
  return { result: { ok: true, code, message: newsletterMessages[code] }, status: 200 };
}

function failure(result: NewsletterResult, status: number): SignupAnswer {
  return { result, status };
}

/**
 * The footer form's action (product.md §4, §5, §8; D8, D9; issue #14): honeypot,
 * rate limit, validation, then the double opt-in through requestSubscription.
 * Answers only after the pending row and its mail are committed.
 */
export async function handleSignup(request: Request, clientAddress: string): Promise<SignupAnswer> {
  let values: Record<string, string> = {};
  try {
    const form = await request.formData();
    const parsed = parseForm(signupSchema, form);
    values = parsed.values;

    // A bot gets the answer a person would get, so it learns nothing (D9).
    if (isHoneypotFilled(form)) return almostDone();

    if (!(await takeRateLimit("newsletter", clientAddress))) {
      return failure(formRefusal("Rate limit exceeded", newsletterMessages["Rate limit exceeded"], values), 429);
    }

    if (!parsed.ok) return failure(formFailure("Validation failed", parsed.errors, values), 400);

    const { email, name, source } = parsed.value;
    await requestSubscription({ email, name, source });
    return almostDone();
  } catch (error) {
    if (isDatabaseError(error)) {
      logger.error({ err: error, step: "subscribe" }, "newsletter signup: database error");
      return failure(formRefusal("Database error", newsletterMessages.subscribeFailed, values), 500);
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
  const check = unsubscribeTokenSubscriber(token);
  if (!check.ok) return check;
  const { id } = check;
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
