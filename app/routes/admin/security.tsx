import { data, Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminLogin } from "~/content/admin";
import { adminSecurity as texts } from "~/content/admin-security";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { loginLimits, reserveAttempt } from "~/features/admin-auth/login-throttle.server";
import { endOtherSessions } from "~/features/admin-auth/session.server";
import { OneTimeCodeField } from "~/features/admin-auth/OneTimeCodeField";
import { RecoveryCodes } from "~/features/admin-auth/RecoveryCodes";
import { SecurityPanel } from "~/features/admin-auth/SecurityPanel";
import {
  disableTwoFactor,
  enableTwoFactor,
  pendingSetup,
  regenerateRecoveryCodes,
  twoFactorEnabled,
} from "~/features/admin-auth/two-factor.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { twoFactorSchemas } from "~/features/admin-auth/forms";
import { fieldError, formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { intentField, parseIntent } from "~/lib/forms/parse-form";
import type { Route } from "./+types/security";

/** Two-factor login set-up and management (issue #5). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const enabled = await twoFactorEnabled(user.id);
  return { enabled, setup: enabled ? null : await pendingSetup(user) };
}

type SecurityAnswer = FormResult<"Saved", "Refused", { codes: string[] | null }>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), twoFactorSchemas);
  const fail = (message: string, status: number) => data<SecurityAnswer>(formRefusal("Refused", message), { status });
  if (!parsed) return fail(texts.unknownIntent, 400);
  if (!parsed.ok) return data<SecurityAnswer>(formFailure("Refused", parsed.errors), { status: 400 });
  const { code } = parsed.value;
  // Wrong codes here count toward the login throttling (D13): a borrowed session cannot guess its way to turning 2FA off.
  const attempt = await reserveAttempt(loginLimits(context.clientAddress, user.email));
  if (!attempt) return fail(adminLogin.throttled, 429);
  const saved = (message: string, codes: string[] | null): SecurityAnswer => ({
    ok: true,
    code: "Saved",
    message,
    codes,
  });
  let result: SecurityAnswer | null = null;
  switch (parsed.intent) {
    case "enable":
    case "regenerate": {
      const enabling = parsed.intent === "enable";
      const codes = await (enabling ? enableTwoFactor : regenerateRecoveryCodes)(user.id, code);
      if (codes) {
        // ADR 0029: a session opened with the password alone must not outlive the switch to 2FA.
        if (enabling) await endOtherSessions(request, user.id);
        await logAccess(user, enabling ? "2fa-enabled" : "recovery-codes-renewed");
        result = saved(enabling ? texts.codes.enabled : texts.codes.regenerated, codes);
      }
      break;
    }
    case "disable":
      if (await disableTwoFactor(user.id, code)) {
        await logAccess(user, "2fa-disabled");
        result = saved(texts.manage.disabled, null);
      }
      break;
  }
  if (!result) return fail(texts.wrongCode, 400);
  await attempt.succeeded();
  return result;
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, setup } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 font-semibold ring-1 ring-sand-200">
        <span className={`size-2.5 rounded-full ${enabled ? "bg-success" : "bg-clay-500"}`} aria-hidden="true" />
        {enabled ? texts.statusOn : texts.statusOff}
      </p>

      <div className="mt-6 max-w-3xl">
        <FormSummary result={actionData} errorTitle={texts.failedTitle} />
      </div>
      {actionData?.ok && actionData.codes && <RecoveryCodes codes={actionData.codes} />}

      {setup && (
        <SecurityPanel id="setup-title" title={texts.setup.title}>
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
        </SecurityPanel>
      )}

      {enabled && (
        <SecurityPanel id="manage-title" title={texts.manage.title}>
          <p className="mt-2">{texts.manage.text}</p>
          <Form method="post" className="mt-6 space-y-5">
            <div className="max-w-sm">
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
