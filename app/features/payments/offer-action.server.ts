import { data } from "react-router";
import { offerPanel } from "~/content/payments";
import { logAccess, type AccessLogUser } from "~/features/admin-audit/access-log.server";
import { formFailure, formRefusal, type FormResult } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { offerSchema } from "./offer-form";
import { coachingPrices } from "~/features/coach-facts/prices.server";
import type { OfferPanelData } from "./OfferPanel";
import { offerTerms, sendOffer } from "./offers.server";
import { offerRows } from "./payment-list.server";
import { missingSellerDetails } from "./seller.server";

export type OfferActionResult = FormResult<"Saved", string>;

/**
 * 'Pakket aanbieden' on a person's card (ADR 0105; callers checked
 * requireAdmin and found the person). Refused while the business details
 * cannot make a valid invoice, so no payment can arrive that cannot be invoiced.
 */
export async function offerAction(
  admin: AccessLogUser,
  person: { id: number; email: string; name: string | null },
  form: FormData,
) {
  const parsed = parseForm(offerSchema, form);
  if (!parsed.ok)
    return data<OfferActionResult>(formFailure("Validation failed", parsed.errors, parsed.values), { status: 400 });
  const missing = await missingSellerDetails();
  if (missing.length > 0) {
    return data<OfferActionResult>(
      formRefusal("Business details missing", offerPanel.blocked(missing.join(", ")), parsed.values),
      {
        status: 409,
      },
    );
  }
  if (!person.name)
    return data<OfferActionResult>(formRefusal("Name missing", offerPanel.noName, parsed.values), { status: 409 });
  const terms = await offerTerms(parsed.value);
  if (Array.isArray(terms))
    return data<OfferActionResult>(formFailure("Validation failed", terms, parsed.values), { status: 400 });
  const offerId = await sendOffer(
    { personId: person.id, name: person.name, email: person.email },
    terms,
    parsed.value.personalLine,
    admin.email,
  );
  await logAccess(admin, "offer-sent", { table: "payment_offers", id: offerId });
  return data<OfferActionResult>({ ok: true, code: "Saved", message: offerPanel.sent });
}

/** What the card's panel needs: the packages to offer, what blocks an offer, this person's offers. */
export async function offerPanelData(personId: number): Promise<OfferPanelData> {
  const [prices, missing, offers] = await Promise.all([
    coachingPrices(),
    missingSellerDetails(),
    offerRows({ personId }),
  ]);
  return {
    packages: prices.packages.map(({ key, name, priceCents }) => ({ key, name, priceCents })),
    missing,
    offers,
  };
}
