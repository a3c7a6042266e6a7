import { machineEuro } from "~/features/coach-facts/euro";
import { db, nowIso } from "~/server/db.server";
import { logger } from "~/server/logger.server";
import { mollie } from "./mollie.server";
import { creditUpTo, refundedSoFar, storeCredit, type IssuedCredit } from "./settle.server";

/**
 * A refund started from 'Betalingen' (ADR 0120), full or partial: through
 * Mollie's refunds API for a payment made there, or recorded by hand for a bank
 * transfer the coach paid back herself. Either way a credit invoice referring
 * to the original (creditUpTo). The form carries what was refunded when it was
 * shown: a second click, or a second tab, finds that changed and refunds
 * nothing; while a Mollie refund is under way the payment is claimed
 * (`refund_started_at`), so two requests at once cannot both reach Mollie.
 */
export type RefundOutcome =
  | { ok: true; credit: IssuedCredit }
  | { ok: false; reason: "not-paid" | "amount" | "changed" | "busy" | "mollie"; leftCents: number };

/** A claim older than this was cut off by a restart; it no longer blocks the next refund. */
const claimLifetimeMs = 10 * 60_000;

export async function refundPayment(paymentId: number, amountCents: number, shownRefundedCents: number) {
  const claim = await db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirst();
    if (payment?.status !== "paid" || payment.invoice_id === null) {
      return { ok: false as const, reason: "not-paid" as const, leftCents: 0 };
    }
    const refunded = await refundedSoFar(trx, payment.invoice_id);
    const leftCents = payment.amount_cents - refunded;
    if (refunded !== shownRefundedCents) return { ok: false as const, reason: "changed" as const, leftCents };
    if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > leftCents) {
      return { ok: false as const, reason: "amount" as const, leftCents };
    }
    if (payment.method === "banktransfer") {
      // Paid back by the coach herself: recorded at once, in this transaction.
      const credit = await creditUpTo(trx, paymentId, refunded + amountCents);
      return credit ? { ok: true as const, credit } : { ok: false as const, reason: "changed" as const, leftCents };
    }
    const claimed = await trx
      .updateTable("payments")
      .set({ refund_started_at: nowIso() })
      .where("id", "=", paymentId)
      .where((eb) =>
        eb.or([
          eb("refund_started_at", "is", null),
          eb("refund_started_at", "<", new Date(Date.now() - claimLifetimeMs).toISOString()),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false as const, reason: "busy" as const, leftCents };
    return { ok: "mollie" as const, mollieId: payment.mollie_id, refunded, leftCents };
  });
  if (claim.ok !== "mollie") {
    if (claim.ok) storeCredit(claim.credit);
    return claim satisfies RefundOutcome;
  }
  const release = () =>
    db.updateTable("payments").set({ refund_started_at: null }).where("id", "=", paymentId).execute();
  const client = await mollie();
  try {
    if (!client || !claim.mollieId) throw new Error("Mollie is not configured for this payment");
    await client.paymentRefunds.create({
      paymentId: claim.mollieId,
      amount: { currency: "EUR", value: machineEuro(amountCents) },
      // The same request again (a retry of this one refund) is recognised by Mollie as well.
      idempotencyKey: `refund-${paymentId}-${claim.refunded}-${amountCents}`,
    });
  } catch (err) {
    // Only the message: Mollie's answers name no client, and the key is never in them.
    logger.error({ err: err instanceof Error ? err.message : String(err), paymentId }, "Mollie refund not created");
    await release();
    return { ok: false, reason: "mollie", leftCents: claim.leftCents } satisfies RefundOutcome;
  }
  // Mollie's webhook may have credited it already: creditUpTo credits only what is left to reach the total.
  const credit = await db.transaction().execute(async (trx) => {
    const issued = await creditUpTo(trx, paymentId, claim.refunded + amountCents);
    await trx.updateTable("payments").set({ refund_started_at: null }).where("id", "=", paymentId).execute();
    return issued;
  });
  storeCredit(credit);
  if (!credit) return { ok: false, reason: "changed", leftCents: 0 } satisfies RefundOutcome;
  return { ok: true, credit } satisfies RefundOutcome;
}

/**
 * The coach takes back an offer that was not paid and has no payment under
 * way (ADR 0120): its link then pays nothing and no reminder follows. Returns
 * whether it was withdrawn now (false: paid, running, gone or withdrawn before).
 */
export async function withdrawOffer(offerId: number): Promise<boolean> {
  const changed = await db
    .updateTable("payment_offers")
    .set({ withdrawn_at: nowIso() })
    .where("id", "=", offerId)
    .where("withdrawn_at", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.offer_id", "=", "payment_offers.id")
            .where("payments.status", "in", ["open", "paid", "refunded"]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}
