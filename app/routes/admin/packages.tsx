import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, TextArea, TextField } from "~/components/ui/form";
import { Panel } from "~/components/ui/panel";
import { adminPackages as texts } from "~/content/admin-coach-facts";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { adminPackagesPath } from "~/features/coach-facts/admin-paths";
import { inputEuro } from "~/features/coach-facts/euro";
import { packageField, pricesFrom, pricesSchema, pricesVersionSchema } from "~/features/coach-facts/facts-form";
import { refreshFactPages } from "~/features/coach-facts/page-refresh.server";
import {
  coachingPrices,
  historyEntity,
  historyId,
  restorePrices,
  savePrices,
} from "~/features/coach-facts/prices.server";
import { versionsOf } from "~/features/content-history/history.server";
import { VersionHistory } from "~/features/content-history/VersionHistory";
import { fieldError, formFailure, formRefusal, typedValue, type FormFailure } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/packages";

const notices = { saved: texts.notices.saved, restored: texts.notices.restored } as const;
const noticeKeys = ["saved", "restored"] as const;

/** /admin/pakketten: the two packages and the hourly rate, live on /coaching-packages at once (ADR 0061). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const flash = readFlash(request, noticeKeys);
  return data(
    {
      prices: await coachingPrices(),
      versions: await versionsOf(historyEntity, historyId),
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

const intents = { save: pricesSchema, restore: pricesVersionSchema };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), intents);
  if (!parsed) return data(formRefusal("Unknown intent", texts.errors.unknownIntent), { status: 400 });
  if (parsed.intent === "restore") {
    const outcome = parsed.ok ? await restorePrices(user.email, parsed.value.version) : undefined;
    if (!outcome) return data(formRefusal("Unknown version", texts.errors.version), { status: 400 });
    if (outcome.priceChanged) await logAccess(user, "prices-changed", { table: "coaching_packages" });
    await refreshFactPages();
    throw redirectWithFlash(adminPackagesPath, "restored");
  }
  if (!parsed.ok)
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  if (await savePrices(user.email, pricesFrom(parsed.value))) {
    await logAccess(user, "prices-changed", { table: "coaching_packages" });
  }
  await refreshFactPages();
  throw redirectWithFlash(adminPackagesPath, "saved");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminPackages({ loaderData, actionData }: Route.ComponentProps) {
  const { prices, versions, notice } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const typed = (field: string, fallback: string) => typedValue(failure, field) ?? fallback;
  const field = (name: keyof typeof pricesSchema) => ({
    name,
    error: fieldError(failure, name),
    ...pricesSchema[name].constraints,
  });
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      <div className="mt-6 max-w-2xl">
        {notice && !failure ? (
          <FormSummary result={{ ok: true, code: notice, message: notices[notice] }} errorTitle={texts.errorTitle} />
        ) : (
          <FormSummary result={actionData} errorTitle={texts.errorTitle} />
        )}
      </div>
      <Form method="post" className="mt-8 max-w-3xl space-y-8">
        {prices.packages.map((item) => (
          <Panel key={item.key} id={`pakket-${item.key}`} title={texts.packageTitle(item.name)}>
            <div className="mt-5 space-y-5">
              <TextField
                label={texts.fields.name}
                defaultValue={typed(packageField(item.key, "name"), item.name)}
                {...field(packageField(item.key, "name"))}
              />
              <TextField
                label={texts.fields.price}
                hint={texts.fields.priceHint}
                inputMode="decimal"
                defaultValue={typed(packageField(item.key, "price"), inputEuro(item.priceCents))}
                {...field(packageField(item.key, "price"))}
              />
              <TextArea
                label={texts.fields.features}
                hint={texts.fields.featuresHint}
                rows={5}
                defaultValue={typed(packageField(item.key, "features"), item.features.join("\n"))}
                {...field(packageField(item.key, "features"))}
              />
            </div>
          </Panel>
        ))}
        <Panel id="uurtarief" title={texts.hourlyTitle}>
          <div className="mt-5">
            <TextField
              label={texts.fields.hourly}
              hint={texts.fields.hourlyHint}
              inputMode="decimal"
              defaultValue={typed("hourly", inputEuro(prices.hourlyCents))}
              {...field("hourly")}
            />
          </div>
        </Panel>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? texts.saving : texts.save}
        </Button>
      </Form>
      <VersionHistory versions={versions} action={adminPackagesPath} busy={busy} />
    </>
  );
}
