import SQLite from "better-sqlite3";
import { get as httpGet } from "node:http";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { parseCsv } from "../support/csv";

/**
 * The admin list screens (product.md §2, §9 dates; D11 guard; D23 paging, CSV,
 * erasure) against the real built server and its real SQLite file.
 */

let server: RunningServer;
let adminCookie: string;
let userCookie: string;

const pages = [
  "/admin/newsletter",
  "/admin/newsletter?tab=actief",
  "/admin/ebooks",
  "/admin/newsletter.csv",
  "/admin/ebooks.csv",
];

interface Subscriber {
  id: number;
  email: string;
  name: string | null;
  tags: string;
  is_active: number;
  subscribed_at: string;
  last_email_sent_at: string | null;
  unsubscribed_at: string | null;
}

/** 60 subscribers (every third inactive) and 55 e-book requests, one a minute apart from 1 March 2026 09:00 UTC. */
function seedLists(dataDir: string): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const start = Date.UTC(2026, 2, 1, 9, 0);
    const subscriber = db.prepare(
      "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, last_email_sent_at, unsubscribed_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    const ebook = db.prepare("insert into ebook_requests (email, name, requested_at, sent_at) values (?, ?, ?, ?)");
    db.transaction(() => {
      for (let i = 1; i <= 60; i++) {
        const at = new Date(start + i * 60_000).toISOString();
        const active = i % 3 !== 0;
        const name =
          i === 60 ? '=HYPERLINK("http://evil")' : i === 59 ? null : i === 58 ? "Kees;=2+3;" : `Abonnee ${i}`;
        subscriber.run(
          `abonnee${i}@voorbeeld.nl`,
          name,
          i === 60 ? JSON.stringify(["burnout", "adhd"]) : "[]",
          active ? 1 : 0,
          at,
          i === 60 ? "2026-07-15T22:30:00.000Z" : null,
          active ? null : new Date(start + i * 60_000 + 3_600_000).toISOString(),
        );
      }
      for (let i = 1; i <= 55; i++) {
        ebook.run(
          `lezer${i}@voorbeeld.nl`,
          i === 55 ? null : `Lezer, "${i}"`,
          new Date(start + i * 60_000).toISOString(),
          null,
        );
      }
    })();
  } finally {
    db.close();
  }
}

function countRows(sql: string): number {
  return first(readRows<{ n: number }>(server.dataDir, sql)).n;
}

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("no row found");
  return row;
}

function get(path: string, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
}

function postDelete(path: string, id: number, cookie: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams({ intent: "delete", id: String(id) }).toString(),
  });
}

beforeAll(async () => {
  server = await startBuiltServer({ APP_SECRET: "admin-lists-integration-secret-0123456789" });
  seedUser(server.dataDir, "coach@voorbeeld.nl");
  seedUser(server.dataDir, "gewoon@voorbeeld.nl", { admin: false });
  seedLists(server.dataDir);
  adminCookie = await loginCookie(server.url, "coach@voorbeeld.nl");
  userCookie = await loginCookie(server.url, "gewoon@voorbeeld.nl");
}, 60_000);

afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("who may see the lists", () => {
  it.each(pages)("sends an anonymous visitor of %s to the login", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin-login");
  });

  it.each(pages)("answers 403 without any data to a signed-in non-admin on %s", async (path) => {
    const response = await get(path, userCookie);
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).not.toContain("abonnee1@voorbeeld.nl");
    expect(body).not.toContain("lezer1@voorbeeld.nl");
    expect(body).not.toContain("Abonnee 1");
  });

  it("lets a non-admin delete nothing", async () => {
    const before = countRows("select count(*) as n from newsletter_subscribers");
    const response = await postDelete("/admin/newsletter", 1, userCookie);
    expect(response.status).toBe(403);
    const ebookResponse = await postDelete("/admin/ebooks", 1, userCookie);
    expect(ebookResponse.status).toBe(403);
    expect(readRows(server.dataDir, "select id from newsletter_subscribers where id = 1")).toHaveLength(1);
    expect(readRows(server.dataDir, "select id from ebook_requests where id = 1")).toHaveLength(1);
    expect(countRows("select count(*) as n from newsletter_subscribers")).toBe(before);
  });

  it("refuses an anonymous delete", async () => {
    const response = await postDelete("/admin/ebooks", 2, "");
    expect(response.status).toBe(302);
    expect(readRows(server.dataDir, "select id from ebook_requests where id = 2")).toHaveLength(1);
  });
});

describe("the newsletter screen", () => {
  it("shows the newest 50 in a table, with Amsterdam times and SPEC's columns", async () => {
    const response = await get("/admin/newsletter", adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain("(60 in totaal)");
    expect(html).toMatch(/<caption[^>]*>Alle abonnees, pagina 1 van 2<\/caption>/);
    for (const column of ["Aangemeld", "Status", "Naam", "E-mail", "Tags", "Laatste e-mail", "Afgemeld"]) {
      expect(html).toContain(`<th scope="col" class="`);
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${column}</th>`));
    }
    // Newest first: subscriber 60 (10:00 UTC = 11:00 in Amsterdam, winter time), down to 11.
    expect(html.indexOf("abonnee60@")).toBeLessThan(html.indexOf("abonnee59@"));
    expect(html).toContain("abonnee11@voorbeeld.nl");
    expect(html).not.toContain("abonnee10@voorbeeld.nl");
    expect(text).toContain("zo 01-03-2026 11:00");
    // Last mail 15 July 22:30 UTC is 16 July 00:30 in Amsterdam (summer time).
    expect(text).toContain("do 16-07-2026 00:30");
    expect(html).toContain('href="mailto:abonnee60@voorbeeld.nl"');
    expect(html).toMatch(/<em[^>]*>Niet opgegeven<\/em>/);
    expect(text).toContain("burnout");
    expect(text).toContain("Geen tags");
    expect(text).toMatch(/Actief/);
    expect(text).toMatch(/Inactief/);
    expect(text).toContain("Pagina 1 van 2");
    expect(html).toMatch(/href="\/admin\/newsletter\?pagina=2"[^>]*>.*Volgende/);
  });

  it("pages to the oldest subscribers", async () => {
    const html = await (await get("/admin/newsletter?pagina=2", adminCookie)).text();
    expect(visibleText(html)).toContain("Pagina 2 van 2");
    expect(html).toContain("abonnee1@voorbeeld.nl");
    expect(html).toContain("abonnee10@voorbeeld.nl");
    expect(html).not.toContain("abonnee11@voorbeeld.nl");
    expect(visibleText(html)).toContain("Vorige");
  });

  it("shows only active subscribers on the active tab, without the Afgemeld column", async () => {
    const html = await (await get("/admin/newsletter?tab=actief", adminCookie)).text();
    const active = readRows<Subscriber>(server.dataDir, "select email from newsletter_subscribers where is_active = 1");
    expect(active.length).toBe(40);
    expect(html).toContain("abonnee59@voorbeeld.nl");
    expect(html).not.toContain("abonnee57@voorbeeld.nl"); // every third is inactive
    expect(html).not.toMatch(/<th scope="col"[^>]*>Afgemeld<\/th>/);
    expect(html).not.toContain(">Inactief<");
    expect(html).toMatch(/aria-current="page"[^>]*>Actieve abonnees|href="\?tab=actief"[^>]*aria-current="page"/);
    expect(visibleText(html)).toContain("Pagina 1 van 1");
  });

  it("exports every subscriber as CSV, equal to the database", async () => {
    const response = await get("/admin/newsletter.csv", adminCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nieuwsbrief-abonnees-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(header).toEqual([
      "id",
      "email",
      "naam",
      "status",
      "tags",
      "aangemeld_op",
      "laatste_email_op",
      "afgemeld_op",
    ]);
    const db = readRows<Subscriber>(
      server.dataDir,
      "select * from newsletter_subscribers order by subscribed_at desc, id desc",
    );
    const expected = db.map((row) => [
      String(row.id),
      row.email,
      row.name?.startsWith("=") ? `'${row.name}` : row.name === "Kees;=2+3;" ? "Kees;'=2+3;" : (row.name ?? ""),
      row.is_active ? "Actief" : "Inactief",
      (JSON.parse(row.tags) as string[]).join(", "),
      row.subscribed_at,
      row.last_email_sent_at ?? "",
      row.unsubscribed_at ?? "",
    ]);
    expect(rows).toEqual(expected);
    expect(rows[0]?.[2]).toBe('\'=HYPERLINK("http://evil")');
  });

  it("quotes every cell and neutralises a formula after a semicolon too (Dutch Excel splits on ;)", async () => {
    const text = (await (await get("/admin/newsletter.csv", adminCookie)).text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter((line) => line !== "");
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect(text).toContain(',"Kees;\'=2+3;",');
    expect(text).toContain(',"\'=HYPERLINK(""http://evil"")",');
  });

  it("streams the export gzip-compressed to a browser, the same bytes as uncompressed", async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpGet(
          `${server.url}/admin/newsletter.csv`,
          { headers: { Cookie: adminCookie, "Accept-Encoding": encoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        ).on("error", reject);
      });
    const plain = await raw("identity");
    const zipped = await raw("gzip, deflate, br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-length"]).toBeUndefined();
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
  });

  it("deletes exactly the chosen subscriber after confirmation", async () => {
    const victim = first(
      readRows<Subscriber>(
        server.dataDir,
        "select * from newsletter_subscribers where email = 'abonnee30@voorbeeld.nl'",
      ),
    );
    const before = countRows("select count(*) as n from newsletter_subscribers");
    // The no-JavaScript confirmation step names the row first.
    const confirm = await (await get(`/admin/newsletter?verwijder=${victim.id}`, adminCookie)).text();
    expect(visibleText(confirm)).toContain("Weet je het zeker?");
    expect(visibleText(confirm)).toContain("abonnee30@voorbeeld.nl");
    const response = await postDelete("/admin/newsletter", victim.id, adminCookie);
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain("De rij is verwijderd.");
    expect(readRows(server.dataDir, "select id from newsletter_subscribers where id = ?", victim.id)).toHaveLength(0);
    expect(countRows("select count(*) as n from newsletter_subscribers")).toBe(before - 1);
  });
});

describe("the e-book downloads screen", () => {
  it("shows the newest 50 with the total, dates and mailto links", async () => {
    const html = await (await get("/admin/ebooks", adminCookie)).text();
    const text = visibleText(html);
    expect(text).toContain("(55 in totaal)");
    for (const column of ["Datum", "Naam", "E-mail"])
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${column}</th>`));
    expect(html).toContain('href="mailto:lezer55@voorbeeld.nl"');
    expect(html.indexOf("lezer55@")).toBeLessThan(html.indexOf("lezer54@"));
    expect(text).toContain("Niet opgegeven");
    expect(text).toContain("zo 01-03-2026 10:55");
    expect(html).not.toContain("lezer5@voorbeeld.nl");
    expect(text).toContain("Pagina 1 van 2");
    const second = await (await get("/admin/ebooks?pagina=2", adminCookie)).text();
    expect(second).toContain("lezer5@voorbeeld.nl");
    expect(second).not.toContain("lezer6@voorbeeld.nl");
  });

  it("exports every request as CSV, equal to the database", async () => {
    const response = await get("/admin/ebooks.csv", adminCookie);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ebook-downloads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    expect(header).toEqual(["id", "email", "naam", "aangevraagd_op", "verstuurd_op"]);
    const db = readRows<{
      id: number;
      email: string;
      name: string | null;
      requested_at: string;
      sent_at: string | null;
    }>(server.dataDir, "select * from ebook_requests order by requested_at desc, id desc");
    expect(rows).toEqual(
      db.map((row) => [String(row.id), row.email, row.name ?? "", row.requested_at, row.sent_at ?? ""]),
    );
    expect(rows.length).toBe(db.length);
  });

  it("deletes exactly the chosen request", async () => {
    const victim = first(
      readRows<{ id: number }>(server.dataDir, "select id from ebook_requests where email = 'lezer7@voorbeeld.nl'"),
    );
    const response = await postDelete("/admin/ebooks", victim.id, adminCookie);
    expect(visibleText(await response.text())).toContain("De rij is verwijderd.");
    expect(readRows(server.dataDir, "select id from ebook_requests where id = ?", victim.id)).toHaveLength(0);
    expect(readRows(server.dataDir, "select id from ebook_requests")).toHaveLength(54);
  });

  it("shows the empty state once nothing is left", async () => {
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    db.exec("delete from ebook_requests");
    db.close();
    const text = visibleText(await (await get("/admin/ebooks", adminCookie)).text());
    expect(text).toContain("Geen e-bookaanvragen gevonden");
    expect(text).not.toContain("in totaal");
  });
});
