import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminPasswordReset as texts } from "~/content/admin-password-reset";
import { LoginStep } from "~/features/admin-auth/LoginStep";
import { requestPasswordReset } from "~/features/admin-auth/password-reset.server";
import { resetRequestSchema, type ResetRequestResult } from "~/features/admin-auth/password-reset";
import { RestartLink } from "~/features/admin-auth/SecondFactorStep";
import { sessionUser } from "~/features/admin-auth/session.server";
import { fieldError, formRefusal, typedValue } from "~/lib/forms/form-result";
import { Honeypot } from "~/lib/forms/Honeypot";
import { parseForm } from "~/lib/forms/parse-form";
import type { RouteHandle } from "~/root";
import { logger } from "~/server/logger.server";
import { formResponse, handlePublicForm } from "~/server/public-form.server";
import type { Route } from "./+types/admin-password-forgotten";

export const handle: RouteHandle = { frame: "admin" };

export async function loader({ request }: Route.LoaderArgs) {
  if ((await sessionUser(request))?.isAdmin) throw redirect("/admin");
  return null;
}

/** Every address, known or not, gets this answer, as fast (ADR 0118). */
const sent: { status: number; result: ResetRequestResult } = {
  status: 200,
  result: { ok: true, code: "Link sent", message: "" },
};

/** 'Wachtwoord vergeten': the public-form pipeline (ADR 0096), the address's limit first, then the mail. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handlePublicForm(request, {
    name: "password-reset",
    clientAddress: context.clientAddress,
    rateLimit: "passwordReset",
    check: (form) => parseForm(resetRequestSchema, form),
    botAnswer: () => sent,
    refuse: (reason, values) =>
      formRefusal(
        reason,
        reason === "Rate limit exceeded" ? texts.request.throttled : texts.request.unexpected,
        values,
      ),
    handle: ({ email }) => {
      // Not awaited: a known address must not take longer to answer than an unknown one.
      void requestPasswordReset(email).catch((error: unknown) =>
        logger.error({ err: error }, "password reset link could not be queued"),
      );
      return Promise.resolve(sent);
    },
  });
  return formResponse<ResetRequestResult>(answer);
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [
  { title: texts.request.metaTitle },
  { name: "robots", content: "noindex" },
];

export default function AdminPasswordForgotten({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const result = actionData;
  if (result?.ok) {
    return (
      <LoginStep title={texts.sent.title}>
        <p role="status" className="text-lg">
          {texts.sent.text}
        </p>
        <p className="mt-4 text-muted">{texts.sent.noMail}</p>
        <p className="mt-6">
          <Link to="" reloadDocument className="font-semibold text-pine-800 underline underline-offset-2">
            {texts.sent.again}
          </Link>
        </p>
        <RestartLink label={texts.backToLogin} />
      </LoginStep>
    );
  }
  return (
    <LoginStep title={texts.request.title}>
      <p className="text-lg">{texts.request.text}</p>
      <Form method="post" className="relative mt-6 space-y-5">
        <Honeypot />
        <TextField
          label={texts.request.email}
          name="email"
          type="email"
          autoComplete="username"
          {...resetRequestSchema.email.constraints}
          defaultValue={typedValue(result, "email")}
          error={fieldError(result, "email")}
          disabled={busy}
        />
        {result && <FormSummary errorTitle={texts.request.failedTitle} result={result} />}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? texts.request.busy : texts.request.submit}
        </Button>
      </Form>
      <RestartLink label={texts.backToLogin} />
    </LoginStep>
  );
}
