import { appointmentInvite, calendarSettingsOf } from "~/features/booking/calendar-ics.server";
import { appointmentForCalendar } from "~/features/booking/visitor-booking.server";
import type { Route } from "./+types/afspraak-agenda";

/** GET /afspraak/<token>/agenda.ics: "Zet in je agenda" on the confirmation page (the same invitation as in the mail). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await appointmentForCalendar(params.token);
  if (!found) {
    return new Response("Niet gevonden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { appointment, settings } = found;
  const body = appointmentInvite(appointment, calendarSettingsOf(settings));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="kennismaking.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
