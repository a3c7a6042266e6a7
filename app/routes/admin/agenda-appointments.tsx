import { data, Form, Link, useLocation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormSummary, TextArea } from "~/components/ui/form";
import { adminAppointments as texts } from "~/content/admin-agenda";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { EmptyList, ListHeader, ListTabs, Pager, ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { pageHref } from "~/lib/paging";
import { AgendaTabs } from "~/features/booking-admin/AgendaTabs";
import {
  appointmentPage,
  appointmentTab,
  appointmentToConfirm,
  cancelByCoach,
} from "~/features/booking-admin/appointment-list.server";
import { cancelSchemas } from "~/features/booking-admin/forms";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import type { Route } from "./+types/agenda-appointments";

/** The booked intro calls, upcoming and past (issue #11, ADR 0050). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const [list, confirm] = await Promise.all([appointmentPage(url), appointmentToConfirm(url)]);
  await logAccess(user, "view-list", { table: "appointments", page: list.paging.page });
  return { tab: appointmentTab(url), ...list, confirm };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const result = await cancelByCoach(await request.formData());
  return result.ok ? result : data(result, { status: result.code === "Invalid" ? 400 : 409 });
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

const statusClass = {
  gepland: "bg-pine-50 text-success ring-pine-100",
  verzet: "bg-sand-100 text-body ring-sand-200",
  geannuleerd: "bg-red-50 text-danger ring-red-200",
  geweest: "bg-sand-100 text-body ring-sand-200",
} as const;

export default function AdminAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  const { tab, rows, paging, confirm } = loaderData;
  const listHref = `${pathname}${pageHref(search.replace(/([?&])annuleer=\d+/, "$1"), paging.page)}`;
  const tabLabel = tab === "eerder" ? texts.tabPast : texts.tabUpcoming;
  const columns = texts.columns;
  const cancelLink = (id: number) => {
    const params = new URLSearchParams(search);
    params.set("annuleer", String(id));
    return `?${params.toString()}`;
  };
  return (
    <>
      <AgendaTabs current="afspraken" />
      <ListHeader
        title={texts.title}
        description={texts.description}
        total={paging.total}
        csvHref="/admin/agenda/afspraken.csv"
      />
      <ListTabs
        label={texts.tabsLabel}
        current={tab}
        tabs={[
          { key: "komend", label: texts.tabUpcoming, to: "?tab=komend" },
          { key: "eerder", label: texts.tabPast, to: "?tab=eerder" },
        ]}
      />
      <div className="mt-6">
        <FormSummary result={actionData} errorTitle={texts.cancelErrorTitle} />
      </div>
      {confirm && !actionData?.ok && (
        <section
          aria-labelledby="bevestig-annuleren"
          className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-2 ring-danger"
        >
          <h2 id="bevestig-annuleren" className="text-2xl font-semibold">
            {texts.confirmTitle}
          </h2>
          <p className="mt-3">{texts.confirmText(confirm.name, `${confirm.date} ${confirm.time}`)}</p>
          <Form method="post" action={listHref} className="mt-6 max-w-2xl space-y-5">
            <input type="hidden" name={intentField} value="cancel" />
            <input type="hidden" name="id" value={confirm.id} />
            <TextArea
              name="message"
              label={texts.message}
              hint={texts.messageHint}
              rows={4}
              defaultValue={typedValue(actionData, "message")}
              error={fieldError(actionData, "message")}
              {...cancelSchemas.cancel.message.constraints}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="danger">
                {texts.confirmButton}
              </Button>
              <Link to={listHref} className={buttonClass("secondary")}>
                {texts.keep}
              </Link>
            </div>
          </Form>
        </section>
      )}
      {rows.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <>
          <ScrollTable
            label={texts.caption(tabLabel, paging.page, paging.pages)}
            columns={[
              columns.date,
              columns.time,
              columns.name,
              columns.email,
              columns.phone,
              columns.question,
              columns.status,
              columns.actions,
            ]}
          >
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{row.date}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{row.time}</td>
                  <td className={tdClass}>
                    <Link
                      to={row.personHref}
                      aria-label={texts.person(row.name)}
                      className="font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900"
                    >
                      {row.name}
                    </Link>
                  </td>
                  <td className={tdClass}>{row.email}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{row.phone ?? "-"}</td>
                  <td className={`${tdClass} max-w-sm whitespace-pre-line`}>{row.question ?? "-"}</td>
                  <td className={tdClass}>
                    <span
                      className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ring-1 ${statusClass[row.status]}`}
                    >
                      {texts.statuses[row.status]}
                    </span>
                  </td>
                  <td className={tdClass}>
                    {row.cancellable ? (
                      <Link
                        to={cancelLink(row.id)}
                        aria-label={texts.cancelLabel(row.name, `${row.date} ${row.time}`)}
                        className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-danger underline underline-offset-2 hover:bg-red-50"
                      >
                        {texts.cancel}
                      </Link>
                    ) : (
                      "-"
                    )}
                  </td>
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
