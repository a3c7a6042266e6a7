import { calendarFeedResponse } from "~/features/booking/calendar-feed.server";
import type { Route } from "./+types/agenda-feed";

/** GET /agenda/<token>.ics: the coach's private calendar feed (ADR 0049). */
export function loader({ params }: Route.LoaderArgs) {
  return calendarFeedResponse(params.file);
}
