import { data, Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, SelectField, TextField } from "~/components/ui/form";
import { Panel } from "~/components/ui/panel";
import { adminBusiness as texts } from "~/content/admin-business";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { adminBusinessPath } from "~/features/business-details/admin-paths";
import {
  historyEntity,
  historyId,
  restoreBusinessDetails,
  saveBusinessDetails,
} from "~/features/business-details/business-details.server";
import { businessSchema, businessVersionSchema, crossFieldProblems } from "~/features/business-details/details-form";
import { versionsOf } from "~/features/content-history/history.server";
import { VersionHistory } from "~/features/content-history/VersionHistory";
import { fieldError, formFailure, formRefusal, typedValue, type FormFailure } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { businessDetails } from "~/server/business.server";
import { friendlyIban } from "~/features/business-details/iban";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/business";

const notices = { saved: texts.notices.saved, restored: texts.notices.restored } as const;
const noticeKeys = ["saved", "restored"] as const;

/** /admin/bedrijfsgegevens (D32, ADR 0089): the practice's identity, live on every page, mail and calendar file at once. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const flash = readFlash(request, noticeKeys);
  return data(
    {
      details: await businessDetails(),
      versions: await versionsOf(historyEntity, historyId),
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

const intents = { save: businessSchema, restore: businessVersionSchema };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), intents);
  if (!parsed) return data(formRefusal("Unknown intent", texts.errors.unknownIntent), { status: 400 });
  if (parsed.intent === "restore") {
    if (!parsed.ok || !(await restoreBusinessDetails(user.email, parsed.value.version))) {
      return data(formRefusal("Unknown version", texts.errors.version), { status: 400 });
    }
    await logAccess(user, "business-details-restored", {});
    throw redirectWithFlash(adminBusinessPath, "restored");
  }
  const problems = parsed.ok ? crossFieldProblems(parsed.value) : parsed.errors;
  if (!parsed.ok || problems.length > 0) {
    return data<FormFailure>(formFailure("Validation failed", problems, parsed.values), { status: 400 });
  }
  await saveBusinessDetails(user.email, parsed.value);
  await logAccess(user, "business-details-saved", {});
  throw redirectWithFlash(adminBusinessPath, "saved");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

type Field = keyof typeof businessSchema;

export default function AdminBusiness({ loaderData, actionData }: Route.ComponentProps) {
  const { details, versions, notice } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const stored: Record<Field, string> = { ...details, iban: friendlyIban(details.iban) };
  const field = (name: Field) => ({
    name,
    error: fieldError(failure, name),
    defaultValue: typedValue(failure, name) ?? stored[name],
    ...businessSchema[name].constraints,
  });
  const { fields, sections } = texts;
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
        <Panel id="praktijk" title={sections.practice}>
          <div className="mt-5 space-y-5">
            <TextField
              label={fields.coachName}
              hint={fields.coachNameHint}
              autoComplete="name"
              {...field("coachName")}
            />
            <TextField label={fields.businessName} autoComplete="organization" {...field("businessName")} />
          </div>
        </Panel>
        <Panel id="contact" title={sections.contact}>
          <div className="mt-5 space-y-5">
            <TextField
              type="email"
              label={fields.email}
              hint={fields.emailHint}
              autoComplete="email"
              {...field("email")}
            />
            <TextField type="tel" label={fields.phone} hint={fields.phoneHint} autoComplete="tel" {...field("phone")} />
          </div>
        </Panel>
        <Panel id="adres" title={sections.address}>
          <p className="mt-2 text-muted">{sections.addressIntro}</p>
          <div className="mt-5 grid gap-5 sm:grid-cols-[10rem_1fr]">
            <div className="sm:col-span-2">
              <TextField label={fields.street} autoComplete="address-line1" {...field("street")} />
            </div>
            <TextField label={fields.postalCode} autoComplete="postal-code" {...field("postalCode")} />
            <TextField label={fields.city} autoComplete="address-level2" {...field("city")} />
          </div>
        </Panel>
        <Panel id="inschrijving" title={sections.registration}>
          <div className="mt-5 space-y-5">
            <TextField label={fields.kvk} hint={fields.kvkHint} inputMode="numeric" {...field("kvk")} />
            <TextField label={fields.btw} hint={fields.btwHint} {...field("btw")} />
            <TextField label={fields.iban} hint={fields.ibanHint} {...field("iban")} />
          </div>
        </Panel>
        <Panel id="sociale-media" title={sections.social}>
          <p className="mt-2 text-muted">{sections.socialIntro}</p>
          <div className="mt-5 space-y-5">
            <TextField type="url" label={fields.linkedinUrl} hint={fields.socialHint} {...field("linkedinUrl")} />
            <TextField type="url" label={fields.instagramUrl} hint={fields.socialHint} {...field("instagramUrl")} />
          </div>
        </Panel>
        <Panel id="videobellen" title={sections.video}>
          <p className="mt-2 text-muted">{sections.videoIntro}</p>
          <div className="mt-5 space-y-5">
            {/* A select always has a choice: no "required" (the Nu checker would want an empty first option). */}
            <SelectField label={fields.videoService} {...field("videoService")} required={undefined}>
              {texts.videoOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <SelectField label={fields.videoLinkKind} {...field("videoLinkKind")} required={undefined}>
              {texts.videoLinkOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <TextField type="url" label={fields.videoUrl} hint={fields.videoUrlHint} {...field("videoUrl")} />
            <TextField
              type="url"
              label={fields.videoRoomHost}
              hint={fields.videoRoomHostHint}
              {...field("videoRoomHost")}
            />
          </div>
        </Panel>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? texts.saving : texts.save}
        </Button>
      </Form>
      <VersionHistory versions={versions} action={adminBusinessPath} busy={busy} />
    </>
  );
}
