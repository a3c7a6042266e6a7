import { publicUrl } from "~/server/env.server";
import { signToken, verifyToken } from "~/server/secret.server";

/**
 * The unsubscribe link stays valid for years: people unsubscribe from old
 * mails, and a dead link would leave them no way out but the spam button.
 */
const unsubscribeLinkValidityMs = 5 * 365 * 24 * 60 * 60 * 1000;
const unsubscribePurpose = "unsubscribe";

/**
 * The signed link in every newsletter mail (D15), also the RFC 8058 one-click
 * target. It carries the subscriber's row id, not the address, so request logs
 * and mail scanners never see an e-mail address in a URL.
 */
export function unsubscribeUrl(subscriberId: number, now = Date.now()): string {
  const token = signToken(unsubscribePurpose, String(subscriberId), now + unsubscribeLinkValidityMs);
  return `${publicUrl}/nieuwsbrief/afmelden?token=${encodeURIComponent(token)}`;
}

/** The subscriber id in an unsubscribe token, or why there is none. */
export function unsubscribeTokenSubscriber(
  token: string,
): { ok: true; id: number } | { ok: false; reason: "invalid" | "expired" } {
  const check = verifyToken(unsubscribePurpose, token);
  if (!check.ok) return check;
  const id = Number(check.payload);
  return Number.isSafeInteger(id) ? { ok: true, id } : { ok: false, reason: "invalid" };
}
