import type { Kysely, Transaction } from "kysely";
import { sellerFieldLabels } from "~/content/payments";
import { sellerDetailsProblems } from "~/features/invoices/issue.server";
import type { SellerDetails } from "~/features/invoices/invoice";
import { businessDetails } from "~/server/business.server";
import type { Database } from "~/server/db-schema";
import { db } from "~/server/db.server";

/** The seller on an invoice: the business details as they are now (D32), in the invoice's terms. */
export async function currentSeller(executor: Kysely<Database> | Transaction<Database> = db): Promise<SellerDetails> {
  const details = await businessDetails(executor);
  return {
    name: details.coachName,
    businessName: details.businessName,
    street: details.street,
    postalCode: details.postalCode,
    city: details.city,
    kvk: details.kvk,
    btwId: details.btw,
    iban: details.iban,
    email: details.email,
  };
}

/**
 * What the coach must still fill in before offering a package, in Dutch
 * ("het KvK-nummer (8 cijfers), het IBAN"), empty when an invoice can be made.
 * The IBAN is required too: without Mollie, bank transfer is the only way to pay.
 */
export async function missingSellerDetails(): Promise<string[]> {
  const seller = await currentSeller();
  const problems = new Set(sellerDetailsProblems(seller));
  if (seller.iban.trim() === "") problems.add("iban");
  return [...problems].map((field) => sellerFieldLabels[field]);
}
