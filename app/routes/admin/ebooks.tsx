import { Link, useLocation } from "react-router";
import { adminListCommon as common, adminEbooks as texts } from "~/content/admin-lists";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { ebookAdminPath } from "~/features/ebook-admin/admin-view";
import { formatAdminDate } from "~/lib/format";
import {
  ConfirmDeletePanel,
  DeleteControl,
  DeleteStatus,
  EmailCell,
  ListBody,
  ListHeader,
  NameCell,
  Pager,
  ScrollTable,
  tdClass,
} from "~/features/admin-lists/ListParts";
import { deleteRow, ebookPage, loadLeadList } from "~/features/admin-lists/lists.server";
import { pageHref } from "~/lib/paging";
import type { Route } from "./+types/ebooks";

/** The e-book requests (product.md §2 'Admin e-book downloads screen', D23 paging, export, erasure). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return loadLeadList(user, "ebook_requests", new URL(request.url), ebookPage, {});
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  return deleteRow("ebook_requests", await request.formData(), user);
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminEbooks({ loaderData, actionData }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  const { rows, paging, confirm, error } = loaderData;
  const listAction = `${pathname}${pageHref(search, paging.page)}`;
  return (
    <>
      <ListHeader
        title={texts.title}
        description={texts.description}
        total={paging.total}
        csvHref="/admin/ebooks.csv"
      />
      <p className="mt-4 text-muted">
        {texts.manage.text}{" "}
        <Link
          to={ebookAdminPath}
          className="font-semibold text-pine-700 underline decoration-pine-300 underline-offset-4 hover:decoration-pine-700"
        >
          {texts.manage.link}
        </Link>
      </p>
      <DeleteStatus result={actionData} />
      {confirm && (
        <ConfirmDeletePanel
          id={confirm.id}
          who={confirm.name ? `${confirm.name} (${confirm.email})` : confirm.email}
          action={listAction}
        />
      )}
      <ListBody error={error && texts.loadError(error)} empty={rows.length === 0} emptyText={texts.emptyState}>
        <ScrollTable
          label={texts.caption(paging.page, paging.pages)}
          columns={[texts.columns.date, texts.columns.name, texts.columns.email, common.actions]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(row.requestedAt)}</td>
                <td className={tdClass}>
                  <NameCell name={row.name} />
                </td>
                <td className={tdClass}>
                  <EmailCell email={row.email} />
                </td>
                <td className={tdClass}>
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
