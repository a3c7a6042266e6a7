import { DOMParser, type Element } from "@xmldom/xmldom";

/**
 * Offline checks of a UBL 2.1 invoice or credit note against the Dutch
 * SI-UBL 2.0 profile (ADR 0103): the rules that can be checked without the
 * official Schematron (which is not published on npm). Each problem starts
 * with the rule's ID as the validators name it:
 * - EN 16931 (CEN/TC 434): https://docs.peppol.eu/poacc/billing/3.0/rules/ubl-tc434/
 *   (BR-01..BR-65, BR-CO-*, BR-S-*, BR-E-*, BR-CL-*, BR-DEC-*)
 * - NLCIUS / SI-UBL 2.0: https://github.com/peppolautoriteit-nl/validation
 *   (schematron/si-ubl-2.0/si-ubl-2.0-nlcius.sch: SI-V20-INV-R000, BR-NL-1..35)
 * - UBL 2.1 schema order (XSD sequences): https://docs.oasis-open.org/ubl/os-UBL-2.1/xsd/maindoc/
 * Written apart from the app's UBL writer, so it checks it.
 */
const ns = {
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  Invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  CreditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
};

/** The order of a UBL 2.1 Invoice's and CreditNote's children (the parts this product can write). */
const rootOrder = {
  Invoice: [
    "UBLExtensions",
    "UBLVersionID",
    "CustomizationID",
    "ProfileID",
    "ProfileExecutionID",
    "ID",
    "CopyIndicator",
    "UUID",
    "IssueDate",
    "IssueTime",
    "DueDate",
    "InvoiceTypeCode",
    "Note",
    "TaxPointDate",
    "DocumentCurrencyCode",
    "TaxCurrencyCode",
    "PricingCurrencyCode",
    "PaymentCurrencyCode",
    "PaymentAlternativeCurrencyCode",
    "AccountingCostCode",
    "AccountingCost",
    "LineCountNumeric",
    "BuyerReference",
    "InvoicePeriod",
    "OrderReference",
    "BillingReference",
    "DespatchDocumentReference",
    "ReceiptDocumentReference",
    "StatementDocumentReference",
    "OriginatorDocumentReference",
    "ContractDocumentReference",
    "AdditionalDocumentReference",
    "ProjectReference",
    "Signature",
    "AccountingSupplierParty",
    "AccountingCustomerParty",
    "PayeeParty",
    "BuyerCustomerParty",
    "SellerSupplierParty",
    "TaxRepresentativeParty",
    "Delivery",
    "DeliveryTerms",
    "PaymentMeans",
    "PaymentTerms",
    "PrepaidPayment",
    "AllowanceCharge",
    "TaxExchangeRate",
    "PricingExchangeRate",
    "PaymentExchangeRate",
    "PaymentAlternativeExchangeRate",
    "TaxTotal",
    "WithholdingTaxTotal",
    "LegalMonetaryTotal",
    "InvoiceLine",
  ],
  CreditNote: [
    "UBLExtensions",
    "UBLVersionID",
    "CustomizationID",
    "ProfileID",
    "ProfileExecutionID",
    "ID",
    "CopyIndicator",
    "UUID",
    "IssueDate",
    "IssueTime",
    "TaxPointDate",
    "CreditNoteTypeCode",
    "Note",
    "DocumentCurrencyCode",
    "TaxCurrencyCode",
    "PricingCurrencyCode",
    "PaymentCurrencyCode",
    "PaymentAlternativeCurrencyCode",
    "AccountingCostCode",
    "AccountingCost",
    "LineCountNumeric",
    "BuyerReference",
    "InvoicePeriod",
    "DiscrepancyResponse",
    "OrderReference",
    "BillingReference",
    "DespatchDocumentReference",
    "ReceiptDocumentReference",
    "ContractDocumentReference",
    "AdditionalDocumentReference",
    "StatementDocumentReference",
    "OriginatorDocumentReference",
    "Signature",
    "AccountingSupplierParty",
    "AccountingCustomerParty",
    "PayeeParty",
    "BuyerCustomerParty",
    "SellerSupplierParty",
    "TaxRepresentativeParty",
    "Delivery",
    "DeliveryTerms",
    "PaymentMeans",
    "PaymentTerms",
    "TaxExchangeRate",
    "PricingExchangeRate",
    "PaymentExchangeRate",
    "PaymentAlternativeExchangeRate",
    "AllowanceCharge",
    "TaxTotal",
    "LegalMonetaryTotal",
    "CreditNoteLine",
  ],
};
const partyOrder = [
  "MarkCareIndicator",
  "MarkAttentionIndicator",
  "WebsiteURI",
  "LogoReferenceID",
  "EndpointID",
  "IndustryClassificationCode",
  "PartyIdentification",
  "PartyName",
  "Language",
  "PostalAddress",
  "PhysicalLocation",
  "PartyTaxScheme",
  "PartyLegalEntity",
  "Contact",
  "Person",
  "AgentParty",
  "ServiceProviderParty",
  "PowerOfAttorney",
  "FinancialAccount",
];
const addressOrder = [
  "ID",
  "AddressTypeCode",
  "AddressFormatCode",
  "Postbox",
  "Floor",
  "Room",
  "StreetName",
  "AdditionalStreetName",
  "BlockName",
  "BuildingName",
  "BuildingNumber",
  "InhouseMail",
  "Department",
  "MarkAttention",
  "MarkCare",
  "PlotIdentification",
  "CitySubdivisionName",
  "CityName",
  "PostalZone",
  "CountrySubentity",
  "CountrySubentityCode",
  "Region",
  "District",
  "TimezoneOffset",
  "AddressLine",
  "Country",
  "LocationCoordinate",
];
const monetaryOrder = [
  "LineExtensionAmount",
  "TaxExclusiveAmount",
  "TaxInclusiveAmount",
  "AllowanceTotalAmount",
  "ChargeTotalAmount",
  "PrepaidAmount",
  "PayableRoundingAmount",
  "PayableAmount",
  "PayableAlternativeAmount",
];
const taxCategoryOrder = [
  "ID",
  "Name",
  "Percent",
  "BaseUnitMeasure",
  "PerUnitAmount",
  "TaxExemptionReasonCode",
  "TaxExemptionReason",
  "TierRange",
  "TierRatePercent",
  "TaxScheme",
];

/** VAT category codes (UNCL5305 as EN 16931 restricts it, BR-CL-17/18). */
const vatCategories = new Set(["S", "Z", "E", "AE", "K", "G", "O", "L", "M"]);
/** Unit codes this product may write, all in UN/ECE Recommendation 20 (BR-CL-23). */
const unitCodes = new Set(["C62", "H87", "HUR", "DAY", "MON", "E48"]);
/** Currency codes (ISO 4217, BR-CL-03/04); the product only ever writes EUR. */
const currencies = new Set(["EUR"]);
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** An ISO 3166-1 alpha-2 country code (BR-CL-14): one Intl knows by name. */
const isCountry = (code: string) =>
  /^[A-Z]{2}$/.test(code) && ![code, "Unknown Region"].includes(regionNames.of(code) ?? code);

type Prefixed = `${"cbc" | "cac"}:${string}`;

function children(parent: Element, name?: Prefixed): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    if (!name) out.push(element);
    else {
      const [prefix, local] = name.split(":") as ["cbc" | "cac", string];
      if (element.namespaceURI === ns[prefix] && element.localName === local) out.push(element);
    }
  }
  return out;
}

/** Every element at a path of child steps ("cac:Party/cbc:Name"). */
function all(from: Element, path: string): Element[] {
  return path
    .split("/")
    .reduce<Element[]>((found, step) => found.flatMap((el) => children(el, step as Prefixed)), [from]);
}
const one = (from: Element, path: string) => all(from, path)[0];
const textOf = (from: Element, path: string) => one(from, path)?.textContent?.trim() ?? "";
const has = (from: Element, path: string) => textOf(from, path) !== "";
/** An amount in cents, or NaN when it is not a decimal with at most two places (BR-DEC-*). */
function cents(from: Element, path: string): number {
  const value = textOf(from, path);
  return /^-?\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

function orderProblems(parent: Element, order: readonly string[], where: string): string[] {
  let last = -1;
  const problems: string[] = [];
  for (const child of children(parent)) {
    const index = order.indexOf(child.localName ?? "");
    if (index === -1) problems.push(`XSD: ${where} may not contain ${child.localName}`);
    else if (index < last) problems.push(`XSD: ${where}/${child.localName} is out of the schema's order`);
    else last = index;
  }
  return problems;
}

export function ublProblems(xml: string): string[] {
  const problems: string[] = [];
  const fail = (rule: string, message: string) => problems.push(`${rule}: ${message}`);
  let document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new Error(message);
      },
    }).parseFromString(xml, "application/xml");
  } catch (err) {
    return [`XML: not well-formed (${(err as Error).message})`];
  }
  const root = document.documentElement;
  if (!root) return ["XML: no root element"];
  const kind = root.localName === "CreditNote" ? "CreditNote" : "Invoice";
  if (root.namespaceURI !== ns[kind] || !["Invoice", "CreditNote"].includes(root.localName ?? "")) {
    return ["SI-INV-R000: not an SI-UBL 2.0 Invoice or CreditNote"];
  }
  const credit = kind === "CreditNote";

  // Schema order.
  problems.push(...orderProblems(root, rootOrder[kind], kind));
  for (const party of all(root, "cac:AccountingSupplierParty/cac:Party").concat(
    all(root, "cac:AccountingCustomerParty/cac:Party"),
  )) {
    problems.push(...orderProblems(party, partyOrder, "Party"));
    for (const address of children(party, "cac:PostalAddress"))
      problems.push(...orderProblems(address, addressOrder, "PostalAddress"));
  }
  for (const total of children(root, "cac:LegalMonetaryTotal"))
    problems.push(...orderProblems(total, monetaryOrder, "LegalMonetaryTotal"));
  for (const category of all(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory"))
    problems.push(...orderProblems(category, taxCategoryOrder, "TaxCategory"));

  // Required elements (EN 16931 BR-01..BR-16).
  if (!textOf(root, "cbc:CustomizationID").startsWith("urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0")) {
    fail("SI-V20-INV-R000", "CustomizationID is not the SI-UBL 2.0 (NLCIUS) one");
  }
  if (textOf(root, "cbc:ProfileID") !== "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0")
    fail("BR-NL-23", "ProfileID is not the billing process");
  if (!has(root, "cbc:ID")) fail("BR-02", "no invoice number");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(textOf(root, "cbc:IssueDate"))) fail("BR-03", "no issue date as YYYY-MM-DD");
  const typeCode = textOf(root, credit ? "cbc:CreditNoteTypeCode" : "cbc:InvoiceTypeCode");
  if (!typeCode) fail("BR-04", "no type code");
  if (!["380", "381", "384", "389"].includes(typeCode)) fail("BR-NL-7", `type code ${typeCode} not allowed`);
  if ((typeCode === "381") !== credit) fail("BR-NL-8", "type code 381 if and only if the document is a CreditNote");
  const currency = textOf(root, "cbc:DocumentCurrencyCode");
  if (!currency) fail("BR-05", "no currency code");
  if (!currencies.has(currency)) fail("BR-CL-04", `currency ${currency} not in ISO 4217`);
  const seller = one(root, "cac:AccountingSupplierParty/cac:Party");
  const buyer = one(root, "cac:AccountingCustomerParty/cac:Party");
  if (!seller || !has(seller, "cac:PartyLegalEntity/cbc:RegistrationName")) fail("BR-06", "no seller name");
  if (!buyer || !has(buyer, "cac:PartyLegalEntity/cbc:RegistrationName")) fail("BR-07", "no buyer name");
  const sellerAddress = seller && one(seller, "cac:PostalAddress");
  const buyerAddress = buyer && one(buyer, "cac:PostalAddress");
  if (!sellerAddress) fail("BR-08", "no seller postal address");
  if (!buyerAddress) fail("BR-10", "no buyer postal address");
  const sellerCountry = sellerAddress ? textOf(sellerAddress, "cac:Country/cbc:IdentificationCode") : "";
  const buyerCountry = buyerAddress ? textOf(buyerAddress, "cac:Country/cbc:IdentificationCode") : "";
  if (!sellerCountry) fail("BR-09", "no seller country");
  if (!buyerCountry) fail("BR-11", "no buyer country");
  for (const code of [sellerCountry, buyerCountry])
    if (code && !isCountry(code)) fail("BR-CL-14", `${code} is not an ISO 3166-1 country`);
  const monetary = one(root, "cac:LegalMonetaryTotal");
  if (!monetary) return [...problems, "BR-12: no document totals"];
  const lineExtension = cents(monetary, "cbc:LineExtensionAmount");
  const taxExclusive = cents(monetary, "cbc:TaxExclusiveAmount");
  const taxInclusive = cents(monetary, "cbc:TaxInclusiveAmount");
  const payable = cents(monetary, "cbc:PayableAmount");
  const prepaid = has(monetary, "cbc:PrepaidAmount") ? cents(monetary, "cbc:PrepaidAmount") : 0;
  const rounding = has(monetary, "cbc:PayableRoundingAmount") ? cents(monetary, "cbc:PayableRoundingAmount") : 0;
  for (const [rule, value] of [
    ["BR-12", lineExtension],
    ["BR-13", taxExclusive],
    ["BR-14", taxInclusive],
    ["BR-15", payable],
  ] as const) {
    if (Number.isNaN(value)) fail(rule, "total missing or not a decimal with at most two places (BR-DEC)");
  }
  const lines = children(root, credit ? "cac:CreditNoteLine" : "cac:InvoiceLine");
  if (lines.length === 0) fail("BR-16", "no invoice line");

  // Lines (BR-21..BR-26, code lists).
  const lineAmounts = new Map<string, number>();
  for (const line of lines) {
    const quantity = one(line, credit ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity");
    if (!has(line, "cbc:ID")) fail("BR-21", "line without an identifier");
    if (!quantity || !quantity.textContent?.trim()) fail("BR-22", "line without a quantity");
    const unit = quantity?.getAttribute("unitCode") ?? "";
    if (!unit) fail("BR-23", "line quantity without a unit code");
    else if (!unitCodes.has(unit)) fail("BR-CL-23", `unit code ${unit} not in UN/ECE Recommendation 20`);
    const amount = cents(line, "cbc:LineExtensionAmount");
    if (Number.isNaN(amount)) fail("BR-24", "line without a net amount");
    if (!has(line, "cac:Item/cbc:Name")) fail("BR-25", "line without an item name");
    if (Number.isNaN(cents(line, "cac:Price/cbc:PriceAmount"))) fail("BR-26", "line without a net price");
    const category = textOf(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID");
    if (!vatCategories.has(category)) fail("BR-CL-18", `line VAT category ${category || "missing"}`);
    const rate = Number(textOf(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:Percent"));
    if (category === "S" && !(rate > 0)) fail("BR-S-05", "standard-rated line without a rate above zero");
    if (category === "E" && rate !== 0) fail("BR-E-05", "exempt line with a rate other than zero");
    lineAmounts.set(`${category}:${rate}`, (lineAmounts.get(`${category}:${rate}`) ?? 0) + amount);
  }

  // Totals (BR-CO-*).
  const lineSum = [...lineAmounts.values()].reduce((sum, value) => sum + value, 0);
  if (lineSum !== lineExtension) fail("BR-CO-10", `line amounts add up to ${lineSum}, not ${lineExtension}`);
  if (taxExclusive !== lineExtension)
    fail("BR-CO-13", "TaxExclusiveAmount is not the line total (no allowances or charges)");
  const taxTotals = children(root, "cac:TaxTotal");
  const taxTotal = taxTotals[0];
  const taxAmount = taxTotal ? cents(taxTotal, "cbc:TaxAmount") : Number.NaN;
  if (Number.isNaN(taxAmount)) fail("BR-CO-14", "no VAT total");
  const subtotals = taxTotal ? children(taxTotal, "cac:TaxSubtotal") : [];
  if (subtotals.length === 0) fail("BR-CO-18", "no VAT breakdown");
  const subtotalTax = subtotals.reduce((sum, subtotal) => sum + cents(subtotal, "cbc:TaxAmount"), 0);
  if (subtotalTax !== taxAmount)
    fail("BR-CO-14", `VAT total ${taxAmount} is not the sum of the breakdown, ${subtotalTax}`);
  if (taxInclusive !== taxExclusive + taxAmount)
    fail("BR-CO-15", `TaxInclusiveAmount ${taxInclusive} is not ${taxExclusive} + ${taxAmount}`);
  if (payable !== taxInclusive - prepaid + rounding)
    fail("BR-CO-16", `PayableAmount ${payable} is not ${taxInclusive} - ${prepaid} + ${rounding}`);
  if (payable > 0 && !has(root, "cbc:DueDate") && !has(root, "cac:PaymentTerms/cbc:Note"))
    fail("BR-CO-25", "an amount due without a due date or payment terms");

  // The VAT breakdown (BR-S-*, BR-E-*, BR-CO-17).
  const sellerVatId = seller
    ? all(seller, "cac:PartyTaxScheme").find((scheme) => textOf(scheme, "cac:TaxScheme/cbc:ID") === "VAT")
    : undefined;
  for (const subtotal of subtotals) {
    const category = one(subtotal, "cac:TaxCategory");
    const code = category ? textOf(category, "cbc:ID") : "";
    const rate = category ? Number(textOf(category, "cbc:Percent")) : Number.NaN;
    const taxable = cents(subtotal, "cbc:TaxableAmount");
    const tax = cents(subtotal, "cbc:TaxAmount");
    if (!vatCategories.has(code)) fail("BR-CL-17", `VAT category ${code || "missing"}`);
    if (lineAmounts.get(`${code}:${rate}`) !== taxable)
      fail(`BR-${code}-08`, `taxable amount ${taxable} is not the sum of the ${code} lines`);
    // Recomputed half-up from the taxable amount; one cent apart is what a consumer price may need (ADR 0102).
    const recomputed = Math.sign(taxable) * Math.floor((Math.abs(taxable) * rate * 2 + 100) / 200);
    if (Math.abs(tax - recomputed) > 1) fail("BR-CO-17", `VAT ${tax} is not ${taxable} x ${rate}% (${recomputed})`);
    if (!sellerVatId || !has(sellerVatId, "cbc:CompanyID")) fail(`BR-${code}-02`, "no seller VAT identifier");
    if (code === "E") {
      if (tax !== 0) fail("BR-E-09", "exempt VAT amount is not zero");
      if (!has(category!, "cbc:TaxExemptionReason") && !has(category!, "cbc:TaxExemptionReasonCode"))
        fail("BR-E-10", "no exemption reason");
    }
  }
  if (sellerVatId && !/^[A-Z]{2}/.test(textOf(sellerVatId, "cbc:CompanyID")))
    fail("BR-CO-09", "seller VAT identifier without its country prefix");

  // Every amount in the document's currency (BR-NL-33) with at most two decimals (BR-DEC).
  for (const element of Array.from(root.getElementsByTagNameNS(ns.cbc, "*"))) {
    const currencyId = element.getAttribute("currencyID");
    if (currencyId === null) continue;
    if (currencyId !== currency) fail("BR-NL-33", `${element.localName} in ${currencyId}`);
    if (!/^-?\d+(\.\d{1,2})?$/.test(element.textContent?.trim() ?? ""))
      fail("BR-DEC", `${element.localName} is not a decimal with at most two places`);
  }

  // A credit note names the invoice it credits (BR-55 for each reference; this product always has one).
  if (credit && !has(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID"))
    fail("BR-55", "a credit note without the invoice it credits");

  // NLCIUS (a supplier in the Netherlands).
  if (sellerCountry === "NL" && seller && sellerAddress && buyerAddress) {
    const legalIds = all(seller, "cac:PartyLegalEntity/cbc:CompanyID");
    if (
      !legalIds.some((id) => ["0106", "0190"].includes(id.getAttribute("schemeID") ?? "") && id.textContent?.trim())
    ) {
      fail("BR-NL-1", "no KvK (0106) or OIN (0190) number as the seller's legal identifier");
    }
    if (!has(root, "cbc:BuyerReference") && !has(root, "cac:OrderReference/cbc:ID"))
      fail("BR-NL-2", "no buyer or order reference");
    for (const [rule, address] of [
      ["BR-NL-3", sellerAddress],
      ["BR-NL-4", buyerCountry === "NL" ? buyerAddress : undefined],
    ] as const) {
      if (address && !["cbc:StreetName", "cbc:CityName", "cbc:PostalZone"].every((path) => has(address, path))) {
        fail(rule, "address without street, city and postcode");
      }
    }
    const means = children(root, "cac:PaymentMeans");
    if (!credit && payable > 0 && means.length === 0) fail("BR-NL-11", "an amount due without a means of payment");
    for (const mean of means) {
      const code = textOf(mean, "cbc:PaymentMeansCode");
      if (!["30", "48", "49", "57", "58", "59"].includes(code)) fail("BR-NL-12", `payment means ${code}`);
      if (["30", "58"].includes(code) && !has(mean, "cac:PayeeFinancialAccount/cbc:ID"))
        fail("BR-61", "a credit transfer without the account");
      if (one(mean, "cbc:PaymentMeansCode")?.getAttribute("name")) fail("BR-NL-29", "payment means text");
      if (has(mean, "cac:PayeeFinancialAccount/cbc:Name")) fail("BR-NL-30", "payment account name");
    }
  }

  // No empty elements (SI-UBL-2).
  for (const element of Array.from(root.getElementsByTagName("*"))) {
    if (!element.firstChild && !element.textContent?.trim()) fail("SI-UBL-2", `empty element ${element.tagName}`);
  }
  return problems;
}
