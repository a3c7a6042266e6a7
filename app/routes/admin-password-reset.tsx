import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminPasswordReset as texts } from "~/content/admin-password-reset";
import { LoginStep } from "~/features/admin-auth/LoginStep";
import { resetChooseSchema } from "~/features/admin-auth/password-reset";
import { resetLinkValid, resetParam, resetPassword } from "~/features/admin-auth/password-reset.server";
import { confirmationMismatch } from "~/features/admin-auth/password-change";
import { RestartLink, SecondFactorStep } from "~/features/admin-auth/SecondFactorStep";
import { fieldError, formFailure, formRefusal, type FormFailure, type FormSuccess } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import type { RouteHandle } from "~/root";
import { flashCookie } from "~/server/flash.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import type { Route } from "./+types/admin-password-reset";

export const handle: RouteHandle = { frame: "admin" };

/** Opening the mailed link changes nothing (ADR 0031): the form shows, or why the link no longer works. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(resetParam) ?? "";
  return { token: token && (await resetLinkValid(token)) ? token : null };
}

type ResetAnswer =
  | FormSuccess<"Second factor required", { pendingToken: string }>
  | FormFailure<"Validation failed" | "Rate limit exceeded" | "Link expired">;

/** The new password: spends the link, ends every session, then the 2FA code or a session (ADR 0118). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (!(await takeRateLimit("default", context.clientAddress))) {
    return data<ResetAnswer>(formRefusal("Rate limit exceeded", texts.request.throttled), { status: 429 });
  }
  const parsed = parseForm(resetChooseSchema, form);
  const problems = [...(parsed.ok ? [] : parsed.errors), ...confirmationMismatch(form, parsed.ok ? [] : parsed.errors)];
  if (!parsed.ok || problems.length > 0) {
    return data<ResetAnswer>(formFailure("Validation failed", problems, parsed.values), { status: 400 });
  }
  const outcome = await resetPassword(parsed.value.token, parsed.value.newPassword);
  if (!outcome || outcome.ok === false || outcome.ok === "check-mail") {
    return data<ResetAnswer>(formRefusal("Link expired", texts.choose.expired), { status: 400 });
  }
  if (outcome.ok === "second-factor") {
    return data<ResetAnswer>({
      ok: true,
      code: "Second factor required",
      message: "",
      pendingToken: outcome.pendingToken,
    });
  }
  const headers = new Headers([
    ["Set-Cookie", outcome.setCookie],
    ["Set-Cookie", flashCookie("/admin", "login")],
  ]);
  return redirect("/admin", { headers });
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  // The token is in this page's address: it goes to no other site.
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = () => [
  { title: texts.choose.metaTitle },
  { name: "robots", content: "noindex" },
];

export default function AdminPasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData;
  if (result?.ok) return <SecondFactorStep pendingToken={result.pendingToken} />;
  const expired = result?.code === "Link expired" || loaderData.token === null;
  return (
    <LoginStep title={texts.choose.title}>
      {expired ? (
        <>
          <FormSummary
            errorTitle={texts.choose.failedTitle}
            result={formRefusal("Link expired", texts.choose.expired)}
          />
          <p className="mt-6">
            <Link
              to="/admin-login/wachtwoord-vergeten"
              className="font-semibold text-pine-800 underline underline-offset-2"
            >
              {texts.choose.newLink}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="text-lg">{texts.choose.text}</p>
          <Form method="post" className="mt-6 space-y-5">
            <input type="hidden" name="token" value={loaderData.token ?? ""} />
            <TextField
              label={texts.choose.new}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              {...resetChooseSchema.newPassword.constraints}
              error={fieldError(result, "newPassword")}
              disabled={busy}
            />
            <TextField
              label={texts.choose.confirm}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              {...resetChooseSchema.confirmPassword.constraints}
              error={fieldError(result, "confirmPassword")}
              disabled={busy}
            />
            {result && <FormSummary errorTitle={texts.choose.failedTitle} result={result} />}
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? texts.choose.busy : texts.choose.submit}
            </Button>
          </Form>
        </>
      )}
      <RestartLink label={texts.backToLogin} />
    </LoginStep>
  );
}
