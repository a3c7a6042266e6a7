import { recordActivity } from "~/features/people/people-store.server";
import { ebookResultMessages, fillText } from "~/content/ebook";
import { notifyCoach } from "~/features/notifications/notify.server";
import { formRefusal } from "~/lib/forms/form-result";
import { parseForm, type FormValue } from "~/lib/forms/parse-form";
import { handlePublicForm } from "~/server/public-form.server";
import { db, nowIso } from "~/server/db.server";
import { businessDetails } from "~/server/business.server";
import { logger } from "~/server/logger.server";
import { sendEbookMail } from "./delivery.server";
import { newsletterOptIn } from "~/features/newsletter/opt-in.server";
import { enterSequences } from "~/features/newsletter/sequences.server";
import { ebookRequestSchema, type EbookFailureCode, type EbookRequestResult } from "./request-form";

export interface EbookRequestAnswer {
  status: number;
  result: EbookRequestResult;
}

const sentAnswer: EbookRequestAnswer = {
  status: 200,
  result: { ok: true, code: "Ebook request processed", message: ebookResultMessages.success },
};

async function refusal(code: Exclude<EbookFailureCode, "Validation failed">, values: Record<string, string>) {
  const { email } = await businessDetails();
  return formRefusal(code, fillText(ebookResultMessages[code], { email }), values);
}

/**
 * The e-book request (product.md §4, §5, §8; D8, D9, D14, D16) through the
 * public form pipeline (ADR 0096); the row is committed before anything else
 * happens, so the request is never lost, even when the mail fails or no
 * e-book has been uploaded yet.
 */
export function ebookRequestAction(request: Request, clientAddress: string): Promise<EbookRequestAnswer> {
  return handlePublicForm(request, {
    name: "ebook",
    clientAddress,
    rateLimit: "ebook",
    check: (form) => parseForm(ebookRequestSchema, form),
    botAnswer: () => sentAnswer,
    refuse: refusal,
    handle: storeAndSend,
  });
}

async function storeAndSend(
  { email, name }: FormValue<typeof ebookRequestSchema>,
  form: FormData,
  values: Record<string, string>,
): Promise<EbookRequestAnswer> {
  const at = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("ebook_requests")
      .values({ email, name, requested_at: at, sent_at: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordActivity(trx, { kind: "ebook", email, name, at, clear: true });
    // A subscriber already has marketing consent (D34); a ticked box enters on confirmation instead.
    await enterSequences(trx, { trigger: "ebook", email });
    await notifyCoach(trx, "ebooks");
    return row.id;
  });
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
    return { status: 502, result: await refusal("Email error", values) };
  }
}
