import { publicUrl } from "~/server/env.server";
import { signToken, verifyToken } from "~/server/secret.server";

/**
 * The signed link to an offer's payment page, /betalen/<token> (ADR 0105).
 * The token names the offer and its amount: a link cannot pay another offer,
 * and if the amount it was made for is not the offer's, it pays nothing.
 */
const purpose = "payment-offer";
/** Long enough for someone who pays at the end of the month. */
export const offerLinkValidityMs = 60 * 24 * 60 * 60 * 1000;

export function offerLinkPath(offerId: number, amountCents: number, createdAt: number): string {
  return `/betalen/${signToken(purpose, `${offerId}:${amountCents}`, createdAt + offerLinkValidityMs)}`;
}

export function offerLink(offerId: number, amountCents: number, createdAt: number): string {
  return `${publicUrl}${offerLinkPath(offerId, amountCents, createdAt)}`;
}

export type OfferLinkCheck =
  { ok: true; offerId: number; amountCents: number } | { ok: false; reason: "invalid" | "expired" };

export function checkOfferLink(token: string, now = Date.now()): OfferLinkCheck {
  const check = verifyToken(purpose, token, now);
  if (!check.ok) return check;
  const match = /^(\d{1,12}):(\d{1,12})$/.exec(check.payload);
  if (!match) return { ok: false, reason: "invalid" };
  return { ok: true, offerId: Number(match[1]), amountCents: Number(match[2]) };
}
