import { machineEuro } from "~/features/coach-facts/euro";
import { db } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { mollie, molliePaymentId } from "./mollie.server";
import { recordMollieEnded, recordMolliePaid, recordMollieRefund } from "./settle.server";

/**
 * POST /betaling/webhook (ADR 0107): Mollie sends only a payment id. Nothing
 * in the request is trusted: an id that is not one of our payments is not
 * even looked up; for ours, the payment is fetched from Mollie and only what
 * Mollie says is recorded, once (settle.server.ts). Duplicate, late or
 * out-of-order deliveries fetch the same current state and change nothing.
 * Throws when Mollie cannot be asked, so the route answers 500 and Mollie retries.
 */
export type WebhookOutcome = "ignored" | "unchanged" | "recorded";

export async function handlePaymentWebhook(id: string): Promise<WebhookOutcome> {
  if (!molliePaymentId.test(id)) return "ignored";
  const client = await mollie();
  const row = await db
    .selectFrom("payments")
    .select(["id", "amount_cents"])
    .where("mollie_id", "=", id)
    .executeTakeFirst();
  if (!row || !client) return "ignored";
  const payment = await client.payments.get(id);
  if (payment.amount.currency !== "EUR" || payment.amount.value !== machineEuro(row.amount_cents)) {
    logger.error({ paymentId: row.id }, "Mollie reports another amount than the offer's: not recorded");
    return "ignored";
  }
  let changed = false;
  switch (payment.status) {
    case "paid": {
      changed = await recordPaidOnce(row.id, new Date(payment.paidAt ?? Date.now()));
      // Refunds (partial or full) leave Mollie's status "paid" and raise amountRefunded.
      const refunded = Math.round(Number(payment.amountRefunded?.value ?? "0") * 100);
      if (refunded > 0) changed = (await recordMollieRefund(row.id, refunded)) || changed;
      break;
    }
    case "failed":
    case "expired":
    case "canceled":
      changed = await recordMollieEnded(row.id, payment.status);
      break;
    default:
      // open, pending, authorized: nothing has happened yet that the product acts on.
      break;
  }
  return changed ? "recorded" : "unchanged";
}

/** A second payment of an already paid offer breaks the one-paid-payment index: the coach must refund it. */
async function recordPaidOnce(paymentId: number, paidAt: Date): Promise<boolean> {
  try {
    return await recordMolliePaid(paymentId, paidAt);
  } catch (err) {
    if (err instanceof Error && /UNIQUE constraint failed: payments\.offer_id/.test(err.message)) {
      logger.error({ paymentId }, "an offer was paid twice at Mollie: refund this payment in the Mollie dashboard");
      return false;
    }
    throw err;
  }
}
