import { intakeMessages, intakeQuestions, intakeSectionTitles } from "~/content/intake";
import type { FieldProblem, FormResult } from "~/lib/forms/form-result";
import type { FormSchema, FormValue } from "~/lib/forms/parse-form";
import { accept, checkbox, refuse, text, type Rule } from "~/lib/forms/rules";
import { nameMaxLength } from "~/lib/forms/limits";
import { formalEmailAddress, phoneNumber } from "~/lib/forms/validation";
import { intakeAnswerFields, type IntakeAnswerField } from "~/server/db-schema";

/**
 * What the intake form sends and how it is checked (product.md §5 Intake). Shared
 * by the server action and the browser; the server's check is the one that
 * counts (D8).
 */
export const intakeNameField = "client_name";
/** D28: how the coach can reach the person. */
export const intakeEmailField = "email";
export const intakePhoneField = "phone";
export const intakeConsentField = "consent";

export type IntakeTextField =
  typeof intakeNameField | typeof intakeEmailField | typeof intakePhoneField | IntakeAnswerField;

/** The fields a draft keeps: the name, how to reach the person and the answers, never the consent (D18). */
export const intakeTextFields: readonly IntakeTextField[] = [
  intakeNameField,
  intakeEmailField,
  intakePhoneField,
  ...intakeAnswerFields,
];

/**
 * Deliberate deviation from product.md §5 ("no length limit" for the answers): an
 * answer may have at most 5,000 characters (about two pages), the name as many
 * as every other form allows (ADR 0088), and the whole form 50,000 characters,
 * so one anonymous request cannot store megabytes. The textareas carry
 * maxLength; the visitor gets a message naming the question, never a silently
 * cut answer.
 */
export const intakeLimits = { name: nameMaxLength, answer: 5_000, total: 50_000 } as const;

/** An answer within its limit; the summary line names the question, so the visitor finds it. */
function answerRule(field: IntakeAnswerField): Rule<string | null> {
  return {
    check(input) {
      const answer = input.trim();
      if (answer.length > intakeLimits.answer) {
        return refuse({
          code: "Answer too long",
          message: intakeMessages.answerTooLong(intakeLimits.answer, answer.length),
          summary: intakeMessages.answerTooLongFor(intakeQuestions[field].text, intakeLimits.answer),
        });
      }
      return accept(answer === "" ? null : answer);
    },
    constraints: { maxLength: intakeLimits.answer },
  };
}

/** The questionnaire's fields in the page's order, so the summary lists problems top to bottom. */
export const intakeSchema = {
  [intakeNameField]: text({
    required: { code: "Name required", message: intakeMessages.nameRequired },
    max: {
      length: intakeLimits.name,
      refusal: { code: "Name too long", message: intakeMessages.nameTooLong(intakeLimits.name) },
    },
  }),
  [intakeEmailField]: formalEmailAddress,
  [intakePhoneField]: phoneNumber,
  ...(Object.fromEntries(intakeAnswerFields.map((field) => [field, answerRule(field)])) as Record<
    IntakeAnswerField,
    Rule<string | null>
  >),
  [intakeConsentField]: checkbox({ code: "Consent required", message: intakeMessages.consentRequired }),
} satisfies FormSchema;

/** What is stored: trimmed text, blank answers as null. */
export interface IntakeSubmission {
  clientName: string;
  /** Lower-cased. */
  email: string;
  phone: string | null;
  answers: Record<IntakeAnswerField, string | null>;
}

export function intakeSubmission(value: FormValue<typeof intakeSchema>): IntakeSubmission {
  const answers = {} as Record<IntakeAnswerField, string | null>;
  for (const field of intakeAnswerFields) answers[field] = value[field];
  return {
    clientName: value[intakeNameField],
    email: value[intakeEmailField],
    phone: value[intakePhoneField],
    answers,
  };
}

/**
 * Every answer within its limit but all together over the form's ceiling: the
 * problem is put on the longest answer, the one most worth shortening.
 */
export function totalTooLong(value: FormValue<typeof intakeSchema>): FieldProblem | undefined {
  const lengths = intakeAnswerFields.map((field) => ({ field, length: value[field]?.length ?? 0 }));
  const total = value[intakeNameField].length + lengths.reduce((sum, { length }) => sum + length, 0);
  if (total <= intakeLimits.total) return undefined;
  const longest = lengths.reduce((a, b) => (b.length > a.length ? b : a));
  return {
    field: longest.field,
    code: "Answers too long",
    message: intakeMessages.totalTooLong(intakeLimits.total, total),
    summary: intakeMessages.totalTooLongFor(intakeQuestions[longest.field].text, intakeLimits.total, total),
  };
}

/** product.md §8 Intake has no English phrases; these codes are the machine-readable side of the answer (D1). */
export type IntakeFailureCode = "Validation failed" | "Rate limit exceeded" | "Database error" | "Network error";

export type IntakeResult = FormResult<"Intake submitted", IntakeFailureCode>;

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
