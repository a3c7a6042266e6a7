import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intakeQuestions } from "~/content/intake";
import { intakeAnswerFields } from "~/server/db-schema";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { parseCsv } from "../support/csv";

/**
 * The admin intake screen /admin/client-tests and its CSV export against the
 * real built server and SQLite file (product.md §2, §6, §8; D11, D22, D23).
 */
const noRights = "Je hebt geen admin rechten om deze data te bekijken";
const admin = "coach@example.nl";
const outsider = "gebruiker@example.nl";

type Row = Record<string, string | number | null>;

let server: RunningServer;
let adminCookie: string;
let outsiderCookie: string;

beforeAll(async () => {
  server = await startBuiltServer();
  seedUser(server.dataDir, admin);
  seedUser(server.dataDir, outsider, { admin: false });
  adminCookie = await loginCookie(server.url, admin);
  outsiderCookie = await loginCookie(server.url, outsider);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** Puts a response straight into the server's database, the way the intake form stores one. */
function seedResponse(
  name: string,
  answers: Partial<Record<string, string | null>>,
  submittedAt = new Date().toISOString(),
): number {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const columns = ["client_name", "submitted_at", "consent_at", ...Object.keys(answers)];
    const values = [name, submittedAt, submittedAt, ...Object.values(answers)];
    const { lastInsertRowid } = db
      .prepare(
        `insert into client_test_responses (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      )
      .run(...values);
    return Number(lastInsertRowid);
  } finally {
    db.close();
  }
}

function rowById(id: number): Row | undefined {
  return readRows<Row>(server.dataDir, "SELECT * FROM client_test_responses WHERE id = ?", id)[0];
}

/** The screen as the coach's browser asks for it when she clicks within the portal (or another site's link). */
async function page(query = "", cookie = adminCookie, site = "same-origin"): Promise<Response> {
  return fetch(`${server.url}/admin/client-tests${query}`, {
    redirect: "manual",
    headers: { Cookie: cookie, "Sec-Fetch-Site": site },
  });
}

/** The card of one response in the list: its link and what is inside it. */
function card(html: string, id: number): string {
  const match = new RegExp(`<a[^>]*href="/admin/client-tests\\?id=${id}#response"[^>]*>([\\s\\S]*?)</a>`).exec(html);
  if (!match) throw new Error(`no card for response ${id}`);
  return match[0];
}

describe("without admin rights", () => {
  it("sends an anonymous visitor to the login page, for the screen and for the CSV", async () => {
    for (const url of ["/admin/client-tests", "/admin/client-tests?id=1", "/admin/client-tests.csv"]) {
      const response = await fetch(`${server.url}${url}`, { redirect: "manual" });
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location"), url).toBe("/admin-login");
    }
  });

  it("refuses a signed-in user who is not an admin, without any answer in the page or CSV", async () => {
    const secret = `Geheim antwoord ${Date.now()}`;
    const id = seedResponse("Vertrouwelijke Client", { energieniveau: secret });

    const response = await page(`?id=${id}`, outsiderCookie);
    expect(response.status).toBe(403);
    const html = await response.text();
    // The layout shows its 'Geen toegang' card; this route's own refusal travels with the page's data.
    expect(visibleText(html)).toContain("Geen toegang");
    expect(html).toContain(noRights);
    expect(html).not.toContain(secret);
    expect(html).not.toContain("Vertrouwelijke Client");
    // Looking is not opening: the response stays unread.
    expect(rowById(id)!.read_at).toBeNull();

    const csv = await fetch(`${server.url}/admin/client-tests.csv`, {
      redirect: "manual",
      headers: { Cookie: outsiderCookie },
    });
    expect(csv.status).toBe(403);
    const body = await csv.text();
    expect(body).toContain(noRights);
    expect(body).not.toContain(secret);
  });

  it("deletes nothing when a non-admin posts a delete", async () => {
    const id = seedResponse("Blijft Bestaan", { energieniveau: "nog hier" });
    const response = await postForm(
      `${server.url}/admin/client-tests`,
      { intent: "delete", id: String(id) },
      { Cookie: outsiderCookie },
    );
    expect(response.status).toBe(403);
    expect(rowById(id)).toBeDefined();

    const anonymous = await postForm(`${server.url}/admin/client-tests`, { intent: "delete", id: String(id) });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    expect(rowById(id)).toBeDefined();
  });
});

describe("as admin", () => {
  it("lists responses with the Nieuw badge, and opening one marks it read so the badge goes", async () => {
    const id = seedResponse("Anna de Vries", { energieniveau: "Moe" }, "2026-03-05T08:07:00.000Z");

    let response = await page();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    let html = await response.text();
    const text = visibleText(html);
    expect(html).toMatch(/<h1[^>]*>Intakes<\/h1>/);
    expect(text).toContain("Bekijk en beheer de ingevulde intakevragenlijsten van je cliënten");
    expect(text).toContain("Vernieuw");
    expect(text).toContain("Selecteer een intake om de details te bekijken");
    const total = readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM client_test_responses")[0]!.n;
    expect(text).toContain(`Intakes (${total})`);
    const before = card(html, id);
    expect(visibleText(before)).toContain("Anna de Vries");
    // The admin's date formats in Amsterdam time (UTC+1 in March, ADR 0116): a list's and a text's.
    expect(visibleText(before)).toContain("do 05-03-2026 09:07");
    expect(visibleText(before)).toContain("Nieuw");
    expect(before).not.toContain("aria-current");
    expect(rowById(id)!.read_at).toBeNull();

    response = await page(`?id=${id}`);
    expect(response.status).toBe(200);
    html = await response.text();
    const readAt = rowById(id)!.read_at;
    expect(typeof readAt).toBe("string");
    expect(Date.now() - Date.parse(readAt as string)).toBeLessThan(60_000);
    expect(visibleText(html)).toContain("Ingevuld op donderdag 5 maart 2026 om 09:07");
    const selected = card(html, id);
    expect(selected).toContain('aria-current="true"');
    expect(visibleText(selected)).not.toContain("Nieuw");

    // Opening it again keeps the first moment it was read.
    await (await page(`?id=${id}`)).text();
    expect(rowById(id)!.read_at).toBe(readAt);
    html = await (await page()).text();
    expect(visibleText(card(html, id))).not.toContain("Nieuw");
  });

  it("shows every question with its answer as escaped text, and 'Geen antwoord gegeven' for blanks", async () => {
    const hostile = "<script>alert(1)</script>";
    const multiline = "Eerste regel\nTweede regel & meer";
    const id = seedResponse("Bram <b>Vet</b>", {
      energieniveau: hostile,
      stressfactoren: multiline,
      slaapkwaliteit: null,
    });

    const html = await (await page(`?id=${id}`)).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain(hostile);
    expect(html).toContain("Bram &lt;b&gt;Vet&lt;/b&gt;");
    expect(html).toContain("Eerste regel\nTweede regel &amp; meer");
    const text = visibleText(html);
    for (const title of [
      "1. Mentale en emotionele status",
      "2. Fysieke gezondheid en herstel",
      "3. Zelfinzicht en coping\u00ADmechanismen",
      "4. Levensdoelen en zingeving",
      "5. Huidige fase in het burn-outproces",
    ]) {
      expect(text).toContain(title);
    }
    for (const field of intakeAnswerFields) expect(text).toContain(intakeQuestions[field].text);
    // 25 questions, 2 answered: 23 blanks.
    expect(text.split("Geen antwoord gegeven").length - 1).toBe(intakeAnswerFields.length - 2);
  });

  it("exports every response as CSV that equals the database rows", async () => {
    seedResponse("Formule Test", {
      energieniveau: '=HYPERLINK("http://x")',
      stressfactoren: 'Komma, "quote"\r\nnieuwe regel',
      slaapkwaliteit: "-5 uur",
      overprikkeling: "café 😴",
    });

    const response = await fetch(`${server.url}/admin/client-tests.csv`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="client-tests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3)));

    const columns = ["id", "client_name", "submitted_at", "consent_at", "read_at", ...intakeAnswerFields];
    expect(header).toEqual(columns);
    const dbRows = readRows<Row>(
      server.dataDir,
      `SELECT ${columns.join(", ")} FROM client_test_responses ORDER BY submitted_at DESC, id DESC`,
    );
    expect(dbRows.length).toBeGreaterThan(3);
    const expected = dbRows.map((row) =>
      columns.map((column) => {
        const value = row[column];
        if (value === null) return "";
        const text = String(value);
        return typeof value === "string" && /^[=+\-@]/.test(text) ? `'${text}` : text;
      }),
    );
    expect(rows).toEqual(expected);
    // The formula was neutralised, the other content kept exactly.
    const formula = rows.find((row) => row[1] === "Formule Test")!;
    expect(formula[5]).toBe('\'=HYPERLINK("http://x")');
    expect(formula[columns.indexOf("stressfactoren")]).toBe('Komma, "quote"\r\nnieuwe regel');
    expect(formula[columns.indexOf("overprikkeling")]).toBe("café 😴");
  });

  it("streams a large export completely (more rows than one batch)", async () => {
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const insert = db.prepare(
      "insert into client_test_responses (client_name, submitted_at, consent_at, energieniveau) values (?, ?, ?, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < 450; i += 1) insert.run(`Bulk ${i}`, now, now, `antwoord ${i}`);
    })();
    db.close();

    const response = await fetch(`${server.url}/admin/client-tests.csv`, { headers: { Cookie: adminCookie } });
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    const total = readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM client_test_responses")[0]!.n;
    expect(rows.length - 1).toBe(total);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(total);
  });

  it("pages the list by 50", async () => {
    const total = readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM client_test_responses")[0]!.n;
    expect(total).toBeGreaterThan(100);
    const pages = Math.ceil(total / 50);
    const first = await (await page()).text();
    expect(first.match(/href="\/admin\/client-tests\?id=\d+#response"/g)).toHaveLength(50);
    expect(visibleText(first)).toContain(`Pagina 1 van ${pages}`);
    expect(visibleText(first)).toContain(`Intakes (${total})`);
    const last = await (await page(`?pagina=${pages}`)).text();
    expect(last.match(/href="\/admin\/client-tests\?pagina=\d+&amp;id=\d+#response"/g)).toHaveLength(
      total - (pages - 1) * 50,
    );
    expect(visibleText(last)).toContain(`Pagina ${pages} van ${pages}`);
  });

  it("asks for confirmation without JavaScript, then deletes exactly that response", async () => {
    const keep = seedResponse("Blijft Staan", { energieniveau: "ok" });
    const id = seedResponse("Wordt Verwijderd", { energieniveau: "weg ermee" });
    const before = readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM client_test_responses")[0]!.n;

    const confirm = visibleText(await (await page(`?id=${id}&verwijderen=1`)).text());
    expect(confirm).toContain("Intake verwijderen?");
    expect(confirm).toContain("Ja, definitief verwijderen");
    expect(rowById(id)).toBeDefined();

    const response = await postForm(
      `${server.url}/admin/client-tests`,
      { intent: "delete", id: String(id) },
      { Cookie: adminCookie },
    );
    expect(response.headers.get("location")).toBe("/admin/client-tests");
    expect(rowById(id)).toBeUndefined();
    expect(rowById(keep)).toBeDefined();
    expect(readRows<{ n: number }>(server.dataDir, "SELECT COUNT(*) AS n FROM client_test_responses")[0]!.n).toBe(
      before - 1,
    );

    const after = await expectNoticeOnce(server.url, response, adminCookie, "De intake is verwijderd.");
    expect(after).not.toContain("Wordt Verwijderd");

    // Deleted already (a second tab, a double post): the list says so, once.
    const again = await postForm(
      `${server.url}/admin/client-tests`,
      { intent: "delete", id: String(id) },
      { Cookie: adminCookie },
    );
    await expectNoticeOnce(server.url, again, adminCookie, "Deze intake bestond al niet meer.");
  });

  it("shows the empty state when there are no responses", async () => {
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    db.prepare("delete from client_test_responses").run();
    db.close();
    const text = visibleText(await (await page()).text());
    expect(text).toContain("Nog geen intakes ontvangen");
    expect(text).toContain("Intakes (0)");
  });
});

describe("opened from a link on another site (ADR 0031)", () => {
  const markReadLog = (id: number) =>
    readRows(
      server.dataDir,
      "select id from access_log where action = 'mark-read' and target_table = 'client_test_responses' and target_id = ?",
      id,
    ).length;

  it("shows the response but leaves it unread, with or without the browser's Sec-Fetch-Site", async () => {
    const id = seedResponse("Cora Kruis", { energieniveau: "Moe" });
    for (const site of ["cross-site", "same-site", ""]) {
      const response = await page(`?id=${id}`, adminCookie, site);
      expect(response.status, site).toBe(200);
      const text = visibleText(await response.text());
      expect(text, site).toContain("Cora Kruis");
      expect(text, site).toContain("Markeer als gelezen");
      expect(rowById(id)!.read_at, site).toBeNull();
    }
    expect(markReadLog(id)).toBe(0);
  });

  it("is marked read by the coach's POST, once, with its access-log entry (nobody else's)", async () => {
    const id = seedResponse("Daan Ploeg", { energieniveau: "Onrustig" });
    expect((await page(`?id=${id}`, adminCookie, "cross-site")).status).toBe(200);
    const fields = { intent: "mark-read", id: String(id), pagina: "1" };
    expect((await postForm(`${server.url}/admin/client-tests`, fields)).status).toBe(302);
    expect((await postForm(`${server.url}/admin/client-tests`, fields, { Cookie: outsiderCookie })).status).toBe(403);
    expect(rowById(id)!.read_at).toBeNull();
    const response = await postForm(
      `${server.url}/admin/client-tests`,
      { intent: "mark-read", id: String(id), pagina: "1" },
      { Cookie: adminCookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/client-tests?id=${id}#response`);
    expect(typeof rowById(id)!.read_at).toBe("string");
    expect(markReadLog(id)).toBe(1);
    const again = visibleText(await (await page(`?id=${id}`, adminCookie, "cross-site")).text());
    expect(again).not.toContain("Markeer als gelezen");
  });
});
