import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { intakeCsvStream } from "~/features/admin-intake/intake-admin.server";
import { csvResponse } from "~/features/admin-lists/csv.server";
import type { Route } from "./+types/client-tests-csv";

/** CSV export of every intake response (D23); health data, so admins only and never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  await logAccess(user, "export", { table: "client_test_responses" });
  return csvResponse(intakeCsvStream(), "client-tests");
}
