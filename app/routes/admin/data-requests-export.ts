import { requireAdmin } from "~/features/admin-auth/guard.server";
import { dataRequestExport } from "~/features/data-requests/actions.server";
import type { Route } from "./+types/data-requests-export";

/** POST only (the address stays out of URLs and logs): the JSON download of one person's data. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return dataRequestExport(admin, await request.formData());
}
