import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { bookkeepingExport } from "~/features/invoices/admin-downloads.server";
import type { Route } from "./+types/invoices-export";

/** GET /admin/facturen/export/facturen-2026-K1.csv or ubl-2026.zip: the bookkeeper's export (ADR 0103). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const response = await bookkeepingExport(params.file);
  if (response.ok) await logAccess(admin, "invoices-exported", { table: "invoices" });
  return response;
}
