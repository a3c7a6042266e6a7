import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, SelectField, SuccessNotice, TextField } from "~/components/ui/form";
import { profileLabels } from "~/content/selftest";
import { sequenceTexts } from "~/content/newsletter-sequences";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { EmptyList, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { sequenceSummaries } from "~/features/newsletter/sequence-admin.server";
import { sequenceSchema } from "~/features/newsletter/sequence-form";
import { createSequence } from "~/features/newsletter/sequence-step-changes.server";
import { triggerLabel } from "~/features/newsletter/sequence-labels";
import { sequenceTriggers } from "~/features/newsletter/sequence-triggers";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { fieldError, formFailure, typedValue, type FormResult } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/sequences";

const texts = sequenceTexts.list;
const create = sequenceTexts.create;

/** The follow-up sequences (ADR 0130, ADR 0132) with their numbers: people in them, sent per step, booked within 30 days. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const flash = readFlash(request, ["Deleted"]);
  return data({ sequences: await sequenceSummaries(), notice: flash.notice }, { headers: flash.headers });
}

/** 'Nieuwe reeks' (ADR 0142): created paused with one empty step; bad input keeps what was typed and adds nothing. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseForm(sequenceSchema, await request.formData());
  const problems = parsed.ok ? [] : [...parsed.errors];
  if (parsed.values.profile && parsed.values.trigger !== "zelftest")
    problems.push({ field: "profile", code: "Validation failed", message: create.errors.profile });
  if (!parsed.ok || problems.length > 0)
    return data<FormResult>(formFailure("Validation failed", problems, parsed.values), { status: 400 });
  const id = await createSequence(parsed.value.name, parsed.value.trigger, parsed.value.profile || null);
  await logAccess(user, "sequence-created", { table: "sequences", id });
  throw redirectWithFlash(`/admin/opvolging/${id}`, "Created");
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

const count = (n: number) => n.toLocaleString("nl-NL");

export default function AdminSequences({ loaderData, actionData }: Route.ComponentProps) {
  const { sequences, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData && !actionData.ok ? actionData : undefined;
  const columns = texts.columns;
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      {notice && <SuccessNotice className="mt-4" message={create.deleted} />}
      {sequences.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <ScrollTable
          label={texts.tableLabel}
          columns={[columns.name, columns.trigger, columns.status, columns.people, columns.steps, columns.booked]}
        >
          <tbody>
            {sequences.map((sequence) => (
              <tr key={sequence.id}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/opvolging/${sequence.id}`}
                    className="font-semibold text-pine-700 underline underline-offset-4"
                  >
                    {sequence.name}
                  </Link>
                </td>
                {/* Wraps, so the table with the per-step numbers fits 1280 px. */}
                <td className={tdClass}>
                  <span className="block max-w-[9rem]">{triggerLabel(sequence)}</span>
                </td>
                <td className={tdClass}>{sequenceTexts.status[sequence.status]}</td>
                <td className={tdClass}>{count(sequence.people)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <ul>
                    {sequence.steps.map((step) => (
                      <li key={step.id}>{texts.stepSent(step.position, step.sent, step.clicks)}</li>
                    ))}
                  </ul>
                </td>
                <td className={tdClass}>{texts.booked(sequence.booked, sequence.entered)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <p className="mt-4 text-sm text-muted">{texts.noClicks}</p>

      <section aria-labelledby="nieuwe-reeks" className="mt-10 max-w-2xl">
        <h2 id="nieuwe-reeks" className="text-2xl font-semibold">
          {create.title}
        </h2>
        <p className="mt-2">{create.intro}</p>
        <FormSummary errorTitle={sequenceTexts.sequence.errorTitle} result={result} />
        <Form method="post" className="mt-6 grid gap-6">
          <TextField
            label={create.name}
            name="name"
            {...sequenceSchema.name.constraints}
            defaultValue={typedValue(result, "name") ?? ""}
            error={fieldError(result, "name")}
          />
          <SelectField
            label={create.trigger}
            name="trigger"
            defaultValue={typedValue(result, "trigger") ?? "ebook"}
            error={fieldError(result, "trigger")}
          >
            {sequenceTriggers.map((trigger) => (
              <option key={trigger} value={trigger}>
                {sequenceTexts.triggers[trigger]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={create.profile}
            name="profile"
            hint={create.profileHint}
            defaultValue={typedValue(result, "profile") ?? ""}
            error={fieldError(result, "profile")}
          >
            <option value="">{create.profileAny}</option>
            {profileLabels.map((profile) => (
              <option key={profile} value={profile}>
                {profile}
              </option>
            ))}
          </SelectField>
          <p>
            <Button type="submit" disabled={busy}>
              {create.submit}
            </Button>
          </p>
        </Form>
      </section>
    </>
  );
}
