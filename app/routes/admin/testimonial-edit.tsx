import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, SelectField, TextArea, TextField } from "~/components/ui/form";
import { adminTestimonialEditor as texts } from "~/content/admin-coach-facts";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { DeleteConfirmation, DeleteLink } from "~/features/admin-lists/DeleteConfirmation";
import { adminTestimonialsPath, editTestimonialPath, newTestimonialId } from "~/features/coach-facts/admin-paths";
import { testimonialSchema, testimonialVersionSchema } from "~/features/coach-facts/facts-form";
import { refreshFactPages } from "~/features/coach-facts/page-refresh.server";
import {
  deleteTestimonial,
  editableTestimonial,
  historyEntity,
  restoreTestimonial,
  saveTestimonial,
  type AdminTestimonial,
} from "~/features/coach-facts/testimonials.server";
import { versionsOf } from "~/features/content-history/history.server";
import { VersionHistory } from "~/features/content-history/VersionHistory";
import { fieldError, formFailure, formRefusal, typedValue, type FormFailure } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { TestimonialCard } from "~/features/testimonials/TestimonialsCarousel";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/testimonial-edit";

/** The id in the path, or undefined for /admin/ervaringen/nieuw; anything else is a 404. */
function idOf(param: string): number | undefined {
  if (param === newTestimonialId) return undefined;
  const id = /^\d{1,15}$/.test(param) ? Number(param) : 0;
  if (id <= 0) throw data(null, { status: 404 });
  return id;
}

const notices = { saved: texts.notices.saved, restored: texts.notices.restored } as const;
const noticeKeys = ["saved", "restored"] as const;

/** /admin/ervaringen/:id: write or edit one testimonial, with a preview, its history and delete (ADR 0061). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const id = idOf(params.id);
  const flash = readFlash(request, noticeKeys);
  const base = {
    notice: flash.notice,
    confirmDelete: new URL(request.url).searchParams.get("verwijderen") === "bevestigen",
  };
  if (id === undefined) return data({ ...base, testimonial: undefined, versions: [] }, { headers: flash.headers });
  const testimonial = await editableTestimonial(id);
  if (!testimonial) throw data(null, { status: 404 });
  return data({ ...base, testimonial, versions: await versionsOf(historyEntity, id) }, { headers: flash.headers });
}

const intents = { save: testimonialSchema, restore: testimonialVersionSchema, delete: {} };

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = idOf(params.id);
  const parsed = parseIntent(await request.formData(), intents);
  if (!parsed) return data(formRefusal("Unknown intent", texts.errors.unknownIntent), { status: 400 });

  if (parsed.intent === "delete") {
    if (id === undefined || !(await deleteTestimonial(id))) throw data(null, { status: 404 });
    await logAccess(user, "testimonial-delete", { table: "testimonials", id });
    await refreshFactPages();
    throw redirectWithFlash(adminTestimonialsPath, "deleted");
  }
  if (parsed.intent === "restore") {
    const outcome =
      id !== undefined && parsed.ok ? await restoreTestimonial(user.email, id, parsed.value.version) : undefined;
    if (!outcome?.ok) return data(formRefusal("Unknown version", texts.errors.version), { status: 400 });
    if (outcome.wasVisible && !outcome.visible)
      await logAccess(user, "testimonial-hide", { table: "testimonials", id });
    if (!outcome.wasVisible && outcome.visible)
      await logAccess(user, "testimonial-publish", { table: "testimonials", id });
    await refreshFactPages();
    throw redirectWithFlash(editTestimonialPath(outcome.id), "restored");
  }

  if (!parsed.ok)
    return data<FormFailure>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  const outcome = await saveTestimonial(user.email, id, parsed.value);
  if (!outcome.ok) {
    if (outcome.reason === "unknown") throw data(null, { status: 404 });
    return data<FormFailure>(
      formFailure(
        "No consent",
        [{ field: "consent", code: "No consent", message: texts.errors.noConsent }],
        parsed.values,
      ),
      { status: 400 },
    );
  }
  if (outcome.visible && !outcome.wasVisible) {
    await logAccess(user, "testimonial-publish", { table: "testimonials", id: outcome.id });
  }
  if (!outcome.visible && outcome.wasVisible) {
    await logAccess(user, "testimonial-hide", { table: "testimonials", id: outcome.id });
  }
  await refreshFactPages();
  throw redirectWithFlash(editTestimonialPath(outcome.id), "saved");
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: loaderData?.testimonial ? texts.editTitle : texts.newTitle },
  { name: "robots", content: "noindex" },
];

type Draft = Pick<AdminTestimonial, "text" | "name" | "role" | "rating">;

/** What the form holds now, for the preview card. */
function draftOf(form: HTMLFormElement): Draft {
  const body = new FormData(form);
  const value = (name: string) => {
    const entry = body.get(name);
    return typeof entry === "string" ? entry : "";
  };
  return { text: value("text"), name: value("name"), role: value("role"), rating: Number(value("rating")) || 5 };
}

export default function AdminTestimonialEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial, versions, notice, confirmDelete } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  const busy = useNavigation().state === "submitting";
  const typed = (field: string, fallback: string) => typedValue(failure, field) ?? fallback;
  const ticked = (field: "consent" | "visible", fallback: boolean) =>
    failure ? typedValue(failure, field) !== "" : fallback;
  const [draft, setDraft] = useState<Draft>({
    text: typed("text", testimonial?.text ?? ""),
    name: typed("name", testimonial?.name ?? ""),
    role: typed("role", testimonial?.role ?? ""),
    rating: Number(typed("rating", String(testimonial?.rating ?? 5))) || 5,
  });
  const action = editTestimonialPath(testimonial?.id ?? newTestimonialId);

  return (
    <>
      <p>
        <Link to={adminTestimonialsPath} className="text-pine-700 underline underline-offset-4">
          {texts.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{testimonial ? texts.editTitle : texts.newTitle}</h1>
      {testimonial?.sample && <p className="mt-4 max-w-2xl rounded-xl bg-sand-100 px-4 py-3">{texts.sampleNote}</p>}
      <div className="mt-6 max-w-2xl">
        {notice && !failure ? (
          <FormSummary result={{ ok: true, code: notice, message: notices[notice] }} errorTitle={texts.errorTitle} />
        ) : (
          <FormSummary result={actionData} errorTitle={texts.errorTitle} />
        )}
      </div>

      {testimonial && confirmDelete && <DeleteConfirmation action={action} busy={busy} texts={texts.delete} />}

      <div className="mt-8 grid grid-cols-1 gap-10 xl:grid-cols-2">
        <Form
          method="post"
          action={action}
          className="space-y-5"
          onInput={(event) => setDraft(draftOf(event.currentTarget))}
        >
          <TextArea
            label={texts.fields.text}
            hint={texts.fields.textHint}
            name="text"
            rows={8}
            defaultValue={draft.text}
            error={fieldError(failure, "text")}
            {...testimonialSchema.text.constraints}
          />
          <TextField
            label={texts.fields.name}
            hint={texts.fields.nameHint}
            name="name"
            defaultValue={draft.name}
            error={fieldError(failure, "name")}
            {...testimonialSchema.name.constraints}
          />
          <TextField
            label={texts.fields.role}
            name="role"
            defaultValue={draft.role}
            error={fieldError(failure, "role")}
            {...testimonialSchema.role.constraints}
          />
          <SelectField
            label={texts.fields.rating}
            name="rating"
            defaultValue={typed("rating", String(testimonial?.rating ?? 5))}
            error={fieldError(failure, "rating")}
          >
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {texts.fields.ratingOption(stars)}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label={texts.fields.consent}
            name="consent"
            value="1"
            defaultChecked={ticked("consent", testimonial?.consent ?? false)}
            error={fieldError(failure, "consent")}
          />
          <Checkbox
            label={texts.fields.visible}
            name="visible"
            value="1"
            defaultChecked={ticked("visible", testimonial?.visible ?? false)}
          />
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {busy ? texts.saving : texts.save}
          </Button>
        </Form>
        <div aria-hidden="true" className="self-start xl:pt-8">
          <TestimonialCard testimonial={draft} />
        </div>
      </div>

      {testimonial && <VersionHistory versions={versions} action={action} busy={busy} />}

      {testimonial && !confirmDelete && <DeleteLink action={action} label={texts.delete.open} />}
    </>
  );
}
