import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The access log (ADR 0021): viewing a list, opening an intake, exporting a
 * CSV and deleting a row each leave one entry (who, what, which table and row,
 * when) and nothing of the lead's own data; the log screen shows them.
 */
let server: RunningServer;
let cookie: string;
const admin = "coach@example.nl";
const leadData = ["lid@example.nl", "Lid Lijstmans", "lezer@example.nl", "Cliënt Klaassen", "Geheim antwoord"];
let intakeId: number;
let subscriberId: number;

interface Entry {
  user_email: string;
  action: string;
  target_table: string | null;
  target_id: number | null;
  page: number | null;
  created_at: string;
}
const entries = () =>
  readRows<Entry>(
    server.dataDir,
    "select user_email, action, target_table, target_id, page, created_at from access_log order by id",
  );

beforeAll(async () => {
  server = await startBuiltServer();
  seedUser(server.dataDir, admin);
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  subscriberId = Number(
    db
      .prepare("insert into newsletter_subscribers (email, name, is_active, subscribed_at) values (?, ?, 1, ?)")
      .run("lid@example.nl", "Lid Lijstmans", now).lastInsertRowid,
  );
  db.prepare("insert into ebook_requests (email, name, requested_at) values (?, ?, ?)").run(
    "lezer@example.nl",
    null,
    now,
  );
  intakeId = Number(
    db
      .prepare(
        "insert into client_test_responses (client_name, submitted_at, consent_at, energieniveau) values (?, ?, ?, ?)",
      )
      .run("Cliënt Klaassen", now, now, "Geheim antwoord").lastInsertRowid,
  );
  db.close();
  cookie = await loginCookie(server.url, admin);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

// As the coach's browser navigating within the portal (only such a GET may mark an intake read).
const get = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });

describe("access log", () => {
  it("records a list view with its page, an export and a delete, without lead data", async () => {
    expect((await get("/admin/newsletter?pagina=1")).status).toBe(200);
    const csv = await get("/admin/ebooks.csv");
    expect(await csv.text()).toContain("lezer@example.nl");
    const deleted = await postForm(
      `${server.url}/admin/newsletter`,
      { intent: "delete", id: String(subscriberId) },
      { Cookie: cookie },
    );
    expect(deleted.status).toBe(200);
    // A delete of a row that is not there is no access to lead data.
    await postForm(`${server.url}/admin/newsletter`, { intent: "delete", id: "999" }, { Cookie: cookie });

    expect(entries().map(({ created_at: _, ...entry }) => entry)).toEqual([
      { user_email: admin, action: "view-list", target_table: "newsletter_subscribers", target_id: null, page: 1 },
      { user_email: admin, action: "export", target_table: "ebook_requests", target_id: null, page: null },
      {
        user_email: admin,
        action: "delete",
        target_table: "newsletter_subscribers",
        target_id: subscriberId,
        page: null,
      },
      // Each answer to a delete shows the list again: that is a view too.
      { user_email: admin, action: "view-list", target_table: "newsletter_subscribers", target_id: null, page: 1 },
      { user_email: admin, action: "view-list", target_table: "newsletter_subscribers", target_id: null, page: 1 },
    ]);
    const log = JSON.stringify(readRows(server.dataDir, "select * from access_log"));
    for (const value of leadData) expect(log).not.toContain(value);
  });

  it("records opening an intake, marking it read only the first time, and deleting it", async () => {
    const before = entries().length;
    expect((await get(`/admin/client-tests?id=${intakeId}`)).status).toBe(200);
    expect((await get(`/admin/client-tests?id=${intakeId}`)).status).toBe(200);
    expect((await get("/admin/client-tests.csv")).status).toBe(200);
    const deleted = await postForm(
      `${server.url}/admin/client-tests`,
      { intent: "delete", id: String(intakeId) },
      { Cookie: cookie },
    );
    expect(deleted.status).toBe(303);
    const table = "client_test_responses";
    expect(
      entries()
        .slice(before)
        .map(({ action, target_table, target_id }) => [action, target_table, target_id]),
    ).toEqual([
      ["view-list", table, null],
      ["view-detail", table, intakeId],
      ["mark-read", table, intakeId],
      ["view-list", table, null],
      ["view-detail", table, intakeId],
      ["export", table, null],
      ["delete", table, intakeId],
    ]);
  });

  it("shows the entries newest first with Dutch labels and dd/MM/yyyy HH:mm dates", async () => {
    const response = await get("/admin/access-log");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = visibleText(await response.text());
    for (const label of [
      "Toegangslog",
      "Lijst bekeken",
      "Details bekeken",
      "Gemarkeerd als gelezen",
      "CSV geëxporteerd",
      "Verwijderd",
      "Nieuwsbriefabonnees",
      "Intakes",
    ])
      expect(text).toContain(label);
    expect(text).toMatch(/(ma|di|wo|do|vr|za|zo) \d{2}-\d{2}-\d{4} \d{2}:\d{2} coach@example\.nl Verwijderd Intakes/);
    // Newest first: the intake delete comes before the newsletter list view.
    expect(text.indexOf(`Verwijderd Intakes ${intakeId}`)).toBeLessThan(
      text.indexOf("Lijst bekeken Nieuwsbriefabonnees"),
    );
    for (const value of leadData) expect(text).not.toContain(value);
  });

  it("pages the log 50 entries at a time, oldest on the last page", async () => {
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(
      "insert into access_log (user_id, user_email, action, target_table, page, created_at) values (1, ?, 'view-list', 'ebook_requests', 1, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < 60; i++) insert.run("oud@example.nl", new Date(Date.UTC(2025, 0, 1, 8, i)).toISOString());
    })();
    db.close();
    const first = visibleText(await (await get("/admin/access-log")).text());
    const pages = Math.ceil(entries().length / 50);
    expect(first).toContain(`Pagina 1 van ${pages}`);
    expect(first).not.toContain("wo 01-01-2025 09:00");
    const last = visibleText(await (await get(`/admin/access-log?pagina=${pages}`)).text());
    // 08:00 UTC is 09:00 in Amsterdam: the oldest entry closes the last page.
    expect(last).toMatch(/wo 01-01-2025 09:01 oud@example\.nl Lijst bekeken E-bookaanvragen - 1 wo 01-01-2025 09:00/);
  });
});
