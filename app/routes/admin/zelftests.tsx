import { Link, useLocation } from "react-router";
import { adminListCommon as common } from "~/content/admin-lists";
import { adminSelfTests as texts } from "~/content/admin-selftests";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { formatAdminDate } from "~/lib/format";
import {
  ConfirmDeletePanel,
  DeleteControl,
  DeleteStatus,
  EmailCell,
  ListBody,
  ListHeader,
  ListTabs,
  Pager,
  ScrollTable,
  tdClass,
} from "~/features/admin-lists/ListParts";
import { deleteRow, loadLeadList } from "~/features/admin-lists/lists.server";
import { pageHref } from "~/lib/paging";
import { NewBadge } from "~/features/admin-selftests/NewBadge";
import { onlyNew, selfTestPage } from "~/features/admin-selftests/selftest-admin.server";
import type { Route } from "./+types/zelftests";

/** The self-test results (issue #13): paged, 'Nieuw' until opened (D22), CSV export and erasure (D23). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const list = await loadLeadList(user, "test_results", url, selfTestPage, {});
  return { onlyNew: onlyNew(url), ...list };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return deleteRow("test_results", await request.formData(), user);
}

// Health data: never cached by a browser or proxy, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminSelfTests({ loaderData, actionData }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  const { rows, paging, confirm, error } = loaderData;
  const listAction = `${pathname}${pageHref(search, paging.page)}`;
  const filter = loaderData.onlyNew ? texts.filterNew : texts.filterAll;
  const columns = texts.columns;
  return (
    <>
      <ListHeader
        title={texts.title}
        description={texts.description}
        total={paging.total}
        csvHref="/admin/zelftests.csv"
      />
      <ListTabs
        label={texts.filterLabel}
        current={loaderData.onlyNew ? "nieuw" : "alle"}
        tabs={[
          { key: "alle", label: texts.filterAll, to: pathname },
          { key: "nieuw", label: texts.filterNew, to: "?filter=nieuw" },
        ]}
      />
      <DeleteStatus result={actionData} />
      {confirm && <ConfirmDeletePanel id={confirm.id} who={confirm.email} action={listAction} />}
      <ListBody
        error={error && texts.loadError(error)}
        empty={rows.length === 0}
        emptyText={loaderData.onlyNew ? texts.emptyNew : texts.emptyState}
      >
        <ScrollTable
          label={texts.caption(filter, paging.page, paging.pages)}
          columns={[columns.date, columns.email, columns.primary, columns.secondary, columns.score, common.actions]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {formatAdminDate(row.createdAt)} {row.isNew && <NewBadge />}
                </td>
                <td className={tdClass}>
                  <EmailCell email={row.email} />
                </td>
                <td className={tdClass}>{row.primary}</td>
                <td className={tdClass}>{row.secondary}</td>
                <td className={`${tdClass} tabular-nums`}>{row.score}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <Link
                    to={`/admin/zelftests/${row.id}`}
                    aria-label={texts.openFor(row.email)}
                    className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-pine-800 underline underline-offset-2 hover:bg-pine-50"
                  >
                    {texts.open}
                  </Link>
                  <DeleteControl id={row.id} who={row.email} search={search} action={listAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
        <Pager search={search} page={paging.page} pages={paging.pages} />
      </ListBody>
    </>
  );
}
