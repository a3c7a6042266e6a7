import { jsonWriteAction, methodNotAllowed } from "~/server/json-api.server";
import { consentProofSchema, recordConsent } from "~/features/consent/consent.server";
import type { Route } from "./+types/api-consent";

/**
 * POST /api/consent: the proof of a cookie choice (D19), JSON
 * `{ id, analytics, marketing, bannerVersion }`.
 */
export function action({ request, context }: Route.ActionArgs) {
  return jsonWriteAction(request, context.clientAddress, {
    scope: "consent",
    schema: consentProofSchema,
    write: recordConsent,
  });
}

/** Reading is not offered: proofs are only written. */
export function loader() {
  return methodNotAllowed();
}
