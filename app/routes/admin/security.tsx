import { data, Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminLogin } from "~/content/admin";
import { adminSecurity as texts } from "~/content/admin-security";
import { CurrentPasswordField } from "~/features/admin-auth/CurrentPasswordField";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { loginLimits, reserveAttempt } from "~/features/admin-auth/login-throttle.server";
import { checkCurrentPassword } from "~/features/admin-auth/reauthenticate.server";
import { endOtherSessions } from "~/features/admin-auth/session.server";
import { OneTimeCodeField } from "~/features/admin-auth/OneTimeCodeField";
import { RecoveryCodes } from "~/features/admin-auth/RecoveryCodes";
import { SecurityPanel } from "~/features/admin-auth/SecurityPanel";
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorEnabled,
  type PendingSetup,
} from "~/features/admin-auth/two-factor.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { twoFactorSchemas } from "~/features/admin-auth/forms";
import { fieldError, formFailure, formRefusal, type FieldProblem, type FormResult } from "~/lib/forms/form-result";
import { intentField, parseIntent } from "~/lib/forms/parse-form";
import type { Route } from "./+types/security";

/**
 * Two-factor login set-up and management (ADR 0019). Every change asks for
 * the password (ADR 0084): a set-up attempt starts with it and gets a new
 * secret, shown only in that answer; switching off and new recovery codes
 * need it beside a code.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { enabled: await twoFactorEnabled(user.id) };
}

type SecurityAnswer = FormResult<"Saved", "Refused", { codes: string[] | null; setup: PendingSetup | null }>;

/** After a wrong first code the page shows the code field again (the QR code was shown once), marked by this value. */
const codeStep = { step: "code" };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), twoFactorSchemas);
  const refuse = (problem: FieldProblem, status: number, values: Record<string, string> = {}) =>
    data<SecurityAnswer>(formFailure("Refused", [problem], values), { status });
  if (!parsed) return data<SecurityAnswer>(formRefusal("Refused", texts.unknownIntent), { status: 400 });
  if (!parsed.ok) {
    const values = parsed.intent === "enable" ? codeStep : {};
    return data<SecurityAnswer>(formFailure("Refused", parsed.errors, values), { status: 400 });
  }
  const saved = (message: string, codes: string[] | null, setup: PendingSetup | null = null): SecurityAnswer => ({
    ok: true,
    code: "Saved",
    message,
    codes,
    setup,
  });
  const wrongCode = { field: "code", code: "Wrong code", message: texts.wrongCode };

  if (parsed.intent === "enable") {
    // Wrong codes count toward the login throttling (D13), here as on the login page.
    const attempt = await reserveAttempt(loginLimits(context.clientAddress, user.email));
    if (!attempt) return refuse({ field: "", code: "Refused", message: adminLogin.throttled }, 429, codeStep);
    const codes = await enableTwoFactor(user.id, parsed.value.code);
    if (!codes) return refuse(wrongCode, 400, codeStep);
    await attempt.succeeded();
    // ADR 0029: a session opened with the password alone must not outlive the switch to 2FA.
    await endOtherSessions(request, user.id);
    await logAccess(user, "2fa-enabled");
    return saved(texts.codes.enabled, codes);
  }

  const check = await checkCurrentPassword(user, parsed.value.currentPassword, context.clientAddress);
  if (!check.ok) return refuse(check.problem, check.status);
  let result: SecurityAnswer | null = null;
  switch (parsed.intent) {
    case "start": {
      const setup = await startSetup(user);
      // Already on (another tab switched it on): the page shows the manage panel after revalidation.
      result = setup ? saved("", null, setup) : saved(texts.codes.enabled, null);
      break;
    }
    case "regenerate": {
      const codes = await regenerateRecoveryCodes(user.id, parsed.value.code);
      if (codes) {
        await logAccess(user, "recovery-codes-renewed");
        result = saved(texts.codes.regenerated, codes);
      }
      break;
    }
    case "disable":
      if (await disableTwoFactor(user.id, parsed.value.code)) {
        await logAccess(user, "2fa-disabled");
        result = saved(texts.manage.disabled, null);
      }
      break;
  }
  // A wrong code keeps the attempt counted as a failure, as a wrong password does.
  if (!result) return refuse(wrongCode, 400);
  await check.attempt.succeeded();
  return result;
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled } = loaderData;
  const busy = useNavigation().state !== "idle";
  const setup = actionData?.ok ? actionData.setup : null;
  const askCode = Boolean(setup) || (actionData?.ok === false && actionData.values.step === codeStep.step);
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 font-semibold ring-1 ring-sand-200">
        <span className={`size-2.5 rounded-full ${enabled ? "bg-success" : "bg-clay-500"}`} aria-hidden="true" />
        {enabled ? texts.statusOn : texts.statusOff}
      </p>

      <div className="mt-6 max-w-3xl">
        <FormSummary
          result={actionData?.ok && !actionData.message ? undefined : actionData}
          errorTitle={texts.failedTitle}
        />
      </div>
      {actionData?.ok && actionData.codes && <RecoveryCodes codes={actionData.codes} />}

      {!enabled && (
        <SecurityPanel id="setup-title" title={texts.setup.title}>
          {setup && <SetupCode setup={setup} />}
          {askCode && (
            <Form method="post" className="mt-8 max-w-sm space-y-5">
              <input type="hidden" name={intentField} value="enable" />
              <OneTimeCodeField
                label={texts.setup.codeLabel}
                hint={texts.setup.codeHint}
                error={fieldError(actionData, "code")}
                disabled={busy}
              />
              <Button type="submit" disabled={busy}>
                {texts.setup.submit}
              </Button>
            </Form>
          )}
          {!setup && (
            <Form
              method="post"
              className={`max-w-sm space-y-5 ${askCode ? "mt-10 border-t border-sand-200 pt-6" : "mt-4"}`}
            >
              <input type="hidden" name={intentField} value="start" />
              <p>{askCode ? texts.setup.restartText : texts.setup.startText}</p>
              <CurrentPasswordField
                label={texts.currentPassword}
                error={askCode ? undefined : fieldError(actionData, "currentPassword")}
                disabled={busy}
              />
              <Button type="submit" variant={askCode ? "secondary" : "primary"} disabled={busy}>
                {askCode ? texts.setup.restart : texts.setup.start}
              </Button>
            </Form>
          )}
        </SecurityPanel>
      )}

      {enabled && (
        <SecurityPanel id="manage-title" title={texts.manage.title}>
          <p className="mt-2">{texts.manage.text}</p>
          <Form method="post" className="mt-6 space-y-5">
            <div className="max-w-sm space-y-5">
              <CurrentPasswordField
                label={texts.currentPassword}
                error={fieldError(actionData, "currentPassword")}
                disabled={busy}
              />
              <TextField
                label={texts.manage.codeLabel}
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                {...twoFactorSchemas.disable.code.constraints}
                error={fieldError(actionData, "code")}
                disabled={busy}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name={intentField} value="regenerate" variant="secondary" disabled={busy}>
                {texts.manage.regenerate}
              </Button>
              <button
                type="submit"
                name={intentField}
                value="disable"
                disabled={busy}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 py-2.5 font-semibold text-danger ring-1 ring-inset ring-red-300 transition-colors hover:bg-red-50 disabled:opacity-60"
              >
                {texts.manage.disable}
              </button>
            </div>
          </Form>
          <p className="mt-6 text-sm text-muted">{texts.lockedOut}</p>
        </SecurityPanel>
      )}

      <SecurityPanel id="password-title" title={texts.password.title}>
        <p className="mt-2">{texts.password.text}</p>
        <ButtonLink to="/admin/password" variant="secondary" className="mt-6">
          {texts.password.link}
        </ButtonLink>
      </SecurityPanel>
    </>
  );
}

/** The new secret of this set-up attempt, as a QR code and as text; shown once, in the answer that made it. */
function SetupCode({ setup }: { setup: PendingSetup }) {
  return (
    <>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        {texts.setup.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <img
          src={setup.qrDataUrl}
          alt={texts.setup.qrAlt}
          width={200}
          height={200}
          className="size-50 shrink-0 rounded-xl ring-1 ring-sand-200"
        />
        <div className="min-w-0">
          <p className="font-medium text-ink">{texts.setup.secretLabel}</p>
          <code
            data-testid="totp-secret"
            className="mt-2 block rounded-xl bg-sand-50 px-4 py-3 font-mono text-base tracking-wide text-ink sm:text-lg ring-1 ring-sand-200"
          >
            {setup.secret.replace(/(.{4})(?!$)/g, "$1 ")}
          </code>
        </div>
      </div>
    </>
  );
}
