import { adminNewsletter as texts } from "~/content/admin-lists";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { csvResponse, csvStream } from "~/features/admin-lists/csv.server";
import { parseTags } from "~/lib/format";
import type { Route } from "./+types/newsletter-csv";

interface Row {
  id: number;
  email: string;
  name: string | null;
  is_active: number;
  tags: string;
  subscribed_at: string;
  last_email_sent_at: string | null;
  unsubscribed_at: string | null;
}

/** GET /admin/newsletter.csv: every subscriber, streamed (D23). Dates stay UTC ISO for spreadsheets. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  await logAccess(user, "export", { table: "newsletter_subscribers" });
  const stream = csvStream<Row>({
    table: "newsletter_subscribers",
    columns: "id, email, name, is_active, tags, subscribed_at, last_email_sent_at, unsubscribed_at",
    orderColumn: "subscribed_at",
    header: texts.csvHeader,
    toCells: (row) => [
      row.id,
      row.email,
      row.name,
      row.is_active === 1 ? texts.active : texts.inactive,
      parseTags(row.tags).join(", "),
      row.subscribed_at,
      row.last_email_sent_at,
      row.unsubscribed_at,
    ],
  });
  return csvResponse(stream, texts.csvFile);
}
