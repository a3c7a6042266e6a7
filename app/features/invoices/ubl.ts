import { paymentMethodLabels } from "~/content/invoices";
import { machineEuro } from "~/features/coach-facts/euro";
import type { Invoice } from "./invoice";

/**
 * An invoice as UBL 2.1 XML following the Dutch SI-UBL 2.0 profile (NLCIUS on
 * EN 16931), ADR 0103. A credit invoice is a UBL CreditNote (type 381) with
 * positive amounts that refers to the original (BR-NL-8, BR-55). Elements come
 * in the order the UBL 2.1 schema's sequences require.
 */

/** NLCIUS's customization ID (rule SI-V20-INV-R000) and the Peppol billing process it runs in. */
export const nlciusCustomizationId = "urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0";
export const billingProfileId = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

/**
 * The UBL file needs the client's postal address (EN 16931 BR-10 and, for a
 * Dutch client, street, city and postcode: BR-NL-4). An invoice without it
 * has its PDF but no UBL file.
 */
export function hasUbl(invoice: Invoice): boolean {
  return invoice.client.address !== null;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Node = string | false | null | undefined;

/** `<name attrs>children</name>`; a text child is escaped, an element child is passed as built. */
function el(name: string, attributes: Record<string, string>, ...children: Node[]): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  return `<${name}${attrs}>${children.filter(Boolean).join("")}</${name}>`;
}
const text = (name: string, value: string, attributes: Record<string, string> = {}) =>
  el(name, attributes, escapeXml(value));
const amount = (name: string, cents: number) => text(name, machineEuro(cents), { currencyID: "EUR" });

function address(street: string, city: string, postalCode: string, country: string): string {
  return el(
    "cac:PostalAddress",
    {},
    text("cbc:StreetName", street),
    text("cbc:CityName", city),
    text("cbc:PostalZone", postalCode),
    el("cac:Country", {}, text("cbc:IdentificationCode", country)),
  );
}

/** The btw category: S (standard rate) or E (exempt, with the reason printed on the invoice; BR-E-10). */
function taxCategory(name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory", invoice: Invoice): string {
  const { vat } = invoice;
  const exempt = vat.regime !== "standard";
  return el(
    name,
    {},
    text("cbc:ID", exempt ? "E" : "S"),
    text("cbc:Percent", String(vat.rate)),
    exempt && name === "cac:TaxCategory" && text("cbc:TaxExemptionReason", vat.note ?? ""),
    el("cac:TaxScheme", {}, text("cbc:ID", "VAT")),
  );
}

export function invoiceUbl(invoice: Invoice): string {
  const address_ = invoice.client.address;
  if (!address_) throw new Error(`invoice ${invoice.number} has no client address: no UBL file`);
  const credit = invoice.kind === "credit";
  // A CreditNote states a credit's amounts as positive numbers (the document type says it is a credit).
  const sign = credit ? -1 : 1;
  const excl = sign * invoice.amounts.exclCents;
  const vat = sign * invoice.amounts.vatCents;
  const incl = sign * invoice.amounts.inclCents;
  const paid = invoice.paidAt !== null;
  const { seller, client } = invoice;
  const root = credit ? "CreditNote" : "Invoice";
  const method = paymentMethodLabels[invoice.paymentMethod];
  const note = invoice.paidAt
    ? `${credit ? "Terugbetaald" : "Betaald"} op ${invoice.paidAt.slice(0, 10)} via ${method}.`
    : undefined;

  const body = [
    text("cbc:CustomizationID", nlciusCustomizationId),
    text("cbc:ProfileID", billingProfileId),
    text("cbc:ID", invoice.number),
    text("cbc:IssueDate", invoice.issueDate),
    !credit && invoice.dueDate && text("cbc:DueDate", invoice.dueDate),
    text(credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode", credit ? "381" : "380"),
    invoice.vat.note && text("cbc:Note", invoice.vat.note),
    note && text("cbc:Note", note),
    text("cbc:DocumentCurrencyCode", "EUR"),
    // BR-NL-2: a buyer reference or an order reference.
    text("cbc:BuyerReference", invoice.orderReference),
    el("cac:InvoicePeriod", {}, text("cbc:StartDate", invoice.period.start), text("cbc:EndDate", invoice.period.end)),
    credit &&
      invoice.originalNumber &&
      el("cac:BillingReference", {}, el("cac:InvoiceDocumentReference", {}, text("cbc:ID", invoice.originalNumber))),
    el(
      "cac:AccountingSupplierParty",
      {},
      el(
        "cac:Party",
        {},
        el("cac:PartyName", {}, text("cbc:Name", seller.businessName)),
        address(seller.street, seller.city, seller.postalCode, seller.country),
        el(
          "cac:PartyTaxScheme",
          {},
          text("cbc:CompanyID", seller.btwId),
          el("cac:TaxScheme", {}, text("cbc:ID", "VAT")),
        ),
        // BR-NL-1: the KvK number as the legal entity identifier, scheme 0106.
        el(
          "cac:PartyLegalEntity",
          {},
          text("cbc:RegistrationName", seller.businessName),
          text("cbc:CompanyID", seller.kvk, { schemeID: "0106" }),
        ),
        el("cac:Contact", {}, text("cbc:Name", seller.name), text("cbc:ElectronicMail", seller.email)),
      ),
    ),
    el(
      "cac:AccountingCustomerParty",
      {},
      el(
        "cac:Party",
        {},
        address(address_.street, address_.city, address_.postalCode, address_.country),
        el("cac:PartyLegalEntity", {}, text("cbc:RegistrationName", client.name)),
        el("cac:Contact", {}, text("cbc:ElectronicMail", client.email)),
      ),
    ),
    // Only what is still to be paid needs a means (BR-NL-11): a SEPA transfer (58) to the IBAN, the number as reference.
    !credit &&
      !paid &&
      el(
        "cac:PaymentMeans",
        {},
        text("cbc:PaymentMeansCode", "58"),
        text("cbc:PaymentID", invoice.number),
        el("cac:PayeeFinancialAccount", {}, text("cbc:ID", seller.iban)),
      ),
    el(
      "cac:TaxTotal",
      {},
      amount("cbc:TaxAmount", vat),
      el(
        "cac:TaxSubtotal",
        {},
        amount("cbc:TaxableAmount", excl),
        amount("cbc:TaxAmount", vat),
        taxCategory("cac:TaxCategory", invoice),
      ),
    ),
    el(
      "cac:LegalMonetaryTotal",
      {},
      amount("cbc:LineExtensionAmount", excl),
      amount("cbc:TaxExclusiveAmount", excl),
      amount("cbc:TaxInclusiveAmount", incl),
      paid && amount("cbc:PrepaidAmount", incl),
      amount("cbc:PayableAmount", paid ? 0 : incl),
    ),
    el(
      credit ? "cac:CreditNoteLine" : "cac:InvoiceLine",
      {},
      text("cbc:ID", "1"),
      // One service per invoice: quantity 1 of unit C62 ("one", UN/ECE Recommendation 20).
      text(credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", "1", { unitCode: "C62" }),
      amount("cbc:LineExtensionAmount", excl),
      el("cac:Item", {}, text("cbc:Name", invoice.description), taxCategory("cac:ClassifiedTaxCategory", invoice)),
      el("cac:Price", {}, amount("cbc:PriceAmount", excl)),
    ),
  ];
  const namespaces = {
    xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
    "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
    "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(root, namespaces, ...body)}\n`;
}

/** The UBL file's name in downloads and the zip. */
export const ublFileName = (number: string) => `factuur-${number}.xml`;
