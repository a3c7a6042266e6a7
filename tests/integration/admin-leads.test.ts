import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selfTestQuestions } from "~/content/selftest";
import { loginCookie, seedUser } from "../support/admin";
import { parseCsv } from "../support/csv";
import { lookupForTest, readOpenedRows, readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { submitSelfTest } from "../support/sample-leads";
import { startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type CapturedMail, type SmtpCatcher } from "../support/smtp";

/**
 * The coach's workspace (ADR 0054) against the built server, its SQLite file
 * and a real SMTP server: notices without health data, switching them off,
 * the daily digest across restarts, the self-test results screen and the
 * dashboard's 'Nieuw sinds je laatste bezoek'.
 */
const coach = "coach@example.nl";
const visitor = "bezoeker.zelftest@example.nl";
let smtp: SmtpCatcher;
let server: RunningServer;
let cookie: string;

const env = () => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  INTAKE_NOTICE_EMAIL: coach,
  RATE_LIMIT_SCALE: "100",
});
/** What a browser sends for the coach's own navigation (ADR 0031). */
const own = () => ({ Cookie: cookie, "Sec-Fetch-Site": "same-origin" });
const page = async (path: string, headers: Record<string, string> = own()) =>
  visibleText(await (await fetch(`${server.url}${path}`, { headers })).text());
const toCoach = (subject: string) => (mail: CapturedMail) =>
  mail.to.includes(coach) && new RegExp(`^Subject: ${subject}`, "m").test(mail.raw);

/** The subjects of queued mails to `email`. */
function queuedFor(email: string): string[] {
  return readRows<{ mail: string }>(server.dataDir, "select mail from mail_queue")
    .map((row) => JSON.parse(row.mail) as { to: string; subject: string })
    .filter((mail) => mail.to === email)
    .map((mail) => mail.subject);
}

function execute(sql: string, ...params: unknown[]): void {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer(env());
  seedUser(server.dataDir, coach);
  cookie = await loginCookie(server.url, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

describe("notices to the coach (ADR 0053)", () => {
  it("a self-test sends the coach a notice with the kind, the time and a link, and no profile, score, answer or address", async () => {
    await submitSelfTest(server.url, visitor);
    const mail = await smtp.waitFor(toCoach("Nieuwe zelftest ontvangen"));
    const text = plainText(mail.raw);
    expect(text).toContain("een nieuwe zelftest");
    expect(text).toContain("/admin/zelftests?filter=nieuw");
    const [stored] = readOpenedRows<{ profiel: string; score: number }>(
      server.dataDir,
      "test_results",
      "select profiel, score from test_results",
    );
    const [primary, secondary] = stored!.profiel.split(" / ");
    const answers = selfTestQuestions.map((question) => question.options[1].text);
    for (const secret of [visitor, primary!, secondary!, `${stored!.score} van`, ...answers]) {
      expect(mail.raw).not.toContain(secret);
      expect(text).not.toContain(secret);
    }
  });

  it("switched off on /admin/meldingen, a self-test sends no notice while an intake still does", async () => {
    const saved = await postForm(
      `${server.url}/admin/meldingen`,
      { intakes: "1", wanneer: "direct", uur: "8" },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(303);
    expect(
      readRows(server.dataDir, "select intakes, selftests, ebooks, newsletter, digest_hour from notification_settings"),
    ).toEqual([{ intakes: 1, selftests: 0, ebooks: 0, newsletter: 0, digest_hour: null }]);
    const before = smtp.mails.filter(toCoach("Nieuwe zelftest")).length;
    await submitSelfTest(server.url, "tweede@example.nl");
    expect(queuedFor(coach)).toEqual([]);
    // The queue sends in order: once the later intake notice is here, an earlier self-test notice would be too.
    await postForm(`${server.url}/client-test`, {
      client_name: "Jan de Vries",
      email: "jan@example.nl",
      consent: "ja",
    });
    await smtp.waitFor(toCoach("Nieuwe intake ontvangen"));
    expect(smtp.mails.filter(toCoach("Nieuwe zelftest")).length).toBe(before);
  });

  it("a refused settings form changes nothing and says why next to the field", async () => {
    const response = await postForm(
      `${server.url}/admin/meldingen`,
      { selftests: "1", wanneer: "wekelijks", uur: "25" },
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain("Kies direct of één overzicht per dag.");
    expect(text).toContain("Kies een tijdstip tussen 00:00 en 23:00.");
    expect(readRows(server.dataDir, "select selftests, digest_hour from notification_settings")).toEqual([
      { selftests: 0, digest_hour: null },
    ]);
  });
});

describe("the self-test results screen", () => {
  it("lists each result with its profiles and score, 'Nieuw' until the coach opens it", async () => {
    const [row] = readRows<{ id: number }>(server.dataDir, "select id from test_results order by id limit 1");
    const id = row!.id;
    const list = await page("/admin/zelftests");
    expect(list).toContain(visitor);
    expect(list).toMatch(/Nieuw/);
    expect(await page("/admin/zelftests?filter=nieuw")).toContain(visitor);

    // A link from another site shows it but leaves it new (ADR 0031).
    const foreign = await page(`/admin/zelftests/${id}`, { Cookie: cookie, "Sec-Fetch-Site": "cross-site" });
    expect(foreign).toContain("Markeer als bekeken");
    expect(readRows(server.dataDir, "select read_at from test_results where id = ?", id)).toEqual([{ read_at: null }]);

    const detail = await page(`/admin/zelftests/${id}`);
    for (const question of selfTestQuestions) {
      expect(detail).toContain(question.text);
      expect(detail).toContain(question.options[1].text);
    }
    expect(detail).not.toContain("Markeer als bekeken");
    expect(
      readRows<{ read_at: string | null }>(server.dataDir, "select read_at from test_results where id = ?", id)[0]!
        .read_at,
    ).not.toBeNull();
    expect(await page("/admin/zelftests?filter=nieuw")).not.toContain(visitor);
    const logged = readRows(
      server.dataDir,
      "select action from access_log where target_table = 'test_results' and target_id = ? order by id",
      id,
    );
    expect(logged).toEqual([{ action: "view-detail" }, { action: "view-detail" }, { action: "mark-read" }]);
  });

  it("exports every result as CSV and deletes one after confirmation, both logged", async () => {
    const csv = await fetch(`${server.url}/admin/zelftests.csv`, { headers: { Cookie: cookie } });
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="zelftests-/);
    const rows = parseCsv(await csv.text());
    expect(rows[0]).toEqual(["id", "datum", "email", "hoofdprofiel", "tweede_profiel", "score", "bekeken_op"]);
    expect(
      rows
        .slice(1)
        .map((cells) => cells[2])
        .sort(),
    ).toEqual(["tweede@example.nl", visitor].sort());

    const [row] = readRows<{ id: number }>(server.dataDir, "select id from test_results order by id limit 1");
    const confirm = await page(`/admin/zelftests?verwijder=${row!.id}`);
    expect(confirm).toContain(`Je verwijdert ${visitor} definitief.`);
    const deleted = await postForm(
      `${server.url}/admin/zelftests`,
      { intent: "delete", id: String(row!.id) },
      { Cookie: cookie },
    );
    expect(deleted.status).toBe(200);
    expect(readRows(server.dataDir, "select id from test_results where id = ?", row!.id)).toEqual([]);
    const gone = await fetch(`${server.url}/admin/zelftests/${row!.id}`, { headers: own() });
    expect(gone.status).toBe(404);
    expect(visibleText(await gone.text())).toContain("Deze zelftest bestaat niet (meer).");
    expect(
      readRows(
        server.dataDir,
        "select action from access_log where target_table = 'test_results' and action in ('export', 'delete')",
      ),
    ).toEqual([{ action: "export" }, { action: "delete" }]);
  });
});

describe("the dashboard as a morning overview (ADR 0054)", () => {
  it("counts what is new since the previous sitting, and a visit moves that point", async () => {
    execute("delete from admin_dashboard_visits");
    // A link from another site records no visit.
    await page("/admin", { Cookie: cookie, "Sec-Fetch-Site": "cross-site" });
    expect(readRows(server.dataDir, "select * from admin_dashboard_visits")).toEqual([]);

    const first = await page("/admin");
    expect(first).toContain("Dit is je eerste bezoek");
    expect(first).toMatch(/1 intake niet gelezen/);
    expect(first).toMatch(/1 zelftest niet bekeken/);

    // The previous sitting ended two hours ago; since then one e-book request came in.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    execute("update admin_dashboard_visits set visited_at = ?", twoHoursAgo);
    execute("update test_results set created_at = ?", new Date(Date.now() - 3 * 3_600_000).toISOString());
    execute("update client_test_responses set submitted_at = ?", new Date(Date.now() - 3 * 3_600_000).toISOString());
    execute(
      "insert into ebook_requests (email, requested_at) values (?, ?)",
      "lezer@example.nl",
      new Date().toISOString(),
    );
    const html = await (await fetch(`${server.url}/admin`, { headers: own() })).text();
    expect(html).toContain('aria-label="1 nieuw: E-bookaanvragen"');
    expect(html).toContain('aria-label="0 nieuw: Intakes"');
    expect(html).toContain('aria-label="0 nieuw: Zelftests"');
    expect(visibleText(html)).toContain("Sinds je vorige bezoek op");
    // The profile chart: one self-test in the last 90 days, as a table.
    expect(visibleText(html)).toMatch(/Hoofdprofiel Aantal \S.* 1/);
  });
});

describe("the daily digest (ADR 0053)", () => {
  it("is sent once at the chosen hour and not again after a restart", async () => {
    // Hour 0: due at any time of day, so the test needs no clock; the hour rule itself is in digest.test.ts.
    await postForm(
      `${server.url}/admin/meldingen`,
      { intakes: "1", selftests: "1", ebooks: "1", wanneer: "dagelijks", uur: "0" },
      { Cookie: cookie },
    );
    execute("update notification_settings set last_digest_day = null, last_digest_at = null");
    await server.stop();
    server = await startBuiltServer(env(), server.dataDir);
    const digest = await smtp.waitFor(toCoach("Je dagelijkse overzicht"));
    const text = plainText(digest.raw);
    expect(text).toMatch(/1 e-bookaanvraag/);
    expect(text).not.toContain("lezer@example.nl");
    const [claimed] = readRows<{ last_digest_day: string; last_digest_at: string }>(
      server.dataDir,
      "select last_digest_day, last_digest_at from notification_settings",
    );
    expect(claimed!.last_digest_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await server.stop();
    server = await startBuiltServer(env(), server.dataDir);
    // The start-up check has run before the server answers: nothing queued, the claim unchanged.
    expect(readRows(server.dataDir, "select id from mail_queue")).toEqual([]);
    expect(readRows(server.dataDir, "select last_digest_day, last_digest_at from notification_settings")).toEqual([
      claimed,
    ]);
    expect(smtp.mails.filter(toCoach("Je dagelijkse overzicht"))).toHaveLength(1);
    // In digest mode a new lead sends no single notice.
    const stored = await postForm(`${server.url}/client-test`, {
      client_name: "Piet",
      email: "piet@example.nl",
      consent: "ja",
    });
    expect(stored.status).toBe(303);
    // Only the person's own receipt (ADR 0094) is queued, nothing for the coach.
    expect(queuedFor(coach)).toEqual([]);
    cookie = await loginCookie(server.url, coach);
  });
});

describe("Dutch profile names in the admin (D35, ADR 0093)", () => {
  // Scored by hand in app/features/selftest/scoring.test.ts: stored as 'Burnout / ADHD-Executive'.
  const mixed = [1, 2, 0, 3, 2, 1, 0, 2, 2, 2, 1, 1];
  const person = "profielnamen@example.nl";
  const english = ["Burnout", "ADHD-Executive"];

  beforeAll(async () => {
    await submitSelfTest(
      server.url,
      person,
      Object.fromEntries(mixed.map((answer, index) => [`q${index + 1}`, String(answer)])),
    );
  });

  it("stores SPEC's labels as the code", () => {
    const rows = readOpenedRows<{ email: string; profiel: string }>(
      server.dataDir,
      "test_results",
      "select email, profiel from test_results",
    );
    expect(rows.find((row) => row.email === person)?.profiel).toBe("Burnout / ADHD-Executive");
  });

  it("the list, the detail, the person card and the data-request screen show the Dutch names", async () => {
    const [row] = readRows<{ id: number }>(server.dataDir, "select id from test_results order by id desc limit 1");
    const screens = {
      list: await page("/admin/zelftests"),
      detail: await page(`/admin/zelftests/${row!.id}`),
      card: await page(`/admin/mensen/${lookupForTest(server.dataDir, person)}`),
      request: visibleText(
        await (
          await postForm(`${server.url}/admin/data-requests`, { intent: "bevestigen", email: person, name: "" }, own())
        ).text(),
      ),
    };
    for (const [screen, text] of Object.entries(screens)) {
      expect(text, screen).toContain("Burn-out");
      expect(text, screen).toContain("ADHD-executief");
      for (const label of english) expect(text, screen).not.toContain(label);
    }
  });

  it("the dashboard's profile chart names the profile in Dutch", async () => {
    const text = await page("/admin");
    expect(text).toMatch(/Hoofdprofiel Aantal .*Burn-out \d/);
    expect(text).not.toContain("Burnout");
  });

  it("the CSV, read by the coach, carries the Dutch names", async () => {
    const csv = await fetch(`${server.url}/admin/zelftests.csv`, { headers: { Cookie: cookie } });
    const rows = parseCsv(await csv.text());
    const line = rows.find((cells) => cells[2] === person);
    expect(line?.slice(3, 5)).toEqual(["Burn-out", "ADHD-executief"]);
  });
});
