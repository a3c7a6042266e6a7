import { Fragment, useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary } from "~/components/ui/form";
import { Panel } from "~/components/ui/panel";
import { adminBackups as texts } from "~/content/admin-backups";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { backupsPath } from "~/features/backups/paths";
import { backupOverview, type RunView } from "~/features/backups/backup-overview.server";
import { requestRun, type RequestedKind } from "~/features/backups/backup-runs.server";
import { formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { textValue } from "~/lib/forms/parse-form";
import type { Route } from "./+types/backups";

/** The buttons' intents and what each asks the backup job for (ADR 0099, ADR 0100). */
const intents: Record<string, RequestedKind> = { "back-up": "backup", hersteltest: "restore-test" };

/** The last backup, off-site copy and restore test, and buttons for a backup now and a restore test. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return backupOverview();
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const intent = textValue(await request.formData(), "intent");
  const kind = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!kind) return data<FormFailure>(formRefusal("Unknown intent", texts.actions.unknown), { status: 400 });
  // One at a time: a second request while one is asked for or running is told so (409).
  if ((await requestRun(kind)) === "busy") {
    return data<FormFailure>(formRefusal("Busy", texts.actions.busy), { status: 409 });
  }
  await logAccess(user, kind === "backup" ? "backup-requested" : "restore-test-requested");
  // Post/redirect/get: a reload must not ask again. The screen confirms the request from the run itself while it lasts.
  throw redirect(backupsPath, 303);
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

function RunFacts({ run, empty }: { run: RunView | null; empty: string }) {
  if (!run) return <p className="mt-4 text-muted">{empty}</p>;
  return (
    <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
      <dt className="font-medium text-muted">{texts.facts.when}</dt>
      <dd>
        {run.when} <span className="text-muted">({run.how})</span>
      </dd>
      {run.size && (
        <>
          <dt className="font-medium text-muted">{texts.facts.size}</dt>
          <dd>{run.size}</dd>
        </>
      )}
      <dt className="font-medium text-muted">{texts.facts.result}</dt>
      <dd className={`font-semibold ${run.ok ? "text-success" : "text-danger"}`}>{run.result}</dd>
    </dl>
  );
}

/** While a run waits or runs, the page asks again every two seconds (with JavaScript; without, the link below). */
function useRefreshWhileBusy(busy: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!busy || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 2_000);
    return () => clearTimeout(timer);
  }, [busy, revalidate, state]);
}

export default function AdminBackups({ loaderData, actionData }: Route.ComponentProps) {
  const { backup, offsite, restoreTest, busy, requested } = loaderData;
  const submitting = useNavigation().state === "submitting";
  useRefreshWhileBusy(busy !== null);
  const flash =
    busy && requested
      ? { ok: true as const, code: "Requested", message: texts.actions.requested[requested] }
      : undefined;
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{loaderData.intro}</p>
      <p className="mt-2 text-muted">{loaderData.next}</p>

      <div className="mt-6 max-w-3xl space-y-3">
        <FormSummary result={actionData ?? flash} errorTitle={texts.actions.failedTitle} />
        {busy && (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white px-4 py-3 ring-1 ring-sand-200">
            <span className="font-medium">{busy}</span>
            <Link to={backupsPath} className="font-semibold text-pine-800 underline underline-offset-4">
              {texts.running.refresh}
            </Link>
          </p>
        )}
      </div>

      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <Panel id="backup-title" title={texts.backup.title}>
          <RunFacts run={backup} empty={texts.backup.none} />
          <p className="mt-4 text-sm text-muted">{texts.backup.note}</p>
        </Panel>

        <Panel id="offsite-title" title={texts.offsite.title}>
          {offsite.configured ? (
            <>
              <p className="mt-2 text-muted">{offsite.where}</p>
              <RunFacts run={offsite.last} empty={texts.offsite.none} />
              <p className="mt-4 text-sm text-muted">{texts.offsite.kept}</p>
            </>
          ) : (
            <div className="mt-4 border-l-4 border-clay-500 pl-4">
              <p className="font-semibold text-ink">{texts.offsite.missingTitle}</p>
              <p className="mt-1">{texts.offsite.missing}</p>
            </div>
          )}
        </Panel>

        <Panel id="restore-title" title={texts.restoreTest.title}>
          <p className="mt-2">{texts.restoreTest.intro}</p>
          <RunFacts run={restoreTest.last} empty={texts.restoreTest.none} />
          {restoreTest.tables.length > 0 && (
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-pine-800">{texts.restoreTest.tableSummary}</summary>
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{texts.restoreTest.tableCaption}</caption>
                  <thead>
                    <tr className="border-b border-sand-200">
                      <th scope="col" className="py-2 pr-4 font-semibold">
                        {texts.restoreTest.columns.table}
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-semibold">
                        {texts.restoreTest.columns.backup}
                      </th>
                      <th scope="col" className="py-2 text-right font-semibold">
                        {texts.restoreTest.columns.live}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {restoreTest.tables.map((table) => (
                      <tr key={table.name} className="border-b border-sand-100">
                        <th scope="row" className="py-1.5 pr-4 font-normal">
                          {/* Long names may wrap after an underscore, never inside a word. */}
                          {table.name.split("_").map((part, i) => (
                            <Fragment key={i}>
                              {i > 0 && (
                                <>
                                  _<wbr />
                                </>
                              )}
                              {part}
                            </Fragment>
                          ))}
                        </th>
                        <td className="py-1.5 pr-4 text-right tabular-nums">{table.backup ?? "-"}</td>
                        <td className="py-1.5 text-right tabular-nums">{table.live ?? "-"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          )}
        </Panel>

        <Panel id="actions-title" title={texts.actions.title}>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="back-up" />
              <Button type="submit" disabled={submitting || busy !== null}>
                {texts.actions.backupNow}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="hersteltest" />
              <Button type="submit" variant="secondary" disabled={submitting || busy !== null}>
                {texts.actions.restoreTest}
              </Button>
            </Form>
          </div>
        </Panel>
      </div>
    </>
  );
}
