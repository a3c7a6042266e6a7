import { data, redirect } from "react-router";
import { intakeMessages, intakeNoticeMail } from "~/content/intake";
import { isHoneypotFilled } from "~/features/forms/Honeypot";
import { sealFor } from "~/server/data-key.server";
import { db, nowIso } from "~/server/db.server";
import { env, publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import {
  checkIntake,
  intakeEnhancedField,
  intakeLimits,
  readIntakeValues,
  type IntakeActionResult,
  type IntakeFieldErrors,
  type IntakeSubmission,
} from "./intake-submission";
import { intakeAnswerFields } from "~/server/db-schema";

/**
 * The largest request body we read. The longest legitimate form (every answer
 * at its limit, each character percent-encoded to 9 bytes) stays below it;
 * anything bigger is refused before it is held in memory.
 */
const maxBodyBytes = intakeAnswerFields.length * intakeLimits.answer * 9 + 1_000_000;

/** Reads the posted form, or null when the body is larger than `maxBytes`. */
async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new FormData();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Blob(chunks as BlobPart[]);
  return new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
}

/** Stores one response; resolves only once the row is committed. */
export async function saveIntake(submission: IntakeSubmission): Promise<number> {
  const now = nowIso();
  const result = await (
    await db()
  )
    .insertInto("client_test_responses")
    .values(
      sealFor("client_test_responses", {
        client_name: submission.clientName,
        submitted_at: now,
        // The form cannot be sent without the consent box (D18), so consent was given now.
        consent_at: now,
        read_at: null,
        ...submission.answers,
      }),
    )
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/** Tells the coach a new intake arrived, without any of its content (D14, D18). */
export async function sendIntakeNotice(to: string): Promise<void> {
  await sendMail({
    to,
    subject: intakeNoticeMail.subject,
    heading: intakeNoticeMail.heading,
    paragraphs: [...intakeNoticeMail.paragraphs],
    button: { label: intakeNoticeMail.button, url: `${publicUrl}/admin/client-tests` },
  });
}

function success(enhanced: boolean) {
  // Without JavaScript the browser follows the redirect; with it, the browser navigates itself
  // after recording the analytics event and clearing the draft.
  return enhanced ? data<IntakeActionResult>({ ok: true }) : redirect("/thank-you", 303);
}

/**
 * The /client-test action (product.md §4, §5, §8 Intake): checks, rate-limits and
 * stores one response, then answers with a redirect (plain form post) or with
 * data (enhanced form). A refusal carries the messages and, for a plain post,
 * the visitor's own values so nothing typed is lost (D9).
 */
export async function intakeAction(request: Request, clientAddress: string) {
  // A body that is not form data at all can only be hand-made; it gets the same refusal.
  const form = await readLimitedForm(request, maxBodyBytes).catch(() => null);
  if (!form) {
    return data<IntakeActionResult>({ ok: false, errors: {}, messages: [intakeMessages.tooLarge] }, { status: 413 });
  }
  const enhanced = form.get(intakeEnhancedField) === "1";
  if (isHoneypotFilled(form)) return success(enhanced);

  const values = readIntakeValues(form);
  const refuse = (status: number, errors: IntakeFieldErrors, messages: string[]) =>
    data<IntakeActionResult>({ ok: false, errors, messages, values: enhanced ? undefined : values }, { status });

  const check = checkIntake(values);
  if (!check.ok) return refuse(400, check.errors, check.messages);

  let id: number;
  try {
    if (!(await takeRateLimit("default", clientAddress))) {
      return refuse(429, {}, [intakeMessages.rateLimited]);
    }
    id = await saveIntake(check.submission);
  } catch (error) {
    // Only the error itself: never the name or the answers.
    logger.error({ err: error }, "intake could not be saved");
    return refuse(500, {}, [intakeMessages.serverError]);
  }
  logger.info({ id }, "intake received");

  const noticeTo = env.INTAKE_NOTICE_EMAIL;
  if (noticeTo) {
    // The response is safely stored; a failed notice is logged (by sendMail) and must not fail it.
    void sendIntakeNotice(noticeTo).catch(() => logger.warn({ id }, "intake notice not sent"));
  }
  return success(enhanced);
}
