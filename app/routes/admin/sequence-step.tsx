import { useEffect, useRef } from "react";
import { data, Form, Link, useFetcher, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { Button } from "~/components/ui/button";
import { Checkbox, FormSummary, SelectField, SuccessNotice, TextArea, TextField } from "~/components/ui/form";
import { broadcastEditor } from "~/content/newsletter-broadcasts";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { previewHtml } from "~/features/newsletter/broadcast-actions.server";
import { NarrowPreview, WidePreview } from "~/features/newsletter/MailFrame";
import { findStep, pathId } from "~/features/newsletter/sequence-admin.server";
import { stepAction, type StepActionResult } from "~/features/newsletter/sequence-step-action.server";
import { stepSchema } from "~/features/newsletter/sequence-step-form";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { businessDetails } from "~/server/business.server";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/sequence-step";

const texts = sequenceTexts.step;
const notices = { Saved: texts.messages.saved, "Test sent": texts.messages.testSent };
const noticeKeys = Object.keys(notices) as (keyof typeof notices)[];

async function loadStep(params: { id: string; stepId: string }) {
  const step = await findStep(pathId(params.id), pathId(params.stepId));
  if (!step) throw data(null, { status: 404 });
  return step;
}

/** Edit one step (ADR 0132): the broadcast's editor and renderer, its preview frame, a test mail, delay and window. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const step = await loadStep(params);
  const flash = readFlash(request, noticeKeys);
  const preview = await previewHtml({ subject: step.subject, preheader: step.preheader, body: step.body_md });
  const sender = (await businessDetails()).coachName;
  return data({ step, preview, sender, notice: flash.notice }, { headers: flash.headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const step = await loadStep(params);
  const result = await stepAction(user, step.id, await request.formData());
  if (result.ok && result.code !== "Preview") {
    throw redirectWithFlash(`/admin/opvolging/${params.id}/stappen/${step.id}`, result.code);
  }
  return data<StepActionResult>(result, { status: result.ok ? 200 : 400 });
}

/** The live preview changes nothing: no reload (that would also eat a flash, ADR 0098). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminSequenceStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { step, preview, sender, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const previewer = useFetcher<StepActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const result = actionData;
  const value = (field: string, saved: string) => typedValue(result, field) ?? saved;
  const inDays = step.delay_hours % 24 === 0;
  const days = value("windowDays", step.window_days);
  const livePreview = (previewer.data?.ok ? previewer.data.previewHtml : undefined) ?? preview;
  const first = step.position === step.firstPosition;
  const refreshPreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      const form = new FormData(formRef.current);
      form.set("intent", "preview");
      void previewer.submit(form, { method: "post" });
    }, 600);
  };

  return (
    <>
      <p>
        <Link to={`/admin/opvolging/${params.id}`} className="font-medium text-pine-700 underline underline-offset-4">
          {texts.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{texts.title(step.position, step.sequenceName)}</h1>
      {notice && <SuccessNotice className="mt-4" message={notices[notice]} />}
      <div className="mt-8 grid grid-cols-1 gap-10 xl:grid-cols-[minmax(0,1fr)_auto]">
        <Form ref={formRef} method="post" className="min-w-0 max-w-3xl space-y-5" onChange={refreshPreview}>
          <FormSummary errorTitle={broadcastEditor.errorTitle} result={result && !result.ok ? result : undefined} />
          <p className="rounded-xl bg-sand-100 px-4 py-3">{texts.appliesNote}</p>
          <p className="text-muted">{broadcastEditor.sender(sender)}</p>
          <TextField
            label={broadcastEditor.subject}
            name="subject"
            {...stepSchema.subject.constraints}
            defaultValue={value("subject", step.subject)}
            error={fieldError(result, "subject")}
          />
          <TextField
            label={broadcastEditor.preheader}
            name="preheader"
            hint={broadcastEditor.preheaderHint}
            {...stepSchema.preheader.constraints}
            defaultValue={value("preheader", step.preheader)}
            error={fieldError(result, "preheader")}
          />
          <TextArea
            label={broadcastEditor.body}
            name="body"
            rows={14}
            formatting
            hint={broadcastEditor.bodyHint}
            {...stepSchema.body.constraints}
            defaultValue={value("body", step.body_md)}
            error={fieldError(result, "body")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={texts.delay}
              name="delay"
              inputMode="numeric"
              hint={texts.delayHint(first)}
              {...stepSchema.delay.constraints}
              defaultValue={value("delay", String(inDays ? step.delay_hours / 24 : step.delay_hours))}
              error={fieldError(result, "delay")}
            />
            <SelectField
              label={texts.delayUnit}
              name="delayUnit"
              defaultValue={value("delayUnit", inDays ? "dagen" : "uren")}
            >
              <option value="dagen">{texts.units.dagen}</option>
              <option value="uren">{texts.units.uren}</option>
            </SelectField>
          </div>
          <fieldset aria-describedby="venster-uitleg">
            <legend className="font-semibold text-ink">{texts.windowDays}</legend>
            <p id="venster-uitleg" className="mt-1 text-sm text-muted">
              {texts.windowDaysHint}
            </p>
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {sequenceTexts.weekdays.map((day, index) => (
                <Checkbox
                  key={day}
                  label={day}
                  name="windowDays"
                  value={String(index + 1)}
                  defaultChecked={days.includes(String(index + 1))}
                />
              ))}
            </div>
            {fieldError(result, "windowDays") && (
              <p className="mt-2 text-sm font-medium text-danger">{fieldError(result, "windowDays")}</p>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={texts.windowStart}
              name="windowStart"
              defaultValue={value("windowStart", String(step.window_start))}
              error={fieldError(result, "windowStart")}
            >
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {texts.hour(hour)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={texts.windowEnd}
              name="windowEnd"
              defaultValue={value("windowEnd", String(step.window_end))}
              error={fieldError(result, "windowEnd")}
            >
              {Array.from({ length: 24 }, (_, index) => (
                <option key={index + 1} value={index + 1}>
                  {texts.hour(index + 1)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" disabled={busy}>
              {texts.save}
            </Button>
            <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
              {texts.testMail}
            </Button>
          </div>
        </Form>
        <NarrowPreview html={livePreview} />
      </div>
      <WidePreview html={livePreview} />
    </>
  );
}
