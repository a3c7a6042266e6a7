import SQLite from "better-sqlite3";
import { join } from "node:path";
import type { Invoice } from "../../app/features/invoices/invoice";

/**
 * Issued invoices as the app's row mapping gives them, for the PDF and UBL
 * checks: a paid iDEAL package at 21 %, and variants by regime and kind.
 */
export const sampleSeller = {
  name: "Koen de Wit",
  businessName: "Koen de Wit Coaching",
  street: "Oudegracht 100",
  postalCode: "3511 AX",
  city: "Utrecht",
  kvk: "12345678",
  btwId: "NL001234567B01",
  iban: "NL91ABNA0417164300",
  email: "hallo@koendewitcoaching.nl",
};

export const paidPackage: Invoice = {
  id: 1,
  number: "2026-0001",
  kind: "invoice",
  originalNumber: null,
  issuedAt: "2026-03-12T09:30:00.000Z",
  issueDate: "2026-03-12",
  dueDate: null,
  seller: { ...sampleSeller, country: "NL" },
  client: {
    name: "Łukasz Wiśniewski",
    email: "lukasz@voorbeeld.nl",
    address: { street: "Lange Nieuwstraat 12", postalCode: "3512 PH", city: "Utrecht", country: "NL" },
  },
  description: "Coachingtraject online, 8 sessies",
  period: { start: "2026-03-12", end: "2026-09-11" },
  amounts: { exclCents: 52_066, vatCents: 10_934, inclCents: 63_000 },
  vat: { regime: "standard", rate: 21, note: null },
  paymentMethod: "ideal",
  paidAt: "2026-03-12T09:30:00.000Z",
  orderReference: "aanbod-17",
};

export const smallBusinessTransfer: Invoice = {
  ...paidPackage,
  id: 2,
  number: "2026-0002",
  dueDate: "2026-03-26",
  client: { ...paidPackage.client, name: "Zoë Çelik", email: "zoe@voorbeeld.nl" },
  amounts: { exclCents: 110_000, vatCents: 0, inclCents: 110_000 },
  description: "Coachingtraject face-to-face, 8 sessies",
  vat: { regime: "small-business", rate: 0, note: "Vrijgesteld van btw op grond van de kleineondernemersregeling" },
  paymentMethod: "banktransfer",
  paidAt: null,
};

export const exemptSession: Invoice = {
  ...paidPackage,
  id: 3,
  number: "2026-0003",
  amounts: { exclCents: 8_500, vatCents: 0, inclCents: 8_500 },
  description: "Losse coachingsessie",
  period: { start: "2026-03-20", end: "2026-03-20" },
  vat: {
    regime: "exempt",
    rate: 0,
    note: "Vrijgesteld van btw op grond van artikel 11, lid 1, onderdeel o, Wet OB 1968",
  },
};

export const partialCredit: Invoice = {
  ...paidPackage,
  id: 4,
  number: "2026-0004",
  kind: "credit",
  originalNumber: "2026-0001",
  issuedAt: "2026-04-02T10:00:00.000Z",
  issueDate: "2026-04-02",
  description: "Creditering van factuur 2026-0001: Coachingtraject online, 8 sessies",
  amounts: { exclCents: -16_529, vatCents: -3_471, inclCents: -20_000 },
  paidAt: "2026-04-02T10:00:00.000Z",
};

/**
 * An issued invoice put straight into a running server's database (WAL lets
 * us write beside it), for pages that show one; its PDF is made on first view.
 * The same number again gives the same invoice (a data folder reused by a rerun).
 */
export function seedInvoice(dataDir: string, number = "2026-0001", clientEmail = paidPackage.client.email): number {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const existing = db.prepare("select id from invoices where number = ?").get(number) as { id: number } | undefined;
    if (existing) return existing.id;
    const { seller, client, amounts } = paidPackage;
    const [year, sequence] = number.split("-").map(Number);
    const { lastInsertRowid } = db
      .prepare(
        `insert into invoices (number, year, sequence, kind, issued_at, issue_date, seller_name, seller_business_name,
          seller_street, seller_postal_code, seller_city, seller_country, seller_kvk, seller_btw_id, seller_iban,
          seller_email, client_name, client_email, client_street, client_postal_code, client_city, client_country,
          description, period_start, period_end, excl_cents, vat_cents, incl_cents, vat_regime, vat_rate,
          payment_method, paid_at, order_reference, created_at)
         values (?, ?, ?, 'invoice', ?, ?, ?, ?, ?, ?, ?, 'NL', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'NL', ?, ?, ?, ?, ?, ?,
          'standard', 21, 'ideal', ?, ?, ?)`,
      )
      .run(
        number,
        year,
        sequence,
        paidPackage.issuedAt,
        paidPackage.issueDate,
        seller.name,
        seller.businessName,
        seller.street,
        seller.postalCode,
        seller.city,
        seller.kvk,
        seller.btwId,
        seller.iban,
        seller.email,
        client.name,
        clientEmail,
        client.address!.street,
        client.address!.postalCode,
        client.address!.city,
        paidPackage.description,
        paidPackage.period.start,
        paidPackage.period.end,
        amounts.exclCents,
        amounts.vatCents,
        amounts.inclCents,
        paidPackage.paidAt,
        number,
        paidPackage.issuedAt,
      );
    return Number(lastInsertRowid);
  } finally {
    db.close();
  }
}
