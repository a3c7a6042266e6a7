import { adminSelfTests as texts } from "~/content/admin-selftests";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { csvResponse } from "~/features/admin-lists/csv.server";
import { selfTestCsvStream } from "~/features/admin-selftests/selftest-admin.server";
import type { Route } from "./+types/zelftests-csv";

/** GET /admin/zelftests.csv: every self-test result, streamed (D23); health data, so admins only and never cached. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  await logAccess(user, "export", { table: "test_results" });
  return csvResponse(selfTestCsvStream(texts.csvHeader), texts.csvFile);
}
