import { useState } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { Button, buttonClass, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { adminIntake as texts } from "~/content/admin-intake";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import {
  deleteIntakeResponse,
  listIntakeResponses,
  markIntakeRead,
  openIntakeResponse,
  type IntakeDetail,
} from "~/features/admin-intake/intake-admin.server";
import { deleteSchemas, type DeleteResult } from "~/features/admin-lists/delete-form";
import { EmailCell } from "~/features/admin-lists/ListParts";
import { formRefusal, summaryLines } from "~/lib/forms/form-result";
import { intentField, parseIntent, textValue } from "~/lib/forms/parse-form";
import { intakeSections } from "~/features/intake/intake-submission";
import { isOwnNavigation } from "~/server/fetch-site.server";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import type { Route } from "./+types/client-tests";

const path = "/admin/client-tests";

// Destructive actions look different from the rest (not one of the shared button variants).
const dangerOutline =
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-danger ring-1 ring-inset ring-red-300 transition-colors hover:bg-red-50";
const dangerSolid =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-red-800";

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/** The list's URL with a page and an optional selection; the selection lives in the URL so it works without JS. */
function href(page: number, id?: number | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("pagina", String(page));
  if (id) params.set("id", String(id));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const id = positiveInt(params.get("id"));
  // Open (and mark read, D22) before listing, so the list already shows it without the badge.
  // A link from another site shows the response but leaves it unread: that needs a POST.
  const opened = id ? await openIntakeResponse(id, isOwnNavigation(request)) : null;
  const list = await listIntakeResponses(positiveInt(params.get("pagina")) ?? 1);
  const table = "client_test_responses";
  await logAccess(user, "view-list", { table, page: list.page });
  if (opened) await logAccess(user, "view-detail", { table, id: opened.response.id });
  if (opened?.markedRead) await logAccess(user, "mark-read", { table, id: opened.response.id });
  const selected = opened?.response ?? null;
  const flash = readFlash(request, ["deleted", "missing"]);
  return data(
    {
      list,
      selectedId: id,
      selected,
      confirmDelete: selected !== null && params.get("verwijderen") === "1",
      stillUnread: opened?.unread ?? false,
      notice: flash.notice === "deleted" ? texts.remove.done : flash.notice === "missing" ? texts.remove.missing : null,
    },
    { headers: flash.headers },
  );
}

/** The detail's two buttons: delete (D23), and mark read by POST (ADR 0031: a link from another site leaves it unread). */
const intakeActionSchemas = { ...deleteSchemas, "mark-read": deleteSchemas.delete };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const parsed = parseIntent(form, intakeActionSchemas);
  if (!parsed?.ok) {
    return data<DeleteResult>(formRefusal("Not found", texts.remove.failedTitle), { status: 400 });
  }
  const { id } = parsed.value;
  const page = positiveInt(textValue(form, "pagina")) ?? 1;
  if (parsed.intent === "mark-read") {
    if (await markIntakeRead(id)) await logAccess(user, "mark-read", { table: "client_test_responses", id });
    throw redirect(`${href(page, id)}#response`, 303);
  }
  const existed = await deleteIntakeResponse(id);
  if (existed) await logAccess(user, "delete", { table: "client_test_responses", id });
  // Post/redirect/get: a reload after deleting must not post again.
  throw redirectWithFlash(href(page), existed ? "deleted" : "missing");
}

// Health data: never cached by a browser or proxy, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminClientTests({ loaderData, actionData }: Route.ComponentProps) {
  const { list, selected, selectedId, confirmDelete, notice, stillUnread } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === path;

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 text-lg">{texts.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={href(list.page, selectedId)} variant="secondary">
            {texts.refresh}
          </ButtonLink>
          {/* A plain link: the browser downloads the attachment, no client routing. */}
          <a href={`${path}.csv`} download className={buttonClass("secondary")}>
            {texts.exportCsv}
          </a>
        </div>
      </div>

      <div role="status" className={loading || notice || actionData ? "mt-6" : "sr-only"}>
        {loading ? (
          <p className="text-muted">{texts.loading}</p>
        ) : actionData ? (
          <p className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger ring-1 ring-red-200">
            {summaryLines(actionData).join(" ")}
          </p>
        ) : notice ? (
          <p className="rounded-xl bg-pine-50 px-4 py-3 font-medium text-success ring-1 ring-pine-100">{notice}</p>
        ) : null}
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="responses-title">
          <h2 id="responses-title" className="text-xl font-semibold">
            {texts.listTitle(list.total)}
          </h2>
          {list.total === 0 ? (
            <p className="mt-4 rounded-2xl bg-white p-6 text-muted ring-1 ring-sand-200">{texts.empty}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {list.items.map((item) => {
                const current = item.id === selectedId;
                return (
                  <li key={item.id}>
                    <Link
                      to={`${href(list.page, item.id)}#response`}
                      aria-current={current ? "true" : undefined}
                      className={`block rounded-2xl p-4 ring-1 transition ${current ? "bg-pine-50 ring-2 ring-pine-700" : "bg-white ring-sand-200 hover:ring-pine-300"}`}
                    >
                      <span className="flex items-start justify-between gap-3">
                        <span className="font-semibold break-words text-ink">{item.clientName}</span>
                        {item.isNew && (
                          <span className="shrink-0 rounded-full bg-pine-700 px-2.5 py-0.5 text-sm font-semibold text-cream">
                            {texts.newBadge}
                          </span>
                        )}
                      </span>
                      <span className="mt-1 block text-sm text-muted">{item.submitted}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          {list.pages > 1 && (
            <nav aria-label={texts.pagination.label} className="mt-6 flex flex-wrap items-center gap-3">
              {list.page > 1 && (
                <ButtonLink to={href(list.page - 1)} variant="ghost">
                  {texts.pagination.previous}
                </ButtonLink>
              )}
              <span className="text-muted">{texts.pagination.page(list.page, list.pages)}</span>
              {list.page < list.pages && (
                <ButtonLink to={href(list.page + 1)} variant="ghost">
                  {texts.pagination.next}
                </ButtonLink>
              )}
            </nav>
          )}
        </section>

        <section id="response" aria-labelledby="response-title" className="min-w-0 scroll-mt-6">
          {selected ? (
            <ResponseDetail
              key={selected.id}
              response={selected}
              page={list.page}
              confirmDelete={confirmDelete}
              stillUnread={stillUnread}
            />
          ) : (
            <p id="response-title" className="rounded-2xl bg-white p-6 text-muted ring-1 ring-sand-200">
              {selectedId ? texts.notFound : texts.nothingSelected}
            </p>
          )}
        </section>
      </div>
    </>
  );
}

function ResponseDetail({
  response,
  page,
  confirmDelete,
  stillUnread,
}: {
  response: IntakeDetail;
  page: number;
  confirmDelete: boolean;
  stillUnread: boolean;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
      <header className="flex flex-col gap-4 border-b border-sand-200 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="response-title" className="text-2xl font-semibold break-words">
            {response.clientName}
          </h2>
          <p className="mt-1 text-muted">{texts.submittedOn(response.submitted)}</p>
          <IntakeContact response={response} />
        </div>
        {/* Without JavaScript this link opens the confirmation step below; with it, a dialog. */}
        <Link
          to={`${href(page, response.id, { verwijderen: "1" })}#response`}
          onClick={(event) => {
            event.preventDefault();
            setDialogOpen(true);
          }}
          className={dangerOutline}
        >
          {texts.remove.button}
        </Link>
      </header>

      {stillUnread && (
        <Form method="post" className="mt-6 rounded-xl bg-sand-50 p-5 ring-1 ring-sand-200">
          <p>{texts.markRead.note}</p>
          <input type="hidden" name="id" value={response.id} />
          <input type="hidden" name="pagina" value={page} />
          <Button type="submit" name="intent" value="mark-read" variant="secondary" className="mt-3">
            {texts.markRead.button}
          </Button>
        </Form>
      )}

      {confirmDelete && (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-5 ring-1 ring-red-200">
          <p className="font-semibold text-ink">{texts.remove.dialogTitle}</p>
          <DeleteConfirmation response={response} page={page} cancelTo={href(page, response.id)} />
        </div>
      )}
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} title={texts.remove.dialogTitle}>
        <DeleteConfirmation response={response} page={page} onCancel={() => setDialogOpen(false)} />
      </Dialog>

      {intakeSections().map((section) => (
        <section key={section.title} className="mt-8">
          <h3 className="text-xl font-semibold text-pine-800">{section.title}</h3>
          <dl className="mt-4 space-y-5">
            {section.fields.map((field) => {
              const answer = response.answers[field.name];
              return (
                <div key={field.name}>
                  <dt className="font-semibold text-ink">{field.question}</dt>
                  {answer ? (
                    // Plain text, never HTML: React escapes it; pre-wrap keeps the client's line breaks.
                    <dd className="mt-1 whitespace-pre-wrap break-words">{answer}</dd>
                  ) : (
                    <dd className="mt-1 text-muted italic">{texts.noAnswer}</dd>
                  )}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </article>
  );
}

function DeleteConfirmation({
  response,
  page,
  cancelTo,
  onCancel,
}: {
  response: IntakeDetail;
  page: number;
  cancelTo?: string;
  onCancel?: () => void;
}) {
  return (
    <Form method="post" action={path} className="mt-3">
      <p>{texts.remove.text(response.clientName)}</p>
      <input type="hidden" name={intentField} value="delete" />
      <input type="hidden" name="id" value={response.id} />
      <input type="hidden" name="pagina" value={page} />
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" className={dangerSolid}>
          {texts.remove.confirm}
        </button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {texts.remove.cancel}
          </Button>
        ) : (
          <ButtonLink to={cancelTo ?? path} variant="secondary">
            {texts.remove.cancel}
          </ButtonLink>
        )}
      </div>
    </Form>
  );
}

/** product.md §8: the error box, with 'Naar login' for someone without admin rights. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const denied = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 ring-1 ring-red-200 sm:p-8">
      <h1 className="text-2xl font-semibold">{texts.error.title}</h1>
      <p className="mt-3 text-danger">
        {denied ? texts.error.noAdmin : texts.error.database(texts.error.databaseGeneric)}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={path} className={buttonClass("primary")}>
          {texts.error.retry}
        </a>
        {denied && (
          <a href="/admin-login" className={buttonClass("secondary")}>
            {texts.error.toLogin}
          </a>
        )}
      </div>
    </div>
  );
}

/** How to reach the person (D28) and a link to their card; old intakes without an address say so. */
function IntakeContact({ response }: { response: IntakeDetail }) {
  if (!response.email) return <p className="mt-2 text-sm text-muted">{texts.contact.none}</p>;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold text-ink">{texts.contact.email}</dt>
      <dd className="min-w-0 break-words">
        <EmailCell email={response.email} />
      </dd>
      <dt className="font-semibold text-ink">{texts.contact.phone}</dt>
      <dd>{response.phone ?? <span className="text-muted">{texts.contact.noPhone}</span>}</dd>
      {response.personPath && (
        <dd className="col-span-2 mt-1">
          <Link to={response.personPath} className="font-semibold text-pine-800 underline underline-offset-2">
            {texts.contact.card}
          </Link>
        </dd>
      )}
    </dl>
  );
}
