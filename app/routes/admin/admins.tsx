import { data, Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextField, SuccessNotice } from "~/components/ui/form";
import { adminAccounts as texts, adminLogin } from "~/content/admin";
import { addAdmin, listAdmins } from "~/features/admin-auth/accounts.server";
import { CurrentPasswordField } from "~/features/admin-auth/CurrentPasswordField";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { addAdminSchema } from "~/features/admin-auth/forms";
import { checkCurrentPassword } from "~/features/admin-auth/reauthenticate.server";
import { fieldError, formFailure, formRefusal, typedValue, type FormFailure } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { formatAdminDate } from "~/lib/format";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/admins";

const path = "/admin/admins";

/** The admin accounts and a form to add one (product.md §5/§6, D12: only an existing admin adds admins). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const flash = readFlash(request, ["added"]);
  return data(
    { admins: await listAdmins(), currentId: user.id, added: flash.notice === "added" },
    { headers: flash.headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseForm(addAdminSchema, await request.formData());
  if (!parsed.ok)
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  // ADR 0084: a borrowed session cannot add an admin of its own.
  const check = await checkCurrentPassword(user, parsed.value.currentPassword, context.clientAddress);
  if (!check.ok) {
    return data<FormFailure>(formFailure("Validation failed", [check.problem], parsed.values), {
      status: check.status,
    });
  }
  await check.attempt.succeeded();
  const result = await addAdmin(parsed.value);
  // Post/redirect/get: a reload must not post the form again.
  if (result.ok) throw redirectWithFlash(path, "added");
  return data<FormFailure>(formRefusal("Email taken", result.message, parsed.values), { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, currentId, added } = loaderData;
  const busy = useNavigation().state === "submitting";
  // A new location after a successful add: remount the form so its fields start empty.
  const { key } = useLocation();
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 text-lg">{texts.intro}</p>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <section aria-labelledby="admins-list">
          <h2 id="admins-list" className="text-2xl font-semibold">
            {texts.listTitle(admins.length)}
          </h2>
          <ScrollTable label={texts.tableLabel} columns={[texts.columns.email, texts.columns.created]}>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id}>
                  <td className={`${tdClass} break-all`}>
                    {admin.email}
                    {admin.id === currentId && <span className="text-sm text-muted"> (jij)</span>}
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(admin.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </section>

        <section
          aria-labelledby="admin-add"
          className="h-fit rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
        >
          <h2 id="admin-add" className="text-2xl font-semibold">
            {texts.formTitle}
          </h2>
          <p className="mt-2 text-muted">{texts.formIntro}</p>
          <Form key={key} method="post" action={path} className="mt-6 space-y-5">
            <TextField
              label={adminLogin.email}
              name="email"
              type="email"
              autoComplete="off"
              {...addAdminSchema.email.constraints}
              defaultValue={typedValue(actionData, "email")}
              error={fieldError(actionData, "email")}
              disabled={busy}
            />
            <TextField
              label={adminLogin.password}
              name="password"
              type="password"
              autoComplete="new-password"
              {...addAdminSchema.password.constraints}
              error={fieldError(actionData, "password")}
              placeholder={adminLogin.passwordPlaceholder}
              hint={adminLogin.passwordHint}
              disabled={busy}
            />
            <CurrentPasswordField
              label={texts.currentPassword}
              hint={texts.currentPasswordHint}
              error={fieldError(actionData, "currentPassword")}
              disabled={busy}
            />
            {actionData ? (
              <FormSummary errorTitle={texts.failedTitle} result={actionData} />
            ) : added ? (
              <SuccessNotice message={texts.successTitle} detail={texts.successText} />
            ) : (
              <FormSummary errorTitle={texts.failedTitle} />
            )}
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? texts.busy : texts.submit}
            </Button>
          </Form>
        </section>
      </div>
    </>
  );
}
