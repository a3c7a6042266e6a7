import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminLogin as texts } from "~/content/admin";
import { adminPasswordReset } from "~/content/admin-password-reset";
import { unknownIntentMessage } from "~/content/forms";
import {
  adminExists,
  completeSecondFactor,
  login,
  signInLinkParam,
  signInLinkValid,
  signInWithLink,
  signupFirstAdmin,
  type LoginOutcome,
} from "~/features/admin-auth/accounts.server";
import { firstAdminSchema, loginPageSchemas, loginSchema } from "~/features/admin-auth/forms";
import { ConnectionStatus } from "~/features/admin-auth/ConnectionStatus";
import { SecondFactorStep } from "~/features/admin-auth/SecondFactorStep";
import { CheckMailStep, SignInLinkStep } from "~/features/admin-auth/SignInLinkSteps";
import { sessionUser } from "~/features/admin-auth/session.server";
import {
  fieldError,
  formFailure,
  formRefusal,
  typedValue,
  type FormFailure,
  type FormSuccess,
} from "~/lib/forms/form-result";
import { intentField, parseIntent } from "~/lib/forms/parse-form";
import type { RouteHandle } from "~/root";
import { flashCookie } from "~/server/flash.server";
import type { Route } from "./+types/admin-login";

export const handle: RouteHandle = { frame: "admin" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUser(request);
  if (user?.isAdmin) throw redirect("/admin");
  // A mailed sign-in link (ADR 0085): shown with its button; only the button's POST spends it.
  const link = new URL(request.url).searchParams.get(signInLinkParam);
  return {
    adminExists: await adminExists(),
    signInLink: link === null ? undefined : signInLinkValid(link) ? link : null,
  };
}

type LoginAnswer =
  | FormSuccess<"Second factor required", { pendingToken: string }>
  | FormSuccess<"Check mail">
  | FormFailure<"Login failed" | "Signup failed" | "Second factor failed" | "Link failed">;

const failedCode = {
  login: "Login failed",
  signup: "Signup failed",
  "second-factor": "Second factor failed",
  link: "Link failed",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseIntent(await request.formData(), loginPageSchemas);
  if (!parsed) return data<LoginAnswer>(formRefusal("Login failed", unknownIntentMessage), { status: 400 });
  const code = failedCode[parsed.intent];
  if (!parsed.ok) return data<LoginAnswer>(formFailure(code, parsed.errors, parsed.values), { status: 400 });

  let result: LoginOutcome;
  switch (parsed.intent) {
    case "login":
      result = await login(parsed.value, context.clientAddress);
      break;
    case "signup":
      result = await signupFirstAdmin(parsed.value, context.clientAddress);
      break;
    case "second-factor":
      result = await completeSecondFactor(parsed.value, context.clientAddress);
      break;
    case "link":
      result = await signInWithLink(parsed.value);
      break;
  }
  if (result.ok === true) {
    const welcome = parsed.intent === "signup" ? "signup" : "login";
    // The session first, then the welcome as a one-time notice on the dashboard (ADR 0098).
    const headers = new Headers([
      ["Set-Cookie", result.setCookie],
      ["Set-Cookie", flashCookie("/admin", welcome)],
    ]);
    return redirect("/admin", { headers });
  }
  if (result.ok === "check-mail") {
    return data<LoginAnswer>({ ok: true, code: "Check mail", message: "" }, { status: result.status });
  }
  // Password right, second factor still to come: no session yet, only the signed pending-login token.
  if (result.ok === "second-factor") {
    const { pendingToken, message, status } = result;
    return data<LoginAnswer>(
      message
        ? formRefusal("Second factor failed", message, { pending: pendingToken })
        : { ok: true, code: "Second factor required", message: "", pendingToken },
      { status },
    );
  }
  return data<LoginAnswer>(formRefusal(code, result.message, parsed.values), { status: result.status });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const mode = loaderData.adminExists ? "login" : "signup";
  const [setupOpen, setSetupOpen] = useState(false);
  const busy = useNavigation().state !== "idle";
  useEffect(() => setSetupOpen(!loaderData.adminExists), [loaderData.adminExists]);
  const result = actionData;

  if (result?.ok) {
    return result.code === "Check mail" ? <CheckMailStep /> : <SecondFactorStep pendingToken={result.pendingToken} />;
  }
  if (result?.code === "Second factor failed" && result.values.pending) {
    return <SecondFactorStep pendingToken={result.values.pending} refusal={result} />;
  }
  if (result?.code === "Link failed") return <SignInLinkStep token={null} refusal={result} />;
  if (loaderData.signInLink !== undefined) return <SignInLinkStep token={loaderData.signInLink} />;
  const schema = mode === "login" ? loginSchema : firstAdminSchema;

  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-5 py-12">
      <div className="w-full max-w-md">
        <h1 className="text-center text-4xl font-semibold">{texts.title}</h1>
        <p className="mt-2 text-center text-muted">{texts.subtitle}</p>
        <section
          aria-labelledby="portal-titel"
          className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
        >
          <h2 id="portal-titel" className="text-2xl font-semibold">
            {texts.cardTitle}
          </h2>
          <p className="mt-1 text-muted">{loaderData.adminExists ? texts.cardTextLogin : texts.cardTextSignup}</p>
          <div className="mt-4">
            <ConnectionStatus />
          </div>
          {/* SPEC's two tabs: only the one that applies is enabled (login once an admin exists, signup before). */}
          <div
            role="tablist"
            aria-label={texts.cardTitle}
            className="mt-6 grid grid-cols-2 rounded-full bg-sand-100 p-1"
          >
            {(["login", "signup"] as const).map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`tab-${tab}`}
                aria-selected={mode === tab}
                aria-controls="admin-form"
                disabled={mode !== tab}
                className="min-h-10 rounded-full font-semibold text-muted aria-selected:bg-white aria-selected:text-ink aria-selected:shadow-sm disabled:cursor-not-allowed"
              >
                {tab === "login" ? texts.tabLogin : texts.tabSignup}
              </button>
            ))}
          </div>
          {/* The panel is a wrapper: a form may not take the tabpanel role (Nu HTML Checker). */}
          <div id="admin-form" role="tabpanel" aria-labelledby={`tab-${mode}`} className="mt-6">
            <Form method="post" className="space-y-5">
              <input type="hidden" name={intentField} value={mode} />
              <TextField
                label={texts.email}
                name="email"
                type="email"
                autoComplete="username"
                {...schema.email.constraints}
                defaultValue={typedValue(result, "email")}
                error={fieldError(result, "email")}
                disabled={busy}
              />
              <TextField
                label={texts.password}
                name="password"
                type="password"
                autoComplete={mode === "login" ? "current-password" : "new-password"}
                {...schema.password.constraints}
                error={fieldError(result, "password")}
                placeholder={mode === "signup" ? texts.passwordPlaceholder : undefined}
                hint={mode === "signup" ? texts.passwordHint : undefined}
                disabled={busy}
              />
              {mode === "signup" && (
                <TextField
                  label={texts.setupCode}
                  name="setupCode"
                  {...firstAdminSchema.setupCode.constraints}
                  error={fieldError(result, "setupCode")}
                  autoComplete="off"
                  hint={texts.setupCodeHint}
                  disabled={busy}
                />
              )}
              {/* Only after a refusal: the page's one live region is the connection status until then. */}
              {result && (
                <FormSummary
                  result={result}
                  errorTitle={mode === "login" ? texts.loginFailedTitle : texts.signupFailedTitle}
                />
              )}
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {busy ? texts.busy : mode === "login" ? texts.loginButton : texts.signupButton}
              </Button>
            </Form>
            {mode === "login" && (
              <p className="mt-5 text-center">
                <Link to="/admin-login/wachtwoord-vergeten" className="text-pine-800 underline underline-offset-2">
                  {adminPasswordReset.forgotLink}
                </Link>
              </p>
            )}
          </div>
        </section>
      </div>
      <Dialog open={setupOpen} onClose={() => setSetupOpen(false)} title={texts.setupDialogTitle}>
        <p className="text-lg leading-relaxed">{texts.setupDialogText}</p>
        <Button className="mt-6" onClick={() => setSetupOpen(false)}>
          {texts.setupDialogButton}
        </Button>
      </Dialog>
    </main>
  );
}
