import type { PaymentMethod } from "@mollie/api-client";
import { machineEuro } from "~/features/coach-facts/euro";
import { db } from "~/server/db.server";
import { publicUrl } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { mollie } from "./mollie.server";
import type { MollieMethod } from "./payment-settings";
import { insertPayment, type BillingAddress } from "./settle.server";

/**
 * Starts a payment for an offer at Mollie (ADR 0106), by a method the coach turned on (ADR 0119): our row first
 * (open, its id in Mollie's metadata), then Mollie's payment, whose id is
 * stored so the webhook can find it. Returns Mollie's checkout address, or
 * undefined when Mollie could not be reached (the row is removed again: no
 * payment was started).
 */
export async function startMolliePayment(
  offer: { id: number; description: string; amount_cents: number },
  method: MollieMethod,
  pagePath: string,
  address: BillingAddress | null,
): Promise<string | undefined> {
  const client = await mollie();
  if (!client) return undefined;
  const id = await insertPayment(db, offer, method, address);
  try {
    const payment = await client.payments.create({
      amount: { currency: "EUR", value: machineEuro(offer.amount_cents) },
      description: `${offer.description} (aanbod ${offer.id})`,
      redirectUrl: `${publicUrl}${pagePath}`,
      webhookUrl: `${publicUrl}/betaling/webhook`,
      method: method as PaymentMethod,
      metadata: { paymentId: String(id) },
    });
    await db.updateTable("payments").set({ mollie_id: payment.id }).where("id", "=", id).execute();
    const checkout = payment.getCheckoutUrl();
    if (!checkout) throw new Error("Mollie gave no checkout address");
    return checkout;
  } catch (err) {
    // Only the error's message: Mollie's answers name no client, and the key is never in them.
    logger.error(
      { err: err instanceof Error ? err.message : String(err), offerId: offer.id },
      "Mollie payment not started",
    );
    await db.deleteFrom("payments").where("id", "=", id).where("mollie_id", "is", null).execute();
    return undefined;
  }
}
