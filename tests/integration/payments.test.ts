import SQLite from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessForm } from "../support/business-details";
import { loginCookie, seedUser } from "../support/admin";
import { readRows, seedPerson } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startMollieStandIn, mollieEnv, type MollieStandIn } from "../support/mollie-stand-in";
import { paymentPath, pdfAttachments } from "../support/payment-mails";
import { pdfText } from "../support/pdf-text";
import { freePort, startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * Payments through the built server (D33, ADR 0105-0108): the offer from a
 * person's card, its mail and signed payment page, iDEAL through the official
 * Mollie client against the local stand-in, the webhook under 50 parallel
 * deliveries, bank transfer with its EPC QR code, and the refusals; what a
 * paid package gives: session types and credits from the admin (ADR 0122,
 * ADR 0123), on this file's server rather than one of their own.
 */
const appSecret = "payments-integration-secret-0123456789abcdef";
let server: RunningServer;
let mollie: MollieStandIn;
let smtp: SmtpCatcher;
let admin: string;
let guest: string;
let db: SQLite.Database;
let people = 0;

beforeAll(async () => {
  [mollie, smtp] = await Promise.all([startMollieStandIn(), startSmtpCatcher()]);
  const port = await freePort();
  server = await startBuiltServer(
    {
      ...mollieEnv(mollie),
      APP_SECRET: appSecret,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      LOG_LEVEL: "info",
      // The file starts more Mollie checkouts a minute than one visitor may (5): none of its tests is about that limit.
      RATE_LIMIT_SCALE: "4",
    },
    mkdtempSync(join(tmpdir(), "coach-payments-")),
    { port },
  );
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  admin = await loginCookie(server.url, "coach@example.nl");
  guest = await loginCookie(server.url, "gast@example.nl");
  db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
});
afterAll(async () => {
  db?.close();
  await server?.stop();
  server?.remove();
  await Promise.all([mollie?.stop(), smtp?.stop()]);
});

const saveBusinessDetails = (changes: Record<string, string> = {}) =>
  postForm(`${server.url}/admin/bedrijfsgegevens`, businessForm({ iban: "NL91ABNA0417164300", ...changes }), {
    Cookie: admin,
  });

function newPerson(email = `klant${++people}@voorbeeld.nl`): { email: string; lookup: string } {
  const lookup = seedPerson(db, server.dataDir, {
    email,
    name: `Klant ${people}`,
    at: new Date().toISOString(),
    kind: "intake",
  });
  return { email, lookup };
}

const offer = (lookup: string, fields: Record<string, string>, cookie = admin) =>
  postForm(
    `${server.url}/admin/mensen/${lookup}`,
    { intent: "pakket-aanbieden", personalLine: "", description: "", amount: "", ...fields },
    {
      Cookie: cookie,
    },
  );

async function offeredPage(fields: Record<string, string> = { package: "online" }) {
  const person = newPerson();
  const answer = await offer(person.lookup, fields);
  expect(answer.status).toBe(200);
  const mail = await smtp.waitFor((m) => m.to.includes(person.email) && /Je aanbod/.test(m.raw));
  return { ...person, path: paymentPath(mail), mail };
}

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: visibleText(await response.text()) };
};

/** Chooses iDEAL on the payment page; returns the stand-in's payment id. */
async function startIdeal(path: string): Promise<string> {
  const answer = await postForm(`${server.url}${path}`, { method: "ideal", street: "", postalCode: "", city: "" });
  expect(answer.status).toBe(303);
  const checkout = answer.headers.get("location")!;
  expect(checkout).toMatch(new RegExp(`^${mollie.endpoint.replace("/v2/", "")}/checkout/tr_`));
  return checkout.split("/").pop()!;
}

const deliver = (id: string) => postForm(`${server.url}/betaling/webhook`, { id });

describe("offering a package", () => {
  it("is refused, in Dutch with a link to the business details, while an invoice could not be made", async () => {
    expect((await saveBusinessDetails({ iban: "" })).status).toBe(303);
    const person = newPerson();
    const card = await (
      await fetch(`${server.url}/admin/mensen/${person.lookup}`, { headers: { Cookie: admin } })
    ).text();
    expect(visibleText(card)).toContain("Eerst je bedrijfsgegevens aanvullen");
    expect(card).toContain('href="/admin/bedrijfsgegevens"');
    const answer = await offer(person.lookup, { package: "online" });
    expect(answer.status).toBe(409);
    expect(visibleText(await answer.text())).toContain("het IBAN");
    expect(readRows(server.dataDir, "select id from payment_offers")).toHaveLength(0);
  });

  it("is refused to a signed-in user who is not an admin", async () => {
    expect((await saveBusinessDetails()).status).toBe(303);
    const person = newPerson();
    const answer = await offer(person.lookup, { package: "online" }, guest);
    expect(answer.status).toBe(403);
    expect(readRows(server.dataDir, "select id from payment_offers")).toHaveLength(0);
  });

  it("sends one mail whose button opens the payment page with the package, the price and its btw line", async () => {
    const { path, mail } = await offeredPage({ package: "online", personalLine: "Fijn dat je wilt beginnen." });
    expect(plainText(mail.raw)).toContain("Fijn dat je wilt beginnen.");
    const { status, text } = await page(path);
    expect(status).toBe(200);
    expect(text).toContain("Voor Klant");
    expect(text).toMatch(/Totaal € 630,00/);
    // 21 % on a fresh install: € 630 includes € 109,34 btw.
    expect(text).toMatch(/Bedrag excl\. btw € 520,66 Btw 21% € 109,34/);
    expect(text).toContain("Betalen met iDEAL");
    expect(text).toContain("Betalen per bankoverschrijving");
  });

  it("refuses a custom offer without an amount, keeping what was typed", async () => {
    const person = newPerson();
    const answer = await offer(person.lookup, { package: "custom", description: "Drie losse sessies", amount: "" });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(visibleText(html)).toContain("Geef een bedrag");
    expect(html).toContain('value="Drie losse sessies"');
  });
});

describe("paying with iDEAL through Mollie", () => {
  it("marks the payment paid once under 50 parallel webhook deliveries: one invoice, one welcome mail with the PDF", async () => {
    const { path, email } = await offeredPage({ package: "custom", description: "Drie losse sessies", amount: "255" });
    mollie.autoWebhook = false;
    const id = await startIdeal(path);
    // Before Mollie says anything: the page waits, whatever the return address's query says.
    expect((await page(`${path}?status=paid`)).text).toContain("We wachten op de bevestiging");
    mollie.setStatus(id, "paid");
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(id)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const payments = readRows<{ status: string; invoice_id: number }>(
      server.dataDir,
      "select status, invoice_id from payments where mollie_id = ?",
      id,
    );
    expect(payments).toEqual([{ status: "paid", invoice_id: expect.any(Number) }]);
    const invoices = readRows<{ number: string; incl_cents: number; paid_at: string | null }>(
      server.dataDir,
      "select number, incl_cents, paid_at from invoices where client_email = ?",
      email,
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ incl_cents: 25_500, paid_at: expect.any(String) });
    const welcome = await smtp.waitFor((m) => m.to.includes(email) && /Welkom/.test(m.raw));
    const [pdf] = pdfAttachments(welcome);
    const pdfWords = await pdfText(pdf!);
    expect(pdfWords).toContain(invoices[0]!.number);
    expect(pdfWords).toContain("Drie losse sessies");
    // Late deliveries change nothing: still one welcome mail.
    await deliver(id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails.filter((m) => m.to.includes(email) && /Welkom/.test(m.raw))).toHaveLength(1);
    expect((await page(path)).text).toContain("Betaald, dank je wel");

    // A partial refund in Mollie, delivered twice: one credit invoice for it, referring to the original.
    mollie.refund(id, 5_500);
    await Promise.all([deliver(id), deliver(id)]);
    const credits = () =>
      readRows<{ number: string; incl_cents: number; original_number: string }>(
        server.dataDir,
        "select number, incl_cents, original_number from invoices where kind = 'credit' and client_email = ?",
        email,
      );
    expect(credits()).toEqual([
      { number: expect.any(String), incl_cents: -5_500, original_number: invoices[0]!.number },
    ]);
    // The rest refunded later: a second credit for exactly what was left, and the payment is refunded.
    mollie.refund(id, 20_000);
    await deliver(id);
    expect(credits().map((credit) => credit.incl_cents)).toEqual([-5_500, -20_000]);
    expect(readRows(server.dataDir, "select status from payments where mollie_id = ?", id)).toEqual([
      { status: "refunded" },
    ]);
  });

  it("shows a failed or expired payment as such and lets the client try again", async () => {
    const { path } = await offeredPage();
    mollie.autoWebhook = true;
    const first = await startIdeal(path);
    mollie.setStatus(first, "failed");
    await deliver(first);
    const failed = await page(path);
    expect(failed.text).toContain("De betaling is niet gelukt");
    expect(failed.text).toContain("Verder naar betalen");
    const second = await startIdeal(path);
    mollie.setStatus(second, "expired");
    await deliver(second);
    expect((await page(path)).text).toContain("De betaling is verlopen");
    expect(
      readRows(server.dataDir, "select id from invoices where order_reference like 'aanbod-%' and paid_at is null"),
    ).toHaveLength(0);
  });
});

describe("paying by bank transfer", () => {
  it("shows the IBAN, amount, invoice number and an EPC QR code; the coach marks it paid once", async () => {
    const { path, email } = await offeredPage({ package: "face_to_face" });
    const chosen = await postForm(`${server.url}${path}`, {
      method: "banktransfer",
      street: "Lange Nieuwstraat 12",
      postalCode: "3512 PH",
      city: "Utrecht",
    });
    expect(chosen.status).toBe(303);
    // Choosing it twice (a double click) issues one invoice.
    await postForm(`${server.url}${path}`, { method: "banktransfer", street: "", postalCode: "", city: "" });
    const [invoice] = readRows<{ id: number; number: string; client_city: string; paid_at: string | null }>(
      server.dataDir,
      "select id, number, client_city, paid_at from invoices where client_email = ?",
      email,
    );
    expect(invoice).toMatchObject({ client_city: "Utrecht", paid_at: null });
    const html = await (await fetch(`${server.url}${path}`)).text();
    const text = visibleText(html);
    expect(text).toContain("NL91 ABNA 0417 1643 00");
    expect(text).toContain(invoice!.number);
    expect(text).toContain("€ 1.100,00");
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,[^"]+"[^>]+alt="QR-code voor een overschrijving/);
    const transferMail = await smtp.waitFor((m) => m.to.includes(email) && /overschrijving/i.test(m.raw));
    expect(plainText(transferMail.raw)).toContain("NL91 ABNA 0417 1643 00");

    const [payment] = readRows<{ id: number }>(
      server.dataDir,
      "select id from payments where invoice_id = ?",
      invoice!.id,
    );
    const refused = await postForm(
      `${server.url}/admin/betalingen`,
      { intent: "betaald", id: String(payment!.id) },
      { Cookie: guest },
    );
    expect(refused.status).toBe(403);
    // The package gives its sessions as credits when it is paid (ADR 0123): two of a type, once.
    const { lastInsertRowid: typeId } = db
      .prepare(
        "insert into session_types (name, minutes, place, address, created_at) values ('Sessie', 90, 'locatie', 'Utrecht', ?)",
      )
      .run(new Date().toISOString());
    db.prepare("insert into package_sessions (package_key, session_type_id, count) values ('face_to_face', ?, 2)").run(
      typeId,
    );
    const marked = await postForm(
      `${server.url}/admin/betalingen`,
      { intent: "betaald", id: String(payment!.id) },
      { Cookie: admin },
    );
    expect(marked.status).toBe(200);
    const again = await postForm(
      `${server.url}/admin/betalingen`,
      { intent: "betaald", id: String(payment!.id) },
      { Cookie: admin },
    );
    expect(again.status).toBe(409);
    expect(
      readRows(
        server.dataDir,
        "select session_type_id, offer_id is not null as paid from session_credits where client_email = ?",
        email,
      ),
    ).toEqual([
      { session_type_id: Number(typeId), paid: 1 },
      { session_type_id: Number(typeId), paid: 1 },
    ]);
    const [paid] = readRows<{ paid_at: string | null }>(
      server.dataDir,
      "select paid_at from invoices where id = ?",
      invoice!.id,
    );
    expect(paid!.paid_at).not.toBeNull();
    const welcome = await smtp.waitFor((m) => m.to.includes(email) && /Welkom/.test(m.raw));
    expect(pdfAttachments(welcome)).toHaveLength(1);
    const list = visibleText(
      await (await fetch(`${server.url}/admin/betalingen?status=paid`, { headers: { Cookie: admin } })).text(),
    );
    expect(list).toContain(invoice!.number);
  });
});

describe("a data request", () => {
  it("lists the person's offers and payments as kept, and an erasure leaves them", async () => {
    const { email } = await offeredPage();
    const ask = (fields: Record<string, string>) =>
      postForm(`${server.url}/admin/data-requests`, { email, name: "", ...fields }, { Cookie: admin });
    const found = visibleText(await (await ask({ intent: "zoeken" })).text());
    expect(found).toContain("Aanbiedingen en betalingen (1) blijft bewaard");
    expect(found).toContain("Online coachingpakket (€ 630,00), aangeboden");
    const [offer] = readRows<{ id: number }>(
      server.dataDir,
      "select id from payment_offers where client_email = ?",
      email,
    );
    const erased = await ask({ intent: "wissen", match: `paymentOffers:${offer!.id}` });
    expect(erased.status).toBeLessThan(500);
    expect(visibleText(await erased.text())).toContain(
      "1 aanbieding met de betalingen erbij blijft bewaard vanwege de fiscale bewaarplicht",
    );
    expect(readRows(server.dataDir, "select id from payment_offers where client_email = ?", email)).toHaveLength(1);
  });
});

describe("an attacker", () => {
  it("cannot pay through a forged webhook: an id that is not ours is not even looked up at Mollie", async () => {
    const before = mollie.requests.length;
    for (const id of ["tr_doesnotexist", "tr_'; drop table payments; --", "x".repeat(500)]) {
      expect((await deliver(id)).status).toBe(200);
    }
    expect(mollie.requests.slice(before).filter((r) => r.method === "GET")).toHaveLength(0);
  });

  it("cannot use a tampered payment link", async () => {
    const { path } = await offeredPage();
    const token = path.split("/").pop()!;
    const [body, signature] = token.split(".");
    const tampered = `${body!.slice(0, -2)}AA.${signature}`;
    expect((await page(`/betalen/${tampered}`)).status).toBe(404);
    const post = await postForm(`${server.url}/betalen/${tampered}`, { method: "banktransfer" });
    expect(post.status).toBe(404);
  });
});

/** A paid iDEAL payment of a fresh offer; returns its payment row and invoice number. */
async function paidIdeal(fields: Record<string, string> = { package: "online" }) {
  const offered = await offeredPage(fields);
  mollie.autoWebhook = false;
  const mollieId = await startIdeal(offered.path);
  mollie.setStatus(mollieId, "paid");
  await deliver(mollieId);
  const [payment] = readRows<{ id: number; number: string }>(
    server.dataDir,
    "select payments.id, invoices.number from payments join invoices on invoices.id = payments.invoice_id where mollie_id = ?",
    mollieId,
  );
  return { ...offered, mollieId, paymentId: payment!.id, number: payment!.number };
}

const admin_ = (fields: Record<string, string>, cookie = admin) =>
  postForm(`${server.url}/admin/betalingen`, fields, { Cookie: cookie });
/** The refund step's form, posted where the page posts it (the step's own address). */
const refund = (paymentId: number, amount: string, shown: number, cookie = admin) =>
  postForm(
    `${server.url}/admin/betalingen?terugbetalen=${paymentId}`,
    { intent: "terugbetalen", id: String(paymentId), bedrag: amount, getoond: String(shown) },
    { Cookie: cookie },
  );
const creditsOf = (email: string) =>
  readRows<{ incl_cents: number; original_number: string }>(
    server.dataDir,
    "select incl_cents, original_number from invoices where kind = 'credit' and client_email = ? order by id",
    email,
  );
const mollieRefunds = () => mollie.requests.filter((r) => r.method === "POST" && r.path.endsWith("/refunds")).length;

describe("refunds from 'Betalingen' (ADR 0120)", () => {
  it("refund through Mollie, partly and then the rest, each with a credit invoice; never more than paid, never twice", async () => {
    const paid = await paidIdeal();
    const before = mollieRefunds();
    expect((await refund(paid.paymentId, "100", 0, guest)).status).toBe(403);
    const tooMuch = await refund(paid.paymentId, "630,01", 0);
    expect(tooMuch.status).toBe(400);
    const refusedHtml = await tooMuch.text();
    expect(visibleText(refusedHtml)).toContain("hoogstens € 630,00");
    expect(refusedHtml).toContain('value="630,01"');
    expect(mollieRefunds()).toBe(before);

    const first = await refund(paid.paymentId, "100", 0);
    expect(first.status).toBe(200);
    expect(visibleText(await first.text())).toMatch(
      new RegExp(`€ 100,00 terugbetaald\\. Creditfactuur \\d{4}-\\d{4} verwijst naar factuur ${paid.number}`),
    );
    expect(creditsOf(paid.email)).toEqual([{ incl_cents: -10_000, original_number: paid.number }]);
    expect(mollieRefunds()).toBe(before + 1);
    const creditMail = await smtp.waitFor((m) => m.to.includes(paid.email) && /creditfactuur/i.test(m.raw));
    expect(await pdfText(pdfAttachments(creditMail)[0]!)).toContain(paid.number);

    // The same form sent again (a second click): it was shown with nothing refunded, which is no longer so.
    expect((await refund(paid.paymentId, "100", 0)).status).toBe(409);
    // Two tabs at once: one refund reaches Mollie, the other is refused.
    const both = await Promise.all([refund(paid.paymentId, "50", 10_000), refund(paid.paymentId, "50", 10_000)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(mollieRefunds()).toBe(before + 2);
    // Mollie's webhook about these refunds credits nothing again.
    await deliver(paid.mollieId);
    expect(creditsOf(paid.email).map((credit) => credit.incl_cents)).toEqual([-10_000, -5_000]);

    expect((await refund(paid.paymentId, "480", 15_000)).status).toBe(200);
    expect(creditsOf(paid.email).reduce((sum, credit) => sum + credit.incl_cents, 0)).toBe(-63_000);
    expect(readRows(server.dataDir, "select status from payments where id = ?", paid.paymentId)).toEqual([
      { status: "refunded" },
    ]);
    expect((await refund(paid.paymentId, "1", 63_000)).status).toBe(409);
    expect(mollieRefunds()).toBe(before + 3);
  });

  it("records a bank transfer paid back by hand, without Mollie", async () => {
    const { path, email } = await offeredPage({ package: "custom", description: "Twee sessies", amount: "170" });
    await postForm(`${server.url}${path}`, { method: "banktransfer", street: "", postalCode: "", city: "" });
    const [payment] = readRows<{ id: number }>(
      server.dataDir,
      "select payments.id from payments join payment_offers on payment_offers.id = offer_id where client_email = ?",
      email,
    );
    expect((await admin_({ intent: "betaald", id: String(payment!.id) })).status).toBe(200);
    const before = mollieRefunds();
    const step = visibleText(
      await (
        await fetch(`${server.url}/admin/betalingen?terugbetalen=${payment!.id}`, { headers: { Cookie: admin } })
      ).text(),
    );
    expect(step).toContain("Er kan nog € 170,00 worden terugbetaald");
    expect((await refund(payment!.id, "170", 0)).status).toBe(200);
    expect(mollieRefunds()).toBe(before);
    expect(creditsOf(email).map((credit) => credit.incl_cents)).toEqual([-17_000]);
    expect(readRows(server.dataDir, "select status from payments where id = ?", payment!.id)).toEqual([
      { status: "refunded" },
    ]);
  });
});

describe("withdrawing an offer (ADR 0120)", () => {
  it("makes its link pay nothing; a paid offer cannot be withdrawn", async () => {
    const { path, email } = await offeredPage();
    const [offerRow] = readRows<{ id: number }>(
      server.dataDir,
      "select id from payment_offers where client_email = ?",
      email,
    );
    expect((await admin_({ intent: "intrekken", id: String(offerRow!.id) })).status).toBe(200);
    const shown = await page(path);
    expect(shown.status).toBe(410);
    expect(shown.text).toContain("Dit aanbod is ingetrokken");
    const tried = await postForm(`${server.url}${path}`, {
      method: "banktransfer",
      street: "",
      postalCode: "",
      city: "",
    });
    expect(tried.status).toBe(410);
    expect(readRows(server.dataDir, "select id from payments where offer_id = ?", offerRow!.id)).toHaveLength(0);
    expect((await admin_({ intent: "intrekken", id: String(offerRow!.id) })).status).toBe(409);

    const paid = await paidIdeal();
    const [paidOffer] = readRows<{ id: number }>(
      server.dataDir,
      "select offer_id as id from payments where id = ?",
      paid.paymentId,
    );
    expect((await admin_({ intent: "intrekken", id: String(paidOffer!.id) })).status).toBe(409);
  });
});

describe("the payment settings (ADR 0119)", () => {
  const settings = (fields: Record<string, string>) =>
    admin_({ intent: "instellingen", terms: "", reminderDays: "7", ...fields });

  it("turn Mollie's methods on and off and show the terms on the payment page; bad input changes nothing", async () => {
    const refused = await settings({ ideal: "aan", terms: "Betaling vooraf.", reminderDays: "45" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(visibleText(refusedHtml)).toContain("Geef een aantal dagen van 0 tot en met 30.");
    expect(refusedHtml).toContain("Betaling vooraf.");
    expect((await settings({ terms: "<script>x</script>" })).status).toBe(400);
    expect(readRows(server.dataDir, "select methods, terms, reminder_days from payment_settings")).toEqual([
      { methods: "ideal", terms: "", reminder_days: 7 },
    ]);

    const saved = await settings({
      creditcard: "aan",
      terms: "Betaling vooraf.\nAfzien kan tot 14 dagen na betaling.",
      reminderDays: "5",
    });
    expect(saved.status).toBe(303);
    const { path } = await offeredPage();
    const { text } = await page(path);
    expect(text).toContain("Betalen met creditcard");
    expect(text).not.toContain("Betalen met iDEAL");
    expect(text).not.toContain("Bancontact");
    expect(text).toContain("Betalingsvoorwaarden Betaling vooraf. Afzien kan tot 14 dagen na betaling.");
    // A method that is off is refused, even when sent by hand.
    const ideal = await postForm(`${server.url}${path}`, { method: "ideal", street: "", postalCode: "", city: "" });
    expect(ideal.status).toBe(400);
    const card = await postForm(`${server.url}${path}`, { method: "creditcard", street: "", postalCode: "", city: "" });
    expect(card.status).toBe(303);
    const created = [...mollie.payments.values()].at(-1)!;
    expect(created.method).toBe("creditcard");
    expect((await settings({ ideal: "aan" })).status).toBe(303);
  });
});

describe("'Betalingen' as a list", () => {
  it("pages by 50, filters by status and exports the same rows as CSV", async () => {
    const insert = db.prepare(
      `insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at)
       values (?, ?, 'custom', 'Losse sessie', '[]', 8500, 'coach@example.nl', ?)`,
    );
    for (let i = 0; i < 60; i++)
      insert.run(`Lijst ${i}`, `lijst${i}@voorbeeld.nl`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
    const list = async (query: string) =>
      visibleText(await (await fetch(`${server.url}/admin/betalingen${query}`, { headers: { Cookie: admin } })).text());
    const first = await list("?status=offered");
    const [, total] = /Pagina 1 van (\d+)/.exec(first) ?? [];
    expect(Number(total)).toBeGreaterThanOrEqual(2);
    const last = await list(`?status=offered&pagina=${total}`);
    expect(last).toContain("Lijst 0");
    const csv = await fetch(`${server.url}/admin/betalingen.csv?status=offered`, { headers: { Cookie: admin } });
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="betalingen-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Aangeboden","Persoon","E-mail","Pakket","Bedrag","Manier","Status","Factuur","Terugbetaald"',
    );
    expect(lines.filter((line) => line.includes('"Lijst '))).toHaveLength(60);
    expect(lines.slice(1).every((line) => line.includes('"Aangeboden"'))).toBe(true);
    expect((await fetch(`${server.url}/admin/betalingen.csv`, { headers: { Cookie: guest } })).status).toBe(403);
  });
});

const adminPost = (path: string, fields: Record<string, string>) =>
  postForm(`${server.url}${path}`, fields, { Cookie: admin });
const past = new Date(Date.now() - 2 * 3_600_000).toISOString();

describe("paid sessions from the admin (ADR 0122, ADR 0123)", () => {
  it("adds a type and its count in a package; a bad type is refused in Dutch with what was typed, storing nothing", async () => {
    const type = { intent: "add-type", name: "Sessie op locatie", minutes: "90", bufferMinutes: "15", hours: "same" };
    const refused = await adminPost("/admin/agenda/sessies", { ...type, place: "locatie", address: "" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(visibleText(refusedHtml)).toContain("Vul bij 'op locatie' het adres in");
    expect(refusedHtml).toContain('value="Sessie op locatie"');
    expect(readRows(server.dataDir, "select id from session_types where name = 'Sessie op locatie'")).toEqual([]);

    expect(
      (await adminPost("/admin/agenda/sessies", { ...type, place: "locatie", address: "Oudegracht 1, Utrecht" }))
        .status,
    ).toBe(200);
    const { id } = readRows<{ id: number }>(
      server.dataDir,
      "select id from session_types where name = 'Sessie op locatie'",
    )[0]!;
    expect(
      (await adminPost("/admin/agenda/sessies", { intent: "counts", packageKey: "face_to_face", [`count${id}`]: "6" }))
        .status,
    ).toBe(200);
    expect(
      (await adminPost("/admin/agenda/sessies", { intent: "counts", packageKey: "online", [`count${id}`]: "500" }))
        .status,
    ).toBe(400);
    expect(
      readRows(server.dataDir, "select package_key, count from package_sessions where session_type_id = ?", id),
    ).toEqual([{ package_key: "face_to_face", count: 6 }]);
    // The payment page of that package states the sessions and the policy (ADR 0123).
    const { path } = await offeredPage({ package: "face_to_face" });
    const shown = (await page(path)).text;
    expect(shown).toContain("Sessie op locatie: 6 keer 90 minuten");
    expect(shown).toContain(
      "binnen 6 maanden na betaling. Kosteloos annuleren of verzetten kan tot 24 uur voor een sessie",
    );
  });

  it("states the policy the coach sets in the terms at once, and refuses one out of range", async () => {
    expect((await page("/voorwaarden")).text).toContain(
      "Afzeggen of verplaatsen tot 24 uur voor de afspraak kost niets.",
    );
    const policy = (creditMonths: string, cancelHours: string) =>
      adminPost("/admin/agenda/sessies", { intent: "policy", creditMonths, cancelHours });
    expect((await policy("3", "200")).status).toBe(400);
    expect((await policy("3", "48")).status).toBe(200);
    const terms = (await page("/voorwaarden")).text;
    expect(terms).toContain("Afzeggen of verplaatsen tot 48 uur voor de afspraak kost niets.");
    expect(terms).toContain("Zeg je later dan 48 uur van tevoren af");
    expect(terms).toContain("Ze zijn 3 maanden na betaling te boeken");
    expect(terms).not.toMatch(/\{[a-z-]+\}/);
    expect((await policy("6", "24")).status).toBe(200);
    expect((await page("/voorwaarden")).text).toContain("Ze zijn 6 maanden na betaling te boeken");
  });

  it("adds a credit with a sealed reason, logs it by id, and never touches another client's credit or session", async () => {
    const { id: typeId } = readRows<{ id: number }>(
      server.dataDir,
      "select id from session_types where name = 'Sessie op locatie'",
    )[0]!;
    const { lookup: anna } = newPerson("anna@voorbeeld.nl");
    newPerson("bram@voorbeeld.nl");
    // Bram has a session that started two hours ago, with a spent credit.
    const session = db
      .prepare(
        "insert into appointments (start_at, end_at, status, name, email, created_at, session_type_id) values (?, ?, 'gepland', 'x', 'bram@voorbeeld.nl', ?, ?)",
      )
      .run(past, past, past, typeId).lastInsertRowid;
    const bramsCredit = db
      .prepare(
        "insert into session_credits (client_email, session_type_id, granted_at, expires_at, appointment_id, spent_at) values ('bram@voorbeeld.nl', ?, ?, '2099-01-01T00:00:00.000Z', ?, ?)",
      )
      .run(typeId, past, session, past).lastInsertRowid;

    const added = await adminPost(`/admin/mensen/${anna}`, {
      intent: "tegoed-toevoegen",
      typeId: String(typeId),
      reason: "Ziekte, extra sessie",
    });
    expect(added.status).toBe(200);
    const credits = readRows<{ id: number; client_email: string }>(
      server.dataDir,
      "select id, client_email from session_credits where client_email in ('anna@voorbeeld.nl', 'bram@voorbeeld.nl') order by id",
    );
    expect(credits.map((credit) => credit.client_email)).toEqual(["bram@voorbeeld.nl", "anna@voorbeeld.nl"]);
    const [change] = readRows<{ reason: string }>(
      server.dataDir,
      "select reason from session_credit_changes order by id desc limit 1",
    );
    expect(change!.reason).toMatch(/^enc:v1:/);
    const logged = readRows<Record<string, unknown>>(
      server.dataDir,
      "select * from access_log where action = 'credit-added'",
    );
    expect(logged).toEqual([expect.objectContaining({ target_table: "session_credits", target_id: credits[1]!.id })]);
    expect(JSON.stringify(readRows(server.dataDir, "select * from access_log"))).not.toContain("Ziekte");

    // Through Anna's card, Bram's credit and session are not found: nothing changes.
    const before = JSON.stringify(readRows(server.dataDir, "select * from session_credits order by id"));
    const viaAnna: Record<string, string>[] = [
      { intent: "tegoed-teruggeven", creditId: String(bramsCredit), reason: "Poging" },
      { intent: "niet-gekomen", appointmentId: String(session) },
    ];
    for (const fields of viaAnna) expect((await adminPost(`/admin/mensen/${anna}`, fields)).status).toBe(400);
    expect(JSON.stringify(readRows(server.dataDir, "select * from session_credits order by id"))).toBe(before);
    expect(readRows(server.dataDir, "select no_show_at from appointments where id = ?", session)).toEqual([
      { no_show_at: null },
    ]);
  });
});
