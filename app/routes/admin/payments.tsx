import { data, Form, Link, useLocation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormSummary, SelectField, TextField } from "~/components/ui/form";
import { adminPayments as texts, paymentStatusLabels } from "~/content/payments";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { EmptyList, ListHeader, Pager } from "~/features/admin-lists/ListParts";
import { formatInvoiceEuro, inputEuro } from "~/features/coach-facts/euro";
import { mollieConfigured } from "~/features/payments/mollie.server";
import { OfferTable } from "~/features/payments/OfferTable";
import { offerStatuses } from "~/features/payments/offer-status";
import { offerPage, refundTarget } from "~/features/payments/payment-list.server";
import { paymentAction } from "~/features/payments/payments-action.server";
import { settingsRefused } from "~/features/payments/payment-settings";
import { readPaymentSettings } from "~/features/payments/payment-settings.server";
import { PaymentSettingsPanel } from "~/features/payments/PaymentSettingsPanel";
import type { PaymentsActionResult } from "~/features/payments/payments-action.server";
import { fieldError, typedValue } from "~/lib/forms/form-result";
import { intentField } from "~/lib/forms/parse-form";
import { pageHref } from "~/lib/paging";
import { readFlash } from "~/server/flash.server";
import type { Route } from "./+types/payments";

/**
 * 'Betalingen' (D33, ADR 0105, ADR 0119, ADR 0120): every offer with its
 * payment's state, filtered by status, 50 a page, as CSV; open transfers are
 * marked paid here, paid payments refunded (a confirmation step at
 * ?terugbetalen=<payment>, without JavaScript too), unpaid offers withdrawn;
 * and the payment settings.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const [list, refund, settings] = await Promise.all([
    offerPage(url),
    refundTarget(Number(url.searchParams.get("terugbetalen"))),
    readPaymentSettings(),
  ]);
  await logAccess(user, "view-list", { table: "payment_offers", page: list.paging.page });
  const flash = readFlash(request, ["settings-saved"]);
  return data(
    { ...list, refund, settings, mollieConfigured: mollieConfigured(), saved: flash.notice === "settings-saved" },
    { headers: flash.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return paymentAction(admin, await request.formData());
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { search, pathname } = useLocation();
  const { rows, paging, status, refund } = loaderData;
  const result = actionData as PaymentsActionResult | undefined;
  const forSettings = result?.code === settingsRefused;
  const listResult = forSettings ? undefined : result;
  const csvHref = `/admin/betalingen.csv${status ? `?status=${status}` : ""}`;
  const listHref = `${pathname}${pageHref(search.replace(/([?&])terugbetalen=\d+/, "$1"), paging.page)}`;
  return (
    <>
      <ListHeader title={texts.title} description={texts.intro} total={paging.total} csvHref={csvHref} />
      <div className="mt-6 max-w-3xl">
        <FormSummary result={listResult} errorTitle={texts.failedTitle} />
      </div>
      {refund && !listResult?.ok && (
        <section
          aria-labelledby="terugbetalen"
          className="mt-6 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-2 ring-clay-500"
        >
          <h2 id="terugbetalen" className="text-2xl font-semibold">
            {texts.refundTitle}
          </h2>
          <p className="mt-3">
            {texts.refundText(refund.clientName, refund.invoiceNumber, formatInvoiceEuro(refund.leftCents))}
          </p>
          <p className="mt-2 text-sm text-muted">
            {refund.method === "banktransfer" ? texts.refundByHand : texts.refundMollie}
          </p>
          {/* Posted to the step's own address: a refused amount shows the step again with what was typed. */}
          <Form method="post" action={`${pathname}${search}`} className="mt-6 space-y-5">
            <input type="hidden" name="id" value={refund.paymentId} />
            <input type="hidden" name="getoond" value={refund.refundedCents} />
            <div className="max-w-xs">
              <TextField
                label={texts.refundAmount}
                name="bedrag"
                inputMode="decimal"
                maxLength={20}
                required
                defaultValue={typedValue(listResult, "bedrag") ?? inputEuro(refund.leftCents)}
                error={fieldError(listResult, "bedrag")}
              />
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name={intentField} value="terugbetalen">
                {texts.refundConfirm}
              </Button>
              <Link to={listHref} className={buttonClass("secondary")}>
                {texts.refundKeep}
              </Link>
            </div>
          </Form>
        </section>
      )}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField label={texts.filterLabel} name="status" defaultValue={status ?? ""}>
          <option value="">{texts.filterAll}</option>
          {offerStatuses.map((value) => (
            <option key={value} value={value}>
              {paymentStatusLabels[value]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {texts.filterSubmit}
        </Button>
      </Form>
      {rows.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <>
          <OfferTable
            rows={rows}
            label={texts.caption(status ? paymentStatusLabels[status] : texts.filterAll, paging.page, paging.pages)}
            withPerson
            search={search}
          />
          <Pager search={search} page={paging.page} pages={paging.pages} />
        </>
      )}
      <PaymentSettingsPanel
        settings={loaderData.settings}
        mollieConfigured={loaderData.mollieConfigured}
        saved={loaderData.saved}
        result={forSettings ? result : undefined}
      />
    </>
  );
}
