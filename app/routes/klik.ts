import { followClick } from "~/features/newsletter/step-clicks.server";
import type { Route } from "./+types/klik";

/** GET /klik/:token: a counted link from a sequence mail (ADR 0133), on to the page it names. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return followClick(params.token, request, context.clientAddress);
}
