import { Link, useLocation } from "react-router";
import { adminListCommon as common, adminNewsletter as texts } from "~/content/admin-lists";
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
  NameCell,
  Pager,
  ScrollTable,
  tdClass,
} from "~/features/admin-lists/ListParts";
import { deleteRow, loadLeadList, newsletterTab, subscriberPage } from "~/features/admin-lists/lists.server";
import { pageHref } from "~/lib/paging";
import { TagEditor } from "~/features/newsletter/TagEditor";
import { isTagIntent, tagAction } from "~/features/newsletter/tag-action.server";
import type { Route } from "./+types/newsletter";

/** The newsletter subscribers (product.md §2 'Admin newsletter screen', D23 paging, export, erasure). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const list = await loadLeadList(user, "newsletter_subscribers", url, subscriberPage, { allTotal: 0 });
  return { tab: newsletterTab(url), ...list };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  return isTagIntent(form) ? tagAction(form, user) : deleteRow("newsletter_subscribers", form, user);
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  const { tab, rows, paging, allTotal, confirm, error } = loaderData;
  const listAction = `${pathname}${pageHref(search, paging.page)}`;
  const tabs = [
    { key: "alle", label: texts.tabAll, to: "?tab=alle" },
    { key: "actief", label: texts.tabActive, to: "?tab=actief" },
  ] as const;
  const tabLabel = tab === "actief" ? texts.tabActive : texts.tabAll;
  const columns = texts.columns;
  return (
    <>
      <ListHeader
        title={texts.title}
        description={texts.description}
        total={allTotal}
        csvHref="/admin/newsletter.csv"
      />
      <p className="mt-4">
        <Link to="/admin/broadcasts" className="font-semibold text-pine-700 underline underline-offset-4">
          {texts.broadcastsLink}
        </Link>
      </p>
      <ListTabs label={texts.tabsLabel} current={tab} tabs={tabs} />
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
          label={texts.caption(tabLabel, paging.page, paging.pages)}
          columns={[
            columns.subscribed,
            columns.status,
            columns.name,
            columns.email,
            columns.tags,
            columns.lastEmail,
            tab === "alle" && columns.unsubscribed,
            common.actions,
          ]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(row.subscribedAt)}</td>
                <td className={tdClass}>
                  <span
                    className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${
                      row.bounced
                        ? "bg-red-50 text-danger ring-1 ring-red-200"
                        : row.isActive
                          ? "bg-pine-50 text-success ring-1 ring-pine-100"
                          : "bg-sand-100 text-body ring-1 ring-sand-200"
                    }`}
                  >
                    {row.bounced ? texts.bounced : row.isActive ? texts.active : texts.inactive}
                  </span>
                </td>
                <td className={tdClass}>
                  <NameCell name={row.name} />
                </td>
                <td className={tdClass}>
                  <EmailCell email={row.email} />
                </td>
                <td className={tdClass}>
                  <TagEditor id={row.id} email={row.email} tags={row.tags} action={listAction} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(row.lastEmailSentAt)}</td>
                {tab === "alle" && (
                  <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(row.unsubscribedAt)}</td>
                )}
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
