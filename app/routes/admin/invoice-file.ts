import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { adminInvoiceFile } from "~/features/invoices/admin-downloads.server";
import type { Route } from "./+types/invoice-file";

/** GET /admin/facturen/<number>.pdf or .xml: an issued invoice's stored PDF or its UBL file (ADR 0102, ADR 0103). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const file = await adminInvoiceFile(params.file, request.method);
  if (file.id !== undefined) await logAccess(admin, "invoice-downloaded", { table: "invoices", id: file.id });
  return file.response;
}
