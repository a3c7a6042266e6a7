import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, TextArea, TextField } from "~/components/ui/form";
import { Card } from "~/components/ui/layout";
import { intakeFormText as text, intakeMessages } from "~/content/intake";
import { newTabLabel } from "~/content/navigation";
import { fieldError, typedValue, type FormFailure } from "~/lib/forms/form-result";
import { EnhancedMark } from "~/lib/forms/EnhancedMark";
import { Honeypot } from "~/lib/forms/Honeypot";
import { clearIntakeDraft, readIntakeDraft, saveIntakeDraft, type IntakeDraft } from "./intake-draft";
import {
  intakeConsentField,
  intakeNameField,
  intakeEmailField,
  intakePhoneField,
  intakeSchema,
  intakeSections,
  intakeTextFields,
  type IntakeFailureCode,
  type IntakeResult,
} from "./intake-submission";

const sections = intakeSections();

type DraftState = "none" | "restored" | "cleared";

function textControl(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control : null;
}

function draftFrom(form: HTMLFormElement): IntakeDraft {
  const draft: IntakeDraft = {};
  for (const field of intakeTextFields) draft[field] = textControl(form, field)?.value ?? "";
  return draft;
}

/**
 * The intake questionnaire (product.md §2, §4). A plain form that posts to the
 * route's action; with JavaScript it is sent by a fetcher (the fields keep
 * what was typed on a refusal) and a draft is kept in this browser (D18).
 * `serverResult` is the action's answer to a plain post, with the values to
 * show again.
 */
export function IntakeForm({ serverResult }: { serverResult?: IntakeResult }) {
  const fetcher = useFetcher<FormFailure<IntakeFailureCode>>();
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [draftState, setDraftState] = useState<DraftState>("none");

  const busy = fetcher.state !== "idle";
  const failure = fetcher.data ?? (serverResult?.ok === false ? serverResult : undefined);
  // A plain post that was refused comes back with what was typed.
  const shown = serverResult?.ok === false && Object.keys(serverResult.values).length > 0 ? serverResult : undefined;

  // Once JavaScript runs: restore a draft, unless the server just showed the posted values again.
  useEffect(() => {
    setEnhanced(true);
    const form = formRef.current;
    if (!form || shown) return;
    const draft = readIntakeDraft();
    if (!draft) return;
    let restored = false;
    for (const field of intakeTextFields) {
      const control = textControl(form, field);
      const value = draft[field];
      // Never overwrite what was typed before the page became interactive.
      if (control && value && control.value === "") {
        control.value = value;
        restored = true;
      }
    }
    if (restored) setDraftState("restored");
    // Only on the first render: a draft is restored once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    void fetcher.submit(formData, { method: "post", action: "/client-test" });
  }

  function handleChange() {
    if (formRef.current) saveIntakeDraft(draftFrom(formRef.current));
  }

  function clearDraft() {
    const form = formRef.current;
    clearIntakeDraft();
    if (!form) return;
    for (const field of intakeTextFields) {
      const control = textControl(form, field);
      if (control) control.value = "";
    }
    setDraftState("cleared");
    textControl(form, intakeNameField)?.focus();
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/client-test"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      aria-label={text.formTitle}
      className="mt-12 max-w-3xl"
    >
      <Honeypot />
      <EnhancedMark />
      <fieldset disabled={busy} className="min-w-0 space-y-8">
        <div className="space-y-3 text-muted">
          <p>{text.requiredNote}</p>
          {enhanced && <p className="text-sm">{text.draftInfo}</p>}
        </div>
        <div role="status">
          {draftState !== "none" && (
            <div className="flex flex-col gap-3 rounded-xl bg-pine-50 px-4 py-3 text-pine-900 ring-1 ring-pine-100 sm:flex-row sm:items-center sm:justify-between">
              <p>{draftState === "restored" ? text.draftRestored : text.draftCleared}</p>
              {draftState === "restored" && (
                <Button variant="secondary" onClick={clearDraft} className="shrink-0">
                  {text.draftClear}
                </Button>
              )}
            </div>
          )}
        </div>

        <Card>
          <h2 className="text-2xl font-semibold sm:text-3xl">{text.personalTitle}</h2>
          <div className="mt-6">
            <TextField
              label={text.nameLabel}
              name={intakeNameField}
              autoComplete="name"
              {...intakeSchema.client_name.constraints}
              defaultValue={typedValue(shown, intakeNameField)}
              error={fieldError(failure, intakeNameField)}
            />
          </div>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <TextField
              label={text.emailLabel}
              name={intakeEmailField}
              type="email"
              autoComplete="email"
              hint={text.emailHint}
              {...intakeSchema.email.constraints}
              defaultValue={typedValue(shown, intakeEmailField)}
              error={fieldError(failure, intakeEmailField)}
            />
            <TextField
              label={text.phoneLabel}
              name={intakePhoneField}
              type="tel"
              autoComplete="tel"
              hint={text.phoneHint}
              {...intakeSchema.phone.constraints}
              defaultValue={typedValue(shown, intakePhoneField)}
              error={fieldError(failure, intakePhoneField)}
            />
          </div>
        </Card>

        {sections.map((section) => (
          <Card key={section.title}>
            <fieldset className="min-w-0">
              <legend className="w-full">
                <h2 className="text-2xl font-semibold sm:text-3xl">{section.title}</h2>
              </legend>
              <div className="mt-6 space-y-8">
                {section.fields.map((field) => (
                  <TextArea
                    key={field.name}
                    label={field.question}
                    name={field.name}
                    placeholder={text.placeholder}
                    {...intakeSchema[field.name].constraints}
                    defaultValue={typedValue(shown, field.name)}
                    error={fieldError(failure, field.name)}
                  />
                ))}
              </div>
            </fieldset>
          </Card>
        ))}

        <Card>
          <h2 className="text-2xl font-semibold sm:text-3xl">{text.consentTitle}</h2>
          <div className="mt-6">
            <Checkbox
              name={intakeConsentField}
              value="ja"
              {...intakeSchema.consent.constraints}
              defaultChecked={Boolean(typedValue(shown, intakeConsentField))}
              error={fieldError(failure, intakeConsentField)}
              label={
                <>
                  {text.consentBefore}
                  <Link
                    to="/privacy"
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-pine-700 underline underline-offset-2 hover:text-pine-900"
                  >
                    {text.consentLink}
                    <span className="sr-only"> {newTabLabel}</span>
                  </Link>
                  {text.consentAfter}
                </>
              }
            />
          </div>
        </Card>

        {/* A refusal lands on the first field to fix, or else on these messages (ADR 0114). */}
        <div className="space-y-6">
          <FormSummary errorTitle={intakeMessages.failureTitle} result={failure} />
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            {busy ? text.submitting : text.submit}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
