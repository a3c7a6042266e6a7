import { offerMail, offerPanel } from "~/content/payments";
import type { PackageKey } from "~/content/pages/packages";
import { coachingPrices } from "~/features/coach-facts/prices.server";
import { formatEuro, parseEuro } from "~/features/coach-facts/euro";
import type { FieldProblem } from "~/lib/forms/form-result";
import type { FormValue } from "~/lib/forms/parse-form";
import { db, nowIso } from "~/server/db.server";
import { queueMail } from "~/server/mail-queue.server";
import type { offerSchema } from "./offer-form";
import { offerLink } from "./offer-link.server";

export type OfferInput = FormValue<typeof offerSchema>;

export interface OfferTerms {
  packageKey: PackageKey | "custom";
  description: string;
  features: string[];
  amountCents: number;
}

/**
 * What the coach offers: a package at its price on /admin/pakketten now, or a
 * custom amount with its own line. Problems are per field, in Dutch.
 */
export async function offerTerms(input: OfferInput): Promise<OfferTerms | FieldProblem[]> {
  if (input.package !== "custom") {
    const item = (await coachingPrices()).packages.find((candidate) => candidate.key === input.package);
    if (!item) return [{ field: "package", code: "Choose package", message: offerPanel.errors.package }];
    return { packageKey: item.key, description: item.name, features: item.features, amountCents: item.priceCents };
  }
  const problems: FieldProblem[] = [];
  if (input.description === "") {
    problems.push({ field: "description", code: "Description required", message: offerPanel.errors.description });
  }
  const cents = parseEuro(input.amount.trim());
  if (cents === undefined || cents < 100 || cents > 10_000_000) {
    problems.push({ field: "amount", code: "Invalid amount", message: offerPanel.errors.amount });
  }
  if (problems.length > 0 || cents === undefined) return problems;
  return { packageKey: "custom", description: input.description, features: [], amountCents: cents };
}

export interface OfferClient {
  personId: number;
  name: string;
  email: string;
}

/**
 * Records the offer and queues its one mail in the same transaction, so an
 * offer never exists without its mail, nor a mail without its offer.
 */
export async function sendOffer(
  client: OfferClient,
  terms: OfferTerms,
  personalLine: string,
  createdBy: string,
): Promise<number> {
  const createdAt = nowIso();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("payment_offers")
      .values({
        person_id: client.personId,
        client_name: client.name,
        client_email: client.email.trim().toLowerCase(),
        package_key: terms.packageKey,
        description: terms.description,
        features: JSON.stringify(terms.features),
        amount_cents: terms.amountCents,
        personal_line: personalLine || null,
        created_by: createdBy,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(trx, {
      to: client.email,
      subject: offerMail.subject(terms.description),
      heading: offerMail.heading,
      preheader: offerMail.body(terms.description, formatEuro(terms.amountCents)),
      paragraphs: [
        offerMail.intro(client.name),
        ...(personalLine ? [personalLine] : []),
        offerMail.body(terms.description, formatEuro(terms.amountCents)),
        ...(terms.features.length > 0 ? [{ list: terms.features }] : []),
      ],
      button: { label: offerMail.button, url: offerLink(id, terms.amountCents, Date.parse(createdAt)) },
      closing: [offerMail.closing],
    });
    return id;
  });
}
