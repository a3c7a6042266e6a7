import { appointmentInvite } from "~/features/booking/calendar-ics.server";
import { findClientLink, hasClientSession } from "~/features/client-page/client-access.server";
import { clientSessionForCalendar } from "~/features/client-page/client-overview.server";
import type { Route } from "./+types/client-agenda";

/**
 * GET /client/<token>/agenda.ics?sessie=<id>: "Zet in je agenda" for a
 * session on the client page (ADR 0125). Only with this link's session and
 * only for this client's own planned session; anything else is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const notFound = new Response("Niet gevonden", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
  const link = await findClientLink(params.token);
  if (!link || !hasClientSession(request, link)) return notFound;
  const id = new URL(request.url).searchParams.get("sessie") ?? "";
  const found = /^\d{1,15}$/.test(id) ? await clientSessionForCalendar(link.email, Number(id)) : undefined;
  if (!found) return notFound;
  return new Response(appointmentInvite(found.appointment, found.settings), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sessie.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
