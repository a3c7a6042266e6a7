import { data, Form, Link, useLocation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormSummary, TextArea } from "~/components/ui/form";
import { adminAppointments as texts } from "~/content/admin-agenda";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { EmptyList, ListHeader, ListTabs, Pager } from "~/features/admin-lists/ListParts";
import { AppointmentCards } from "~/features/booking-admin/AppointmentCards";
import { pageHref } from "~/lib/paging";
import { AgendaTabs } from "~/features/booking-admin/AgendaTabs";
import {
  appointmentPage,
  appointmentTab,
  appointmentToConfirm,
  cancelByCoach,
  markNoShowByCoach,
} from "~/features/booking-admin/appointment-list.server";
import { cancelSchemas } from "~/features/booking-admin/forms";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import type { Route } from "./+types/agenda-appointments";

/** The booked intro calls: upcoming ones first, past ones, cancelled or moved ones (ADR 0050, ADR 0116). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const [list, confirm] = await Promise.all([appointmentPage(url), appointmentToConfirm(url)]);
  await logAccess(user, "view-list", { table: "appointments", page: list.paging.page });
  return { tab: appointmentTab(url), ...list, confirm };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const result =
    form.get(intentField) === "niet-gekomen" ? await markNoShowByCoach(user, form) : await cancelByCoach(form);
  return result.ok ? result : data(result, { status: result.code === "Invalid" ? 400 : 409 });
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminAppointments({ loaderData, actionData }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  const { tab, rows, paging, confirm } = loaderData;
  const listHref = `${pathname}${pageHref(search.replace(/([?&])annuleer=\d+/, "$1"), paging.page)}`;
  const tabLabel = { komend: texts.tabUpcoming, eerder: texts.tabPast, geannuleerd: texts.tabCancelled }[tab];
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
          { key: "geannuleerd", label: texts.tabCancelled, to: "?tab=geannuleerd" },
        ]}
      />
      <div className="mt-6">
        <FormSummary
          result={actionData}
          errorTitle={actionData?.code === "Not markable" ? texts.noShowErrorTitle : texts.cancelErrorTitle}
        />
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
          <AppointmentCards
            label={texts.caption(tabLabel, paging.page, paging.pages)}
            rows={rows}
            cancelLink={cancelLink}
            formAction={listHref}
          />
          <Pager search={search} page={paging.page} pages={paging.pages} />
        </>
      )}
    </>
  );
}
