import { data, Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, SelectField, TextField } from "~/components/ui/form";
import { adminAgenda as agendaTexts, weekdayNames } from "~/content/admin-agenda";
import { adminSessions as texts } from "~/content/admin-sessions";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { AgendaSection, hhmm, removeButtonClass } from "~/features/booking-admin/AgendaSection";
import { AgendaTabs } from "~/features/booking-admin/AgendaTabs";
import { weekdayValues } from "~/features/booking-admin/forms";
import { countField, sessionSchemas } from "~/features/sessions-admin/forms";
import {
  loadSessionSettings,
  sessionsAction,
  type SessionsResult,
} from "~/features/sessions-admin/session-types-admin.server";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField, textValue } from "~/lib/forms/parse-form";
import type { Route } from "./+types/agenda-sessions";

/** The paid session types, their counts per package, and the credit policy (D36, ADR 0122, ADR 0123). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSessionSettings();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const result = await sessionsAction(form);
  // The intent (and the package of a counts form) tells the screen which form the answer belongs to.
  const answer = { ...result, intent: textValue(form, intentField), packageKey: textValue(form, "packageKey") };
  return result.ok ? answer : data(answer, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

type Intent = keyof typeof sessionSchemas | "counts";

function IntentField({ value }: { value: Intent }) {
  return <input type="hidden" name={intentField} value={value} />;
}

export default function AdminAgendaSessions({ loaderData, actionData }: Route.ComponentProps) {
  const { types, packages, policy } = loaderData;
  const resultFor = (...intents: Intent[]): SessionsResult | undefined =>
    actionData && (intents as string[]).includes(actionData.intent) ? actionData : undefined;
  const summary = (result: SessionsResult | undefined) => (
    <div className="mt-4">
      <FormSummary result={result} errorTitle={texts.failedTitle} />
    </div>
  );
  const field = (result: SessionsResult | undefined, name: string, current: string) => ({
    name,
    defaultValue: typedValue(result, name) ?? current,
    error: fieldError(result, name),
  });
  const typesResult = resultFor("add-type", "archive-type");
  const windowResult = resultFor("add-window", "remove-window");
  const policyResult = resultFor("policy");
  const ownTypes = types.filter((type) => type.ownHours);
  const schemas = sessionSchemas;

  return (
    <>
      <AgendaTabs current="sessies" />
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>

      <AgendaSection id="sessiesoorten" title={texts.types.title} intro={texts.types.intro}>
        {summary(typesResult)}
        {types.length === 0 ? (
          <p className="mt-4 text-muted">{texts.types.none}</p>
        ) : (
          <ScrollTable
            label={texts.types.caption}
            columns={[
              texts.types.columns.name,
              texts.types.columns.length,
              texts.types.columns.place,
              texts.types.columns.hours,
              texts.types.columns.actions,
            ]}
          >
            <tbody>
              {types.map((type) => (
                <tr key={type.id}>
                  <td className={`${tdClass} font-semibold`}>{type.name}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    {texts.types.minutes(type.minutes)}
                    {texts.types.bufferNote(type.bufferMinutes)}
                  </td>
                  <td className={tdClass}>
                    {type.place === "online" ? texts.types.online : texts.types.location(type.address ?? "")}
                  </td>
                  <td className={tdClass}>{type.ownHours ? texts.types.ownHours : texts.types.sameHours}</td>
                  <td className={tdClass}>
                    <Form method="post">
                      <IntentField value="archive-type" />
                      <input type="hidden" name="id" value={type.id} />
                      <button type="submit" className={removeButtonClass} aria-label={texts.types.archive(type.name)}>
                        {texts.types.archiveLabel}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <Form method="post" key={types.length} className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2 sm:items-start">
          <h3 className="text-lg font-semibold sm:col-span-2">{texts.types.addTitle}</h3>
          <IntentField value="add-type" />
          <div className="sm:col-span-2">
            <TextField
              label={texts.types.name}
              hint={texts.types.nameHint}
              {...field(typesResult, "name", "")}
              {...schemas["add-type"].name.constraints}
            />
          </div>
          <TextField
            inputMode="numeric"
            label={texts.types.length}
            {...field(typesResult, "minutes", "60")}
            {...schemas["add-type"].minutes.constraints}
          />
          <TextField
            inputMode="numeric"
            label={texts.types.buffer}
            {...field(typesResult, "bufferMinutes", "0")}
            {...schemas["add-type"].bufferMinutes.constraints}
          />
          <SelectField label={texts.types.place} {...field(typesResult, "place", "online")}>
            <option value="online">{texts.types.placeOnline}</option>
            <option value="locatie">{texts.types.placeLocation}</option>
          </SelectField>
          <SelectField label={texts.types.hours} {...field(typesResult, "hours", "same")}>
            <option value="same">{texts.types.hoursSame}</option>
            <option value="own">{texts.types.hoursOwn}</option>
          </SelectField>
          <div className="sm:col-span-2">
            <TextField
              label={texts.types.address}
              {...field(typesResult, "address", "")}
              {...schemas["add-type"].address.constraints}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit">{texts.types.add}</Button>
          </div>
        </Form>
      </AgendaSection>

      {ownTypes.length > 0 && (
        <AgendaSection id="eigen-tijden" title={texts.windows.title} intro={texts.windows.intro}>
          {summary(windowResult)}
          {ownTypes.map((type) => (
            <div key={type.id} className="mt-4">
              <h3 className="text-lg font-semibold">{texts.windows.of(type.name)}</h3>
              {type.windows.length === 0 ? (
                <p className="mt-2 text-muted">{texts.windows.none}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {type.windows.map((window) => {
                    const day = weekdayNames[window.weekday - 1] ?? "";
                    return (
                      <li
                        key={window.id}
                        className="flex items-center gap-1 rounded-full bg-sand-50 pl-4 ring-1 ring-sand-200"
                      >
                        <span>
                          {day} {hhmm(window.start)} - {hhmm(window.end)}
                        </span>
                        <Form method="post">
                          <IntentField value="remove-window" />
                          <input type="hidden" name="id" value={window.id} />
                          <button
                            type="submit"
                            className={removeButtonClass}
                            aria-label={texts.windows.remove(day, hhmm(window.start), hhmm(window.end))}
                          >
                            {texts.windows.removeLabel}
                          </button>
                        </Form>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          ))}
          <Form method="post" className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2 sm:items-end">
            <IntentField value="add-window" />
            <SelectField label={texts.windows.type} {...field(windowResult, "typeId", String(ownTypes[0]!.id))}>
              {ownTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </SelectField>
            <SelectField label={agendaTexts.windows.weekday} {...field(windowResult, "weekday", "1")}>
              {weekdayValues.map((value, index) => (
                <option key={value} value={value}>
                  {weekdayNames[index]}
                </option>
              ))}
            </SelectField>
            <TextField
              type="time"
              label={agendaTexts.windows.start}
              {...field(windowResult, "start", "09:00")}
              required
            />
            <TextField type="time" label={agendaTexts.windows.end} {...field(windowResult, "end", "17:00")} required />
            <div className="sm:col-span-2">
              <Button type="submit">{texts.windows.add}</Button>
            </div>
          </Form>
        </AgendaSection>
      )}

      <AgendaSection id="per-pakket" title={texts.packages.title} intro={texts.packages.intro}>
        {types.length === 0 ? (
          <p className="mt-4 text-muted">{texts.packages.noTypes}</p>
        ) : (
          packages.map((pkg) => {
            const result =
              actionData?.intent === "counts" && actionData.packageKey === pkg.key ? actionData : undefined;
            return (
              <Form key={pkg.key} method="post" className="mt-6 max-w-2xl">
                <h3 className="text-lg font-semibold">{pkg.name}</h3>
                {summary(result)}
                <IntentField value="counts" />
                <input type="hidden" name="packageKey" value={pkg.key} />
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {types.map((type) => (
                    <TextField
                      key={type.id}
                      inputMode="numeric"
                      maxLength={4}
                      label={texts.packages.count(pkg.name, type.name)}
                      {...field(result, countField(type.id), String(pkg.counts[type.id] ?? ""))}
                    />
                  ))}
                </div>
                <div className="mt-4">
                  <Button type="submit">{texts.packages.save}</Button>
                </div>
              </Form>
            );
          })
        )}
      </AgendaSection>

      <AgendaSection id="tegoed" title={texts.policy.title}>
        {summary(policyResult)}
        <Form method="post" key={JSON.stringify(policy)} className="mt-4 grid max-w-2xl gap-5 sm:grid-cols-2">
          <IntentField value="policy" />
          <TextField
            inputMode="numeric"
            label={texts.policy.creditMonths}
            {...field(policyResult, "creditMonths", String(policy.creditMonths))}
            {...schemas.policy.creditMonths.constraints}
          />
          <TextField
            inputMode="numeric"
            label={texts.policy.cancelHours}
            hint={texts.policy.cancelHint}
            {...field(policyResult, "cancelHours", String(policy.cancelHours))}
            {...schemas.policy.cancelHours.constraints}
          />
          <div className="sm:col-span-2">
            <Button type="submit">{texts.policy.save}</Button>
          </div>
        </Form>
      </AgendaSection>
    </>
  );
}
