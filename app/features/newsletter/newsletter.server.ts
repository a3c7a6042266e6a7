import { newsletterMessages } from "~/content/newsletter";
import { formRefusal } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { handlePublicForm, type FormRefusalReason } from "~/server/public-form.server";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { sequenceExit } from "./sequences.server";
import { signupSchema, type NewsletterResult } from "./signup-form";
import { requestSubscription } from "./subscription.server";
import { unsubscribeTokenSubscriber } from "./unsubscribe-link.server";

export interface SignupAnswer {
  result: NewsletterResult;
  status: number;
}

/** Every accepted signup, whatever the address's state, gets this one answer (ADR 0056). */
function almostDone(): SignupAnswer {
  const code = "Confirmation sent";
  return { result: { ok: true, code, message: newsletterMessages[code] }, status: 200 };
}

const refusalMessages: Record<FormRefusalReason, string> = {
  "Rate limit exceeded": newsletterMessages["Rate limit exceeded"],
  "Database error": newsletterMessages.subscribeFailed,
  "Unexpected error": newsletterMessages["Unexpected error"],
};

/**
 * The footer form's action (product.md §4, §5, §8; D8, D9) through the public
 * form pipeline (ADR 0096), then the double opt-in through requestSubscription.
 * Answers only after the pending row and its mail are committed.
 */
export function handleSignup(request: Request, clientAddress: string): Promise<SignupAnswer> {
  return handlePublicForm(request, {
    name: "newsletter",
    clientAddress,
    rateLimit: "newsletter",
    check: (form) => parseForm(signupSchema, form),
    botAnswer: almostDone,
    refuse: (reason, values) => formRefusal(reason, refusalMessages[reason], values),
    handle: async ({ email, name, source }) => {
      await requestSubscription({ email, name, source });
      return almostDone();
    },
  });
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
    const at = nowIso();
    const { id } = found.subscriber;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("newsletter_subscribers")
        .set({ is_active: 0, unsubscribed_at: at })
        .where("id", "=", id)
        .where("is_active", "=", 1)
        .execute();
      // Every sequence stops with it (D34); the card keeps why.
      await sequenceExit(trx, { subscriberId: id }, "afgemeld", at).execute();
    });
    return { kind: "done", maskedEmail: maskEmail(found.subscriber.email) };
  } catch (error) {
    logger.error({ err: error }, "newsletter unsubscribe failed");
    return { kind: "error" };
  }
}
