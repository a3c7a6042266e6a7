import { strFromU8, unzipSync } from "fflate";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleAppModule } from "../../scripts/lib/bundle-app.mjs";
import { parseCsv } from "../support/csv";
import { readRows } from "../support/database";
import { pdfText } from "../support/pdf-text";
import { sampleSeller } from "../support/sample-invoice";
import { ublProblems } from "../support/ubl-rules";

/**
 * Invoices at the module level against a real SQLite file (D33, ADR 0102-0104):
 * the numbering under parallel payments, immutability, the btw setting,
 * credit invoices, the stored PDF and its hash, the bookkeeper's export,
 * retention and data requests. The HTTP routes: invoices-http.test.ts.
 */
const dataDir = mkdtempSync(join(tmpdir(), "coach-invoices-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.APP_SECRET = "invoices-integration-secret-0123456789abcdef";

const app = {
  db: await import("~/server/db.server"),
  issue: await import("~/features/invoices/issue.server"),
  pdf: await import("~/features/invoices/stored-pdf.server"),
  settings: await import("~/features/invoices/settings.server"),
  bookkeeping: await import("~/features/invoices/bookkeeping.server"),
  period: await import("~/features/invoices/period"),
  retention: await import("~/server/retention.server"),
  dataRequests: await import("~/features/data-requests/person-data.server"),
};
const { db } = app.db;
const { issueInvoice, issueCreditInvoice, markInvoicePaid, InvoiceInputError } = app.issue;
type InvoiceInput = Parameters<typeof issueInvoice>[1];

const input = (overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  seller: sampleSeller,
  client: {
    name: "Jeroen Bakker",
    email: "jeroen@voorbeeld.nl",
    address: { street: "Lange Nieuwstraat 12", postalCode: "3512 PH", city: "Utrecht" },
  },
  description: "Coachingtraject online, 8 sessies",
  period: { start: "2026-03-12", end: "2026-09-11" },
  amountCents: 63_000,
  method: "ideal",
  paidAt: new Date("2026-03-12T09:30:00Z"),
  issuedAt: new Date("2026-03-12T09:30:00Z"),
  ...overrides,
});
const issue = (overrides: Partial<InvoiceInput> = {}) =>
  db.transaction().execute((trx) => issueInvoice(trx, input(overrides)));
const rowsOf = (sql: string, ...params: unknown[]) => readRows(dataDir, sql, ...params);

beforeAll(async () => {
  await app.db.openAppDatabase();
});
afterAll(async () => {
  await app.db.closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

// First, in a year of its own: the series below start empty, and a start-up has few PDFs to make.
const in2024 = { issuedAt: new Date("2024-05-02T08:00:00Z"), paidAt: new Date("2024-05-02T08:00:00Z") };

describe("the stored PDF and its hash", () => {
  it("is made once, then served from the stored copy; a missing or changed copy is refused, not remade", async () => {
    const { id, number } = await issue({ ...in2024, client: { name: "Anna de Vries", email: "anna@voorbeeld.nl" } });
    const [first, twin] = await Promise.all([app.pdf.invoicePdf(id), app.pdf.invoicePdf(id)]);
    expect(first!.bytes.equals(twin!.bytes)).toBe(true);
    const file = join(dataDir, "invoices", `${number}.pdf`);
    const stored = readFileSync(file);
    expect(stored.equals(first!.bytes)).toBe(true);
    const hash = rowsOf("select pdf_sha256 from invoices where id = ?", id)[0]?.pdf_sha256;
    expect(hash).toBe(createHash("sha256").update(stored).digest("hex"));
    expect(await pdfText(stored)).toContain(`Factuurnummer ${number}`);
    expect(first!.fileName).toBe(`factuur-${number}.pdf`);

    writeFileSync(file, Buffer.concat([stored, Buffer.from("%% changed\n")]));
    await expect(app.pdf.invoicePdf(id)).rejects.toMatchObject({ reason: "altered" });
    rmSync(file);
    await expect(app.pdf.invoicePdf(id)).rejects.toMatchObject({ reason: "missing" });
    expect(existsSync(file)).toBe(false);
    writeFileSync(file, stored);
    expect((await app.pdf.invoicePdf(id))!.bytes.equals(stored)).toBe(true);
    expect(await app.pdf.invoicePdf(999_999)).toBeUndefined();
  });

  it("at start-up the PDFs an interrupted run left unmade are made", async () => {
    const { number } = await issue({ ...in2024, client: { name: "Bram Visser", email: "bram@voorbeeld.nl" } });
    expect(existsSync(join(dataDir, "invoices", `${number}.pdf`))).toBe(false);
    expect(await app.pdf.storeMissingPdfs()).toBe(1);
    expect(existsSync(join(dataDir, "invoices", `${number}.pdf`))).toBe(true);
    expect(rowsOf("select count(*) as n from invoices where pdf_sha256 is null")).toEqual([{ n: 0 }]);
  });
});

describe("numbering: one unbroken series per calendar year", () => {
  it("50 payments at once, from 10 connections with 5 transactions each, get 2026-0001 to 2026-0050", async () => {
    const workerFile = await bundleAppModule("invoice-worker", 'import "./tests/support/invoice-worker.ts";');
    const signal = new SharedArrayBuffer(4);
    const workers = Array.from(
      { length: 10 },
      (_, index) =>
        new Worker(workerFile, {
          workerData: { index, count: 5, issuedAt: "2026-03-12T09:30:00Z", signal },
        }),
    );
    const ready = workers.map((worker) => new Promise((resolve) => worker.once("message", resolve)));
    const results = workers.map(
      (worker) =>
        new Promise<string[]>((resolve, reject) => {
          worker.on("message", (message: { numbers?: string[] }) => message.numbers && resolve(message.numbers));
          worker.once("error", reject);
        }),
    );
    await Promise.all(ready);
    Atomics.store(new Int32Array(signal), 0, 1);
    Atomics.notify(new Int32Array(signal), 0);
    const numbers = (await Promise.all(results)).flat();
    await Promise.all(workers.map((worker) => worker.terminate()));

    const expected = Array.from({ length: 50 }, (_, i) => `2026-${String(i + 1).padStart(4, "0")}`);
    expect([...numbers].sort()).toEqual(expected);
    expect(rowsOf("select number from invoices where year = 2026 order by sequence").map((row) => row.number)).toEqual(
      expected,
    );
  }, 120_000);

  it("50 concurrent transactions in one server process continue the series without a gap", async () => {
    const issued = await Promise.all(Array.from({ length: 50 }, () => issue()));
    const expected = Array.from({ length: 50 }, (_, i) => `2026-${String(i + 51).padStart(4, "0")}`);
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(expected);
    expect(rowsOf("select count(*) as n, max(sequence) as last from invoices where year = 2026")).toEqual([
      { n: 100, last: 100 },
    ]);
  });

  it("a payment whose transaction fails gives its number back, so the next payment gets it", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const { number } = await issueInvoice(trx, input());
        expect(number).toBe("2026-0101");
        throw new Error("the payment could not be recorded");
      }),
    ).rejects.toThrow("the payment could not be recorded");
    expect(rowsOf("select number from invoices where number = '2026-0101'")).toEqual([]);
    expect((await issue()).number).toBe("2026-0101");
  });

  it("the year is the Dutch one: 31 December 23:30 UTC is already 1 January in Amsterdam", async () => {
    expect((await issue({ issuedAt: new Date("2026-12-31T22:59:00Z") })).number).toBe("2026-0102");
    expect((await issue({ issuedAt: new Date("2026-12-31T23:30:00Z") })).number).toBe("2027-0001");
    expect(rowsOf("select issue_date from invoices where number = '2027-0001'")).toEqual([
      { issue_date: "2027-01-01" },
    ]);
  });

  it("refuses what the payments code should never pass, before taking a number", async () => {
    const before = rowsOf("select * from invoice_series order by year");
    for (const [overrides, problem] of [
      [{ seller: { ...sampleSeller, kvk: "1234" } }, "seller.kvk"],
      [{ seller: { ...sampleSeller, btwId: "" } }, "seller.btwId"],
      [{ amountCents: 0 }, "amountCents"],
      [{ amountCents: 630.5 }, "amountCents"],
      [{ period: { start: "2026-09-11", end: "2026-03-12" } }, "period"],
      [{ client: { name: " ", email: "jeroen@voorbeeld.nl" } }, "client.name"],
      [{ method: "paypal" as "ideal" }, "method"],
      [{ method: "banktransfer", paidAt: null, seller: { ...sampleSeller, iban: "" } }, "seller.iban"],
    ] as [Partial<InvoiceInput>, string][]) {
      const attempt = issue(overrides);
      await expect(attempt).rejects.toBeInstanceOf(InvoiceInputError);
      await expect(attempt).rejects.toMatchObject({ problems: expect.arrayContaining([problem]) });
    }
    expect(rowsOf("select * from invoice_series order by year")).toEqual(before);
    expect(app.issue.sellerDetailsProblems({ ...sampleSeller, city: "", btwId: "nl 0012.34567 b01" })).toEqual([
      "city",
    ]);
  });
});

describe("an issued invoice never changes", () => {
  it("the database refuses every change but recording the payment, once", async () => {
    const { id } = await issue({ method: "banktransfer", paidAt: null });
    const { sqlite } = app.db.database();
    for (const change of [
      "update invoices set incl_cents = 1 where id = ?",
      "update invoices set client_name = 'Iemand anders' where id = ?",
      "update invoices set number = '2026-9999' where id = ?",
      "update invoices set vat_regime = 'exempt' where id = ?",
    ]) {
      expect(() => sqlite.prepare(change).run(id)).toThrow("an issued invoice cannot be changed");
    }
    expect(rowsOf("select due_date, paid_at from invoices where id = ?", id)).toEqual([
      { due_date: "2026-03-26", paid_at: null },
    ]);
    const paid = new Date("2026-03-20T10:00:00Z");
    expect(await db.transaction().execute((trx) => markInvoicePaid(trx, id, paid))).toBe(true);
    expect(await db.transaction().execute((trx) => markInvoicePaid(trx, id, new Date()))).toBe(false);
    expect(() => sqlite.prepare("update invoices set paid_at = null where id = ?").run(id)).toThrow(
      "an issued invoice cannot be changed",
    );
    expect(rowsOf("select paid_at from invoices where id = ?", id)).toEqual([{ paid_at: paid.toISOString() }]);
  });
});

describe("the btw setting (ADR 0104)", () => {
  it("applies to invoices issued after it changes; issued ones keep theirs", async () => {
    const standard = await issue();
    await app.settings.saveVatSetting({ regime: "small-business", exemptionGround: "" });
    const kor = await issue();
    await app.settings.saveVatSetting({
      regime: "exempt",
      exemptionGround: "Vrijgesteld op grond van artikel 11 Wet OB 1968",
    });
    const exempt = await issue();
    await app.settings.saveVatSetting({ regime: "standard", exemptionGround: "" });
    const columns = "excl_cents, vat_cents, incl_cents, vat_regime, vat_rate, vat_note";
    expect(
      rowsOf(`select ${columns} from invoices where id in (?, ?, ?) order by id`, standard.id, kor.id, exempt.id),
    ).toEqual([
      {
        excl_cents: 52_066,
        vat_cents: 10_934,
        incl_cents: 63_000,
        vat_regime: "standard",
        vat_rate: 21,
        vat_note: null,
      },
      {
        excl_cents: 63_000,
        vat_cents: 0,
        incl_cents: 63_000,
        vat_regime: "small-business",
        vat_rate: 0,
        vat_note: "Vrijgesteld van btw op grond van de kleineondernemersregeling",
      },
      {
        excl_cents: 63_000,
        vat_cents: 0,
        incl_cents: 63_000,
        vat_regime: "exempt",
        vat_rate: 0,
        vat_note: "Vrijgesteld op grond van artikel 11 Wet OB 1968",
      },
    ]);
    await expect(app.settings.saveVatSetting({ regime: "exempt", exemptionGround: " " })).rejects.toThrow();
  });
});

describe("credit invoices", () => {
  it("a partial and then the full rest: own numbers, negative amounts, the original named, netting to zero", async () => {
    const original = await issue({ client: { name: "Pieter Smit", email: "Pieter@Voorbeeld.nl" } });
    const credit = (amountCents: number) =>
      db.transaction().execute((trx) =>
        issueCreditInvoice(trx, {
          originalInvoiceId: original.id,
          amountCents,
          seller: sampleSeller,
          refundedAt: new Date("2026-04-02T10:00:00Z"),
          issuedAt: new Date("2026-04-02T10:00:00Z"),
        }),
      );
    const partial = await credit(20_000);
    await expect(credit(43_001)).rejects.toMatchObject({ problems: ["amountCents"] });
    const rest = await credit(43_000);
    await expect(credit(1)).rejects.toMatchObject({ problems: ["amountCents"] });
    const rows = rowsOf(
      "select number, kind, original_number, client_name, client_email, excl_cents, vat_cents, incl_cents, description from invoices where id in (?, ?, ?) order by id",
      original.id,
      partial.id,
      rest.id,
    );
    expect(rows.map((row) => row.original_number)).toEqual([null, original.number, original.number]);
    expect(rows.map((row) => row.client_name)).toEqual(["Pieter Smit", "Pieter Smit", "Pieter Smit"]);
    expect(rows[0]!.client_email).toBe("pieter@voorbeeld.nl");
    expect(rows[1]).toMatchObject({ kind: "credit", excl_cents: -16_529, vat_cents: -3_471, incl_cents: -20_000 });
    expect(rows[2]!.description).toBe(`Creditering van factuur ${original.number}: Coachingtraject online, 8 sessies`);
    for (const column of ["excl_cents", "vat_cents", "incl_cents"]) {
      expect(rows.reduce((sum, row) => sum + Number(row[column]), 0)).toBe(0);
    }
    const quarter = await app.bookkeeping.invoicesIn(app.period.periodOf(2026, 1));
    expect(quarter.find((invoice) => invoice.id === original.id)?.status).toBe("credited");
  });
});

describe("the bookkeeper's export (ADR 0103)", () => {
  it("the quarter's CSV and its totals per rate equal the sum of its invoices; each UBL file passes the checks", async () => {
    const at = (date: string) => ({ issuedAt: new Date(`${date}T10:00:00Z`), paidAt: new Date(`${date}T10:00:00Z`) });
    const first = await issue({ ...at("2025-04-03"), amountCents: 110_000 });
    await issue({ ...at("2025-05-20"), amountCents: 8_500, method: "banktransfer", paidAt: null });
    await app.settings.saveVatSetting({ regime: "small-business", exemptionGround: "" });
    await issue({
      ...at("2025-06-30"),
      amountCents: 63_000,
      client: { name: "Zonder Adres", email: "zonder@voorbeeld.nl" },
    });
    await app.settings.saveVatSetting({ regime: "standard", exemptionGround: "" });
    await db.transaction().execute((trx) =>
      issueCreditInvoice(trx, {
        originalInvoiceId: first.id,
        amountCents: 30_000,
        seller: sampleSeller,
        refundedAt: new Date("2025-06-10T10:00:00Z"),
        issuedAt: new Date("2025-06-10T10:00:00Z"),
      }),
    );
    await issue(at("2025-07-01")); // the next quarter

    const period = app.period.periodOf(2025, 2);
    const invoices = await app.bookkeeping.invoicesIn(period);
    const [header, ...rows] = parseCsv(app.bookkeeping.invoicesCsv(invoices).replace(/^\uFEFF/, ""), ";");
    expect(header).toEqual([
      "Factuurdatum",
      "Factuurnummer",
      "Soort",
      "Origineel factuurnummer",
      "Klant",
      "E-mail klant",
      "Omschrijving",
      "Bedrag excl. btw",
      "Btw",
      "Bedrag incl. btw",
      "Btw-tarief",
      "Btw-regeling",
      "Betaalmethode",
      "Status",
      "Betaaldatum",
    ]);
    expect(rows.map((row) => [row[0], row[1], row[2], row[13]])).toEqual([
      ["03-04-2025", "2025-0001", "Factuur", "Deels gecrediteerd"],
      ["20-05-2025", "2025-0002", "Factuur", "Open"],
      ["30-06-2025", "2025-0003", "Factuur", "Betaald"],
      ["10-06-2025", "2025-0004", "Creditfactuur", "Terugbetaald"],
    ]);
    const cents = (text: string) => Math.round(Number(text.replace(",", ".")) * 100);
    const sumOf = (column: number, rate?: string) =>
      rows.filter((row) => rate === undefined || row[10] === rate).reduce((sum, row) => sum + cents(row[column]!), 0);
    const fromDb = rowsOf(
      "select sum(excl_cents) as excl, sum(vat_cents) as vat, sum(incl_cents) as incl from invoices where issue_date >= '2025-04-01' and issue_date < '2025-07-01'",
    )[0]!;
    expect({ excl: sumOf(7), vat: sumOf(8), incl: sumOf(9) }).toEqual(fromDb);

    const summary = app.bookkeeping.summarise(invoices);
    expect(summary.total).toEqual({ count: 4, exclCents: fromDb.excl, vatCents: fromDb.vat, inclCents: fromDb.incl });
    expect(summary.totals.map((line) => [line.regime, line.rate, line.exclCents, line.vatCents, line.count])).toEqual([
      ["standard", 21, sumOf(7, "21%"), sumOf(8, "21%"), 3],
      ["small-business", 0, 63_000, 0, 1],
    ]);
    // 1.100,00 + 85,00 - 300,00 incl. 21%: the btw is that of each invoice, summed.
    expect(sumOf(9, "21%")).toBe(110_000 + 8_500 - 30_000);
    expect(summary.withoutUbl).toBe(1);

    const zip = unzipSync(app.bookkeeping.ublZip(invoices));
    expect(Object.keys(zip).sort()).toEqual([
      "LEESMIJ.txt",
      "factuur-2025-0001.xml",
      "factuur-2025-0002.xml",
      "factuur-2025-0004.xml",
    ]);
    for (const [name, bytes] of Object.entries(zip)) {
      if (name.endsWith(".xml")) expect(ublProblems(strFromU8(bytes)), name).toEqual([]);
    }
    expect(strFromU8(zip["LEESMIJ.txt"]!)).toContain("2025-0003  Zonder Adres");
    const year = await app.bookkeeping.invoicesIn(app.period.periodOf(2025, null));
    expect(year.map((invoice) => invoice.number)).toEqual([
      "2025-0001",
      "2025-0002",
      "2025-0003",
      "2025-0004",
      "2025-0005",
    ]);
  });
});

describe("retention (D33): 7 years from the end of the invoice's year", () => {
  it("deletes 2018's invoices and their PDFs on 1 January 2026 (Dutch time), keeps 2019's, and a credit keeps its original's number", async () => {
    const old = await issue({ issuedAt: new Date("2018-12-31T12:00:00Z"), paidAt: new Date("2018-12-31T12:00:00Z") });
    const credit = await db.transaction().execute((trx) =>
      issueCreditInvoice(trx, {
        originalInvoiceId: old.id,
        amountCents: 63_000,
        seller: sampleSeller,
        refundedAt: null,
        issuedAt: new Date("2019-01-15T12:00:00Z"),
      }),
    );
    await app.pdf.invoicePdf(old.id);
    await app.pdf.invoicePdf(credit.id);
    const recent = rowsOf("select count(*) as n from invoices where year >= 2025");
    // 31 December 2025, 23:30 in Amsterdam: still 2025.
    await app.retention.applyRetention(new Date("2025-12-31T22:30:00Z"));
    expect(rowsOf("select number from invoices where year < 2020 order by id").map((row) => row.number)).toEqual([
      old.number,
      credit.number,
    ]);
    const counts = await app.retention.applyRetention(new Date("2025-12-31T23:30:00Z"));
    expect(counts.invoices).toBe(1);
    expect(rowsOf("select number, original_invoice_id, original_number from invoices where year < 2020")).toEqual([
      { number: credit.number, original_invoice_id: null, original_number: old.number },
    ]);
    expect(existsSync(join(dataDir, "invoices", `${old.number}.pdf`))).toBe(false);
    expect(existsSync(join(dataDir, "invoices", `${credit.number}.pdf`))).toBe(true);
    expect(rowsOf("select count(*) as n from invoices where year >= 2025")).toEqual(recent);
    await app.retention.applyRetention(new Date("2026-12-31T23:30:00Z"));
    expect(rowsOf("select number from invoices where year < 2020")).toEqual([]);
    expect(existsSync(join(dataDir, "invoices", `${credit.number}.pdf`))).toBe(false);
    // Numbers are never reused: the year's counter stays.
    expect(rowsOf("select last_sequence from invoice_series where year = 2018")).toEqual([{ last_sequence: 1 }]);
  });
});

describe("a data request (D33, AVG art. 17(3)(b))", () => {
  it("finds and exports the person's invoices, and an erasure keeps them while it erases the rest", async () => {
    const email = "sanne@voorbeeld.nl";
    const { id, number } = await issue({
      client: {
        name: "Sanne Mulder",
        email: "Sanne@Voorbeeld.nl",
        address: { street: "Lange Nieuwstraat 12", postalCode: "3512 PH", city: "Utrecht" },
      },
    });
    app.db
      .database()
      .sqlite.prepare("insert into ebook_requests (email, name, requested_at) values (?, ?, ?)")
      .run(email, "Sanne", new Date().toISOString());
    const query = { email, name: null };
    const findings = await app.dataRequests.findPersonRecords(query);
    expect(findings.invoices.map((found) => found.row.number)).toEqual([number]);
    expect(JSON.parse(await app.dataRequests.exportPersonRecords(query, null)).invoices[0]).toMatchObject({
      number,
      client_name: "Sanne Mulder",
      client_street: "Lange Nieuwstraat 12",
    });
    // Every key the screen could send, the invoice's included: it is still kept.
    const keys = new Set(Object.values(findings).flatMap((list) => list.map((found: { key: string }) => found.key)));
    expect(keys.has(`invoices:${id}`)).toBe(true);
    const outcome = await app.dataRequests.erasePersonRecords(query, keys);
    expect(outcome.retained).toEqual({ invoices: 1, paymentOffers: 0 });
    expect(outcome.erased.ebookRequests).toBe(1);
    expect(outcome.erased.invoices).toBe(0);
    expect(rowsOf("select number from invoices where id = ?", id)).toEqual([{ number }]);
    expect(rowsOf("select count(*) as n from ebook_requests where email = ?", email)).toEqual([{ n: 0 }]);
  });
});
