import { adminEbooks as texts } from "~/content/admin-lists";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { csvResponse, csvStream } from "~/features/admin-lists/csv.server";
import type { Route } from "./+types/ebooks-csv";

interface Row {
  id: number;
  email: string;
  name: string | null;
  requested_at: string;
  sent_at: string | null;
}

/** GET /admin/ebooks.csv: every e-book request, streamed (D23). Dates stay UTC ISO for spreadsheets. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  await logAccess(user, "export", { table: "ebook_requests" });
  const stream = csvStream<Row>({
    table: "ebook_requests",
    columns: "id, email, name, requested_at, sent_at",
    orderColumn: "requested_at",
    header: texts.csvHeader,
    toCells: (row) => [row.id, row.email, row.name, row.requested_at, row.sent_at],
  });
  return csvResponse(stream, texts.csvFile);
}
