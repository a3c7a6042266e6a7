import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useFetcher, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Checkbox, FormSummary, TextArea, TextField, SuccessNotice } from "~/components/ui/form";
import { broadcastEditor as texts, broadcastList } from "~/content/newsletter-broadcasts";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { formatAdminDate } from "~/lib/format";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import {
  broadcastAction,
  previewHtml,
  type BroadcastActionResult,
} from "~/features/newsletter/broadcast-actions.server";
import { broadcastSchema, confirmedCountField } from "~/features/newsletter/broadcast-form";
import {
  audienceSize,
  broadcastFailures,
  broadcastProgress,
  findBroadcast,
  tagsInUse,
} from "~/features/newsletter/broadcasts.server";
import { businessDetails } from "~/server/business.server";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import { NarrowPreview, WidePreview } from "~/features/newsletter/MailFrame";
import type { Route } from "./+types/broadcast";

/** "nieuw" or a row id; anything else is a 404. */
function broadcastId(param: string): number | null {
  if (param === "nieuw") return null;
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}

/** Compose, preview, test and send one broadcast; once sending, its progress and failures (ADR 0055). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const id = broadcastId(params.id);
  const broadcast = id === null ? null : ((await findBroadcast(id)) ?? null);
  if (id !== null && !broadcast) throw data(null, { status: 404 });
  const started = broadcast && (broadcast.status === "bezig" || broadcast.status === "verzonden");
  const failures = started ? await broadcastFailures(broadcast.id) : [];
  // The failures list names subscribers: the look goes in the access log.
  if (failures.length > 0) await logAccess(user, "view-list", { table: "newsletter_subscribers" });
  const flash = readFlash(request, noticeKeys);
  return data(
    {
      broadcast,
      tags: await tagsInUse(),
      audience: await audienceSize(broadcast?.tags ?? []),
      progress: broadcast ? await broadcastProgress(broadcast.id) : null,
      failures,
      preview: broadcast ? await previewHtml(broadcast) : null,
      sender: (await businessDetails()).coachName,
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = broadcastId(params.id);
  const result = await broadcastAction(user, id, await request.formData());
  // Post/redirect/get once stored, so a reload does not post (or send) again.
  if (result.ok && result.id !== undefined) {
    throw redirectWithFlash(`/admin/broadcasts/${result.id}`, result.code);
  }
  return data<BroadcastActionResult>(result, { status: result.ok ? 200 : 400 });
}

/**
 * The live preview posts as the coach types; it changes nothing, so it does not
 * reload the page's data. A reload then would also eat the flash of a save that
 * landed just before (ADR 0098) and take its notice away.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

/** What a stored action says after its redirect, shown once (ADR 0098). */
const notices = {
  Saved: texts.messages.saved,
  "Test sent": texts.messages.testSent,
  Scheduled: texts.messages.scheduled,
  Sending: texts.messages.sending,
} as const;
const noticeKeys = Object.keys(notices) as (keyof typeof notices)[];

/** 'Nu versturen' with JavaScript: the question in a dialog, its 'yes' sends the form with the number agreed to. */
function SendQuestion({
  audience,
  open,
  onClose,
  busy,
}: {
  audience: number;
  open: boolean;
  onClose: () => void;
  busy: boolean;
}) {
  const question = texts.confirmSend;
  return (
    <Dialog open={open} onClose={onClose} title={question.title(audience)}>
      <p className="text-lg leading-relaxed">{question.text}</p>
      {open && <input type="hidden" name={confirmedCountField} value={audience} />}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="send-now" disabled={busy}>
          {question.yes(audience)}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {question.no}
        </Button>
      </div>
    </Dialog>
  );
}

/** Without JavaScript (or when the number changed since the dialog asked): the same question on the page. */
function SendQuestionPanel({ audience, busy }: { audience: number; busy: boolean }) {
  const question = texts.confirmSend;
  return (
    <section aria-labelledby="versturen-vraag" className="rounded-2xl bg-white p-5 ring-1 ring-pine-300">
      <h2 id="versturen-vraag" tabIndex={-1} className="text-xl font-semibold">
        {question.title(audience)}
      </h2>
      <p className="mt-2">{question.text}</p>
      <input type="hidden" name={confirmedCountField} value={audience} />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="send-now" disabled={busy}>
          {question.yes(audience)}
        </Button>
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={busy}>
          {question.no}
        </Button>
      </div>
    </section>
  );
}

export default function AdminBroadcast({ loaderData, actionData }: Route.ComponentProps) {
  const { broadcast, tags, audience, progress, failures, preview, sender, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const previewer = useFetcher<BroadcastActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const locked = broadcast !== null && (broadcast.status === "bezig" || broadcast.status === "verzonden");
  const result = actionData;
  const [asking, setAsking] = useState(false);
  const typed = result?.ok ? result.values : undefined;
  const value = (field: string, saved: string | undefined) => typedValue(result, field) ?? typed?.[field] ?? saved;
  const checkedTags = (result?.ok ? result.tags : undefined) ?? broadcast?.tags ?? [];
  const confirming = result?.ok && result.code === "Confirm send" ? result.audience : undefined;
  // The number the dialog asks about: the live preview's count for the tags as ticked now.
  const liveAudience = previewer.data?.ok ? previewer.data.audience : undefined;
  const livePreview =
    (previewer.data?.ok ? previewer.data.previewHtml : undefined) ??
    (result?.ok ? result.previewHtml : undefined) ??
    preview;

  // Live preview with JavaScript: the typed draft is rendered by the server after a short pause.
  const previewNow = () => {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    form.set("intent", "preview");
    void previewer.submit(form, { method: "post" });
  };
  const refreshPreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(previewNow, 600);
  };

  return (
    <>
      <p>
        <Link to="/admin/broadcasts" className="font-medium text-pine-700 underline underline-offset-4">
          {texts.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{broadcast ? broadcast.subject : texts.titleNew}</h1>
      {broadcast && <p className="mt-2 text-muted">{broadcastList.status[broadcast.status]}</p>}
      {notice && <SuccessNotice className="mt-4" message={notices[notice]} />}
      {broadcast?.status === "gepland" && broadcast.scheduledAt && (
        <p className="mt-4">{texts.scheduledFor(formatAdminDate(broadcast.scheduledAt))}</p>
      )}
      {progress && progress.total > 0 && (
        <div className="mt-6">
          <p role="status" className="text-xl font-semibold" data-progress>
            {texts.progress(progress.sent, progress.total)}
          </p>
          {progress.failed > 0 && <p className="mt-1 text-danger">{texts.failedCount(progress.failed)}</p>}
          <progress
            className="mt-3 h-3 w-full max-w-xl"
            max={progress.total}
            value={progress.sent + progress.failed}
            aria-label={texts.progress(progress.sent, progress.total)}
          />
        </div>
      )}
      {locked && broadcast?.showInArchive && (
        <p className="mt-4">
          <a
            href={`/nieuwsbrief/archief/${broadcast.slug}`}
            className="font-medium text-pine-700 underline underline-offset-4"
          >
            {texts.archiveLink}
          </a>
        </p>
      )}

      <div className="mt-8 grid grid-cols-1 gap-10 xl:grid-cols-[minmax(0,1fr)_auto]">
        <Form
          ref={formRef}
          method="post"
          className="min-w-0 max-w-3xl space-y-5"
          onChange={locked ? undefined : refreshPreview}
        >
          <FormSummary errorTitle={texts.errorTitle} result={result && !result.ok ? result : undefined} />
          {locked && <p className="rounded-xl bg-sand-100 px-4 py-3">{texts.sentNote}</p>}
          <p className="text-muted">{texts.sender(sender)}</p>
          <TextField
            label={texts.subject}
            name="subject"
            {...broadcastSchema.subject.constraints}
            defaultValue={value("subject", broadcast?.subject)}
            error={fieldError(result, "subject")}
            readOnly={locked}
          />
          <TextField
            label={texts.preheader}
            name="preheader"
            hint={texts.preheaderHint}
            {...broadcastSchema.preheader.constraints}
            defaultValue={value("preheader", broadcast?.preheader)}
            error={fieldError(result, "preheader")}
            readOnly={locked}
          />
          <TextArea
            label={texts.body}
            name="body"
            rows={14}
            formatting
            hint={texts.bodyHint}
            {...broadcastSchema.body.constraints}
            defaultValue={value("body", broadcast?.body)}
            error={fieldError(result, "body")}
            readOnly={locked}
          />
          <fieldset aria-describedby="ontvangers-uitleg">
            <legend className="font-semibold text-ink">{texts.audience}</legend>
            <p id="ontvangers-uitleg" className="mt-1 text-sm text-muted">
              {texts.audienceTagsHint} {texts.audienceSize(audience)}
            </p>
            {tags.length === 0 ? (
              <p className="mt-2">{texts.audienceAll}</p>
            ) : (
              <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                {tags.map((tag) => (
                  <Checkbox
                    key={tag}
                    label={tag}
                    name="tags"
                    value={tag}
                    defaultChecked={checkedTags.includes(tag)}
                    disabled={locked}
                  />
                ))}
              </div>
            )}
            {fieldError(result, "tags") && (
              <p className="mt-2 text-sm font-medium text-danger">{fieldError(result, "tags")}</p>
            )}
          </fieldset>
          <Checkbox label={texts.showInArchive} name="showInArchive" defaultChecked={broadcast?.showInArchive} />
          {locked ? (
            <Button type="submit" name="intent" value="archive" disabled={busy}>
              {busy ? texts.busy : texts.saveArchive}
            </Button>
          ) : (
            <>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" name="intent" value="save" disabled={busy}>
                  {texts.save}
                </Button>
                <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
                  {texts.testMail}
                </Button>
              </div>
              {confirming !== undefined && <SendQuestionPanel audience={confirming} busy={busy} />}
              <div className="flex flex-wrap items-end gap-3 border-t border-sand-200 pt-5">
                <Button
                  type="submit"
                  name="intent"
                  value="send-now"
                  disabled={busy}
                  onClick={(event) => {
                    // With JavaScript the question comes in a dialog; the count follows the tags ticked now.
                    // Nobody to send to: no question; the plain post gets the server's 'no recipients' answer.
                    if ((liveAudience ?? audience) === 0) return;
                    event.preventDefault();
                    previewNow();
                    setAsking(true);
                  }}
                >
                  {texts.sendNow}
                </Button>
                <div className="min-w-60">
                  <TextField
                    label={texts.sendAt}
                    name="sendAt"
                    type="datetime-local"
                    error={fieldError(result, "sendAt")}
                  />
                </div>
                <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
                  {texts.schedule}
                </Button>
              </div>
              <SendQuestion
                audience={liveAudience ?? audience}
                open={asking}
                onClose={() => setAsking(false)}
                busy={busy || previewer.state !== "idle"}
              />
            </>
          )}
        </Form>
        {livePreview && <NarrowPreview html={livePreview} />}
      </div>

      {livePreview && <WidePreview html={livePreview} />}

      {failures.length > 0 && (
        <section aria-labelledby="mislukt" className="mt-10">
          <h2 id="mislukt" className="text-2xl font-semibold">
            {texts.failuresTitle}
          </h2>
          <ScrollTable label={texts.failuresTitle} columns={[texts.failureAddress, texts.failureReason]}>
            <tbody>
              {failures.map((failure, index) => (
                <tr key={index}>
                  <td className={`${tdClass} break-all`}>{failure.email}</td>
                  <td className={tdClass}>{failure.reason}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </section>
      )}
    </>
  );
}
