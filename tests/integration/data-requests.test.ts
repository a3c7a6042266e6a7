import SQLite from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { readOpenedRows, readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * The data-request screen /admin/data-requests against the real built server,
 * its SQLite file and its outbox folder (no SMTP: every mail is a file there):
 * export and erasure of everything stored for one person, nobody else's.
 */
const coach = "coach@example.nl";
const outsider = "gebruiker@example.nl";
const path = "/admin/data-requests";

let server: RunningServer;
let adminCookie: string;
let outsiderCookie: string;
let clientCounter = 0;

interface Person {
  email: string;
  name: string;
  marker: string;
}

function person(label: string): Person {
  const marker = randomBytes(5).toString("hex");
  return { email: `${label}-${marker}@voorbeeld.nl`, name: `${label} ${marker}`, marker };
}

const subject = person("persoon");
const other = person("ander");

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  clientCounter += 1;
  return postForm(url, fields, { "X-Forwarded-For": `203.0.113.${clientCounter}`, ...headers });
}

/** Leaves a trace of the person in every place the site stores one. */
async function storeEverything(who: Pick<Person, "email" | "name">): Promise<void> {
  expect((await post(`${server.url}/nieuwsbrief`, { email: who.email, name: who.name })).status).toBe(200);
  expect((await post(`${server.url}/ebook-download`, { email: who.email, name: who.name })).status).toBeLessThan(500);
  const test: Record<string, string> = { view: "12", email: who.email, consent: "ja", website: "", intent: "submit" };
  for (let index = 0; index < 12; index++) test[`q${index + 1}`] = String(index % 4);
  expect((await post(`${server.url}/test`, test)).status).toBe(302);
  const intake = { client_name: who.name, email: who.email, eerdere_hulp: `Mail me op ${who.email}`, consent: "ja" };
  expect((await post(`${server.url}/client-test`, intake)).status).toBe(303);
  await post(`${server.url}/admin-login`, { intent: "login", email: who.email, password: "verkeerd-wachtwoord" });
  // A mail the queue gave up on (the newsletter welcome itself is sent at once).
  const db = new SQLite(join(server.dataDir, "site.db"));
  try {
    const now = new Date().toISOString();
    db.prepare(
      "insert into mail_queue (mail, subscriber_id, created_at, attempts, next_attempt_at, last_error) values (?, null, ?, 6, ?, 'down')",
    ).run(JSON.stringify({ to: who.email, subject: "Welkom", heading: "Hoi", paragraphs: [] }), now, now);
  } finally {
    db.close();
  }
}

/** Every row of every table, for 'nothing changed' checks (the access log records the looking itself). */
function snapshot(): string {
  const tables = readRows<{ name: string }>(
    server.dataDir,
    // people_search* is the full-text index of `people` (ADR 0051), derived from it and partly without rowids;
    // mail_queue is emptied by the server's mail worker on its own time (the coach's notices of the seeded leads).
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'people_search%' and name not in ('sessions', 'rate_limit_hits', 'access_log', 'mail_queue') order by name",
  );
  return JSON.stringify(tables.map(({ name }) => readRows(server.dataDir, `select * from "${name}" order by rowid`)));
}

/** Rows in any table with a column that mentions the text (sealed columns opened). */
function rowsMentioning(text: string): string[] {
  const needle = text.toLowerCase();
  const tables = readRows<{ name: string }>(
    server.dataDir,
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows =
      name === "client_test_responses" || name === "test_results"
        ? readOpenedRows<Record<string, unknown>>(server.dataDir, name, `select * from "${name}"`)
        : readRows<Record<string, unknown>>(server.dataDir, `select * from "${name}"`);
    for (const row of rows) {
      if (Object.values(row).some((value) => typeof value === "string" && value.toLowerCase().includes(needle))) {
        found.push(name);
      }
    }
  }
  return found;
}

function outboxMentioning(text: string): number {
  const outbox = join(server.dataDir, "outbox");
  if (!existsSync(outbox)) return 0;
  return readdirSync(outbox).filter((file) => readFileSync(join(outbox, file), "utf8").toLowerCase().includes(text))
    .length;
}

function rawDatabaseMentions(text: string): boolean {
  return ["site.db", "site.db-wal"]
    .map((name) => join(server.dataDir, name))
    .filter((file) => existsSync(file))
    .some((file) => readFileSync(file).includes(text));
}

function ask(intent: string, who: Pick<Person, "email" | "name">, cookie = adminCookie, url = `${server.url}${path}`) {
  return postForm(url, { intent, email: who.email, name: who.name }, { Cookie: cookie });
}

/** The checkboxes of a page: each record's key, whether it is ticked, and the text beside it. */
function choicesIn(html: string): { key: string; ticked: boolean; label: string }[] {
  return [...html.matchAll(/<input([^>]*name="match"[^>]*)>\s*<label[^>]*>([\s\S]*?)<\/label>/g)].map(
    ([, input, label]) => ({
      key: /value="([^"]*)"/.exec(input ?? "")?.[1] ?? "",
      ticked: / checked=""/.test(input ?? ""),
      label: visibleText(label ?? "").trim(),
    }),
  );
}

/** The confirmation step's checkboxes, reached without a choice made before (as a hand-made post would). */
async function confirmationChoices(who: Pick<Person, "email" | "name">) {
  return choicesIn(await (await ask("bevestigen", who)).text());
}

/** Posts the erasure with only the given checkboxes ticked (a plain form post, as without JavaScript). */
function eraseTicked(who: Pick<Person, "email" | "name">, keys: string[]) {
  const body = new URLSearchParams([
    ["intent", "wissen"],
    ["email", who.email],
    ["name", who.name],
    ...keys.map((key) => ["match", key]),
  ]);
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: adminCookie },
    body: body.toString(),
  });
}

beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "true" });
  seedUser(server.dataDir, coach);
  seedUser(server.dataDir, outsider, { admin: false });
  adminCookie = await loginCookie(server.url, coach);
  outsiderCookie = await loginCookie(server.url, outsider);
  await storeEverything(subject);
  await storeEverything(other);
  // The mails of both (self-test analysis, newsletter welcome, e-book) have been written to the outbox.
  for (;;) {
    if (outboxMentioning(subject.email) >= 2 && outboxMentioning(other.email) >= 2) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 60_000);
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("someone who is not an admin", () => {
  it("is sent to the login (anonymous) or refused (no admin rights), and nothing changes", async () => {
    const before = snapshot();
    const anonymous = await ask("wissen", subject, "");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    const refused = await ask("wissen", subject, outsiderCookie);
    expect(refused.status).toBe(403);
    for (const cookie of ["", outsiderCookie]) {
      const exported = await ask("exporteren", subject, cookie, `${server.url}${path}/export`);
      expect([302, 403]).toContain(exported.status);
      expect(await exported.text()).not.toContain(subject.email);
    }
    const page = await fetch(`${server.url}${path}`, { headers: { Cookie: outsiderCookie } });
    expect(page.status).toBe(403);
    expect(snapshot()).toBe(before);
    expect(outboxMentioning(subject.email)).toBeGreaterThan(0);
  });
});

describe("the coach", () => {
  it("finds what is stored for the address, kind by kind", async () => {
    const response = await ask("zoeken", subject);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain(`Gevonden voor ${subject.email}`);
    for (const kind of [
      // A signup waits for its confirmation (double opt-in, D26) and is found as such.
      "Nieuwsbrief, nog niet bevestigd (1)",
      "E-bookaanvragen (1)",
      "Zelftest-uitslagen (1)",
      "Intakevragenlijsten (1)",
    ]) {
      expect(text).toContain(kind);
    }
    expect(text).toContain(`${subject.name}, ingestuurd`);
    expect(text).not.toContain(other.email);
  });

  it("downloads every record of that person as JSON, and nothing of anyone else", async () => {
    const response = await ask("exporteren", subject, adminCookie, `${server.url}${path}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="gegevensverzoek-.*\.json"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.text();
    const exported = JSON.parse(body) as Record<string, unknown[]>;
    expect(exported.newsletterPending).toEqual([
      expect.objectContaining({ email: subject.email, name: subject.name, consent_version: expect.any(String) }),
    ]);
    expect(exported.ebookRequests).toEqual([expect.objectContaining({ email: subject.email })]);
    expect(exported.selfTestResults).toEqual([
      expect.objectContaining({ email: subject.email, answers: [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3] }),
    ]);
    expect(exported.intakeResponses).toEqual([
      expect.objectContaining({ client_name: subject.name, eerdere_hulp: `Mail me op ${subject.email}` }),
    ]);
    expect(exported.healthDataConsents).toHaveLength(2);
    expect(exported.queuedMails).toEqual([
      expect.objectContaining({ mail: expect.objectContaining({ to: subject.email }) }),
    ]);
    expect(exported.loginAttempts?.length).toBeGreaterThan(0);
    expect(exported.outboxMails?.length).toBe(outboxMentioning(subject.email));
    expect(body).not.toContain(other.marker);
  });

  it("is asked to confirm before anything is erased", async () => {
    const before = snapshot();
    const response = await ask("bevestigen", subject);
    const text = visibleText(await response.text());
    expect(text).toContain(`Gegevens van ${subject.email} wissen?`);
    expect(text).toContain("Dit kan niet ongedaan worden gemaakt.");
    expect(snapshot()).toBe(before);
  });

  it("erases the person everywhere in one go, down to the database file's bytes, and keeps everyone else", async () => {
    const othersBefore = rowsMentioning(other.marker).length;
    const choices = await confirmationChoices(subject);
    expect(choices.length).toBeGreaterThanOrEqual(7);
    const response = await eraseTicked(
      subject,
      choices.map((choice) => choice.key),
    );
    expect(response.status).toBe(200);
    expect(visibleText(await response.text())).toContain(`Alle gegevens van ${subject.email} zijn gewist`);

    expect(rowsMentioning(subject.email)).toEqual([]);
    expect(rowsMentioning(subject.marker)).toEqual([]);
    expect(outboxMentioning(subject.email)).toBe(0);
    expect(rawDatabaseMentions(subject.email)).toBe(false);
    expect(rawDatabaseMentions(subject.marker)).toBe(false);

    expect(rowsMentioning(other.marker).length).toBe(othersBefore);
    expect(outboxMentioning(other.email)).toBeGreaterThan(0);

    const again = visibleText(await (await ask("zoeken", subject)).text());
    expect(again).toContain("Er is niets opgeslagen voor dit e-mailadres.");
  });

  it("leaves a trail in the access log of every look, download and erasure, without the person's address", async () => {
    const log = readRows<{ action: string; user_email: string; target_table: string | null }>(
      server.dataDir,
      "select action, user_email, target_table from access_log where action like 'data-request-%' order by id",
    );
    const actions = new Set(log.map((row) => row.action));
    expect(actions).toEqual(new Set(["data-request-find", "data-request-export", "data-request-erase"]));
    expect(log.every((row) => row.user_email === coach && row.target_table === null)).toBe(true);
    expect(JSON.stringify(readRows(server.dataDir, "select * from access_log"))).not.toContain(subject.email);
  });

  it("gets a Dutch message for an address that is not one, and nothing changes", async () => {
    const before = snapshot();
    const response = await postForm(
      `${server.url}${path}`,
      { intent: "wissen", email: "geen-adres" },
      { Cookie: adminCookie },
    );
    expect(response.status).toBe(400);
    expect(visibleText(await response.text())).toContain("Dit e-mailadres klopt niet.");
    expect(snapshot()).toBe(before);
  });
});

describe("two people whose addresses overlap as text (an@ inside jan@)", () => {
  const an = { email: "an@example.com", name: "An Smit" };
  const jan = { email: "jan@example.com", name: "Jan Berg" };
  // A third person's intake that names an@ in passing: found for an@, and the coach unticks it.
  const colleague = { name: "Piet Vos", stress: "Mijn collega an@example.com vraagt te veel van me." };

  function outboxTo(email: string): string[] {
    const outbox = join(server.dataDir, "outbox");
    return readdirSync(outbox).filter(
      (file) =>
        /^to: (.*)$/im
          .exec(readFileSync(join(outbox, file), "utf8"))?.[1]
          ?.trim()
          .toLowerCase() === email,
    );
  }

  function intakeNames(): string[] {
    return readOpenedRows<{ client_name: string }>(
      server.dataDir,
      "client_test_responses",
      "select * from client_test_responses order by id",
    ).map((row) => row.client_name);
  }

  function queuedTo(email: string): number {
    return readRows<{ mail: string }>(server.dataDir, "select mail from mail_queue").filter(
      (row) => (JSON.parse(row.mail) as { to: string }).to === email,
    ).length;
  }

  beforeAll(async () => {
    await storeEverything(an);
    await storeEverything(jan);
    const intake = {
      client_name: colleague.name,
      email: "collega@example.nl",
      stressfactoren: colleague.stress,
      consent: "ja",
    };
    expect((await post(`${server.url}/client-test`, intake)).status).toBe(303);
    // Every mail of both has been written to the outbox: their queues hold only the row it gave up on.
    // (Waiting for two in the outbox let a third arrive during the erasure, on a fast machine.)
    for (;;) {
      if (queuedTo(an.email) === 1 && queuedTo(jan.email) === 1 && outboxTo(an.email).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 60_000);

  it("exports an@'s records and nothing of jan's: not his intake, mails, queue rows or login attempts", async () => {
    const response = await ask("exporteren", an, adminCookie, `${server.url}${path}/export`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(jan.email);
    expect(body).not.toContain(jan.name);
    const exported = JSON.parse(body) as Record<string, { client_name?: string; file?: string }[]>;
    // The colleague's intake only mentions an@ (ADR 0086): not in the export unless the coach ticks it.
    expect(exported.intakeResponses?.map((row) => row.client_name)).toEqual([an.name]);
    expect(exported.outboxMails?.map((mail) => mail.file).sort()).toEqual(outboxTo(an.email).sort());
    expect(exported.queuedMails).toHaveLength(1);
    // Two throttle keys per attempt: the (address, e-mail) pair and the e-mail's ceiling (ADR 0029).
    expect(exported.loginAttempts).toHaveLength(2);
  });

  it("lists each match with the reason it matched; what only mentions the address starts unticked", async () => {
    const html = await (await ask("bevestigen", an)).text();
    const choices = await confirmationChoices(an);
    const labels = choices.map((choice) => choice.label);
    expect(labels.some((label) => label.includes("(e-mailadres van de onbevestigde aanmelding)"))).toBe(true);
    expect(
      // D28: the intake carries the address now, so it matches on that before the name.
      labels.some((label) => label.includes(`${an.name}, ingestuurd`) && label.includes("(e-mailadres van de intake)")),
    ).toBe(true);
    expect(
      labels.some(
        (label) =>
          label.includes(`${colleague.name}, ingestuurd`) && label.includes("genoemd in antwoord ‘Stressfactoren’"),
      ),
    ).toBe(true);
    expect(labels.join("\n")).not.toContain(jan.name);
    expect(html.match(/name="match"/g)?.length).toBe(choices.length);
    expect(choices.filter((choice) => !choice.ticked).map((choice) => choice.label)).toEqual([
      expect.stringContaining(colleague.name),
    ]);
  });

  it("erases only what stays ticked, never jan's records, whatever keys the form carries", async () => {
    const choices = await confirmationChoices(an);
    const ticked = choices.filter((choice) => !choice.label.includes(colleague.name)).map((choice) => choice.key);
    const janBefore = { outbox: outboxTo(jan.email).length, queued: queuedTo(jan.email) };
    // Keys the form never offered (jan's intake, the colleague's) must be ignored, not trusted.
    const janIntakeId = readRows<{ id: number }>(server.dataDir, "select id from client_test_responses order by id")
      .map((row) => row.id)
      .find((id, index) => intakeNames()[index] === jan.name);
    const response = await eraseTicked(an, [...ticked, `intakeResponses:${janIntakeId}`, "outboxMails:../site.db"]);
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain(`van ${an.email} gewist; 1 uitgevinkt gegeven is bewaard.`);

    expect(intakeNames()).toContain(jan.name);
    expect(intakeNames()).toContain(colleague.name);
    expect(intakeNames()).not.toContain(an.name);
    expect(outboxTo(jan.email).length).toBe(janBefore.outbox);
    expect(outboxTo(an.email)).toEqual([]);
    expect(queuedTo(jan.email)).toBe(janBefore.queued);
    expect(queuedTo(an.email)).toBe(0);
    expect(existsSync(join(server.dataDir, "site.db"))).toBe(true);
    expect(readRows(server.dataDir, "select * from newsletter_pending where email = ?", jan.email)).toHaveLength(1);
    expect(readRows(server.dataDir, "select * from newsletter_pending where email = ?", an.email)).toHaveLength(0);
    expect(readRows(server.dataDir, "select * from rate_limit_hits where key like ?", `%:${jan.email}`).length).toBe(2);
    expect(readRows(server.dataDir, "select * from rate_limit_hits where key like ?", `%:${an.email}`)).toEqual([]);
  });
});

/**
 * The review's reproduction (ADR 0086): an export for janjansen2@ with the name
 * 'jan  JANSEN' held janjansen1@'s intake, health answers included. A record
 * found by name alone is the coach's call, one tick at a time.
 */
describe("two people with one name (janjansen1@ and janjansen2@)", () => {
  const first = { email: "janjansen1@example.com", name: "Jan Jansen" };
  const second = { email: "janjansen2@example.com", name: "jan  JANSEN" };
  const health = `slaapt-slecht-${randomBytes(4).toString("hex")}`;

  function exportTicked(keys: string[]) {
    const body = new URLSearchParams([
      ["email", second.email],
      ["name", second.name],
      ...keys.map((key) => ["match", key]),
    ]);
    return fetch(`${server.url}${path}/export`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: adminCookie },
      body: body.toString(),
    });
  }

  const foundChoices = async () => choicesIn(await (await ask("zoeken", second)).text());

  beforeAll(async () => {
    const intake = { client_name: first.name, email: first.email, slaapkwaliteit: health, consent: "ja" };
    expect((await post(`${server.url}/client-test`, intake)).status).toBe(303);
    expect((await post(`${server.url}/nieuwsbrief`, { email: second.email })).status).toBe(200);
  });

  it("exports nothing found by the name alone: not janjansen1@'s intake or health answers", async () => {
    const response = await ask("exporteren", second, adminCookie, `${server.url}${path}/export`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(health);
    expect(body).not.toContain(first.email);
    expect((JSON.parse(body) as { intakeResponses: unknown[] }).intakeResponses).toEqual([]);
  });

  it("offers the name match unticked with why it matched, and exports it with that reason only once ticked", async () => {
    const choices = await foundChoices();
    const byName = choices.filter((choice) => choice.key.startsWith("intakeResponses:"));
    expect(byName).toEqual([
      expect.objectContaining({ ticked: false, label: expect.stringContaining("alleen op naam gevonden") }),
    ]);
    const byAddress = choices.filter((choice) => !choice.key.startsWith("intakeResponses:"));
    expect(byAddress.length).toBeGreaterThan(0);
    expect(byAddress.every((choice) => choice.ticked)).toBe(true);

    const defaults = await (await exportTicked(byAddress.map((choice) => choice.key))).text();
    expect(defaults).not.toContain(health);
    const exported = JSON.parse(defaults) as { newsletterPending: unknown[]; matches: { matchedOn: string }[] };
    expect(exported.newsletterPending).toHaveLength(1);
    expect(exported.matches.map((match) => match.matchedOn)).toContain("e-mailadres van de onbevestigde aanmelding");

    const ticked = JSON.parse(await (await exportTicked(choices.map((choice) => choice.key))).text()) as {
      intakeResponses: { slaapkwaliteit: string }[];
      matches: { record: string; matchedOn: string }[];
    };
    expect(ticked.intakeResponses.map((row) => row.slaapkwaliteit)).toEqual([health]);
    expect(ticked.matches).toContainEqual(
      expect.objectContaining({ record: "intakeResponses", matchedOn: "alleen op naam gevonden" }),
    );
  });

  it("leaves the name match unticked in the erase step too, and keeps it when the form carries no tick for it", async () => {
    const choices = await confirmationChoices(second);
    const byName = choices.find((choice) => choice.key.startsWith("intakeResponses:"));
    expect(byName).toMatchObject({ ticked: false });
    expect(choices.filter((choice) => choice !== byName).every((choice) => choice.ticked)).toBe(true);
    const response = await eraseTicked(
      second,
      choices.filter((choice) => choice !== byName).map((choice) => choice.key),
    );
    expect(response.status).toBe(200);
    const intakes = readOpenedRows<{ slaapkwaliteit: string | null }>(
      server.dataDir,
      "client_test_responses",
      "select * from client_test_responses",
    );
    expect(intakes.map((row) => row.slaapkwaliteit)).toContain(health);
  });
});
