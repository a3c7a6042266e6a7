import { recordActivity } from "~/features/people/people-store.server";
import { ebookResultMessages, fillText } from "~/content/ebook";
import { isHoneypotFilled } from "~/lib/forms/Honeypot";
import { notifyCoach } from "~/features/notifications/notify.server";
import { formFailure, formRefusal } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { businessDetails } from "~/server/business.server";
import { logger } from "~/server/logger.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import { sendEbookMail } from "./delivery.server";
import { newsletterOptIn } from "~/features/newsletter/opt-in.server";
import { ebookRequestSchema, type EbookFailureCode, type EbookRequestResult } from "./request-form";

export interface EbookRequestAnswer {
  status: number;
  result: EbookRequestResult;
}

const sentAnswer: EbookRequestAnswer = {
  status: 200,
  result: { ok: true, code: "Ebook request processed", message: ebookResultMessages.success },
};

async function failure(
  status: number,
  code: Exclude<EbookFailureCode, "Validation failed">,
  values: Record<string, string>,
): Promise<EbookRequestAnswer> {
  const { email } = await businessDetails();
  return { status, result: formRefusal(code, fillText(ebookResultMessages[code], { email }), values) };
}

/**
 * The e-book request (product.md §4, §5, §8; D8, D9, D14, D16): honeypot, rate limit
 * per client address, validation, then the row is committed before anything
 * else happens, so the request is never lost, even when the mail fails or no
 * e-book has been uploaded yet.
 */
export async function handleEbookRequest(form: FormData, clientAddress: string): Promise<EbookRequestAnswer> {
  const parsed = parseForm(ebookRequestSchema, form);
  const { values } = parsed;

  // A bot gets exactly the answer a person gets, so it learns nothing (D9).
  if (isHoneypotFilled(form)) return sentAnswer;

  if (!(await takeRateLimit("ebook", clientAddress))) {
    logger.info("ebook request refused by the rate limit");
    return failure(429, "Rate limit exceeded", values);
  }

  if (!parsed.ok) return { status: 400, result: formFailure("Validation failed", parsed.errors, values) };
  const { email, name } = parsed.value;

  let id: number;
  try {
    const at = nowIso();
    id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("ebook_requests")
        .values({ email, name, requested_at: at, sent_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordActivity(trx, { kind: "ebook", email, name, at, clear: true });
      await notifyCoach(trx, "ebooks");
      return row.id;
    });
  } catch (err) {
    logger.error({ err }, "ebook request could not be stored");
    return failure(500, "Database error", values);
  }
  logger.info({ requestId: id }, "ebook request stored");
  await newsletterOptIn(form, "ebook", email, name);

  try {
    const outcome = await sendEbookMail({ id, email, name });
    if (outcome === "no-ebook") {
      logger.warn({ requestId: id }, "ebook requested while no e-book is uploaded; the request waits for a send");
      return { status: 200, result: { ok: true, code: "Ebook pending", message: ebookResultMessages.pending } };
    }
    return sentAnswer;
  } catch (err) {
    // The request row stays (sent_at null), so the coach can still send it later.
    logger.error({ err, requestId: id }, "ebook mail failed");
    return failure(502, "Email error", values);
  }
}

/** The route's action: reads the form and turns anything unforeseen into SPEC's 'Unexpected error'. */
export async function ebookRequestAction(request: Request, clientAddress: string): Promise<EbookRequestAnswer> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failure(400, "Unexpected error", {});
  }
  try {
    return await handleEbookRequest(form, clientAddress);
  } catch (err) {
    logger.error({ err }, "ebook request failed unexpectedly");
    return failure(500, "Unexpected error", parseForm(ebookRequestSchema, form).values);
  }
}
