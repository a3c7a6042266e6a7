import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox, FormSummary, TextField } from "~/components/ui/form";
import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { dataRequestAction, type DataRequestResult } from "~/features/data-requests/actions.server";
import { choiceField, matchField, personQuerySchema } from "~/features/data-requests/person-query";
import type { PersonSummary, SummaryItem } from "~/features/data-requests/summary.server";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import type { Route } from "./+types/data-requests";

const path = "/admin/data-requests";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

/** Everything is a POST, so an e-mail address never lands in a URL, the browser history or a log. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return dataRequestAction(admin, await request.formData());
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

type Person = { email: string; name: string | null };

/** The person a form is about, as hidden fields: every step posts the address and name again. */
function PersonFields({ person }: { person: Person }) {
  return (
    <>
      <input type="hidden" name="email" value={person.email} />
      <input type="hidden" name="name" value={person.name ?? ""} />
    </>
  );
}

/** One button that posts the person's address and name with an intent. */
function PersonButton({
  person,
  intent,
  variant,
  children,
}: {
  person: Person;
  intent: "zoeken";
  variant: "secondary";
  children: string;
}) {
  return (
    <Form method="post" action={path}>
      <PersonFields person={person} />
      <button type="submit" name={intentField} value={intent} className={buttonClass(variant)}>
        {children}
      </button>
    </Form>
  );
}

/** Moves focus to a panel that replaced the button just pressed, so keyboard and screen-reader users land on it. */
function useFocusOnShow<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

export default function AdminDataRequests({ actionData }: Route.ComponentProps) {
  const result = actionData as DataRequestResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const found = result?.ok && result.code === "Found" ? result : undefined;
  const defaults = found
    ? { email: found.email, name: found.name ?? "" }
    : { email: typedValue(result, "email") ?? "", name: typedValue(result, "name") ?? "" };
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>

      <Form
        method="post"
        action={path}
        key={result?.code === "Erased" ? "leeg" : "zoek"}
        className="mt-8 grid max-w-3xl gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:grid-cols-2 sm:p-8"
      >
        <TextField
          label={texts.emailLabel}
          name="email"
          type="email"
          autoComplete="off"
          {...personQuerySchema.email.constraints}
          defaultValue={defaults.email}
          error={fieldError(result, "email")}
        />
        <TextField
          label={texts.nameLabel}
          name="name"
          autoComplete="off"
          hint={texts.nameHint}
          {...personQuerySchema.name.constraints}
          defaultValue={defaults.name}
          error={fieldError(result, "name")}
        />
        <div className="sm:col-span-2">
          <Button type="submit" name={intentField} value="zoeken" disabled={busy}>
            {texts.search}
          </Button>
        </div>
      </Form>

      <div className="mt-6 max-w-3xl">
        {/* A find answers with the results below, not with a line here. */}
        <FormSummary result={found ? undefined : result} errorTitle={texts.searchErrorTitle} />
      </div>

      {found && (
        <Results
          email={found.email}
          name={found.name}
          summary={found.summary}
          confirming={found.confirming}
          selected={found.selected}
        />
      )}
    </>
  );
}

function Results({
  email,
  name,
  summary,
  confirming,
  selected,
}: {
  email: string;
  name: string | null;
  summary: PersonSummary;
  confirming: boolean;
  selected: string[] | null;
}) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>(`${email}|${name}|${confirming}`);
  const retained = summary.total - summary.erasable;
  return (
    <section
      aria-labelledby="gevonden"
      className="mt-8 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
    >
      <h2
        id="gevonden"
        ref={confirming ? undefined : headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold break-words"
      >
        {texts.resultsTitle(email)}
      </h2>
      {name && <p className="mt-2 text-muted">{texts.nameNote(name)}</p>}
      {summary.total === 0 ? (
        <p className="mt-4">{texts.nothingFound}</p>
      ) : (
        <>
          <p className="mt-2">{texts.total(summary.total)}</p>
          {confirming ? (
            <ConfirmErase email={email} name={name} summary={summary} selected={selected} />
          ) : (
            // A document post: the download is a file the browser saves; both buttons take the same ticks.
            <Form method="post" action={path} reloadDocument>
              <PersonFields person={{ email, name }} />
              <MatchChoice legend={texts.choiceLegend} summary={summary} selected={selected} />
              <p className="mt-4 text-sm text-muted">{texts.consentNote}</p>
              {retained > 0 && <p className="mt-2 text-sm text-muted">{texts.retainedNote(retained)}</p>}
              <div className="mt-6 flex flex-wrap gap-3">
                <button type="submit" formAction={`${path}/export`} className={buttonClass("secondary")}>
                  {texts.download}
                </button>
                {/* What the law makes the coach keep is never erased: no erase step for it alone. */}
                {summary.erasable > 0 && (
                  <button type="submit" name={intentField} value="bevestigen" className={buttonClass("dangerOutline")}>
                    {texts.eraseStart}
                  </button>
                )}
              </div>
            </Form>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Every record found as a checkbox, kind by kind: the one choice the download
 * and the erasure both take (ADR 0086). A record found by the address itself
 * starts ticked; one found by a name or a mention starts unticked.
 */
function MatchChoice({
  legend,
  summary,
  selected,
  erasing = false,
}: {
  legend: string;
  summary: PersonSummary;
  selected: string[] | null;
  /** The erase step: what the law makes the coach keep (invoices, D33) is listed without a checkbox. */
  erasing?: boolean;
}) {
  const ticked = (item: SummaryItem) => (selected === null ? item.certain : selected.includes(item.key));
  const empty = summary.groups.filter((group) => group.count === 0).map((group) => group.label);
  return (
    <fieldset aria-describedby="keuze-uitleg" className="mt-6">
      <legend className="text-lg font-semibold text-ink">{legend}</legend>
      <p id="keuze-uitleg" className="mt-1 text-sm">
        {texts.choiceHint}
      </p>
      <input type="hidden" name={choiceField} value="1" />
      <div className="mt-4 space-y-5">
        {summary.groups
          .filter((group) => group.count > 0)
          .map((group) => (
            <fieldset key={group.key}>
              <legend className="font-semibold text-ink">
                {`${group.label} (${group.count})`}
                {group.retained && <span className="block text-sm font-normal text-muted">{texts.retainedLabel}</span>}
              </legend>
              {erasing && group.retained ? (
                <ul className="mt-2 space-y-1">
                  {group.items.map((item) => (
                    <li key={item.key} className="break-words">
                      {`${item.text} (${item.reason})`}
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="mt-2 space-y-2">
                  {group.items.map((item) => (
                    <Checkbox
                      key={item.key}
                      name={matchField}
                      value={item.key}
                      defaultChecked={ticked(item)}
                      label={
                        <span className="break-words">
                          {`${item.text} (${item.reason})`}
                          {!item.certain && <strong className="block font-semibold text-ink">{texts.uncertain}</strong>}
                        </span>
                      }
                    />
                  ))}
                </div>
              )}
            </fieldset>
          ))}
      </div>
      {empty.length > 0 && <p className="mt-4 text-sm text-muted">{texts.nothingIn(empty)}</p>}
    </fieldset>
  );
}

/** The erase step: the same choice again, as the last check before anything is deleted. */
function ConfirmErase({
  email,
  name,
  summary,
  selected,
}: {
  email: string;
  name: string | null;
  summary: PersonSummary;
  selected: string[] | null;
}) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>(email);
  return (
    <div className="mt-6 rounded-xl bg-red-50 p-5 ring-2 ring-danger">
      <h3 id="bevestig-wissen" ref={headingRef} tabIndex={-1} className="text-xl font-semibold break-words">
        {texts.confirmTitle(email)}
      </h3>
      <p className="mt-2">{texts.confirmText(summary.erasable)}</p>
      <Form method="post" action={path} className="mt-4">
        <PersonFields person={{ email, name }} />
        <MatchChoice legend={texts.confirmChoice} summary={summary} selected={selected} erasing />
        <button type="submit" name="intent" value="wissen" className={`mt-5 ${buttonClass("danger")}`}>
          {texts.confirmButton}
        </button>
      </Form>
      <div className="mt-3">
        <PersonButton person={{ email, name }} intent="zoeken" variant="secondary">
          {texts.cancel}
        </PersonButton>
      </div>
    </div>
  );
}
