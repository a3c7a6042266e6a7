import { useId, type ComponentProps, type ReactNode } from "react";
import { summaryLines, type FormResult } from "~/lib/forms/form-result";
import { useLanding } from "~/lib/forms/landing";
import { TextToolbar } from "./text-toolbar";

const inputClass =
  "mt-2 block w-full rounded-xl border border-sand-200 bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-muted focus:border-pine-500 focus:outline-none focus-visible:outline-3 focus-visible:outline-clay-500 disabled:cursor-not-allowed disabled:bg-sand-50 aria-invalid:border-danger";

interface FieldProps {
  label: ReactNode;
  /** Message under the field when it was refused. */
  error?: string;
  hint?: ReactNode;
  /** Dark backgrounds (the footer) need light label text. */
  light?: boolean;
}

function FieldFrame({ id, label, error, hint, light, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={`block font-medium ${light ? "text-cream" : "text-ink"}`}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={`mt-1 text-sm ${light ? "text-pine-100" : "text-muted"}`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={`mt-2 text-sm font-medium ${light ? "text-sand-100" : "text-danger"}`}>
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldProps): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({ label, error, hint, light, ...input }: FieldProps & ComponentProps<"input">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} light={light}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

/** A text field over several lines; `formatting` adds the bold/italic/heading/list/link toolbar (ADR 0117). */
export function TextArea({
  label,
  error,
  hint,
  className = "",
  formatting = false,
  ...textarea
}: FieldProps & ComponentProps<"textarea"> & { formatting?: boolean }) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {formatting && !textarea.readOnly && <TextToolbar fieldId={id} />}
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        // Added to the field's own look (e.g. a monospace font), never instead of it.
        className={`${inputClass} leading-relaxed ${className}`}
        {...textarea}
      />
    </FieldFrame>
  );
}

export function SelectField({ label, error, hint, children, ...select }: FieldProps & ComponentProps<"select">) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={inputClass}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function Checkbox({ label, error, light, ...input }: Omit<FieldProps, "hint"> & ComponentProps<"input">) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-pine-700"
          {...input}
        />
        <label htmlFor={id} className={light ? "text-pine-50" : "text-body"}>
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One choice of a few: a fieldset with its legend, a radio per option (with
 * an optional hint under its label), and the refusal under the group.
 */
export function RadioGroup({
  legend,
  name,
  options,
  defaultValue,
  error,
}: {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: ReactNode; hint?: ReactNode }[];
  defaultValue?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-xl font-semibold">{legend}</legend>
      <div className="mt-4 space-y-3">
        {options.map(({ value, label, hint }) => (
          <div key={value} className="flex items-start gap-3">
            <input
              id={`${id}-${value}`}
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === value}
              required
              aria-describedby={hint ? `${id}-${value}-hint` : undefined}
              className="mt-1 size-5 shrink-0 accent-pine-700"
            />
            <div>
              <label htmlFor={`${id}-${value}`}>{label}</label>
              {hint && (
                <p id={`${id}-${value}-hint`} className="text-sm text-muted">
                  {hint}
                </p>
              )}
            </div>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The outcome of a submission, announced to screen readers: the success line,
 * or the list of problems under the form's heading (SPEC's 'Aanmelden
 * mislukt:' and the like). Renders an empty live region until then, so the
 * announcement is heard when it fills. The answer lands here (ADR 0114): focus
 * and the view move to the success line or the list of problems; after a
 * submit by JavaScript a refusal lands on the first refused field of its form
 * instead (a page may hold one `autofocus` only, so without JavaScript the list
 * it is).
 */
export function FormSummary({
  result,
  errorTitle,
  light = false,
}: {
  result?: FormResult;
  errorTitle: string;
  light?: boolean;
}) {
  const lines = summaryLines(result);
  const refusesFields = result?.ok === false && result.errors.some((problem) => problem.field !== "");
  const landing = useLanding<HTMLDivElement>(lines.length ? lines.join("\n") : null, refusesFields);
  if (result?.ok) return <SuccessNotice message={result.message} light={light} />;
  if (!lines.length) return <div role="status" className="sr-only" />;
  return (
    <div
      role="alert"
      {...landing}
      className={`rounded-xl px-4 py-3 ${light ? "bg-pine-800 text-cream" : "bg-red-50 text-danger ring-1 ring-red-200"}`}
    >
      <p className="font-semibold">{errorTitle}</p>
      <ul className="mt-1 list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The line that says a form's work is done ("Je gegevens zijn opgeslagen"),
 * with an optional second line; the answer lands here (ADR 0114).
 */
export function SuccessNotice({
  message,
  detail,
  light = false,
  className = "",
}: {
  message: string;
  detail?: string;
  light?: boolean;
  className?: string;
}) {
  const landing = useLanding<HTMLDivElement>(`${message}\n${detail ?? ""}`);
  return (
    <div
      role="status"
      {...landing}
      className={`rounded-xl px-4 py-3 ${light ? "bg-pine-800 text-cream" : "bg-pine-50 text-success ring-1 ring-pine-100"} ${className}`}
    >
      {detail ? (
        <>
          <p className="font-semibold">{message}</p>
          <p>{detail}</p>
        </>
      ) : (
        <p className="font-medium">{message}</p>
      )}
    </div>
  );
}
