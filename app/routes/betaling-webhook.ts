import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { methodNotAllowed } from "~/server/json-api.server";
import { logger } from "~/server/logger.server";
import { takeRateLimit } from "~/server/rate-limit.server";
import type { Route } from "./+types/betaling-webhook";

/** The largest body Mollie's call needs: `id=tr_...`. */
const maxBodyBytes = 1024;

/**
 * POST /betaling/webhook (ADR 0107): Mollie's call with only a payment id.
 * The answer says nothing about the id (200 whether it is ours or not); a
 * 500 when Mollie could not be asked, so Mollie delivers it again later.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!(await takeRateLimit("paymentWebhook", context.clientAddress))) return new Response(null, { status: 429 });
  if (Number(request.headers.get("content-length") ?? maxBodyBytes + 1) > maxBodyBytes) {
    return new Response(null, { status: 413 });
  }
  const id = new URLSearchParams(await request.text()).get("id") ?? "";
  try {
    const outcome = await handlePaymentWebhook(id);
    logger.info({ outcome }, "payment webhook");
    return new Response(null, { status: 200 });
  } catch (err) {
    logger.error(
      { err: err instanceof Error ? err.message : String(err) },
      "payment webhook failed; Mollie will retry",
    );
    return new Response(null, { status: 500 });
  }
}

export function loader() {
  return methodNotAllowed();
}
