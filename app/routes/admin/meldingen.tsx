import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, RadioGroup } from "~/components/ui/form";
import { notificationSettings as texts } from "~/content/notifications";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { leadSeriesKeys } from "~/features/leads/lead-series";
import { fieldError, formFailure, type FormFailure } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import {
  notificationRecipient,
  readNotificationSettings,
  saveNotificationSettings,
} from "~/features/notifications/notify.server";
import { digestHours, notificationSettingsSchema } from "~/features/notifications/settings-form";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/meldingen";

const path = "/admin/meldingen";

/** Which new leads mail the coach, and whether as one daily digest (ADR 0053). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const settings = await readNotificationSettings();
  const flash = readFlash(request, ["saved"]);
  return data(
    {
      recipient: await notificationRecipient(),
      kinds: Object.fromEntries(leadSeriesKeys.map((kind) => [kind, settings[kind] === 1])),
      digestHour: settings.digest_hour,
      saved: flash.notice === "saved",
    },
    { headers: flash.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const parsed = parseForm(notificationSettingsSchema, await request.formData());
  if (!parsed.ok) {
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  }
  await saveNotificationSettings(parsed.value);
  // Post/redirect/get: a reload must not post again.
  throw redirectWithFlash(path, "saved");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const daily = loaderData.digestHour !== null;
  const wanneerError = fieldError(actionData, "wanneer");
  const uurError = fieldError(actionData, "uur");
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      <p className="mt-2 text-muted">{texts.recipient(loaderData.recipient)}</p>
      <div className="mt-6 max-w-3xl">
        <FormSummary
          result={actionData ?? (loaderData.saved ? { ok: true, code: "Saved", message: texts.saved } : undefined)}
          errorTitle={texts.failedTitle}
        />
      </div>
      <Form
        method="post"
        className="mt-6 max-w-3xl space-y-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
      >
        <fieldset>
          <legend className="text-xl font-semibold">{texts.kindsLegend}</legend>
          <div className="mt-4 space-y-3">
            {leadSeriesKeys.map((kind) => (
              <Checkbox
                key={kind}
                name={kind}
                value="1"
                label={texts.kinds[kind]}
                defaultChecked={loaderData.kinds[kind]}
              />
            ))}
          </div>
        </fieldset>
        <RadioGroup
          legend={texts.whenLegend}
          name="wanneer"
          options={[
            { value: "direct", label: texts.each },
            { value: "dagelijks", label: texts.digest },
          ]}
          defaultValue={daily ? "dagelijks" : "direct"}
          error={wanneerError}
        />
        <div>
          <label htmlFor="uur" className="block font-medium text-ink">
            {texts.hourLabel}
          </label>
          <p id="uur-hint" className="mt-1 text-sm text-muted">
            {texts.hourHint}
          </p>
          <select
            id="uur"
            name="uur"
            defaultValue={String(loaderData.digestHour ?? 8)}
            aria-describedby={uurError ? "uur-hint uur-fout" : "uur-hint"}
            aria-invalid={uurError ? true : undefined}
            className="mt-2 block min-h-11 rounded-xl border border-sand-200 bg-white px-4 py-2 text-base text-ink shadow-sm focus-visible:outline-3 focus-visible:outline-clay-500"
          >
            {digestHours.map((hour) => (
              <option key={hour} value={hour}>
                {texts.hourOption(Number(hour))}
              </option>
            ))}
          </select>
          {uurError && (
            <p id="uur-fout" className="mt-2 text-sm font-medium text-danger">
              {uurError}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy}>
          {texts.submit}
        </Button>
      </Form>
    </>
  );
}
