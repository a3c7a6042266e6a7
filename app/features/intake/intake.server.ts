import { intakeMessages, intakeNextSteps, intakeReceiptMail } from "~/content/intake";
import { notifyCoach } from "~/features/notifications/notify.server";
import { recordActivity } from "~/features/people/people-store.server";
import { lookupFor, sealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { queueMail } from "~/server/mail-queue.server";
import type { MailContent } from "~/server/mail.server";
import { formRefusal } from "~/lib/forms/form-result";
import { isEnhancedSubmit } from "~/lib/forms/EnhancedMark";
import { parseForm, type FormValue } from "~/lib/forms/parse-form";
import { answerPublicForm, formResponse, type FormAnswer, type FormCheck } from "~/server/public-form.server";
import {
  intakeSchema,
  intakeSubmission,
  totalTooLong,
  type IntakeResult,
  type IntakeSubmission,
} from "./intake-submission";
import { enterSequences } from "~/features/newsletter/sequences.server";

/** The receipt to the person (ADR 0094): what happens next and the booking; no answer, no name. */
function receiptMail(to: string): MailContent {
  const mail = intakeReceiptMail;
  return {
    to,
    subject: mail.subject,
    preheader: mail.preheader,
    heading: mail.heading,
    paragraphs: [mail.intro, { heading: mail.nextTitle }, { list: intakeNextSteps }, mail.booking],
    button: { label: mail.button, url: `${publicUrl}/kennismaking` },
    closing: [...mail.closing],
  };
}

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
    await enterSequences(trx, { trigger: "intake", email: submission.email });
    // The coach's notice (ADR 0053) and the person's receipt are queued with the row, so neither is lost
    // and neither holds the visitor's answers.
    await notifyCoach(trx, "intakes");
    await queueMail(trx, receiptMail(submission.email));
    return Number(result.insertId);
  });
}

function success(enhanced: boolean): FormAnswer<IntakeResult> {
  // Without JavaScript the browser follows the redirect; with it, the browser navigates itself
  // after recording the analytics event and clearing the draft.
  return enhanced
    ? { status: 200, result: { ok: true, code: "Intake submitted", message: intakeMessages.success } }
    : { status: 303, location: "/thank-you" };
}

/** The schema's check plus the limit on the whole form. */
function checkIntake(form: FormData): FormCheck<FormValue<typeof intakeSchema>> {
  const parsed = parseForm(intakeSchema, form);
  const tooMuch = parsed.ok ? totalTooLong(parsed.value) : undefined;
  return tooMuch ? { ok: false, errors: [tooMuch], values: parsed.values } : parsed;
}

/**
 * The /client-test action (product.md §4, §5, §8 Intake) through the public
 * form pipeline (ADR 0096): stores one response, then answers with a redirect
 * (plain form post) or with data (enhanced form). A refusal carries the
 * messages and, for a plain post, the visitor's own values so nothing typed is lost (D9).
 */
export async function intakeAction(request: Request, clientAddress: string) {
  // The server has already refused bodies over its form limit and bodies that are not form data (ADR 0034).
  const form = await request.formData();
  const enhanced = isEnhancedSubmit(form);
  const answer = await answerPublicForm(
    {
      name: "intake",
      clientAddress,
      rateLimit: "default",
      check: checkIntake,
      botAnswer: () => success(enhanced),
      refuse: (reason, values) =>
        reason === "Rate limit exceeded"
          ? formRefusal(reason, intakeMessages.rateLimited, values)
          : formRefusal("Database error", intakeMessages.serverError, values),
      handle: async (value) => {
        const id = await saveIntake(intakeSubmission(value));
        logger.info({ id }, "intake received");
        return success(enhanced);
      },
    },
    form,
  );
  // The enhanced form still holds what was typed: only a plain post needs the values back.
  return formResponse(answer, (result): IntakeResult => (enhanced && !result.ok ? { ...result, values: {} } : result));
}
