import { z } from "zod";
import { recordEvent } from "~/features/analytics/analytics.server";
import { analyticsEventNames } from "~/features/analytics/events";
import { jsonWriteAction, methodNotAllowed } from "~/server/json-api.server";
import type { Route } from "./+types/api-events";

/** A site path only: no host, query string or fragment, which could carry tokens or addresses. */
const eventSchema = z.object({
  name: z.enum(analyticsEventNames),
  path: z
    .string()
    .max(200)
    .regex(/^\/[^\s?#]*$/),
});

/**
 * POST /api/events: one first-party analytics event (D20), JSON `{ name, path }`,
 * sent by the browser only with analytics consent.
 */
export function action({ request, context }: Route.ActionArgs) {
  return jsonWriteAction(request, context.clientAddress, {
    scope: "events",
    schema: eventSchema,
    write: (event) => recordEvent(event.name, event.path),
  });
}

export function loader() {
  return methodNotAllowed();
}
