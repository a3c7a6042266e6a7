import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminLogin } from "~/content/admin";
import type { FormFailure } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { secondFactorSchema } from "./forms";
import { LoginStep } from "./LoginStep";
import { OneTimeCodeField } from "./OneTimeCodeField";

const texts = adminLogin.secondFactor;

/** The hidden fields every second-step form carries: what to do and the signed pending-login token. */
function PendingFields({ pendingToken }: { pendingToken: string }) {
  return (
    <>
      <input type="hidden" name={intentField} value="second-factor" />
      <input type="hidden" name="pending" value={pendingToken} />
    </>
  );
}

/**
 * The login's second step (ADR 0019): a 6-digit code from the app, or, behind
 * a disclosure that works without JavaScript, a recovery code (letters, so a
 * separate field without the numeric keyboard). Its forms post to the login
 * page also where the step follows a new password (ADR 0118).
 */
export function SecondFactorStep({ pendingToken, refusal }: { pendingToken: string; refusal?: FormFailure }) {
  const busy = useNavigation().state !== "idle";
  return (
    <LoginStep title={texts.title}>
      <p className="text-lg">{texts.text}</p>
      <Form method="post" action="/admin-login" className="mt-6 space-y-5">
        <PendingFields pendingToken={pendingToken} />
        <OneTimeCodeField label={texts.codeLabel} hint={texts.codeHint} disabled={busy} />
        {refusal && <FormSummary errorTitle={texts.failedTitle} result={refusal} />}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {texts.submit}
        </Button>
      </Form>
      <details className="mt-8 border-t border-sand-200 pt-6">
        <summary className="cursor-pointer font-semibold text-pine-800 underline underline-offset-2">
          {texts.recoveryToggle}
        </summary>
        <Form method="post" action="/admin-login" className="mt-4 space-y-5">
          <PendingFields pendingToken={pendingToken} />
          <TextField
            label={texts.recoveryLabel}
            name="code"
            hint={texts.recoveryHint}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...secondFactorSchema.code.constraints}
            disabled={busy}
          />
          <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
            {texts.recoverySubmit}
          </Button>
        </Form>
      </details>
      <RestartLink label={texts.restart} />
    </LoginStep>
  );
}

/** Back to the password form, as a fresh page (no step's state kept). */
export function RestartLink({ label }: { label: string }) {
  return (
    <p className="mt-8 text-center">
      <Link to="/admin-login" reloadDocument className="text-pine-800 underline underline-offset-2">
        {label}
      </Link>
    </p>
  );
}
