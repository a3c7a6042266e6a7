import type { FieldProblem } from "./form-result";
import type { Rule } from "./rules";

/** A form's fields and their rules; the same object serves the action and the form's inputs. */
export type FormSchema = Record<string, Rule<unknown>>;

export type FormValue<S extends FormSchema> = { [K in keyof S]: S[K] extends Rule<infer T> ? T : never };

export type Parsed<S extends FormSchema> =
  | { ok: true; value: FormValue<S>; values: Record<string, string> }
  | { ok: false; errors: FieldProblem[]; values: Record<string, string> };

/** A submitted text field ("" when it is absent or a file). */
export function textValue(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * Checks every field of `schema` in `form`. Gives the typed value, or each
 * refused field's problem; either way `values` holds what was typed (without
 * secret fields), so a refused form can be shown again as it was sent.
 */
export function parseForm<S extends FormSchema>(schema: S, form: FormData): Parsed<S> {
  const value: Record<string, unknown> = {};
  const values: Record<string, string> = {};
  const errors: FieldProblem[] = [];
  for (const [field, rule] of Object.entries(schema)) {
    const raw = textValue(form, field);
    if (!rule.secret) values[field] = raw;
    const outcome = rule.check(raw);
    if (outcome.ok) value[field] = outcome.value;
    else errors.push({ field, code: outcome.code, message: outcome.message, summary: outcome.summary });
  }
  return errors.length > 0 ? { ok: false, errors, values } : { ok: true, value: value as FormValue<S>, values };
}

export const intentField = "intent";

export type IntentParsed<M extends Record<string, FormSchema>> = {
  [K in keyof M & string]: { intent: K } & Parsed<M[K]>;
}[keyof M & string];

/**
 * One typed dispatch for a screen with several actions: the submit button's
 * `intent` picks the schema. Null for an intent the screen does not offer
 * (only a hand-made request sends one). Switch on `.intent` to handle each.
 */
export function parseIntent<M extends Record<string, FormSchema>>(form: FormData, schemas: M): IntentParsed<M> | null {
  const intent = textValue(form, intentField);
  if (!Object.hasOwn(schemas, intent)) return null;
  return { intent, ...parseForm(schemas[intent] as FormSchema, form) } as IntentParsed<M>;
}
