import { data, Form, Link, redirect, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import { adminSelfTests } from "~/content/admin-selftests";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { deleteSchemas, type DeleteResult } from "~/features/admin-lists/delete-form";
import { formatAdminDate } from "~/lib/format";
import { ConfirmDeletePanel, DeleteControl, DeleteStatus } from "~/features/admin-lists/ListParts";
import { NewBadge } from "~/features/admin-selftests/NewBadge";
import { markSelfTestRead, openSelfTest } from "~/features/admin-selftests/selftest-admin.server";
import { formRefusal } from "~/lib/forms/form-result";
import { intentField, parseIntent } from "~/lib/forms/parse-form";
import { isOwnNavigation } from "~/server/fetch-site.server";
import type { Route } from "./+types/zelftest";

const texts = adminSelfTests.detail;
const listPath = "/admin/zelftests";

function rowIdParam(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * One self-test result with every question and the chosen answer. Opening it
 * marks it read (D22), but only on the coach's own navigation: a link from
 * another site shows it and leaves it 'Nieuw' with a button (ADR 0031).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const id = rowIdParam(params.id);
  const opened = id ? await openSelfTest(id, isOwnNavigation(request)) : null;
  // Deleted or never there: say so on the page, with the way back, not as an error.
  if (!opened) return data({ result: null, confirm: false }, { status: 404 });
  await logAccess(user, "view-detail", { table: "test_results", id: opened.result.id });
  if (opened.markedRead) await logAccess(user, "mark-read", { table: "test_results", id: opened.result.id });
  const confirm = new URL(request.url).searchParams.get("verwijder") === String(opened.result.id);
  return { result: opened.result, confirm };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), { "mark-read": deleteSchemas.delete });
  const id = rowIdParam(params.id);
  if (!parsed?.ok || parsed.value.id !== id) {
    return data<DeleteResult>(formRefusal("Not found", adminSelfTests.detail.notFound), { status: 400 });
  }
  if (await markSelfTestRead(id)) await logAccess(user, "mark-read", { table: "test_results", id });
  throw redirect(`${listPath}/${id}`, 303);
}

// Health data: never cached by a browser or proxy, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminSelfTest({ loaderData, actionData }: Route.ComponentProps) {
  const { result, confirm } = loaderData;
  const { search } = useLocation();
  const back = (
    <Link to={listPath} className="font-semibold text-pine-800 underline underline-offset-4">
      <span aria-hidden="true">←</span> {texts.back}
    </Link>
  );
  if (!result) {
    return (
      <>
        {back}
        <h1 className="mt-6 text-3xl font-semibold sm:text-4xl">{texts.notFound}</h1>
      </>
    );
  }
  return (
    <article>
      {back}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-semibold break-words sm:text-4xl">
            {texts.title(result.email)}
            {result.isNew && <NewBadge />}
          </h1>
          <p className="mt-2 text-muted">{texts.submittedOn(formatAdminDate(result.createdAt))}</p>
        </div>
        <DeleteControl id={result.id} who={result.email} search={search} action={listPath} />
      </div>
      <DeleteStatus result={actionData} />
      {confirm && <ConfirmDeletePanel id={result.id} who={result.email} action={listPath} />}
      {result.isNew && (
        <Form method="post" className="mt-6 rounded-xl bg-sand-50 p-5 ring-1 ring-sand-200">
          <p>{texts.markReadNote}</p>
          <input type="hidden" name={intentField} value="mark-read" />
          <input type="hidden" name="id" value={result.id} />
          <Button type="submit" variant="secondary" className="mt-3">
            {texts.markRead}
          </Button>
        </Form>
      )}
      <Panel id="uitkomst" title={texts.profilesTitle} className="mt-8">
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {[
            [adminSelfTests.columns.primary, result.primary],
            [adminSelfTests.columns.secondary, result.secondary],
            [adminSelfTests.columns.score, texts.score(result.score, result.maxScore)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="font-semibold text-ink">{term}</dt>
              <dd className="mt-1">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel id="antwoorden" title={texts.answersTitle} className="mt-8">
        <ol className="mt-4 list-decimal space-y-5 pl-6">
          {result.answers.map((item) => (
            <li key={item.question}>
              <p className="font-semibold text-ink">{item.question}</p>
              {item.answer ? (
                <p className="mt-1">{item.answer}</p>
              ) : (
                <p className="mt-1 text-muted italic">{texts.noAnswer}</p>
              )}
            </li>
          ))}
        </ol>
      </Panel>
    </article>
  );
}
