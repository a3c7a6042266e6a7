import { data, redirect } from "react-router";
import { intakeMessages } from "~/content/intake";
import { isHoneypotFilled } from "~/lib/forms/Honeypot";
import { notifyCoach } from "~/features/notifications/notify.server";
import { recordActivity } from "~/features/people/people-store.server";
import { lookupFor, sealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import { formFailure, formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { parseForm, textValue } from "~/lib/forms/parse-form";
import {
  intakeEnhancedField,
  intakeSchema,
  intakeSubmission,
  totalTooLong,
  type IntakeFailureCode,
  type IntakeResult,
  type IntakeSubmission,
} from "./intake-submission";

/** Stores one response; resolves only once the row is committed. */
export async function saveIntake(submission: IntakeSubmission): Promise<number> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto("client_test_responses")
      .values(
        sealFor("client_test_responses", {
          client_name: submission.clientName,
          email: submission.email,
          phone: submission.phone,
          email_lookup: lookupFor(submission.email),
          submitted_at: now,
          // The form cannot be sent without the consent box (D18), so consent was given now.
          consent_at: now,
          read_at: null,
          ...submission.answers,
        }),
      )
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      kind: "intake",
      email: submission.email,
      name: submission.clientName,
      at: now,
      clear: false,
    });
    // The coach's notice (ADR 0053) is queued with the row: no content of it, only that one arrived.
    await notifyCoach(trx, "intakes");
    return Number(result.insertId);
  });
}

function success(enhanced: boolean) {
  // Without JavaScript the browser follows the redirect; with it, the browser navigates itself
  // after recording the analytics event and clearing the draft.
  return enhanced
    ? data<IntakeResult>({ ok: true, code: "Intake submitted", message: intakeMessages.success })
    : redirect("/thank-you", 303);
}

/**
 * The /client-test action (product.md §4, §5, §8 Intake): checks, rate-limits and
 * stores one response, then answers with a redirect (plain form post) or with
 * data (enhanced form). A refusal carries the messages and, for a plain post,
 * the visitor's own values so nothing typed is lost (D9).
 */
export async function intakeAction(request: Request, clientAddress: string) {
  // The server has already refused bodies over its form limit and bodies that are not form data (ADR 0034).
  const form = await request.formData();
  const enhanced = textValue(form, intakeEnhancedField) === "1";
  if (isHoneypotFilled(form)) return success(enhanced);

  const parsed = parseForm(intakeSchema, form);
  // The enhanced form still holds what was typed: only a plain post needs the values back.
  const values = enhanced ? {} : parsed.values;
  const refuse = (status: number, failure: FormFailure<IntakeFailureCode>) =>
    data<IntakeResult>({ ...failure, values }, { status });

  if (!parsed.ok) return refuse(400, formFailure("Validation failed", parsed.errors));
  const tooMuch = totalTooLong(parsed.value);
  if (tooMuch) return refuse(400, formFailure("Validation failed", [tooMuch]));

  let id: number;
  try {
    if (!(await takeRateLimit("default", clientAddress))) {
      return refuse(429, formRefusal("Rate limit exceeded", intakeMessages.rateLimited));
    }
    id = await saveIntake(intakeSubmission(parsed.value));
  } catch (error) {
    // Only the error itself: never the name or the answers.
    logger.error({ err: error }, "intake could not be saved");
    return refuse(500, formRefusal("Database error", intakeMessages.serverError));
  }
  logger.info({ id }, "intake received");
  return success(enhanced);
}
