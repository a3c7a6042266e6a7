import { intakeMessages, intakeQuestions, intakeSectionTitles } from "~/content/intake";
import { intakeAnswerFields, type IntakeAnswerField } from "~/server/db-schema";

/**
 * What the intake form sends and how it is checked (product.md §5 Intake). Shared
 * by the server action and the browser; the server's check is the one that
 * counts (D8).
 */
export const intakeNameField = "client_name";
export const intakeConsentField = "consent";
/** Added by the browser when JavaScript runs, so the action answers with data instead of a redirect. */
export const intakeEnhancedField = "enhanced";

export type IntakeTextField = typeof intakeNameField | IntakeAnswerField;

/** The fields a draft keeps: the name and the answers, never the consent (D18). */
export const intakeTextFields: readonly IntakeTextField[] = [intakeNameField, ...intakeAnswerFields];

/**
 * Deliberate deviation from product.md §5 ("no length limit" for the answers): an
 * answer may have at most 20,000 characters and the name 200, so a single
 * request cannot fill the server's memory or database. That is still several
 * pages of text per question; the visitor gets a clear message, never a
 * silently cut answer.
 */
export const intakeLimits = { name: 200, answer: 20_000 } as const;

/** What the visitor filled in, as sent (used to show the form again after a refusal). */
export interface IntakeValues {
  text: Record<IntakeTextField, string>;
  consent: boolean;
}

/** What is stored: trimmed text, blank answers as null. */
export interface IntakeSubmission {
  clientName: string;
  answers: Record<IntakeAnswerField, string | null>;
}

export type IntakeFieldErrors = Partial<Record<IntakeTextField | typeof intakeConsentField, string>>;

/** The action's answer to the browser: success, or the problems (and, without JavaScript, the values). */
export type IntakeActionResult =
  { ok: true } | { ok: false; errors: IntakeFieldErrors; messages: string[]; values?: IntakeValues };

export type IntakeFailure = Extract<IntakeActionResult, { ok: false }>;

export function readIntakeValues(form: FormData): IntakeValues {
  const text = {} as Record<IntakeTextField, string>;
  for (const field of intakeTextFields) {
    const value = form.get(field);
    text[field] = typeof value === "string" ? value : "";
  }
  const consent = form.get(intakeConsentField);
  return { text, consent: typeof consent === "string" && consent !== "" };
}

export type IntakeCheck =
  { ok: true; submission: IntakeSubmission } | { ok: false; errors: IntakeFieldErrors; messages: string[] };

export function checkIntake(values: IntakeValues): IntakeCheck {
  const errors: IntakeFieldErrors = {};
  const messages: string[] = [];

  const clientName = values.text.client_name.trim();
  if (clientName === "") errors.client_name = intakeMessages.nameRequired;
  else if (clientName.length > intakeLimits.name) errors.client_name = intakeMessages.nameTooLong(intakeLimits.name);
  if (errors.client_name) messages.push(errors.client_name);

  const answers = {} as Record<IntakeAnswerField, string | null>;
  let tooLong = false;
  for (const field of intakeAnswerFields) {
    const answer = values.text[field].trim();
    if (answer.length > intakeLimits.answer) {
      errors[field] = intakeMessages.answerTooLong(intakeLimits.answer, answer.length);
      tooLong = true;
    }
    answers[field] = answer === "" ? null : answer;
  }
  if (tooLong) messages.push(intakeMessages.answersTooLong(intakeLimits.answer));

  if (!values.consent) {
    errors.consent = intakeMessages.consentRequired;
    messages.push(intakeMessages.consentRequired);
  }

  return messages.length > 0 ? { ok: false, errors, messages } : { ok: true, submission: { clientName, answers } };
}

export interface IntakeSectionView {
  title: string;
  fields: { name: IntakeAnswerField; question: string }[];
}

/** The five sections with their questions in the schema's order (also for the admin view). */
export function intakeSections(): IntakeSectionView[] {
  return intakeSectionTitles.map((title, index) => ({
    title,
    fields: intakeAnswerFields
      .filter((field) => intakeQuestions[field].section === index + 1)
      .map((field) => ({ name: field, question: intakeQuestions[field].text })),
  }));
}
