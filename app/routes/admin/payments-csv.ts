import { paymentMethodLabels } from "~/content/invoices";
import { adminPayments as texts, paymentStatusLabels } from "~/content/payments";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { csvLine, csvResponse } from "~/features/admin-lists/csv.server";
import { spreadsheetEuro } from "~/features/coach-facts/euro";
import { isOfferStatus } from "~/features/payments/offer-status";
import { allOfferRows } from "~/features/payments/payment-list.server";
import { formatAdminDate } from "~/lib/format";
import type { Route } from "./+types/payments-csv";

/** GET /admin/betalingen.csv: the offers of the chosen status (or all), newest first, like the other lists (D23). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const asked = new URL(request.url).searchParams.get("status");
  const status = isOfferStatus(asked) ? asked : null;
  await logAccess(user, "export", { table: "payment_offers" });
  const encoder = new TextEncoder();
  const batches = allOfferRows(status);
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvLine([...texts.csvHeader])}`));
          return;
        }
        const next = await batches.next();
        if (next.done) return controller.close();
        const chunk = next.value
          .map((row) =>
            csvLine([
              formatAdminDate(row.createdAt),
              row.clientName,
              row.clientEmail,
              row.description,
              spreadsheetEuro(row.amountCents),
              row.method ? paymentMethodLabels[row.method as keyof typeof paymentMethodLabels] : "",
              paymentStatusLabels[row.status],
              row.invoiceNumber,
              row.refundedCents > 0 ? spreadsheetEuro(row.refundedCents) : "",
            ]),
          )
          .join("");
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return csvResponse(stream, texts.csvFile);
}
