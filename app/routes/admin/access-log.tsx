import { useLocation } from "react-router";
import { adminAccessLog as texts } from "~/content/admin-access-log";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { accessLogPage } from "~/features/admin-audit/access-log.server";
import { formatAdminDate } from "~/lib/format";
import { EmptyList, Pager, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import type { Route } from "./+types/access-log";

/** Who viewed, exported or deleted which lead data, newest first (issue #5). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return accessLogPage(new URL(request.url));
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminAccessLog({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const { rows, paging } = loaderData;
  const columns = texts.columns;
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      {rows.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <>
          <ScrollTable
            label={texts.caption(paging.page, paging.pages)}
            columns={[columns.at, columns.admin, columns.action, columns.data, columns.row, columns.page]}
          >
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(row.at)}</td>
                  <td className={tdClass}>{row.admin}</td>
                  <td className={tdClass}>{texts.actions[row.action] ?? row.action}</td>
                  <td className={tdClass}>{row.table ? (texts.tables[row.table] ?? row.table) : texts.none}</td>
                  <td className={`${tdClass} tabular-nums`}>{row.targetId ?? texts.none}</td>
                  <td className={`${tdClass} tabular-nums`}>{row.page ?? texts.none}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <Pager search={search} page={paging.page} pages={paging.pages} />
        </>
      )}
    </>
  );
}
