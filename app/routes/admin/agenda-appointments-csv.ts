import { adminAppointments as texts } from "~/content/admin-agenda";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { csvResponse, csvStream } from "~/features/admin-lists/csv.server";
import { dateKey, localDateOf, timeLabel } from "~/lib/amsterdam-time";
import { unsealFor } from "~/server/data-key.server";
import type { AppointmentStatus } from "~/server/db-schema";
import type { Route } from "./+types/agenda-appointments-csv";

interface Row {
  id: number;
  start_at: string;
  name: string;
  email: string;
  phone: string | null;
  question: string | null;
  status: AppointmentStatus;
  created_at: string;
}

/** GET /admin/agenda/afspraken.csv: every appointment, newest first, sealed fields opened (D23). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  await logAccess(user, "export", { table: "appointments" });
  const stream = csvStream<Row>({
    table: "appointments",
    columns: "id, start_at, name, email, phone, question, status, created_at",
    orderColumn: "start_at",
    header: texts.csvHeader,
    toCells: (row) => {
      const open = unsealFor("appointments", { name: row.name, phone: row.phone, question: row.question });
      // Sortable in a spreadsheet: '2026-12-24' and '10:00' in the coach's zone.
      const start = Date.parse(row.start_at);
      const [date, time] = [dateKey(localDateOf(start)), timeLabel(start)];
      return [row.id, date, time, open.name, row.email, open.phone, open.question, row.status, row.created_at];
    },
  });
  return csvResponse(stream, texts.csvFile);
}
