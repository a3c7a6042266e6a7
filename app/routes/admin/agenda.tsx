import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, SelectField, TextField } from "~/components/ui/form";
import { adminAgenda as texts, weekdayNames } from "~/content/admin-agenda";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { AgendaSection, hhmm, removeButtonClass } from "~/features/booking-admin/AgendaSection";
import { AgendaTabs } from "~/features/booking-admin/AgendaTabs";
import { agendaAction, loadAgendaSettings, type AgendaResult } from "~/features/booking-admin/agenda-settings.server";
import { agendaSchemas, weekdayValues } from "~/features/booking-admin/forms";
import { adminBusinessPath } from "~/features/business-details/admin-paths";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField, textValue } from "~/lib/forms/parse-form";
import type { Route } from "./+types/agenda";

/** The coach's booking settings (ADR 0049): availability, rules, free days, video link, feeds. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadAgendaSettings();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await request.formData();
  const result = await agendaAction(form);
  // The intent tells the screen which form the answer belongs to.
  const answer = { ...result, intent: textValue(form, intentField) };
  return result.ok ? answer : data(answer, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

function Intent({ value }: { value: keyof typeof agendaSchemas }) {
  return <input type="hidden" name={intentField} value={value} />;
}

export default function AdminAgenda({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, windows, blocked, noticeEmail, feedUrl, busy } = loaderData;
  const resultFor = (...intents: (keyof typeof agendaSchemas)[]): AgendaResult | undefined =>
    actionData && (intents as string[]).includes(actionData.intent) ? actionData : undefined;
  const summary = (result: AgendaResult | undefined) => (
    <div className="mt-4">
      <FormSummary result={result} errorTitle={texts.failedTitle} />
    </div>
  );
  const field = (result: AgendaResult | undefined, name: string, current: string) => ({
    name,
    defaultValue: typedValue(result, name) ?? current,
    error: fieldError(result, name),
  });

  const windowResult = resultFor("add-window", "remove-window");
  const rulesResult = resultFor("rules");
  const blockedResult = resultFor("add-blocked", "remove-blocked");
  const contactResult = resultFor("contact");
  const feedResult = resultFor("rotate-feed");
  const busyResult = resultFor("busy-url", "busy-clear", "busy-fetch");
  const schemas = agendaSchemas;

  return (
    <>
      <AgendaTabs current="instellingen" />
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>

      <AgendaSection id="beschikbaarheid" title={texts.windows.title} intro={texts.windows.intro}>
        {summary(windowResult)}
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {weekdayNames.map((name, index) => {
            const ofDay = windows.filter((window) => window.weekday === index + 1);
            return (
              <div key={name} className="contents">
                <dt className="pt-2 font-semibold capitalize">{name}</dt>
                <dd>
                  {ofDay.length === 0 ? (
                    <p className="pt-2 text-muted">{texts.windows.none}</p>
                  ) : (
                    <ul className="flex flex-wrap gap-2">
                      {ofDay.map((window) => (
                        <li
                          key={window.id}
                          className="flex items-center gap-1 rounded-full bg-sand-50 pl-4 ring-1 ring-sand-200"
                        >
                          <span>
                            {hhmm(window.start)} - {hhmm(window.end)}
                          </span>
                          <Form method="post">
                            <Intent value="remove-window" />
                            <input type="hidden" name="id" value={window.id} />
                            <button
                              type="submit"
                              className={removeButtonClass}
                              aria-label={texts.windows.remove(name, hhmm(window.start), hhmm(window.end))}
                            >
                              {texts.windows.removeLabel}
                            </button>
                          </Form>
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <Form method="post" key={windows.length} className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-3 sm:items-end">
          <h3 className="text-lg font-semibold sm:col-span-3">{texts.windows.addTitle}</h3>
          <Intent value="add-window" />
          <SelectField label={texts.windows.weekday} {...field(windowResult, "weekday", "1")}>
            {weekdayValues.map((value, index) => (
              <option key={value} value={value}>
                {weekdayNames[index]}
              </option>
            ))}
          </SelectField>
          <TextField type="time" label={texts.windows.start} {...field(windowResult, "start", "09:00")} required />
          <TextField type="time" label={texts.windows.end} {...field(windowResult, "end", "17:00")} required />
          <div className="sm:col-span-3">
            <Button type="submit">{texts.windows.add}</Button>
          </div>
        </Form>
      </AgendaSection>

      <AgendaSection id="regels" title={texts.rules.title}>
        {summary(rulesResult)}
        <Form method="post" key={JSON.stringify(rules)} className="mt-4 grid max-w-2xl gap-5 sm:grid-cols-2">
          <Intent value="rules" />
          <TextField
            inputMode="numeric"
            label={texts.rules.slotMinutes}
            {...field(rulesResult, "slotMinutes", String(rules.slotMinutes))}
            {...schemas.rules.slotMinutes.constraints}
          />
          <TextField
            inputMode="numeric"
            label={texts.rules.bufferMinutes}
            {...field(rulesResult, "bufferMinutes", String(rules.bufferMinutes))}
            {...schemas.rules.bufferMinutes.constraints}
          />
          <TextField
            inputMode="numeric"
            label={texts.rules.noticeHours}
            {...field(rulesResult, "noticeHours", String(rules.noticeHours))}
            {...schemas.rules.noticeHours.constraints}
          />
          <TextField
            inputMode="numeric"
            label={texts.rules.horizonWeeks}
            {...field(rulesResult, "horizonWeeks", String(rules.horizonWeeks))}
            {...schemas.rules.horizonWeeks.constraints}
          />
          <TextField
            inputMode="numeric"
            label={texts.rules.maxPerDay}
            hint={texts.rules.maxPerDayHint}
            {...field(rulesResult, "maxPerDay", rules.maxPerDay === null ? "" : String(rules.maxPerDay))}
            {...schemas.rules.maxPerDay.constraints}
          />
          <div className="sm:col-span-2">
            <Button type="submit">{texts.rules.save}</Button>
          </div>
        </Form>
      </AgendaSection>

      <AgendaSection id="vrije-dagen" title={texts.blocked.title} intro={texts.blocked.intro}>
        {summary(blockedResult)}
        {blocked.length === 0 ? (
          <p className="mt-4 text-muted">{texts.blocked.none}</p>
        ) : (
          <ScrollTable
            label={texts.blocked.caption}
            columns={[
              texts.blocked.columns.from,
              texts.blocked.columns.to,
              texts.blocked.columns.note,
              texts.blocked.columns.actions,
            ]}
          >
            <tbody>
              {blocked.map((row) => (
                <tr key={row.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{row.start}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{row.end}</td>
                  <td className={tdClass}>{row.note ?? "-"}</td>
                  <td className={tdClass}>
                    <Form method="post">
                      <Intent value="remove-blocked" />
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        className={removeButtonClass}
                        aria-label={texts.blocked.remove(`${row.start} - ${row.end}`)}
                      >
                        {texts.blocked.removeLabel}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        <Form method="post" key={blocked.length} className="mt-6 grid max-w-2xl gap-4 sm:grid-cols-2 sm:items-start">
          <h3 className="text-lg font-semibold sm:col-span-2">{texts.blocked.addTitle}</h3>
          <Intent value="add-blocked" />
          <TextField type="date" label={texts.blocked.startDate} {...field(blockedResult, "startDate", "")} required />
          <TextField
            type="date"
            label={texts.blocked.endDate}
            hint={texts.blocked.endDateHint}
            {...field(blockedResult, "endDate", "")}
          />
          <div className="sm:col-span-2">
            <TextField
              label={texts.blocked.note}
              {...field(blockedResult, "note", "")}
              {...schemas["add-blocked"].note.constraints}
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit">{texts.blocked.add}</Button>
          </div>
        </Form>
      </AgendaSection>

      <AgendaSection id="video-en-meldingen" title={texts.contact.title}>
        {summary(contactResult)}
        <p className="mt-4 max-w-2xl">
          {texts.contact.video}{" "}
          <Link
            to={`${adminBusinessPath}#videobellen`}
            className="font-semibold text-pine-800 underline underline-offset-4"
          >
            {texts.contact.videoLink}
          </Link>
          .
        </p>
        <Form method="post" key={noticeEmail ?? ""} className="mt-4 max-w-2xl space-y-5">
          <Intent value="contact" />
          <TextField
            type="email"
            label={texts.contact.noticeEmail}
            hint={texts.contact.noticeEmailHint}
            {...field(contactResult, "noticeEmail", noticeEmail ?? "")}
            {...schemas.contact.noticeEmail.constraints}
          />
          <Button type="submit">{texts.contact.save}</Button>
        </Form>
      </AgendaSection>

      <AgendaSection id="agenda-link" title={texts.feed.title} intro={texts.feed.intro}>
        {summary(feedResult)}
        <div className="mt-4 max-w-2xl">
          {/* Selected whole on focus, ready to copy. */}
          <TextField
            label={texts.feed.urlLabel}
            value={feedUrl}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="feed-url"
          />
        </div>
        <Form method="post" className="mt-4">
          <Intent value="rotate-feed" />
          <p className="mb-3 text-sm text-muted">{texts.feed.rotateHint}</p>
          <Button type="submit" variant="secondary">
            {texts.feed.rotate}
          </Button>
        </Form>
      </AgendaSection>

      <AgendaSection id="bezette-tijden" title={texts.busy.title} intro={texts.busy.intro}>
        {summary(busyResult)}
        <dl className="mt-4 grid max-w-2xl gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{texts.busy.lastFetch}</dt>
          <dd data-testid="busy-fetched">
            {busy.ageMinutes === null ? texts.busy.never : texts.busy.age(busy.ageMinutes)}
          </dd>
          <dt className="font-semibold">{texts.busy.lastError}</dt>
          <dd data-testid="busy-error">{busy.error ?? texts.busy.noError}</dd>
        </dl>
        <Form method="post" key={busy.url ?? ""} className="mt-6 max-w-2xl space-y-5">
          <Intent value="busy-url" />
          <TextField
            type="url"
            label={texts.busy.url}
            hint={texts.busy.urlHint}
            {...field(busyResult, "busyFeedUrl", busy.url ?? "")}
            {...schemas["busy-url"].busyFeedUrl.constraints}
          />
          <Button type="submit">{texts.busy.save}</Button>
        </Form>
        {busy.url && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <Intent value="busy-fetch" />
              <Button type="submit" variant="secondary">
                {texts.busy.fetchNow}
              </Button>
            </Form>
            <Form method="post">
              <Intent value="busy-clear" />
              <Button type="submit" variant="secondary">
                {texts.busy.clear}
              </Button>
            </Form>
          </div>
        )}
      </AgendaSection>
    </>
  );
}
