import { data, Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormSummary, SuccessNotice } from "~/components/ui/form";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { ConfirmPanel } from "~/features/admin-lists/DeleteConfirmation";
import { EmptyList, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import {
  pathId,
  sequenceMembers,
  sequenceSummaries,
  setSequenceStatus,
  takeOutByHand,
} from "~/features/newsletter/sequence-admin.server";
import {
  addStep,
  deleteSequence,
  deleteStep,
  firstUnfinishedStep,
  stepDeletion,
} from "~/features/newsletter/sequence-step-changes.server";
import { triggerLabel, windowLabel } from "~/features/newsletter/sequence-labels";
import { formRefusal, type FormResult } from "~/lib/forms/form-result";
import { textValue } from "~/lib/forms/parse-form";
import { formatAdminDate } from "~/lib/format";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/sequence";

const texts = sequenceTexts.sequence;

const notices = {
  Started: texts.messages.started,
  Paused: texts.messages.paused,
  "Taken out": texts.messages.takenOut,
  "Step added": texts.messages.stepAdded,
  "Step deleted": texts.messages.stepDeleted,
  Created: texts.messages.created,
};
const noticeKeys = Object.keys(notices) as (keyof typeof notices)[];

/** One sequence (ADR 0132): its steps with their numbers, start/pause, and who is in it now. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [sequence] = await sequenceSummaries(pathId(params.id));
  if (!sequence) throw data(null, { status: 404 });
  const members = await sequenceMembers(sequence.id);
  // The list names subscribers: the look goes in the access log.
  if (members.length > 0) await logAccess(user, "view-list", { table: "newsletter_subscribers" });
  const flash = readFlash(request, noticeKeys);
  const query = new URL(request.url).searchParams;
  const confirming = query.get("status") === "bevestigen";
  const deletingSequence = query.get("reeks") === "verwijderen";
  // 'Stap verwijderen' asks first (ADR 0142), saying what becomes of those waiting for the step.
  const deleting = query.has("verwijderen") ? await stepDeletion(sequence.id, Number(query.get("verwijderen"))) : null;
  return data(
    {
      sequence,
      members,
      confirming,
      deleting: deleting?.onlyStep === false ? deleting : null,
      deletingSequence,
      notice: flash.notice,
    },
    { headers: flash.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const id = pathId(params.id);
  const [sequence] = await sequenceSummaries(id);
  if (!sequence) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = textValue(form, "intent");
  const path = `/admin/opvolging/${id}`;
  if (intent === "start" || intent === "pause") {
    // A step still empty cannot go out: the sequence starts once every step is written (ADR 0142).
    const unfinished = intent === "start" ? await firstUnfinishedStep(id) : null;
    if (unfinished !== null)
      return data<FormResult>(formRefusal("Validation failed", texts.messages.unfinished(unfinished)), { status: 400 });
    await setSequenceStatus(id, intent === "start" ? "actief" : "gepauzeerd");
    throw redirectWithFlash(path, intent === "start" ? "Started" : "Paused");
  }
  if (intent === "delete-sequence") {
    if (!(await deleteSequence(id)))
      return data<FormResult>(formRefusal("Validation failed", texts.messages.notDeleted), { status: 400 });
    await logAccess(user, "sequence-deleted", { table: "sequences", id });
    throw redirectWithFlash("/admin/opvolging", "Deleted");
  }
  if (intent === "add-step") {
    if ((await addStep(id)) === null)
      return data<FormResult>(formRefusal("Validation failed", texts.messages.notPaused), { status: 400 });
    await logAccess(user, "sequence-step-added", { table: "sequences", id });
    throw redirectWithFlash(path, "Step added");
  }
  if (intent === "delete-step") {
    if (!(await deleteStep(id, Number(textValue(form, "stepId")))))
      return data<FormResult>(formRefusal("Not found", texts.messages.stepNotDeleted), { status: 400 });
    await logAccess(user, "sequence-step-deleted", { table: "sequences", id });
    throw redirectWithFlash(path, "Step deleted");
  }
  if (intent === "take-out") {
    const subscriberId = Number(textValue(form, "subscriberId"));
    if (Number.isSafeInteger(subscriberId) && subscriberId > 0 && (await takeOutByHand(id, subscriberId))) {
      await logAccess(user, "sequence-taken-out", { table: "newsletter_subscribers", id: subscriberId });
      throw redirectWithFlash(path, "Taken out");
    }
    return data<FormResult>(formRefusal("Not found", texts.messages.notInSequence), { status: 400 });
  }
  return data<FormResult>(formRefusal("Validation failed", texts.messages.notInSequence), { status: 400 });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.sequence.name ?? sequenceTexts.list.metaTitle },
  { name: "robots", content: "noindex" },
];

export default function AdminSequence({ loaderData, actionData }: Route.ComponentProps) {
  const { sequence, members, confirming, deleting, deletingSequence, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const running = sequence.status === "actief";
  const question = running ? texts.confirmPause : texts.confirmStart;
  const path = `/admin/opvolging/${sequence.id}`;
  // One calm question at a time: deleting a step (ADR 0142), or starting/pausing (ADR 0132).
  const ask: { title: string; text: string; intent: string; yes: string; stepId?: number } | null = deleting
    ? {
        title: texts.confirmDeleteStep.title(deleting.position),
        text: texts.confirmDeleteStep.text(deleting.waiting, deleting.last),
        intent: "delete-step",
        yes: texts.confirmDeleteStep.yes,
        stepId: deleting.id,
      }
    : confirming
      ? { ...question, intent: running ? "pause" : "start" }
      : deletingSequence && !running && sequence.people === 0
        ? { ...texts.confirmDeleteSequence, intent: "delete-sequence" }
        : null;
  const columns = texts.columns;
  const people = texts.peopleColumns;
  return (
    <>
      <p>
        <Link to="/admin/opvolging" className="font-medium text-pine-700 underline underline-offset-4">
          {texts.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{sequence.name}</h1>
      <p className="mt-2 text-lg">{texts.startsAfter(triggerLabel(sequence))}</p>
      <p className="mt-1 text-muted" data-sequence-status>
        {texts.statusLine(sequenceTexts.status[sequence.status], sequence.people)}
      </p>
      {notice && <SuccessNotice className="mt-4" message={notices[notice]} />}
      <FormSummary errorTitle={texts.errorTitle} result={actionData && !actionData.ok ? actionData : undefined} />
      {ask ? (
        <ConfirmPanel title={ask.title} text={ask.text} tone="calm">
          <Form method="post" action={path} className="mt-6 flex flex-wrap gap-4">
            {ask.stepId !== undefined && <input type="hidden" name="stepId" value={ask.stepId} />}
            <Button type="submit" name="intent" value={ask.intent} disabled={busy}>
              {ask.yes}
            </Button>
            <ButtonLink to={path} variant="secondary">
              {texts.cancel}
            </ButtonLink>
          </Form>
        </ConfirmPanel>
      ) : (
        <p className="mt-6">
          <ButtonLink to={`${path}?status=bevestigen`} variant={running ? "secondary" : "primary"}>
            {running ? texts.pause : texts.start}
          </ButtonLink>
          {/* Only a paused sequence nobody is in can go (ADR 0142); otherwise it can only be paused. */}
          {!running && sequence.people === 0 && (
            <Link to={`${path}?reeks=verwijderen`} className="ml-6 text-pine-700 underline underline-offset-4">
              {texts.deleteSequence}
            </Link>
          )}
        </p>
      )}

      <section aria-labelledby="stappen" className="mt-10">
        <h2 id="stappen" className="text-2xl font-semibold">
          {texts.stepsTitle}
        </h2>
        <ScrollTable
          label={texts.stepsLabel}
          columns={[columns.step, columns.subject, columns.when, columns.sent, columns.clicks, columns.action]}
        >
          <tbody>
            {sequence.steps.map((step, index) => (
              <tr key={step.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{step.position}</td>
                {/* Subject and timing wrap within their widths, so the table with its numbers fits 1280 px. */}
                <td className={tdClass}>
                  <span className="block max-w-[18rem]">
                    <Link
                      to={`${path}/stappen/${step.id}`}
                      aria-label={`${texts.edit(step.position)}: ${step.subject || texts.emptySubject}`}
                      className="font-semibold text-pine-700 underline underline-offset-4"
                    >
                      {step.subject || texts.emptySubject}
                    </Link>
                  </span>
                </td>
                <td className={tdClass}>
                  <span className="block max-w-[17rem]">
                    {texts.stepWhen(
                      sequenceTexts.delay(step.delayHours),
                      index === 0,
                      windowLabel(step.windowDays, step.windowStart, step.windowEnd),
                    )}
                  </span>
                </td>
                <td className={tdClass}>{step.sent.toLocaleString("nl-NL")}</td>
                <td className={tdClass}>{step.clicks.toLocaleString("nl-NL")}</td>
                <td className={tdClass}>
                  {sequence.steps.length > 1 && (
                    <Link
                      to={`${path}?verwijderen=${step.id}`}
                      aria-label={texts.deleteStepLabel(step.position)}
                      className="text-pine-700 underline underline-offset-4"
                    >
                      {texts.deleteStep}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        {running ? (
          <p className="mt-4 text-muted">{texts.addStepPaused}</p>
        ) : (
          <Form method="post" action={path} className="mt-4">
            <Button type="submit" name="intent" value="add-step" variant="secondary" disabled={busy}>
              {texts.addStep}
            </Button>
          </Form>
        )}
      </section>

      <section aria-labelledby="wie" className="mt-10">
        <h2 id="wie" className="text-2xl font-semibold">
          {texts.peopleTitle}
        </h2>
        {members.length === 0 ? (
          <EmptyList>{texts.peopleEmpty}</EmptyList>
        ) : (
          <ScrollTable label={texts.peopleLabel} columns={[people.email, people.entered, people.next, people.action]}>
            <tbody>
              {members.map((member) => (
                <tr key={member.subscriberId}>
                  <td className={`${tdClass} break-all`}>{member.email}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(member.enteredAt)}</td>
                  <td className={tdClass}>
                    {running && member.nextPosition !== null && member.nextDueAt
                      ? texts.nextStep(member.nextPosition, formatAdminDate(member.nextDueAt))
                      : texts.waiting}
                  </td>
                  <td className={tdClass}>
                    <Form method="post" action={path}>
                      <input type="hidden" name="subscriberId" value={member.subscriberId} />
                      <Button
                        type="submit"
                        name="intent"
                        value="take-out"
                        variant="secondary"
                        aria-label={texts.takeOutLabel(member.email)}
                        disabled={busy}
                      >
                        {texts.takeOut}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
    </>
  );
}
