import { data, redirect } from "react-router";
import { logger } from "./logger.server";
import { takeRateLimit, type RateLimitName } from "./rate-limit.server";
import { formFailure, type FieldProblem, type FormFailure } from "~/lib/forms/form-result";
import { isHoneypotFilled } from "~/lib/forms/Honeypot";

/**
 * The one pipeline of every public form (ADR 0096): honeypot, rate limit,
 * validation, the feature's handler, one answer shape. The order is the same
 * for every form: a bot never uses a person's rate budget, and a refused
 * address learns nothing about what it typed.
 */

/** The one answer of a public form: a result with its status, or where the browser goes next. */
export type FormAnswer<R> = ResultAnswer<R> | RedirectAnswer;
export interface ResultAnswer<R> {
  status: number;
  result: R;
}
export interface RedirectAnswer {
  status: 302 | 303;
  location: string;
}

/** What a form's check gives: the typed value, or the refused fields; `values` is what was typed (no secrets). */
export type FormCheck<T> =
  | { ok: true; value: T; values: Record<string, string> }
  | { ok: false; errors: FieldProblem[]; values: Record<string, string> };

/** Why the pipeline refused the whole form; the feature words each one in its own Dutch. */
export type FormRefusalReason = "Rate limit exceeded" | "Database error" | "Unexpected error";

const refusalStatus: Record<FormRefusalReason, number> = {
  "Rate limit exceeded": 429,
  "Database error": 500,
  "Unexpected error": 500,
};

export interface PublicForm<T, A extends FormAnswer<unknown>, F extends FormFailure> {
  /** Names the form in the log; what was typed never goes there. */
  name: string;
  clientAddress: string;
  rateLimit: RateLimitName;
  /** The injectable clock of the rate limit. */
  now?: number;
  check: (form: FormData) => FormCheck<T>;
  /** The answer a person gets for an accepted form; a bot that filled the honeypot gets it too (D9). */
  botAnswer: (form: FormData, values: Record<string, string>) => A | Promise<A>;
  /** The feature's refusal of the whole form for `reason`, keeping what was typed. */
  refuse: (reason: FormRefusalReason, values: Record<string, string>) => F | Promise<F>;
  /** The feature's own work once the form is valid and within the limit. */
  handle: (value: T, form: FormData, values: Record<string, string>) => Promise<A>;
}

/** What the pipeline answers: the feature's own answers, or a refusal in the feature's result type. */
export type PublicFormAnswer<A, F> = A | ResultAnswer<F | FormFailure<"Validation failed">>;

/** A SQLite failure (busy, disk full, constraint...), as opposed to a bug in our code. */
function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === "SqliteError" || (typeof code === "string" && code.startsWith("SQLITE_"));
}

async function refusal<F>(
  spec: { refuse: (reason: FormRefusalReason, values: Record<string, string>) => F | Promise<F> },
  reason: FormRefusalReason,
  values: Record<string, string>,
): Promise<ResultAnswer<F>> {
  return { status: refusalStatus[reason], result: await spec.refuse(reason, values) };
}

/** The pipeline on a form already read (a form with steps reads it first to see whether this is the last one). */
export async function answerPublicForm<T, A extends FormAnswer<unknown>, F extends FormFailure>(
  spec: PublicForm<T, A, F>,
  form: FormData,
): Promise<PublicFormAnswer<A, F>> {
  let values: Record<string, string> = {};
  try {
    const checked = spec.check(form);
    values = checked.values;
    if (isHoneypotFilled(form)) return await spec.botAnswer(form, values);
    if (!(await takeRateLimit(spec.rateLimit, spec.clientAddress, spec.now))) {
      logger.info({ form: spec.name }, "form refused by the rate limit");
      return await refusal(spec, "Rate limit exceeded", values);
    }
    if (!checked.ok) return { status: 400, result: formFailure("Validation failed", checked.errors, values) };
    return await spec.handle(checked.value, form, values);
  } catch (error) {
    // Only the error itself: never what was typed.
    if (isDatabaseError(error)) {
      logger.error({ err: error, form: spec.name }, "form: database error");
      return refusal(spec, "Database error", values);
    }
    logger.error({ err: error, form: spec.name }, "form: unexpected error");
    return refusal(spec, "Unexpected error", values);
  }
}

/** The pipeline from the request: a body that cannot be read as a form is refused as unexpected (400). */
export async function handlePublicForm<T, A extends FormAnswer<unknown>, F extends FormFailure>(
  request: Request,
  spec: PublicForm<T, A, F>,
): Promise<PublicFormAnswer<A, F>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { status: 400, result: await spec.refuse("Unexpected error", {}) };
  }
  return answerPublicForm(spec, form);
}

/** The route's response for an answer: the result as data with its status, or the redirect. */
export function formResponse<R, V = R>(answer: FormAnswer<R>, view?: (result: R) => V) {
  if ("location" in answer) return redirect(answer.location, answer.status);
  return data(view ? view(answer.result) : (answer.result as unknown as V), { status: answer.status });
}
