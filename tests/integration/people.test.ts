import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminNewsletter } from "../../app/content/admin-lists";
import { adminPeople } from "../../app/content/admin-people";
import { loginCookie, seedUser } from "../support/admin";
import { lookupForTest, readOpenedRows, readRows, sealedForTest, seedPerson } from "../support/database";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { submitSelfTest } from "../support/sample-leads";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * People (D28, ADR 0051) against the built server and its SQLite
 * file: the intake's contact fields, one row per address across the lead
 * forms, search, filters and paging, the card's notes (sealed) and status, and
 * both in the data-request export and erasure.
 */
const coach = "coach@example.nl";
const outsider = "gast@example.nl";
let server: RunningServer;
let adminCookie: string;
let guestCookie: string;
let client = 0;

const unique = (label: string) => `${label}-${randomBytes(4).toString("hex")}@voorbeeld.nl`;

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  client += 1;
  return postForm(`${server.url}${path}`, fields, { "X-Forwarded-For": `198.51.100.${client}`, ...headers });
}

async function adminPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: adminCookie } });
  return { status: response.status, html: await response.text() };
}

function intake(fields: Record<string, string>) {
  return post("/client-test", { consent: "ja", energieniveau: "Laag sinds de zomer", ...fields });
}

function cardPath(email: string): string {
  return `/admin/mensen/${lookupForTest(server.dataDir, email)}`;
}

/** The people rows, in the list's order, with the address opened. */
function peopleRows(): { email: string; newsletter: number; ebook: number; selftest: number; intake: number }[] {
  return readOpenedRows(server.dataDir, "people", "select * from people order by last_activity_at desc");
}

beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "true" });
  seedUser(server.dataDir, coach);
  seedUser(server.dataDir, outsider, { admin: false });
  adminCookie = await loginCookie(server.url, coach);
  guestCookie = await loginCookie(server.url, outsider);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("the intake asks how to reach the person (D28)", () => {
  it("stores the address and phone sealed with a look-up, and shows them in the intake screen and on the card", async () => {
    const email = unique("jan");
    const response = await intake({
      client_name: "Jan de Vries",
      email: ` ${email.toUpperCase()} `,
      phone: "06 1234 5678",
    });
    expect(response.status).toBe(303);

    const [raw] = readRows<{ id: number; email: string; phone: string; email_lookup: string }>(
      server.dataDir,
      "select id, email, phone, email_lookup from client_test_responses where email_lookup = ?",
      lookupForTest(server.dataDir, email),
    );
    expect(raw?.email).toMatch(/^enc:v1:/);
    expect(raw?.phone).toMatch(/^enc:v1:/);

    const screen = visibleText((await adminPage(`/admin/client-tests?id=${raw?.id}`)).html);
    expect(screen).toContain(email);
    expect(screen).toContain("06 1234 5678");

    const card = await adminPage(cardPath(email));
    expect(card.status).toBe(200);
    const text = visibleText(card.html);
    expect(text).toContain(email);
    expect(text).toContain("Jan de Vries");
    expect(text).toContain("06 1234 5678");
    expect(text).toContain("Laag sinds de zomer");
    expect(card.html).toContain(`href="mailto:${email}"`);
  });

  it.each([
    ["no address", { email: "" }, "email", "Vul alstublieft uw e-mailadres in."],
    ["two addresses", { email: "a@example.nl,b@example.nl" }, "email", undefined],
    ["a phone number with letters", { phone: "bel me 0612" }, "phone", "Dit telefoonnummer klopt niet"],
    ["a phone number too short", { phone: "12345" }, "phone", "Dit telefoonnummer klopt niet"],
  ])("refuses %s next to the field, keeps what was typed and stores nothing", async (_, change, field, message) => {
    const before = readRows(server.dataDir, "select count(*) as n from client_test_responses");
    const fields = { client_name: "Testpersoon", email: unique("fout"), ...change };
    const response = await intake(fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    const shown = fieldMessage(html, field);
    expect(shown).toBeTruthy();
    if (message) expect(shown).toContain(message);
    expect(html).toMatch(/<input[^>]*name="client_name"[^>]*value="Testpersoon"/);
    expect(readRows(server.dataDir, "select count(*) as n from client_test_responses")).toEqual(before);
  });
});

describe("/admin/mensen", () => {
  it("shows one row for an address that did the self-test and asked for the e-book (any case)", async () => {
    const email = unique("sanne");
    await submitSelfTest(server.url, email);
    expect((await post("/ebook-download", { email: email.toUpperCase(), name: "Sanne Visser" })).status).toBeLessThan(
      500,
    );
    const rows = peopleRows().filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ selftest: 1, ebook: 1, newsletter: 0 });

    const list = await adminPage(`/admin/mensen?q=${encodeURIComponent("sanne visser")}`);
    const text = visibleText(list.html);
    expect(text.split(email)).toHaveLength(2);
    expect(text).toContain(adminPeople.kinds.selftest);
    expect(text).toContain(adminPeople.kinds.ebook);
  });

  it("shows a subscriber's consent proof and tags on the card, and forgets an address deleted from the newsletter list", async () => {
    const email = unique("afmelder");
    const at = new Date().toISOString();
    // A subscriber as the double opt-in's confirmation leaves one (that flow: newsletter.test.ts).
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.prepare(
      `insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at, consent_signup_at,
         consent_confirmed_at, consent_source, consent_text, consent_version) values (?, ?, '["ebook"]', 1, ?, ?, ?, 'ebook', ?, 'v1')`,
    ).run(email, "Bas Afmelder", at, at, at, "Stuur me ook de nieuwsbrief");
    seedPerson(db, server.dataDir, { email, name: "Bas Afmelder", at, kind: "newsletter" });
    const someoneElse = unique("ander");
    seedPerson(db, server.dataDir, { email: someoneElse, at, kind: "ebook" });
    db.close();
    await submitSelfTest(server.url, email);
    const cardPath = `/admin/mensen/${lookupForTest(server.dataDir, email)}`;
    const card = (await adminPage(cardPath)).html;
    expect(visibleText(card)).toContain(adminPeople.card.consentTitle);
    expect(visibleText(card)).toContain("Stuur me ook de nieuwsbrief");
    expect(card).toContain(`aria-label="${adminNewsletter.removeTag("ebook", email)}"`);
    const [subscriber] = readRows<{ id: number }>(
      server.dataDir,
      "select id from newsletter_subscribers where email = ?",
      email,
    );
    const tagsNow = () =>
      readRows<{ tags: string }>(
        server.dataDir,
        "select tags from newsletter_subscribers where id = ?",
        subscriber!.id,
      )[0]?.tags;
    // The coach tags the subscription from the card (ADR 0056), and only this person's own.
    const tagged = await post(
      cardPath,
      { intent: "add-tag", id: String(subscriber!.id), tag: "coaching" },
      { Cookie: adminCookie },
    );
    expect(tagged.status).toBe(200);
    expect(tagsNow()).toBe('["coaching","ebook"]');
    const other = await post(
      `/admin/mensen/${lookupForTest(server.dataDir, someoneElse)}`,
      { intent: "remove-tag", id: String(subscriber!.id), tag: "ebook" },
      { Cookie: adminCookie },
    );
    expect(other.status).toBe(404);
    expect(tagsNow()).toBe('["coaching","ebook"]');
    const deleted = await post(
      "/admin/newsletter",
      { intent: "delete", id: String(subscriber?.id) },
      { Cookie: adminCookie },
    );
    expect(deleted.status).toBe(200);
    const [person] = readRows<{ search_text: string; newsletter: number; selftest: number }>(
      server.dataDir,
      "select search_text, newsletter, selftest from people where email_lookup = ?",
      lookupForTest(server.dataDir, email),
    );
    expect(person).toEqual({ search_text: "", newsletter: 0, selftest: 1 });
    expect(visibleText((await adminPage("/admin/mensen?q=afmelder")).html)).not.toContain(email);
  });

  it("finds a sealed-only person by the whole address and by a whole word of the name, never by a fragment of a sealed one", async () => {
    const email = unique("verborgen");
    expect((await intake({ client_name: "Kees Brouwer", email })).status).toBe(303);
    // The intake holds the address sealed: no part of it is searchable in clear.
    expect(visibleText((await adminPage(`/admin/mensen?q=${encodeURIComponent(email)}`)).html)).toContain(email);
    expect(visibleText((await adminPage("/admin/mensen?q=brouwer")).html)).toContain(email);
    expect(visibleText((await adminPage(`/admin/mensen?q=${email.slice(0, 12)}`)).html)).not.toContain(email);
  });

  it("filters by what they did and by status, newest first, 50 a page", async () => {
    const db = new SQLite(join(server.dataDir, "site.db"));
    const marker = randomBytes(3).toString("hex");
    try {
      for (let n = 0; n < 55; n++) {
        const at = new Date(Date.UTC(2020, 0, 1, 0, n)).toISOString();
        seedPerson(db, server.dataDir, { email: `pagina-${marker}-${n}@voorbeeld.nl`, at, kind: "newsletter" });
      }
      seedPerson(db, server.dataDir, {
        email: `client-${marker}@voorbeeld.nl`,
        at: new Date(Date.UTC(2019, 0, 1)).toISOString(),
        kind: "appointment",
        status: "client",
      });
    } finally {
      db.close();
    }
    const first = visibleText((await adminPage(`/admin/mensen?q=pagina-${marker}`)).html);
    expect(first).toContain(adminPeople.total(55));
    expect(first).toContain("Pagina 1 van 2");
    expect(first.indexOf(`pagina-${marker}-54@`)).toBeLessThan(first.indexOf(`pagina-${marker}-53@`));
    expect(first).not.toContain(`pagina-${marker}-4@`);
    const second = visibleText((await adminPage(`/admin/mensen?q=pagina-${marker}&pagina=2`)).html);
    expect(second).toContain(`pagina-${marker}-4@`);
    expect(second).toContain(`pagina-${marker}-0@`);

    const clients = visibleText((await adminPage(`/admin/mensen?status=client&deed=appointment`)).html);
    expect(clients).toContain(`client-${marker}@`);
    expect(clients).not.toContain(`pagina-${marker}`);
    const none = visibleText((await adminPage(`/admin/mensen?q=pagina-${marker}&deed=intake`)).html);
    expect(none).toContain(adminPeople.emptyFiltered);
  });

  it("pages a search with over 1,000 matches along the activity index, newest first (ADR 0063)", async () => {
    const db = new SQLite(join(server.dataDir, "site.db"));
    const marker = randomBytes(3).toString("hex");
    const count = 1_010;
    try {
      db.transaction(() => {
        for (let n = 0; n < count; n++) {
          const at = new Date(Date.UTC(2018, 0, 1, 0, n)).toISOString();
          const status = n % 2 === 0 ? "client" : "nieuw";
          seedPerson(db, server.dataDir, { email: `veel-${marker}-${n}@voorbeeld.nl`, at, kind: "ebook", status });
        }
      })();
    } finally {
      db.close();
    }
    const first = visibleText((await adminPage(`/admin/mensen?q=veel-${marker}`)).html);
    expect(first).toContain(adminPeople.total(count));
    expect(first).toContain("Pagina 1 van 21");
    expect(first.indexOf(`veel-${marker}-1009@`)).toBeLessThan(first.indexOf(`veel-${marker}-960@`));
    expect(first).not.toContain(`veel-${marker}-959@`);
    const last = visibleText((await adminPage(`/admin/mensen?q=veel-${marker}&pagina=21`)).html);
    expect(last.indexOf(`veel-${marker}-9@`)).toBeLessThan(last.indexOf(`veel-${marker}-0@`));
    expect(last).not.toContain(`veel-${marker}-10@`);
    const clients = visibleText((await adminPage(`/admin/mensen?q=veel-${marker}&status=client`)).html);
    expect(clients).toContain(adminPeople.total(count / 2));
    expect(clients).toContain(`veel-${marker}-1008@`);
    expect(clients).not.toContain(`veel-${marker}-1009@`);
  });
});

describe("the person card", () => {
  it("saves a note sealed at rest and a status, logs both and the view, and deletes a note", async () => {
    const email = unique("notitie");
    expect((await intake({ client_name: "Eva Bos", email })).status).toBe(303);
    const path = cardPath(email);
    const note = `Belde terug op dinsdag ${randomBytes(3).toString("hex")}`;
    expect((await post(path, { intent: "notitie", note }, { Cookie: adminCookie })).status).toBe(200);
    expect((await post(path, { intent: "status", status: "in-gesprek" }, { Cookie: adminCookie })).status).toBe(200);

    const [person] = readRows<{ id: number; status: string }>(
      server.dataDir,
      "select id, status from people where email_lookup = ?",
      lookupForTest(server.dataDir, email),
    );
    expect(person?.status).toBe("in-gesprek");
    const [raw] = readRows<{ id: number; body: string }>(
      server.dataDir,
      "select id, body from person_notes where person_id = ?",
      person?.id,
    );
    expect(raw?.body).toMatch(/^enc:v1:/);
    expect(raw?.body).not.toContain("dinsdag");

    const text = visibleText((await adminPage(path)).html);
    expect(text).toContain(note);
    expect(text).toContain(adminPeople.statuses["in-gesprek"]);
    const logged = readRows<{ action: string }>(
      server.dataDir,
      "select action from access_log where target_table = 'people' and target_id = ? order by id",
      person?.id,
    ).map((row) => row.action);
    expect(logged).toEqual(expect.arrayContaining(["note-added", "status-changed", "view-detail"]));

    expect((await post(path, { intent: "notitie", note: "   " }, { Cookie: adminCookie })).status).toBe(400);
    expect((await post(path, { intent: "status", status: "baas" }, { Cookie: adminCookie })).status).toBe(400);
    expect(
      (await post(path, { intent: "notitie-verwijderen", id: String(raw?.id) }, { Cookie: adminCookie })).status,
    ).toBe(200);
    expect(readRows(server.dataDir, "select id from person_notes where person_id = ?", person?.id)).toEqual([]);
  });

  it("links an intake from before D28 only when the coach picks it", async () => {
    const email = unique("oud");
    await submitSelfTest(server.url, email);
    const db = new SQLite(join(server.dataDir, "site.db"));
    let id = 0;
    try {
      const now = new Date().toISOString();
      const row = sealedForTest(server.dataDir, "client_test_responses", {
        client_name: "Oude Intake",
        energieniveau: "Oud antwoord",
      });
      id = Number(
        db
          .prepare(
            "insert into client_test_responses (client_name, submitted_at, consent_at, energieniveau) values (?, ?, ?, ?)",
          )
          .run(row.client_name, now, now, row.energieniveau).lastInsertRowid,
      );
    } finally {
      db.close();
    }
    const path = cardPath(email);
    const before = visibleText((await adminPage(path)).html);
    expect(before).not.toContain("Oud antwoord");
    expect(before).toContain("Oude Intake");

    expect((await post(path, { intent: "intake-koppelen", intake: String(id) }, { Cookie: adminCookie })).status).toBe(
      200,
    );
    expect(visibleText((await adminPage(path)).html)).toContain("Oud antwoord");
    // Linked once: a second link (to anyone) is refused.
    expect((await post(path, { intent: "intake-koppelen", intake: String(id) }, { Cookie: adminCookie })).status).toBe(
      400,
    );
  });

  it("is in the data-request export with its notes and status, and erasure removes them", async () => {
    const email = unique("avg");
    await submitSelfTest(server.url, email);
    const path = cardPath(email);
    await post(path, { intent: "notitie", note: "Wil in januari starten" }, { Cookie: adminCookie });
    await post(path, { intent: "status", status: "kennismaking-gepland" }, { Cookie: adminCookie });

    const [person] = readRows<{ id: number }>(
      server.dataDir,
      "select id from people where email_lookup = ?",
      lookupForTest(server.dataDir, email),
    );
    const exported = await post("/admin/data-requests/export", { email, name: "" }, { Cookie: adminCookie });
    expect(exported.status).toBe(200);
    const body = JSON.parse(await exported.text()) as {
      person: { status: string }[];
      personNotes: { body: string }[];
      selfTestResults: unknown[];
    };
    expect(body.person.map((row) => row.status)).toEqual(["kennismaking-gepland"]);
    expect(body.personNotes.map((row) => row.body)).toEqual(["Wil in januari starten"]);
    expect(body.selfTestResults).toHaveLength(1);

    const found = await post(
      "/admin/data-requests",
      { intent: "bevestigen", email, name: "" },
      { Cookie: adminCookie },
    );
    const keys = [...(await found.text()).matchAll(/<input[^>]*name="match"[^>]*>/g)].map(
      (match) => /value="([^"]+)"/.exec(match[0])?.[1] ?? "",
    );

    expect(keys).toEqual(
      expect.arrayContaining([expect.stringMatching(/^person:/), expect.stringMatching(/^personNotes:/)]),
    );
    const fields = new URLSearchParams({ intent: "wissen", email, name: "" });
    for (const key of keys) fields.append("match", key);
    const erased = await fetch(`${server.url}/admin/data-requests`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: adminCookie },
      body: fields.toString(),
    });
    expect(erased.status).toBe(200);
    expect(
      readRows(server.dataDir, "select id from people where email_lookup = ?", lookupForTest(server.dataDir, email)),
    ).toEqual([]);
    expect(readRows(server.dataDir, "select id from person_notes where person_id = ?", person?.id)).toEqual([]);
    expect((await adminPage(path)).status).toBe(404);
  });

  it("refuses a visitor and a non-admin, and a made-up key is a 404", async () => {
    const email = unique("geheim");
    await submitSelfTest(server.url, email);
    const path = cardPath(email);
    const guest = await fetch(`${server.url}${path}`, { headers: { Cookie: guestCookie } });
    expect(guest.status).toBe(403);
    expect(await guest.text()).not.toContain(email);
    expect((await fetch(`${server.url}${path}`, { redirect: "manual" })).status).toBe(302);
    expect((await post(path, { intent: "notitie", note: "x" }, { Cookie: guestCookie })).status).toBe(403);
    expect((await adminPage("/admin/mensen/niet-bestaand")).status).toBe(404);
    expect((await adminPage(`/admin/mensen/${"A".repeat(43)}`)).status).toBe(404);
  });
});
