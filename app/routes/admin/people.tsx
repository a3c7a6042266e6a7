import { Form, Link, useLocation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/form";
import { adminPeople as texts } from "~/content/admin-people";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { formatAdminDate } from "~/lib/format";
import { EmptyList, NameCell, Pager, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { personKinds, personStatuses } from "~/features/people/activity";
import { peoplePage } from "~/features/people-admin/people-list.server";
import { KindBadges, StatusBadge } from "~/features/people-admin/PersonBadges";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/people";

/** Everyone who left anything, one row per address (issue #13, ADR 0051). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  try {
    const list = await peoplePage(url);
    await logAccess(user, "view-list", { table: "people", page: list.paging.page });
    return { ...list, error: false };
  } catch (error) {
    logger.error({ err: error }, "loading the people list failed");
    return {
      rows: [],
      paging: { page: 1, pages: 1, offset: 0, total: 0 },
      filter: { q: "", kind: null, status: null },
      error: true,
    };
  }
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminPeople({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  const { rows, paging, filter, error } = loaderData;
  const filtering = filter.q !== "" || filter.kind !== null || filter.status !== null;
  const caption = texts.caption(paging.page, paging.pages);
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">
        {texts.intro} {paging.total > 0 && texts.total(paging.total)}
      </p>

      <Form
        method="get"
        className="mt-8 grid gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        aria-label={texts.filters.legend}
      >
        <TextField
          label={texts.filters.search}
          hint={texts.filters.searchHint}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={100}
          defaultValue={filter.q}
        />
        <SelectField label={texts.filters.kind} name="deed" defaultValue={filter.kind ?? ""}>
          <option value="">{texts.filters.any}</option>
          {personKinds.map((kind) => (
            <option key={kind} value={kind}>
              {texts.kinds[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField label={texts.filters.status} name="status" defaultValue={filter.status ?? ""}>
          <option value="">{texts.filters.any}</option>
          {personStatuses.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{texts.filters.submit}</Button>
          {filtering && (
            <Link to="/admin/mensen" className={buttonClass("secondary")}>
              {texts.filters.reset}
            </Link>
          )}
        </div>
      </Form>

      {error ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-danger ring-1 ring-red-200">
          {texts.loadError}
        </p>
      ) : rows.length === 0 ? (
        <EmptyList>{filtering ? texts.emptyFiltered : texts.empty}</EmptyList>
      ) : (
        <>
          <ScrollTable
            label={caption}
            columns={[texts.columns.person, texts.columns.did, texts.columns.status, texts.columns.last]}
          >
            <tbody>
              {rows.map((row) => (
                <tr key={row.lookup}>
                  <td className={tdClass}>
                    <Link
                      to={`/admin/mensen/${row.lookup}`}
                      className="font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
                    >
                      {row.email}
                    </Link>
                    <span className="block text-sm">
                      <NameCell name={row.name} />
                    </span>
                  </td>
                  <td className={tdClass}>
                    <KindBadges kinds={row.kinds} />
                  </td>
                  <td className={tdClass}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatAdminDate(row.lastActivityAt)}</td>
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
