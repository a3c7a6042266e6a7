import { clientInvoicePdf } from "~/features/invoices/downloads.server";
import type { Route } from "./+types/factuur-pdf";

/** GET /factuur/<token>/pdf: the stored invoice PDF behind the client's signed link (ADR 0102). */
export function loader({ params, request }: Route.LoaderArgs) {
  return clientInvoicePdf(params.token, request.method);
}
