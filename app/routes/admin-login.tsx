import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormResult, TextField } from "~/components/ui/form";
import { adminLogin as texts } from "~/content/admin";
import { adminExists, completeSecondFactor, login, signupFirstAdmin } from "~/features/admin-auth/accounts.server";
import { minPasswordLength } from "~/features/admin-auth/rules";
import { ConnectionStatus } from "~/features/admin-auth/ConnectionStatus";
import { SecondFactorStep } from "~/features/admin-auth/SecondFactorStep";
import { sessionUser } from "~/features/admin-auth/session.server";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/admin-login";

export const handle: RouteHandle = { frame: "admin" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await sessionUser(request);
  if (user?.isAdmin) throw redirect("/admin");
  return { adminExists: await adminExists() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const signup = intent === "signup";
  const result = signup
    ? await signupFirstAdmin(form, context.clientAddress)
    : intent === "second-factor"
      ? await completeSecondFactor(form, context.clientAddress)
      : await login(form, context.clientAddress);
  if (result.ok === true) {
    return redirect(`/admin?welkom=${signup ? "signup" : "login"}`, { headers: { "Set-Cookie": result.setCookie } });
  }
  // Password right, second factor still to come: no session yet, only the signed pending-login token.
  if (result.ok === "second-factor") {
    return data(
      {
        intent: "second-factor" as const,
        pendingToken: result.pendingToken,
        title: texts.secondFactor.failedTitle,
        message: result.message,
      },
      { status: result.status },
    );
  }
  return data(
    {
      intent: signup ? ("signup" as const) : ("login" as const),
      title: signup ? texts.signupFailedTitle : texts.loginFailedTitle,
      message: result.message,
    },
    { status: result.status },
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const mode = loaderData.adminExists ? "login" : "signup";
  const [setupOpen, setSetupOpen] = useState(false);
  const busy = useNavigation().state !== "idle";
  useEffect(() => setSetupOpen(!loaderData.adminExists), [loaderData.adminExists]);
  const error = actionData;

  if (actionData?.intent === "second-factor") {
    return (
      <SecondFactorStep
        pendingToken={actionData.pendingToken}
        error={actionData.message ? { title: actionData.title, message: actionData.message } : null}
      />
    );
  }

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
              <input type="hidden" name="intent" value={mode} />
              <TextField
                label={texts.email}
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                disabled={busy}
              />
              <TextField
                label={texts.password}
                name="password"
                type="password"
                autoComplete={mode === "login" ? "current-password" : "new-password"}
                required
                minLength={mode === "signup" ? minPasswordLength : undefined}
                maxLength={200}
                placeholder={mode === "signup" ? texts.passwordPlaceholder : undefined}
                hint={mode === "signup" ? texts.passwordHint : undefined}
                disabled={busy}
              />
              {mode === "signup" && (
                <TextField
                  label={texts.setupCode}
                  name="setupCode"
                  required
                  autoComplete="off"
                  hint={texts.setupCodeHint}
                  disabled={busy}
                />
              )}
              {error?.message && <FormResult errorTitle={error.title} errors={[error.message]} />}
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {busy ? texts.busy : mode === "login" ? texts.loginButton : texts.signupButton}
              </Button>
            </Form>
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
