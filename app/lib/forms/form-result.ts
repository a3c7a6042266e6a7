/**
 * The one answer shape of every form action (ADR 0035), for the fetcher and
 * for the page rendered again without JavaScript alike. `code` is the
 * machine-readable phrase (product.md §8's English where SPEC names one, D1);
 * `message` and `errors[].message` are the Dutch texts a person reads.
 */

/** One problem: `field` is the form field it belongs to, "" for the whole form. */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
  /** The line in the summary list when it differs from the text next to the field. */
  summary?: string;
}

export type FormSuccess<Code extends string = string, Extra extends object = object> = {
  ok: true;
  code: Code;
  message: string;
} & Extra;

export interface FormFailure<Code extends string = string> {
  ok: false;
  code: Code;
  errors: FieldProblem[];
  /** What was typed (never secrets), so a page rendered without JavaScript shows it again. */
  values: Record<string, string>;
}

export type FormResult<
  Success extends string = string,
  Failure extends string = string,
  Extra extends object = object,
> = FormSuccess<Success, Extra> | FormFailure<Failure>;

export function formFailure<Code extends string>(
  code: Code,
  errors: FieldProblem[],
  values: Record<string, string> = {},
): FormFailure<Code> {
  return { ok: false, code, errors, values };
}

/** A refusal of the whole form (rate limit, database error...) with one message. */
export function formRefusal<Code extends string>(
  code: Code,
  message: string,
  values: Record<string, string> = {},
): FormFailure<Code> {
  return formFailure(code, [{ field: "", code, message }], values);
}

/** The message to show next to `field`, if the answer refused it. */
export function fieldError(result: FormResult | undefined, field: string): string | undefined {
  return result && !result.ok ? result.errors.find((problem) => problem.field === field)?.message : undefined;
}

/** What the visitor typed in `field` before a refusal, to show it again. */
export function typedValue(result: FormResult | undefined, field: string): string | undefined {
  return result && !result.ok ? result.values[field] : undefined;
}

/** The lines of the summary list: each distinct message once, in the order of the fields. */
export function summaryLines(result: FormResult | undefined): string[] {
  if (!result || result.ok) return [];
  return [...new Set(result.errors.map((problem) => problem.summary ?? problem.message))];
}
