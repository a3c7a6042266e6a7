import { broadcastEditor as texts, broadcastMail } from "~/content/newsletter-broadcasts";
import { zonedInstant } from "~/lib/amsterdam-time";
import type { AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FieldProblem, type FormResult } from "~/lib/forms/form-result";
import { parseForm, textValue } from "~/lib/forms/parse-form";
import { businessDetails, publicIdentity } from "~/server/business.server";
import { logger } from "~/server/logger.server";
import { renderMail, sendMail } from "~/server/mail.server";
import { newsletterMail } from "./broadcast-sender.server";
import { broadcastIntents, broadcastSchema, confirmedCountField, type BroadcastIntent } from "./broadcast-form";
import {
  audienceSize,
  createBroadcast,
  findBroadcast,
  scheduleBroadcast,
  tagsInUse,
  updateBroadcast,
  type BroadcastDraft,
} from "./broadcasts.server";

export type BroadcastActionResult = FormResult<
  string,
  string,
  {
    previewHtml?: string;
    id?: number;
    /** How many subscribers the typed tags reach now: the number 'Nu versturen' asks to confirm. */
    audience?: number;
    /** What was typed, for the page rendered again without JavaScript (a preview, the send question). */
    values?: Record<string, string>;
    tags?: string[];
  }
>;

/** 'YYYY-MM-DDTHH:mm' from a datetime-local field, read as Amsterdam wall time. */
export function amsterdamInstant(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return new Date(zonedInstant({ year, month, day }, hour * 60 + minute));
}

/**
 * The whole mail of a draft, exactly as the mail template renders it for a
 * subscriber (ADR 0117): the admin shows it in a frame, so the portal's own
 * styles cannot change it (they took the bullets away).
 */
export async function previewHtml(draft: Pick<BroadcastDraft, "subject" | "preheader" | "body">): Promise<string> {
  return renderMail(newsletterMail(draft, "", 0), publicIdentity(await businessDetails())).html;
}

/**
 * Every button of the compose screen. The draft is checked first for each of
 * them; 'preview' only renders it (nothing is stored), the others save it and
 * then test, send or plan it.
 */
export async function broadcastAction(
  user: AccessLogUser,
  id: number | null,
  form: FormData,
  now = new Date(),
): Promise<BroadcastActionResult> {
  const intentText = textValue(form, "intent");
  const intent = (broadcastIntents as readonly string[]).includes(intentText)
    ? (intentText as BroadcastIntent)
    : "save";
  const parsed = parseForm(broadcastSchema, form);
  const known = new Set(await tagsInUse());
  const tags = form.getAll("tags").filter((tag): tag is string => typeof tag === "string");
  const problems: FieldProblem[] = parsed.ok ? [] : [...parsed.errors];
  if (tags.some((tag) => !known.has(tag))) {
    problems.push({ field: "tags", code: "Validation failed", message: texts.errors.tagUnknown });
  }
  const existing = id === null ? undefined : await findBroadcast(id);
  const locked = existing && (existing.status === "bezig" || existing.status === "verzonden");
  if (locked) {
    if (intent !== "archive") return formRefusal("Not editable", texts.messages.notEditable, parsed.values);
    await updateBroadcast(existing.id, { ...existing, showInArchive: form.get("showInArchive") !== null }, now);
    return { ok: true, code: "Saved", message: texts.messages.saved, id: existing.id };
  }
  if (!parsed.ok || problems.length > 0) return formFailure("Validation failed", problems, parsed.values);
  const draft: BroadcastDraft = { ...parsed.value, tags: tags.filter((tag) => known.has(tag)) };
  const typed = { values: parsed.values, tags: draft.tags };
  if (intent === "preview") {
    const [html, audience] = await Promise.all([previewHtml(draft), audienceSize(draft.tags)]);
    return { ok: true, code: "Preview", message: "", previewHtml: html, audience, ...typed };
  }

  let sendAt: Date | null = null;
  if (intent === "schedule") {
    sendAt = amsterdamInstant(textValue(form, "sendAt"));
    if (!sendAt || sendAt.getTime() <= now.getTime()) {
      return formFailure(
        "Validation failed",
        [{ field: "sendAt", code: "Validation failed", message: texts.errors.sendAtRequired }],
        parsed.values,
      );
    }
  }
  const audience = intent === "send-now" || intent === "schedule" ? await audienceSize(draft.tags) : undefined;
  if (audience === 0) return formRefusal("No recipients", texts.messages.noRecipients, parsed.values);
  // 'Nu versturen' sends only once the coach said yes to this very number (ADR 0118); until then nothing is stored.
  if (intent === "send-now" && textValue(form, confirmedCountField) !== String(audience)) {
    return { ok: true, code: "Confirm send", message: "", audience, ...typed };
  }

  const savedId = existing ? existing.id : await createBroadcast(draft, now);
  if (existing) await updateBroadcast(existing.id, draft, now);

  if (intent === "test") {
    try {
      await sendMail({ ...newsletterMail(draft, user.email, null), subject: broadcastMail.testSubject(draft.subject) });
    } catch {
      return {
        ...formRefusal("Email error", texts.messages.testFailed, parsed.values),
        id: savedId,
      } as BroadcastActionResult;
    }
    return { ok: true, code: "Test sent", message: texts.messages.testSent, id: savedId };
  }
  if (intent === "send-now" || intent === "schedule") {
    await scheduleBroadcast(savedId, sendAt ?? now, now);
    logger.info({ broadcastId: savedId, at: (sendAt ?? now).toISOString() }, "broadcast planned");
    return {
      ok: true,
      code: intent === "schedule" ? "Scheduled" : "Sending",
      message: intent === "schedule" ? texts.messages.scheduled : texts.messages.sending,
      id: savedId,
    };
  }
  return { ok: true, code: "Saved", message: texts.messages.saved, id: savedId };
}
