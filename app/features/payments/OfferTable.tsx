import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { paymentMethodLabels } from "~/content/invoices";
import { adminPayments as texts, paymentStatusLabels } from "~/content/payments";
import { ScrollTable, tdClass } from "~/features/admin-lists/ListParts";
import { formatInvoiceEuro } from "~/features/coach-facts/euro";
import { intentField } from "~/lib/forms/parse-form";
import { formatAdminDate } from "~/lib/format";
import type { OfferRow } from "./payment-list.server";

/**
 * Offers and their payments: on 'Betalingen' (with the person, and the refund
 * and withdraw actions, ADR 0120) and on a person's card (without).
 */
export function OfferTable({
  rows,
  label,
  withPerson,
  search = "",
}: {
  rows: OfferRow[];
  label: string;
  withPerson: boolean;
  /** The list's query, kept by the refund step's link. */
  search?: string;
}) {
  const c = texts.columns;
  return (
    <ScrollTable
      label={label}
      columns={[c.date, withPerson && c.person, c.package, c.amount, c.method, c.status, c.invoice, c.action]}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.offerId}>
            <td className={tdClass}>
              <time dateTime={row.createdAt}>{formatAdminDate(row.createdAt)}</time>
            </td>
            {withPerson && (
              <td className={tdClass}>
                {row.personLookup ? (
                  <Link to={`/admin/mensen/${row.personLookup}`} className="text-pine-800 underline underline-offset-2">
                    {row.clientName}
                  </Link>
                ) : (
                  row.clientName
                )}
              </td>
            )}
            <td className={tdClass}>{row.description}</td>
            <td className={`${tdClass} tabular-nums`}>{formatInvoiceEuro(row.amountCents)}</td>
            <td className={tdClass}>
              {row.method ? paymentMethodLabels[row.method as keyof typeof paymentMethodLabels] : "-"}
            </td>
            <td className={tdClass}>
              {paymentStatusLabels[row.status]}
              {row.status === "paid" && row.refundedCents > 0 && (
                <span className="block text-sm text-muted">
                  {texts.refundedPart(formatInvoiceEuro(row.refundedCents))}
                </span>
              )}
            </td>
            <td className={tdClass}>
              {row.invoiceNumber ? (
                <a
                  href={`/admin/facturen/${row.invoiceNumber}.pdf`}
                  className="text-pine-800 underline underline-offset-2"
                >
                  {row.invoiceNumber}
                </a>
              ) : (
                "-"
              )}
            </td>
            <td className={tdClass}>
              {row.openTransferId !== null && (
                // "relative": the button's screen-reader text (absolutely positioned) stays inside the scrolling table.
                <Form method="post" action="/admin/betalingen" className="relative">
                  <input type="hidden" name="id" value={row.openTransferId} />
                  <button
                    type="submit"
                    name={intentField}
                    value="betaald"
                    className={buttonClass("secondary", "md", "text-sm")}
                  >
                    {texts.markPaid}
                    <span className="sr-only">{` (${row.clientName}, ${row.invoiceNumber ?? ""})`}</span>
                  </button>
                </Form>
              )}
              {withPerson && row.paidPaymentId !== null && row.refundableCents > 0 && (
                <Link
                  to={refundHref(search, row.paidPaymentId)}
                  className="relative inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-pine-800 underline underline-offset-2 hover:bg-pine-50"
                >
                  {texts.refund}
                  <span className="sr-only">{` (${row.clientName}, ${row.invoiceNumber ?? ""})`}</span>
                </Link>
              )}
              {withPerson && row.withdrawable && (
                <Form method="post" action="/admin/betalingen" className="relative">
                  <input type="hidden" name="id" value={row.offerId} />
                  <button
                    type="submit"
                    name={intentField}
                    value="intrekken"
                    className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-danger underline underline-offset-2 hover:bg-red-50"
                  >
                    {texts.withdraw}
                    <span className="sr-only">{` (${row.clientName}, ${row.description})`}</span>
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function refundHref(search: string, paymentId: number): string {
  const params = new URLSearchParams(search);
  params.set("terugbetalen", String(paymentId));
  return `?${params.toString()}#terugbetalen`;
}
