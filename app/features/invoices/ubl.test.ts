import { describe, expect, it } from "vitest";
import {
  exemptSession,
  paidPackage,
  partialCredit,
  smallBusinessTransfer,
} from "../../../tests/support/sample-invoice";
import { ublProblems } from "../../../tests/support/ubl-rules";
import { hasUbl, invoiceUbl } from "./ubl";

/**
 * Every kind of invoice as UBL 2.1 passes the offline checks of EN 16931 and
 * the Dutch SI-UBL 2.0 profile (tests/support/ubl-rules.ts names the rules);
 * and the checks do catch what they are there for.
 */
describe("UBL 2.1 / SI-UBL 2.0 (ADR 0103)", () => {
  it.each([
    ["a paid package at 21%", paidPackage],
    ["a bank transfer under the small business scheme, still to pay", smallBusinessTransfer],
    ["an exempt session", exemptSession],
    ["a partial credit invoice", partialCredit],
  ])("%s passes every check", (_, invoice) => {
    expect(ublProblems(invoiceUbl(invoice))).toEqual([]);
  });

  it("carries the invoice's facts: number, KvK as legal entity (0106), btw-id, codes and totals", () => {
    const xml = invoiceUbl(paidPackage);
    for (const part of [
      "<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0</cbc:CustomizationID>",
      "<cbc:ID>2026-0001</cbc:ID>",
      "<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>",
      "<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>",
      '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>',
      "<cbc:CompanyID>NL001234567B01</cbc:CompanyID>",
      '<cbc:InvoicedQuantity unitCode="C62">1</cbc:InvoicedQuantity>',
      '<cbc:TaxableAmount currencyID="EUR">520.66</cbc:TaxableAmount>',
      '<cbc:TaxAmount currencyID="EUR">109.34</cbc:TaxAmount>',
      "<cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent>",
      '<cbc:TaxInclusiveAmount currencyID="EUR">630.00</cbc:TaxInclusiveAmount>',
      '<cbc:PrepaidAmount currencyID="EUR">630.00</cbc:PrepaidAmount>',
      '<cbc:PayableAmount currencyID="EUR">0.00</cbc:PayableAmount>',
      "<cbc:BuyerReference>aanbod-17</cbc:BuyerReference>",
      "<cbc:RegistrationName>Łukasz Wiśniewski</cbc:RegistrationName>",
    ]) {
      expect(xml).toContain(part);
    }
    const transfer = invoiceUbl(smallBusinessTransfer);
    expect(transfer).toContain("<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>");
    expect(transfer).toContain("<cbc:ID>E</cbc:ID><cbc:Percent>0</cbc:Percent>");
    expect(transfer).toContain(
      "<cbc:TaxExemptionReason>Vrijgesteld van btw op grond van de kleineondernemersregeling</cbc:TaxExemptionReason>",
    );
    const credit = invoiceUbl(partialCredit);
    expect(credit).toContain("<CreditNote ");
    expect(credit).toContain("<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>");
    expect(credit).toContain("<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>2026-0001</cbc:ID>");
    expect(credit).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">200.00</cbc:TaxInclusiveAmount>');
  });

  it("escapes what the coach or client typed", () => {
    const xml = invoiceUbl({ ...paidPackage, description: `Sessies "Rust & <ruimte>"` });
    expect(xml).toContain("<cbc:Name>Sessies &quot;Rust &amp; &lt;ruimte&gt;&quot;</cbc:Name>");
    expect(ublProblems(xml)).toEqual([]);
  });

  it("has no UBL file without the client's address (BR-10, BR-NL-4)", () => {
    const noAddress = { ...paidPackage, client: { ...paidPackage.client, address: null } };
    expect(hasUbl(noAddress)).toBe(false);
    expect(() => invoiceUbl(noAddress)).toThrow();
  });

  it("the checks catch broken totals, codes, order and the Dutch rules", () => {
    const xml = invoiceUbl(paidPackage);
    const broken = (from: string, to: string) =>
      ublProblems(xml.replace(from, to)).map((problem) => problem.split(":")[0]);
    expect(
      broken('<cbc:TaxInclusiveAmount currencyID="EUR">630.00', '<cbc:TaxInclusiveAmount currencyID="EUR">630.01'),
    ).toEqual(expect.arrayContaining(["BR-CO-15", "BR-CO-16"]));
    expect(
      broken(
        '<cbc:TaxAmount currencyID="EUR">109.34</cbc:TaxAmount><cac:TaxSubtotal>',
        '<cbc:TaxAmount currencyID="EUR">109.35</cbc:TaxAmount><cac:TaxSubtotal>',
      ),
    ).toContain("BR-CO-14");
    expect(broken('schemeID="0106"', 'schemeID="0088"')).toContain("BR-NL-1");
    expect(broken("<cbc:BuyerReference>aanbod-17</cbc:BuyerReference>", "")).toContain("BR-NL-2");
    expect(broken("<cbc:StreetName>Lange Nieuwstraat 12</cbc:StreetName>", "")).toContain("BR-NL-4");
    expect(broken('unitCode="C62"', 'unitCode="STUK"')).toContain("BR-CL-23");
    expect(
      broken(
        "<cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme>",
        "<cbc:ID>X</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme>",
      ),
    ).toContain("BR-CL-17");
    expect(
      broken(
        "<cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyLegalEntity><cbc:RegistrationName>Ł",
        "<cbc:IdentificationCode>XY</cbc:IdentificationCode></cac:Country></cac:PostalAddress><cac:PartyLegalEntity><cbc:RegistrationName>Ł",
      ),
    ).toContain("BR-CL-14");
    expect(broken("nlcius:v1.0", "other:v1.0")).toContain("SI-V20-INV-R000");
    expect(
      broken(
        "<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>",
        "<cbc:DocumentCurrencyCode>EURO</cbc:DocumentCurrencyCode>",
      ),
    ).toContain("BR-CL-04");
    const moved = xml.replace(
      /(<cbc:IssueDate>[^<]+<\/cbc:IssueDate>)(<cbc:InvoiceTypeCode>380<\/cbc:InvoiceTypeCode>)/,
      "$2$1",
    );
    expect(ublProblems(moved).some((problem) => problem.startsWith("XSD"))).toBe(true);
    expect(ublProblems(xml.replace("</Invoice>", ""))[0]).toMatch(/^XML/);
    const unpaid = invoiceUbl(smallBusinessTransfer);
    expect(
      ublProblems(unpaid.replace(/<cac:PaymentMeans>.*<\/cac:PaymentMeans>/, "")).map((p) => p.split(":")[0]),
    ).toContain("BR-NL-11");
    expect(
      ublProblems(invoiceUbl(partialCredit).replace(/<cac:BillingReference>.*<\/cac:BillingReference>/, "")).map(
        (p) => p.split(":")[0],
      ),
    ).toContain("BR-55");
  });
});
