/**
 * Field rules: the one way a form field is checked (ADR 0035). A rule is a
 * plain object, free of any validation library, so the same schema runs in
 * the server action and gives the browser its field constraints without
 * adding weight to the page.
 */

/** A refused field: SPEC's English phrase as `code` (D1), the Dutch text as `message`. */
export interface Refusal {
  code: string;
  message: string;
  /** The summary list's line, when it differs from the text next to the field (see FieldProblem). */
  summary?: string;
}

export type RuleOutcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

/** What the browser can check itself: spread `rule.constraints` onto the input. */
export interface Constraints {
  required?: boolean;
  maxLength?: number;
  minLength?: number;
}

export interface Rule<T> {
  /** Gets the submitted text ("" when the field is absent or a file). */
  check(raw: string): RuleOutcome<T>;
  constraints: Constraints;
  /** Never sent back to the browser after a refusal (passwords, one-time codes). */
  secret?: boolean;
}

export const accept = <T>(value: T): RuleOutcome<T> => ({ ok: true, value });
export const refuse = (refusal: Refusal): RuleOutcome<never> => ({ ok: false, ...refusal });

interface TextOptions {
  /** Refusal when the trimmed text is empty; without it an empty field is "". */
  required?: Refusal;
  max?: { length: number; refusal: Refusal };
  min?: { length: number; refusal: Refusal };
  /** Keep the text exactly as typed (passwords); otherwise it is trimmed. */
  raw?: boolean;
  secret?: boolean;
}

/** A text field: trimmed, Windows line ends made "\n", with optional required and length limits. */
export function text({ required, max, min, raw = false, secret }: TextOptions = {}): Rule<string> {
  return {
    check(input) {
      const value = raw ? input : input.replace(/\r\n/g, "\n").trim();
      if (value === "") return required ? refuse(required) : accept("");
      if (max && value.length > max.length) return refuse(max.refusal);
      if (min && value.length < min.length) return refuse(min.refusal);
      return accept(value);
    },
    constraints: { required: required ? true : undefined, maxLength: max?.length, minLength: min?.length },
    secret,
  };
}

/** A rule that also refuses any angle bracket: texts that are shown elsewhere never look like markup (D24). */
export function withoutMarkup<T>(rule: Rule<T>, refusal: Refusal): Rule<T> {
  return { ...rule, check: (input) => (/[<>]/.test(input) ? refuse(refusal) : rule.check(input)) };
}

/** A checkbox: true when it was ticked (sent with any value). */
export function checkbox(required?: Refusal): Rule<boolean> {
  return {
    check: (input) => (input !== "" ? accept(true) : required ? refuse(required) : accept(false)),
    constraints: { required: required ? true : undefined },
  };
}

/** One of a fixed set of values (a radio group, a hidden key). */
export function choice<const T extends string>(values: readonly T[], refusal: Refusal): Rule<T> {
  return {
    check: (input) => ((values as readonly string[]).includes(input) ? accept(input as T) : refuse(refusal)),
    constraints: { required: true },
  };
}

/** A database row id from a hidden field: a positive whole number. */
export function rowId(refusal: Refusal): Rule<number> {
  return {
    check(input) {
      const id = /^\d{1,15}$/.test(input) ? Number(input) : 0;
      return id > 0 ? accept(id) : refuse(refusal);
    },
    constraints: { required: true },
  };
}
