import { beforeAll, describe, expect, it } from "vitest";
import {
  exemptSession,
  paidPackage,
  partialCredit,
  smallBusinessTransfer,
} from "../../../tests/support/sample-invoice";
import { pdfText } from "../../../tests/support/pdf-text";
import type { Invoice } from "./invoice";
import { renderInvoicePdf } from "./invoice-pdf.server";

/**
 * The invoice PDF holds everything art. 35a Wet OB asks (and the KvK number,
 * Handelsregisterbesluit art. 20), read back by Mozilla's PDF.js as a reader
 * would: so the embedded fonts map every glyph back to its character.
 */
// Lines joined: a sentence wrapped over two lines is still one sentence.
const render = async (invoice: Invoice) => (await pdfText(await renderInvoicePdf(invoice))).replace(/\n/g, " ");

// Once, before the tests: loading PDF.js and reading the fonts, which every later render reuses.
beforeAll(async () => {
  await render(paidPackage);
}, 30_000);

describe("the invoice PDF (ADR 0102)", () => {
  it("a paid package at 21%: every required field, in Dutch", async () => {
    const text = await render(paidPackage);
    for (const field of [
      "Factuur",
      // Seller: name, address, KvK, btw-id (art. 35a lid 1 onder c en e).
      "Koen de Wit Coaching",
      "Oudegracht 100",
      "3511 AX Utrecht",
      "KvK 12345678",
      "Btw-id NL001234567B01",
      // Client: name and address (onder e), in Latin Extended too.
      "Łukasz Wiśniewski",
      "Lange Nieuwstraat 12",
      "3512 PH Utrecht",
      // Invoice date and a unique number (onder a en b).
      "Factuurdatum 12 maart 2026",
      "Factuurnummer 2026-0001",
      // The service and its period (onder f en g).
      "Coachingtraject online, 8 sessies",
      "Periode: 12 maart 2026 t/m 11 september 2026",
      // Amount excl. btw, the rate, the btw and the total (onder h, i, j).
      "Bedrag excl. btw € 520,66",
      "Btw 21% € 109,34",
      "Totaal € 630,00",
      "Betaald op 12 maart 2026 via iDEAL.",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("the small business scheme: no btw line, the scheme's sentence, and how to pay a bank transfer", async () => {
    const text = await render(smallBusinessTransfer);
    expect(text).toContain("Vrijgesteld van btw op grond van de kleineondernemersregeling");
    expect(text).toContain("Zoë Çelik");
    expect(text).not.toMatch(/Btw \d+%|excl\. btw/);
    expect(text).toContain("Totaal € 1.100,00");
    expect(text).toContain("Te betalen vóór 26 maart 2026");
    expect(text).toContain(
      "Graag € 1.100,00 vóór 26 maart 2026 overmaken naar NL91ABNA0417164300 ten name van Koen de Wit Coaching, onder vermelding van 2026-0002.",
    );
  });

  it("an exemption prints the legal ground the coach typed", async () => {
    const text = await render(exemptSession);
    expect(text).toContain("Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel o, Wet OB 1968");
    expect(text).toContain("Periode: 20 maart 2026");
    expect(text).not.toContain("t/m");
  });

  it("a credit invoice names the invoice it credits and has negative amounts", async () => {
    const text = await render(partialCredit);
    for (const field of [
      "Creditfactuur",
      "Factuurnummer 2026-0004",
      "Crediteert factuur 2026-0001",
      "Creditering van factuur 2026-0001",
      "Bedrag excl. btw -€ 165,29",
      "Btw 21% -€ 34,71",
      "Totaal -€ 200,00",
      "Terugbetaald op 2 april 2026 via iDEAL.",
    ]) {
      expect(text).toContain(field);
    }
  });

  it("embeds the brand fonts (cut to the glyphs used), names no unembedded standard font, and is the same every time", async () => {
    const first = await renderInvoicePdf(paidPackage);
    const raw = first.toString("latin1");
    expect(raw.match(/\/BaseFont \/[A-Z]{6}\+Inter-/g)?.length).toBeGreaterThanOrEqual(2);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Fraunces-/);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(raw.match(/\/Type \/FontDescriptor/g)?.length);
    expect(raw).not.toMatch(/Helvetica|Times-Roman|Courier/);
    expect(raw).toContain("/Lang (nl-NL)");
    expect((await renderInvoicePdf(paidPackage)).equals(first)).toBe(true);
  });
});
