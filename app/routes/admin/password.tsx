import { data, Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormSummary, TextField } from "~/components/ui/form";
import { adminLogin } from "~/content/admin";
import { adminPasswordChange as texts } from "~/content/admin-password";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { changePassword } from "~/features/admin-auth/password-change.server";
import {
  confirmationMismatch,
  passwordChangeSchema,
  type PasswordChangeResult,
} from "~/features/admin-auth/password-change";
import { fieldError, formFailure } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/password";

const path = "/admin/password";

const fields: { name: keyof typeof passwordChangeSchema; label: string; isNew: boolean }[] = [
  { name: "currentPassword", label: texts.current, isNew: false },
  { name: "newPassword", label: texts.new, isNew: true },
  { name: "confirmPassword", label: texts.confirm, isNew: true },
];

/** "Wachtwoord wijzigen" (ADR 0029): current password, new password twice; reached from /admin/security. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const flash = readFlash(request, ["changed"]);
  return data({ changed: flash.notice === "changed" }, { headers: flash.headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const parsed = parseForm(passwordChangeSchema, form);
  const problems = parsed.ok ? [] : parsed.errors;
  const mismatch = confirmationMismatch(form, problems);
  // Passwords are never sent back into the page (secret fields): every field starts empty again.
  if (!parsed.ok || mismatch.length > 0) {
    return data<PasswordChangeResult>(formFailure("Validation failed", [...problems, ...mismatch]), { status: 400 });
  }
  const refused = await changePassword(request, user, parsed.value, context.clientAddress);
  if (refused) return data<PasswordChangeResult>(refused.result, { status: refused.status });
  // Post/redirect/get: a reload must not post the passwords again.
  throw redirectWithFlash(path, "changed");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const summary: PasswordChangeResult | undefined =
    actionData ?? (loaderData.changed ? { ok: true, code: "Password changed", message: texts.changed } : undefined);
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      <section className="mt-8 max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
        <Form method="post" action={path} className="space-y-5">
          {fields.map(({ name, label, isNew }) => (
            <TextField
              key={name}
              label={label}
              name={name}
              type="password"
              autoComplete={isNew ? "new-password" : "current-password"}
              {...passwordChangeSchema[name].constraints}
              placeholder={name === "newPassword" ? adminLogin.passwordPlaceholder : undefined}
              hint={name === "newPassword" ? adminLogin.passwordHint : undefined}
              error={fieldError(actionData, name)}
              disabled={busy}
            />
          ))}
          <FormSummary result={summary} errorTitle={texts.failedTitle} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? texts.busy : texts.submit}
          </Button>
        </Form>
      </section>
      <ButtonLink to="/admin/security" variant="secondary" className="mt-6">
        {texts.back}
      </ButtonLink>
    </>
  );
}
