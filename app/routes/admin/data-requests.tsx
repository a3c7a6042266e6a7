import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Checkbox, FormSummary, TextField } from "~/components/ui/form";
import { adminDataRequests as texts } from "~/content/admin-data-requests";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { dataRequestAction, type DataRequestResult } from "~/features/data-requests/actions.server";
import { personQuerySchema } from "~/features/data-requests/person-query";
import type { PersonSummary } from "~/features/data-requests/summary.server";
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

/**
 * One button that posts the person's address and name with an intent; the
 * export is a document POST, so the browser saves the attachment.
 */
function PersonButton({
  person,
  intent,
  variant,
  children,
}: {
  person: Person;
  intent: "zoeken" | "bevestigen" | "exporteren";
  variant: "secondary" | "danger" | "dangerOutline";
  children: string;
}) {
  const exporting = intent === "exporteren";
  return (
    <Form method="post" action={exporting ? `${path}/export` : path} reloadDocument={exporting}>
      <input type="hidden" name="email" value={person.email} />
      <input type="hidden" name="name" value={person.name ?? ""} />
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

      {found && <Results email={found.email} name={found.name} summary={found.summary} confirming={found.confirming} />}
    </>
  );
}

function Results({
  email,
  name,
  summary,
  confirming,
}: {
  email: string;
  name: string | null;
  summary: PersonSummary;
  confirming: boolean;
}) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>(`${email}|${name}|${confirming}`);
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
          <dl className="mt-6 divide-y divide-sand-100">
            {summary.groups.map((group) => (
              <div key={group.key} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
                <dt className="font-semibold text-ink">
                  {group.label} <span className="font-normal text-muted">{`(${group.count})`}</span>
                </dt>
                <dd className="min-w-0">
                  {group.count === 0 ? (
                    <span className="text-muted">-</span>
                  ) : (
                    <ul className="space-y-1">
                      {group.items.map((item) => (
                        <li key={item.key} className="break-words">
                          {item.text} <span className="text-muted">{`(${item.reason})`}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-muted">{texts.consentNote}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <PersonButton person={{ email, name }} intent="exporteren" variant="secondary">
              {texts.download}
            </PersonButton>
            {!confirming && (
              <PersonButton person={{ email, name }} intent="bevestigen" variant="dangerOutline">
                {texts.eraseStart}
              </PersonButton>
            )}
          </div>
          {confirming && <ConfirmErase email={email} name={name} summary={summary} />}
        </>
      )}
    </section>
  );
}

/** The erase step: every record found as a ticked checkbox, so a wrong match can be left out. */
function ConfirmErase({ email, name, summary }: { email: string; name: string | null; summary: PersonSummary }) {
  const headingRef = useFocusOnShow<HTMLHeadingElement>(email);
  return (
    <div className="mt-6 rounded-xl bg-red-50 p-5 ring-2 ring-danger">
      <h3 id="bevestig-wissen" ref={headingRef} tabIndex={-1} className="text-xl font-semibold break-words">
        {texts.confirmTitle(email)}
      </h3>
      <p className="mt-2">{texts.confirmText(summary.total)}</p>
      <Form method="post" action={path} className="mt-4">
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="name" value={name ?? ""} />
        <fieldset aria-describedby="wissen-uitleg">
          <legend className="font-semibold text-ink">{texts.confirmChoice}</legend>
          <p id="wissen-uitleg" className="mt-1 text-sm">
            {texts.confirmChoiceHint}
          </p>
          <div className="mt-3 space-y-2">
            {summary.groups.flatMap((group) =>
              group.items.map((item) => (
                <Checkbox
                  key={item.key}
                  name="match"
                  value={item.key}
                  defaultChecked
                  label={<span className="break-words">{`${group.label}: ${item.text} (${item.reason})`}</span>}
                />
              )),
            )}
          </div>
        </fieldset>
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
