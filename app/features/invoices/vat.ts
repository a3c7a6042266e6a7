/**
 * Btw on an invoice (D33, ADR 0102). Prices are consumer prices, so the
 * amount including btw is given and the rest is derived from it, once per
 * invoice, in whole cents.
 */

/** 21 % ('standard'), the small business scheme (KOR) or an exemption on a ground the coach names. */
export const vatRegimes = ["standard", "small-business", "exempt"] as const;
export type VatRegime = (typeof vatRegimes)[number];

/** The Dutch standard rate ("hoog tarief"), percent. */
export const standardRate = 21;

/** How a payment was made; Mollie's method names, so the payments code can pass them on unchanged. */
export const paymentMethods = ["ideal", "creditcard", "bancontact", "banktransfer"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function rateOf(regime: VatRegime): number {
  return regime === "standard" ? standardRate : 0;
}

export interface VatAmounts {
  exclCents: number;
  vatCents: number;
  inclCents: number;
}

/** The btw on an amount excluding btw: rate percent of it, half a cent rounded away from zero. */
export function vatOn(exclCents: number, ratePercent: number): number {
  const sign = exclCents < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(exclCents) * ratePercent * 2 + 100) / 200);
}

/**
 * Splits an amount including btw. The btw is computed on the amount
 * excluding it (as EN 16931 rule BR-CO-17 recomputes it), and the amount
 * excluding btw is the one whose btw brings it back to exactly the price.
 * About one price in six has no such amount (the btw of the neighbouring cent
 * amounts jumps past it); those take the nearest amount excluding btw and the
 * rest as btw, one cent away from BR-CO-17's recomputation.
 */
export function splitInclusive(inclCents: number, ratePercent: number): VatAmounts {
  if (!Number.isSafeInteger(inclCents)) throw new RangeError("amounts are whole cents");
  if (ratePercent === 0) return { exclCents: inclCents, vatCents: 0, inclCents };
  const guess = Math.round((inclCents * 100) / (100 + ratePercent));
  const exact = [guess, guess - 1, guess + 1].find((excl) => excl + vatOn(excl, ratePercent) === inclCents);
  const exclCents = exact ?? guess;
  return { exclCents, vatCents: inclCents - exclCents, inclCents };
}
