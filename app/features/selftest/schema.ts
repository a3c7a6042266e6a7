import { selfTestMessages, type SelfTestQuestion } from "~/content/selftest";
import type { FieldProblem } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import {
  backNav,
  consentValue,
  emailStepSchema,
  retakeStepSchema,
  selfTestFields,
  submitIntent,
  type Draft,
} from "./fields";

export { backNav, consentValue, selfTestFields, submitIntent, type Draft };

const optionIndex = /^[0-3]$/;
const questionField = /^q\d+$/;

function indexOf(value: FormDataEntryValue | undefined, question: SelfTestQuestion): number | null {
  if (typeof value !== "string" || !optionIndex.test(value)) return null;
  const index = Number(value);
  return question.options[index] ? index : null;
}

/** The answers a page carried, leniently: anything unreadable is simply not answered yet. */
export function readDraft(form: FormData, questions: readonly SelfTestQuestion[]): Draft {
  return questions.map((question) => indexOf(form.getAll(question.id).at(-1), question));
}

export interface Submission {
  answers: number[];
  email: string;
}

export type SubmissionCheck = { ok: true; value: Submission } | { ok: false; errors: FieldProblem[] };

/** Exactly one valid option index for each question, and no answers to questions that do not exist (D8). */
function checkAnswers(
  form: FormData,
  questions: readonly SelfTestQuestion[],
): { answers: number[]; errors: FieldProblem[] } {
  const errors: FieldProblem[] = [];
  const known = new Set(questions.map((question) => question.id));
  const unknown = [...new Set(form.keys())].some((key) => questionField.test(key) && !known.has(key));
  if (unknown) {
    errors.push({ field: "answers", code: "Unknown question", message: selfTestMessages.unknownQuestion });
  }
  const answers: number[] = [];
  questions.forEach((question, position) => {
    const number = position + 1;
    const values = form.getAll(question.id);
    if (values.length === 0 || values[0] === "") {
      errors.push({ field: question.id, code: "Missing answer", message: selfTestMessages.missing(number) });
    } else if (values.length > 1) {
      errors.push({ field: question.id, code: "Duplicate answer", message: selfTestMessages.duplicate(number) });
    } else {
      const index = indexOf(values[0], question);
      if (index === null) {
        errors.push({ field: question.id, code: "Invalid answer", message: selfTestMessages.invalid(number) });
      } else {
        answers.push(index);
      }
    }
  });
  return { answers, errors };
}

/**
 * Checks a final submission strictly (D8): the answers, a valid e-mail
 * address, and the explicit consent of D18. Scores are never read from the
 * form; they follow from the indexes and the content.
 */
export function checkSubmission(form: FormData, questions: readonly SelfTestQuestion[]): SubmissionCheck {
  const { answers, errors } = checkAnswers(form, questions);
  const emailStep = parseForm(emailStepSchema, form);
  if (!emailStep.ok) errors.push(...emailStep.errors);
  if (errors.length > 0 || !emailStep.ok) return { ok: false, errors };
  return { ok: true, value: { answers, email: emailStep.value.email } };
}

/** A retake through the coach's link (ADR 0146): the same answers and consent, no address (the link names the person). */
export function checkRetake(
  form: FormData,
  questions: readonly SelfTestQuestion[],
): { ok: true; value: { answers: number[] } } | { ok: false; errors: FieldProblem[] } {
  const { answers, errors } = checkAnswers(form, questions);
  const consent = parseForm(retakeStepSchema, form);
  if (!consent.ok) errors.push(...consent.errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { answers } };
}

/** The first question without an answer, or the e-mail step when all are answered. */
export function firstOpenStep(draft: Draft): number {
  const open = draft.indexOf(null);
  return open === -1 ? draft.length : open;
}
