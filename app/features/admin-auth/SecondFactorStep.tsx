import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminLogin } from "~/content/admin";
import type { FormFailure } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { secondFactorSchema } from "./forms";
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
 * The login's second step (issue #5): a 6-digit code from the app, or, behind
 * a disclosure that works without JavaScript, a recovery code (letters, so a
 * separate field without the numeric keyboard).
 */
export function SecondFactorStep({ pendingToken, refusal }: { pendingToken: string; refusal?: FormFailure }) {
  const busy = useNavigation().state !== "idle";
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-5 py-12">
      <div className="w-full max-w-md">
        <h1 className="text-center text-3xl font-semibold break-words sm:text-4xl">{texts.title}</h1>
        <section
          aria-label={texts.title}
          className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
        >
          <p className="text-lg">{texts.text}</p>
          <Form method="post" className="mt-6 space-y-5">
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
            <Form method="post" className="mt-4 space-y-5">
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
          <p className="mt-8 text-center">
            <Link to="/admin-login" reloadDocument className="text-pine-800 underline underline-offset-2">
              {texts.restart}
            </Link>
          </p>
        </section>
      </div>
    </main>
  );
}
