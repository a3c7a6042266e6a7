import { broadcastMail } from "~/content/newsletter-broadcasts";
import { sequenceTexts } from "~/content/newsletter-sequences";
import type { AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FieldProblem, type FormResult } from "~/lib/forms/form-result";
import { parseForm, textValue } from "~/lib/forms/parse-form";
import { sendMail } from "~/server/mail.server";
import { previewHtml } from "./broadcast-actions.server";
import { newsletterMail } from "./broadcast-sender.server";
import { saveStep, type StepContent } from "./sequence-admin.server";
import { refusal, stepSchema } from "./sequence-step-form";

const texts = sequenceTexts.step;
export type StepActionResult = FormResult<string, string, { previewHtml?: string; values?: Record<string, string> }>;

/** 'Opslaan', 'testmail' and the live preview of a step's editor (ADR 0132). */
export async function stepAction(user: AccessLogUser, stepId: number, form: FormData): Promise<StepActionResult> {
  const intent = textValue(form, "intent");
  const parsed = parseForm(stepSchema, form);
  const days = [...new Set(form.getAll("windowDays").map(String))].filter((day) => /^[1-7]$/.test(day)).sort();
  const problems: FieldProblem[] = parsed.ok ? [] : [...parsed.errors];
  if (days.length === 0) problems.push({ field: "windowDays", ...refusal(texts.errors.days) });
  if (parsed.ok && Number(parsed.value.windowEnd) <= Number(parsed.value.windowStart)) {
    problems.push({ field: "windowEnd", ...refusal(texts.errors.hours) });
  }
  const delayHours = parsed.ok ? parsed.value.delay * (parsed.value.delayUnit === "dagen" ? 24 : 1) : 0;
  if (delayHours > 8760) problems.push({ field: "delay", ...refusal(texts.errors.delay) });
  const values = { ...parsed.values, windowDays: days.join("") };
  if (!parsed.ok || problems.length > 0) return { ...formFailure("Validation failed", problems, values) };
  const draft = { subject: parsed.value.subject, preheader: parsed.value.preheader, body: parsed.value.body };
  if (intent === "preview")
    return { ok: true, code: "Preview", message: "", previewHtml: await previewHtml(draft), values };
  const content: StepContent = {
    ...draft,
    delayHours,
    windowDays: days.join(""),
    windowStart: Number(parsed.value.windowStart),
    windowEnd: Number(parsed.value.windowEnd),
  };
  await saveStep(stepId, content);
  if (intent === "test") {
    try {
      await sendMail({ ...newsletterMail(draft, user.email, null), subject: broadcastMail.testSubject(draft.subject) });
    } catch {
      return formRefusal("Email error", texts.messages.testFailed, values);
    }
    return { ok: true, code: "Test sent", message: texts.messages.testSent };
  }
  return { ok: true, code: "Saved", message: texts.messages.saved };
}
