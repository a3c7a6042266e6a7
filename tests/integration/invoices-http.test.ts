import { strFromU8, unzipSync } from "fflate";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { parseCsv } from "../support/csv";
import { readRows } from "../support/database";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { sampleSeller } from "../support/sample-invoice";
import { expectNoticeOnce } from "../support/flash";
import { startBuiltServer, type RunningServer } from "../support/server";
import { forgeToken } from "../support/tokens";
import { ublProblems } from "../support/ubl-rules";

/**
 * Invoices through the built server (D33, ADR 0102-0104): the coach's
 * downloads (admin only, access-logged), the client's signed link, the
 * 'Facturen en btw' screen with the bookkeeper's export and the btw setting.
 * The invoices are issued by the app's own issueInvoice, run in this process
 * on the server's database file, as the payments code will in the server.
 */
const appSecret = "invoices-http-integration-secret-0123456789";
let server: RunningServer;
let admin: string;
let guest: string;
let app: {
  db: typeof import("~/server/db.server");
  issue: typeof import("~/features/invoices/issue.server");
  downloads: typeof import("~/features/invoices/downloads.server");
};
const issued: { id: number; number: string }[] = [];

beforeAll(async () => {
  server = await startBuiltServer({ APP_SECRET: appSecret, LOG_LEVEL: "warn" });
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  admin = await loginCookie(server.url, "coach@example.nl");
  guest = await loginCookie(server.url, "gast@example.nl");
  process.env.DATA_DIR = server.dataDir;
  process.env.APP_SECRET = appSecret;
  process.env.LOG_LEVEL = "silent";
  process.env.PUBLIC_URL = server.url;
  app = {
    db: await import("~/server/db.server"),
    issue: await import("~/features/invoices/issue.server"),
    downloads: await import("~/features/invoices/downloads.server"),
  };
  await app.db.openAppDatabase();
  const now = new Date();
  for (const [amountCents, address] of [
    [63_000, { street: "Lange Nieuwstraat 12", postalCode: "3512 PH", city: "Utrecht" }],
    [8_500, null],
  ] as const) {
    issued.push(
      await app.db.db.transaction().execute((trx) =>
        app.issue.issueInvoice(trx, {
          seller: sampleSeller,
          client: { name: "Jeroen Bakker", email: "jeroen@voorbeeld.nl", address },
          description: "Coachingtraject online, 8 sessies",
          period: { start: "2026-03-12", end: "2026-09-11" },
          amountCents,
          method: "ideal",
          paidAt: now,
        }),
      ),
    );
  }
});
afterAll(async () => {
  await app?.db.closeDatabase();
  await server?.stop();
  server?.remove();
});

const get = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
const storedPdf = (number: string) => readFileSync(join(server.dataDir, "invoices", `${number}.pdf`));

describe("the coach's downloads", () => {
  it("serve the stored PDF and the UBL file to an admin only, each download in the access log", async () => {
    const [{ id, number }] = issued as [{ id: number; number: string }];
    expect((await get(`/admin/facturen/${number}.pdf`)).headers.get("location")).toBe("/admin-login");
    expect((await get(`/admin/facturen/${number}.pdf`, guest)).status).toBe(403);

    const pdf = await get(`/admin/facturen/${number}.pdf`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.equals(storedPdf(number))).toBe(true);
    expect(readRows(server.dataDir, "select pdf_sha256 from invoices where id = ?", id)).toEqual([
      { pdf_sha256: createHash("sha256").update(bytes).digest("hex") },
    ]);

    const xml = await get(`/admin/facturen/${number}.xml`, admin);
    expect(xml.status).toBe(200);
    expect(xml.headers.get("content-disposition")).toBe(`attachment; filename="factuur-${number}.xml"`);
    expect(ublProblems(await xml.text())).toEqual([]);
    // The second invoice has no client address, so no UBL file.
    expect((await get(`/admin/facturen/${issued[1]!.number}.xml`, admin)).status).toBe(404);

    for (const path of ["/admin/facturen/2026-9999.pdf", "/admin/facturen/site.db", "/admin/facturen/2026-0001.exe"]) {
      expect((await get(path, admin)).status, path).toBe(404);
    }
    expect(
      readRows(
        server.dataDir,
        "select user_email, action, target_table, target_id from access_log where action = 'invoice-downloaded' order by id",
      ),
    ).toEqual([
      { user_email: "coach@example.nl", action: "invoice-downloaded", target_table: "invoices", target_id: id },
      { user_email: "coach@example.nl", action: "invoice-downloaded", target_table: "invoices", target_id: id },
    ]);
  });
});

describe("the client's signed link", () => {
  it("shows which invoice it is and hands over the stored PDF; a changed, foreign or expired link gives nothing", async () => {
    const { id, number } = issued[1]!;
    const now = Date.now();
    const path = app.downloads.invoiceLinkPath(id, now);
    expect(app.downloads.invoiceLink(id, now)).toBe(`${server.url}${path}`);
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(visibleText(html)).toContain(`Factuur ${number}`);
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain(`href="${path}/pdf"`);
    const pdf = await get(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="factuur-${number}.pdf"`);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(storedPdf(number))).toBe(true);

    const token = path.slice("/factuur/".length);
    const changed = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const foreign = forgeToken(appSecret, "ebook", String(id), Date.now() + 60_000);
    const expired = forgeToken(appSecret, "invoice", String(id), Date.now() - 1000);
    const unknown = forgeToken(appSecret, "invoice", "987654", Date.now() + 60_000);
    for (const [bad, status, title] of [
      [changed, 404, "Deze link werkt niet"],
      [foreign, 404, "Deze link werkt niet"],
      [unknown, 404, "Deze link werkt niet"],
      [expired, 410, "Deze link is verlopen"],
    ] as const) {
      const refused = await get(`/factuur/${bad}`);
      expect(refused.status).toBe(status);
      const text = visibleText(await refused.text());
      expect(text).toContain(title);
      expect(text).not.toContain(number);
      const file = await get(`/factuur/${bad}/pdf`);
      expect(file.headers.get("content-type") ?? "").not.toContain("pdf");
    }
    expect((await get(`/factuur/${expired}/pdf`)).headers.get("location")).toBe(`/factuur/${expired}`);
  });
});

describe("'Facturen en btw'", () => {
  it("shows the quarter's totals, and the export's CSV and UBL add up to the same", async () => {
    const year = new Date().getFullYear();
    const quarter = Math.floor(new Date().getMonth() / 3) + 1;
    expect((await get("/admin/facturen", guest)).status).toBe(403);
    const page = await get("/admin/facturen", admin);
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain(`Overzicht van kwartaal ${quarter} van ${year}`);
    expect(text).toContain("2 facturen en 0 creditfacturen.");
    // 630,00 + 85,00 at 21%: 520,66 + 70,25 excl., 109,34 + 14,75 btw.
    expect(text).toMatch(/21% btw 2 € 590,91 € 124,09 € 715,00/);

    const csv = await get(`/admin/facturen/export/facturen-${year}-K${quarter}.csv`, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte order mark first, so Excel reads the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString("utf8"), ";").slice(1);
    const sum = (column: number) =>
      rows.reduce((total, row) => total + Math.round(Number(row[column]!.replace(",", ".")) * 100), 0);
    expect([sum(7), sum(8), sum(9)]).toEqual([59_091, 12_409, 71_500]);
    expect(
      readRows(server.dataDir, "select sum(excl_cents) as e, sum(vat_cents) as v, sum(incl_cents) as i from invoices"),
    ).toEqual([{ e: 59_091, v: 12_409, i: 71_500 }]);

    const zip = await get(`/admin/facturen/export/ubl-${year}-K${quarter}.zip`, admin);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(["LEESMIJ.txt", `factuur-${issued[0]!.number}.xml`]);
    expect(ublProblems(strFromU8(files[`factuur-${issued[0]!.number}.xml`]!))).toEqual([]);

    for (const bad of ["facturen-2026-K5.csv", "facturen-2026-K1.zip", "ubl-x.zip", "../site.db"]) {
      expect((await get(`/admin/facturen/export/${bad}`, admin)).status, bad).toBe(404);
    }
    expect((await get(`/admin/facturen/export/facturen-${year}.csv`, guest)).status).toBe(403);
    expect(
      readRows(
        server.dataDir,
        "select count(*) as n from access_log where action = 'invoices-exported' and target_table = 'invoices'",
      ),
    ).toEqual([{ n: 2 }]);

    const invalid = visibleText(await (await get("/admin/facturen?jaar=abc&kwartaal=9", admin)).text());
    expect(invalid).toContain("Kies een jaar en een kwartaal uit de lijst.");
    expect(invalid).toContain(`Overzicht van kwartaal ${quarter} van ${year}`);
  });

  it("the btw setting: refused without its legal ground or with markup, the typed text kept; saved and logged", async () => {
    const setting = () => readRows(server.dataDir, "select vat_regime, exemption_ground from invoice_settings");
    const post = (fields: Record<string, string>, cookie = admin) =>
      postForm(`${server.url}/admin/facturen`, fields, { Cookie: cookie });

    const noGround = await post({ regeling: "exempt", grond: "" });
    expect(noGround.status).toBe(400);
    expect(fieldMessage(await noGround.text(), "grond")).toBe(
      "Vul de wettelijke grond in: die moet op een vrijgestelde factuur staan.",
    );
    const markup = await post({ regeling: "exempt", grond: "artikel <b>11</b>" });
    expect(markup.status).toBe(400);
    const markupHtml = await markup.text();
    expect(fieldMessage(markupHtml, "grond")).toBe("Gebruik geen < of > in de wettelijke grond.");
    expect(markupHtml).toContain("artikel &lt;b&gt;11&lt;/b&gt;");
    expect((await post({ regeling: "btw0", grond: "" })).status).toBe(400);
    expect((await post({ regeling: "small-business", grond: "" }, guest)).status).toBe(403);
    expect(setting()).toEqual([{ vat_regime: "standard", exemption_ground: "" }]);

    const saved = await post({ regeling: "exempt", grond: "Vrijgesteld op grond van artikel 11 Wet OB 1968" });
    expect(saved.headers.get("location")).toBe("/admin/facturen");
    expect(setting()).toEqual([
      { vat_regime: "exempt", exemption_ground: "Vrijgesteld op grond van artikel 11 Wet OB 1968" },
    ]);
    await expectNoticeOnce(server.url, saved, admin, "De btw-regeling is opgeslagen.");
    expect(await post({ regeling: "small-business", grond: "blijft niet" })).toHaveProperty("status", 303);
    expect(setting()).toEqual([{ vat_regime: "small-business", exemption_ground: "" }]);
    expect(
      readRows(server.dataDir, "select count(*) as n from access_log where action = 'vat-setting-changed'"),
    ).toEqual([{ n: 2 }]);
  });
});

describe("a data request on the coach's screen", () => {
  it("lists the person's invoices as kept, offers no box to erase them, and the erasure says they stay", async () => {
    const ask = (fields: Record<string, string>) =>
      postForm(
        `${server.url}/admin/data-requests`,
        { email: "jeroen@voorbeeld.nl", name: "", ...fields },
        { Cookie: admin },
      );
    const found = visibleText(await (await ask({ intent: "zoeken" })).text());
    expect(found).toContain("Facturen (2) blijft bewaard");
    expect(found).toContain(`${issued[0]!.number} van`);
    expect(found).toContain(
      "Deze 2 gegevens blijven bewaard (facturen, aanbiedingen en betalingen): de wet verplicht je ze 7 jaar te bewaren",
    );
    // Nothing else is stored for this address: there is nothing to erase, so no erase button or step.
    expect(found).not.toContain("Aangevinkte wissen");
    const confirm = visibleText(await (await ask({ intent: "bevestigen" })).text());
    expect(confirm).not.toContain("Gegevens van jeroen@voorbeeld.nl wissen?");
    expect(confirm).not.toContain("definitief wissen");

    // A forged key for an invoice changes nothing.
    const body = new URLSearchParams([
      ["intent", "wissen"],
      ["email", "jeroen@voorbeeld.nl"],
      ["name", ""],
      ["match", `invoices:${issued[0]!.id}`],
    ]);
    const erased = await fetch(`${server.url}/admin/data-requests`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin },
      body: body.toString(),
    });
    expect(visibleText(await erased.text())).toContain(
      "2 facturen blijven bewaard vanwege de fiscale bewaarplicht (AVG artikel 17 lid 3 onder b).",
    );
    expect(
      readRows(server.dataDir, "select count(*) as n from invoices where client_email = 'jeroen@voorbeeld.nl'"),
    ).toEqual([{ n: 2 }]);
  });
});
