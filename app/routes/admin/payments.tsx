import { data, Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { FormSummary, SelectField } from "~/components/ui/form";
import { adminPayments as texts, paymentStatusLabels, type PaymentStatusLabel } from "~/content/payments";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { EmptyList } from "~/features/admin-lists/ListParts";
import { OfferTable } from "~/features/payments/OfferTable";
import { offerRows } from "~/features/payments/payment-list.server";
import { markTransferPaid } from "~/features/payments/settle.server";
import { formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseIntent } from "~/lib/forms/parse-form";
import { rowId } from "~/lib/forms/rules";
import type { Route } from "./+types/payments";

const statuses = Object.keys(paymentStatusLabels) as PaymentStatusLabel[];
const isStatus = (value: string | null): value is PaymentStatusLabel =>
  value !== null && (statuses as string[]).includes(value);

/** 'Betalingen' (D33, ADR 0105): every offer with its payment's state; open transfers are marked paid here. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = new URL(request.url).searchParams.get("status");
  return { rows: await offerRows(isStatus(status) ? { status } : {}) };
}

const schemas = { betaald: { id: rowId({ code: "Not found", message: texts.notOpen }) } };

export type PaymentsActionResult = FormResult<"Saved", string>;

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const parsed = parseIntent(await request.formData(), schemas);
  if (!parsed?.ok) return data<PaymentsActionResult>(formRefusal("Not found", texts.notOpen), { status: 400 });
  let number: string | undefined;
  try {
    number = await markTransferPaid(parsed.value.id, new Date());
  } catch (err) {
    // Another payment of this offer was paid already (the one-paid-payment index): nothing changed.
    if (!(err instanceof Error && /UNIQUE constraint failed/.test(err.message))) throw err;
  }
  if (!number) return data<PaymentsActionResult>(formRefusal("Not found", texts.notOpen), { status: 409 });
  await logAccess(admin, "transfer-marked-paid", { table: "payments", id: parsed.value.id });
  return data<PaymentsActionResult>({ ok: true, code: "Saved", message: texts.markedPaid(number) });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminPayments({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const status = search.get("status") ?? "";
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-2xl">{texts.intro}</p>
      <div className="mt-6 max-w-3xl">
        <FormSummary result={actionData as PaymentsActionResult | undefined} errorTitle={texts.failedTitle} />
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField label={texts.filterLabel} name="status" defaultValue={status}>
          <option value="">{texts.filterAll}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {paymentStatusLabels[value]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          {texts.filterSubmit}
        </Button>
      </Form>
      {loaderData.rows.length === 0 ? (
        <EmptyList>{texts.empty}</EmptyList>
      ) : (
        <OfferTable rows={loaderData.rows} label={texts.title} withPerson />
      )}
    </>
  );
}
