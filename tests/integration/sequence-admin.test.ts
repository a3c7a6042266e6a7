import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, seedUser } from "../support/admin";
import { readRows, seedPerson } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { postForm, visibleText } from "../support/forms";
import { nextWeek, seedAppointment } from "../support/sample-appointment";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, htmlPart, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The coach's 'Opvolging' (ADR 0132) on the built server, its SQLite file and
 * a real SMTP server: the list's numbers, editing a step (bad input keeps
 * what was typed and changes nothing; a new delay moves those waiting for the
 * step), a test mail to the coach, start and pause, and taking one person out.
 * Who may call these routes: tests/integration/admin-authorization.test.ts.
 */
const coach = "coach@voorbeeld.nl";
let smtp: SmtpCatcher;
let server: RunningServer;
let cookie: string;
// The server's clock (TEST_CLOCK_FILE): the real time until the last test writes the file.
const clockDir = mkdtempSync(join(tmpdir(), "coach-sequence-admin-clock-"));
const clockFile = join(clockDir, "now");

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    APP_SECRET: "sequence-admin-test-secret-0123456789abcdef",
    PUBLIC_URL: "https://coach.localhost",
    TEST_CLOCK_FILE: clockFile,
    NEWSLETTER_RATE_PER_MINUTE: "12000",
  });
  seedUser(server.dataDir, coach);
  cookie = await loginCookie(server.url, coach);
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
};
const post = (path: string, fields: Record<string, string>) =>
  postForm(`${server.url}${path}`, fields, { Cookie: cookie });

/** A confirmed subscriber in the sequence, waiting for a step (the first unless told); returns the subscriber's id. */
function seedMember(sequenceId: number, email: string, dueAt: string, position = 1): number {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const now = new Date().toISOString();
    const id = Number(
      db
        .prepare("insert into newsletter_subscribers (email, tags, is_active, subscribed_at) values (?, '[]', 1, ?)")
        .run(email, now).lastInsertRowid,
    );
    db.prepare(
      "insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at) values (?, ?, ?, ?, ?)",
    ).run(sequenceId, id, now, position, dueAt);
    return id;
  } finally {
    db.close();
  }
}

const stepRow = (id: number) =>
  readRows<{ subject: string; body_md: string; delay_hours: number; window_days: string; window_end: number }>(
    server.dataDir,
    "select subject, body_md, delay_hours, window_days, window_end from sequence_steps where id = ?",
    id,
  )[0]!;

describe("Opvolging in the admin", () => {
  it("lists, edits, tests, starts and takes out, refusing bad input", async () => {
    const [sequence] = readRows<{ id: number }>(server.dataDir, "select id from sequences where trigger = 'zelftest'");
    const [step] = readRows<{ id: number; position: number }>(
      server.dataDir,
      "select id, position from sequence_steps where sequence_id = ? order by position limit 1",
      sequence!.id,
    );
    const path = `/admin/opvolging/${sequence!.id}`;
    const stepPath = `${path}/stappen/${step!.id}`;
    const [stays, leaves] = ["blijft", "eruit"].map((label) => `${label}-${Date.now()}@voorbeeld.nl`) as [
      string,
      string,
    ];
    const stayId = seedMember(sequence!.id, stays, "2030-03-06T08:00:00.000Z");
    const leaveId = seedMember(sequence!.id, leaves, "2030-03-06T08:00:00.000Z");
    // One of the two booked an intro call after entering: it counts for the 30 days.
    seedAppointment(server.dataDir, { start: nextWeek(), email: stays, name: "Sam" });

    const list = await get("/admin/opvolging");
    expect(list).toContain("Na de zelftest");
    expect(list).toMatch(
      /Zelftest gedaan\s*Gepauzeerd\s*2\s*Stap 1: 0 verstuurd, 0 kliks\s*Stap 2: 0 verstuurd, 0 kliks\s*1 van 2/,
    );

    // Bad input: the page answers with what was typed and the step is unchanged.
    const before = stepRow(step!.id);
    const refused = await post(stepPath, {
      intent: "save",
      subject: "Nieuw onderwerp",
      preheader: "",
      body: "",
      delay: "abc",
      delayUnit: "dagen",
      windowStart: "17",
      windowEnd: "9",
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('value="Nieuw onderwerp"');
    expect(visibleText(refusedHtml)).toContain("Vul een wachttijd in van 0 tot 365 dagen.");
    expect(visibleText(refusedHtml)).toContain("Kies minstens één dag.");
    expect(stepRow(step!.id)).toEqual(before);

    // A good save: stored, and the delay's change moves the due time of those waiting for this step.
    const good = {
      subject: "Wat je uitkomst betekent",
      preheader: "Een korte uitleg",
      body: "Hallo,\n\n**Rust** begint klein.",
      delay: "2",
      delayUnit: "dagen",
      windowDays: "1",
      windowStart: "9",
      windowEnd: "12",
    };
    const saved = await post(stepPath, { ...good, intent: "save" });
    expect(saved.status).toBe(303);
    await expectNoticeOnce(server.url, saved, cookie, "De stap is opgeslagen.");
    expect(stepRow(step!.id)).toMatchObject({
      subject: "Wat je uitkomst betekent",
      delay_hours: 48,
      window_days: "1",
      window_end: 12,
    });
    const shifted = before.delay_hours === 48 ? 0 : 48 - before.delay_hours;
    expect(
      readRows<{ next_due_at: string }>(
        server.dataDir,
        "select next_due_at from sequence_enrolments where subscriber_id = ?",
        stayId,
      )[0]!.next_due_at,
    ).toBe(new Date(Date.parse("2030-03-06T08:00:00.000Z") + shifted * 3_600_000).toISOString());

    // The test mail goes to the coach through the real SMTP server, rendered as the subscribers get it.
    const tested = await post(stepPath, { ...good, intent: "test" });
    expect(tested.status).toBe(303);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(coach) && header(m.raw, "Subject") === "[Test] Wat je uitkomst betekent",
    );
    expect(plainText(mail.raw)).toContain("**Rust** begint klein.");
    expect(htmlPart(mail.raw)).toContain("<strong>Rust</strong> begint klein.");

    // Starting asks first; the answer starts it.
    expect(await get(`${path}?status=bevestigen`)).toContain("Deze reeks starten?");
    const started = await post(path, { intent: "start" });
    expect(started.status).toBe(303);
    await expectNoticeOnce(server.url, started, cookie, "De reeks loopt.");
    expect(readRows(server.dataDir, "select status from sequences where id = ?", sequence!.id)).toEqual([
      { status: "actief" },
    ]);

    // One person taken out by hand; a second time changes nothing and says so.
    const out = await post(path, { intent: "take-out", subscriberId: String(leaveId) });
    expect(out.status).toBe(303);
    await expectNoticeOnce(server.url, out, cookie, "Deze persoon krijgt geen mails meer uit deze reeks.");
    expect(await post(path, { intent: "take-out", subscriberId: String(leaveId) }).then((r) => r.status)).toBe(400);
    expect(
      readRows(
        server.dataDir,
        "select subscriber_id, exit_reason from sequence_enrolments where sequence_id = ? order by subscriber_id",
        sequence!.id,
      ),
    ).toEqual([
      { subscriber_id: stayId, exit_reason: null },
      { subscriber_id: leaveId, exit_reason: "met-de-hand" },
    ]);
    const page = await get(path);
    expect(page).toContain(stays);
    expect(page).not.toContain(leaves);
    // The card of the one who stays: the sequence, its next step inside the Monday 09:00-12:00 window, the leaver's end.
    const db = new SQLite(join(server.dataDir, "site.db"));
    const lookups = [stays, leaves].map((email) =>
      seedPerson(db, server.dataDir, { email, at: new Date().toISOString(), kind: "newsletter" }),
    );
    db.close();
    const card = await get(`/admin/mensen/${lookups[0]}`);
    expect(card).toContain("Na de zelftest");
    expect(card).toContain("Volgende: stap 1, ‘Wat je uitkomst betekent’, op maandag 11 maart 2030 om 09:00");
    expect(card).toContain("Nog geen mail verstuurd.");
    expect(await get(`/admin/mensen/${lookups[1]}`)).toMatch(/Gestopt op .*: door jou uit de reeks gehaald/);
    // The data-request export lists the enrolments.
    const exported = await post("/admin/data-requests/export", { email: leaves, name: "" });
    expect(exported.status).toBe(200);
    expect((JSON.parse(await exported.text()) as { sequenceEnrolments: unknown[] }).sequenceEnrolments).toMatchObject([
      { sequence: "Na de zelftest", exit_reason: "met-de-hand" },
    ]);

    // The list of addresses is logged as a look; taking out once, with the subscriber's row id only.
    expect(
      readRows(server.dataDir, "select action, target_id from access_log where action = 'sequence-taken-out'"),
    ).toEqual([{ action: "sequence-taken-out", target_id: leaveId }]);
    expect(readRows(server.dataDir, "select id from access_log where action = 'view-list'").length).toBeGreaterThan(0);
  });
});

describe("a past intro call marked as not come", () => {
  it("starts the missed-call sequence and stops the held-call one, from the Agenda", async () => {
    const email = `niet-gekomen-${Date.now()}@voorbeeld.nl`;
    const now = new Date().toISOString();
    const db = new SQLite(join(server.dataDir, "site.db"));
    db.pragma("busy_timeout = 5000");
    const [missed, held] = ["kennismaking-gemist", "kennismaking-gehouden"].map((trigger) => {
      const id = Number(
        db
          .prepare(
            "insert into sequences (name, trigger, status, created_at, updated_at) values (?, ?, 'actief', ?, ?)",
          )
          .run(`Na ${trigger}`, trigger, now, now).lastInsertRowid,
      );
      db.prepare(
        "insert into sequence_steps (sequence_id, position, delay_hours, subject, body_md, updated_at) values (?, 1, 48, 'Een nieuw moment?', 'Hallo.', ?)",
      ).run(id, now);
      return id;
    }) as [number, number];
    db.close();
    // The job already marked yesterday's call as held: the person entered the held-call sequence.
    seedMember(held, email, "2030-03-06T08:00:00.000Z");
    const past = seedAppointment(server.dataDir, {
      start: new Date(Date.now() - 86_400_000).toISOString(),
      email,
      name: "Robin",
      status: "geweest",
    });
    const upcoming = seedAppointment(server.dataDir, {
      start: new Date(Date.parse(nextWeek()) + 3_600_000).toISOString(),
      email,
      name: "Robin",
    });
    const list = "/admin/agenda/afspraken?tab=eerder";
    expect(await get(list)).toContain("Niet gekomen");

    const marked = await post(list, { intent: "niet-gekomen", appointmentId: String(past) });
    expect(marked.status).toBe(200);
    expect(visibleText(await marked.text())).toContain("Gemarkeerd als niet gekomen.");
    const enrolments = () =>
      readRows(
        server.dataDir,
        "select e.sequence_id, e.next_position, e.exit_reason from sequence_enrolments e join newsletter_subscribers s on s.id = e.subscriber_id where s.email = ? order by e.sequence_id",
        email,
      );
    expect(enrolments()).toEqual([
      { sequence_id: missed, next_position: 1, exit_reason: null },
      { sequence_id: held, next_position: 1, exit_reason: "kennismaking-gemist" },
    ]);
    expect(
      readRows(server.dataDir, "select status, no_show_at is not null as marked from appointments where id = ?", past),
    ).toEqual([{ status: "geweest", marked: 1 }]);
    expect(readRows(server.dataDir, "select target_id from access_log where action = 'no-show-marked'")).toEqual([
      { target_id: past },
    ]);
    // Once only, and never for a call still to come.
    for (const appointmentId of [past, upcoming]) {
      const refused = await post(list, { intent: "niet-gekomen", appointmentId: String(appointmentId) });
      expect(refused.status).toBe(409);
      expect(visibleText(await refused.text())).toContain("Niet gemarkeerd:");
    }
    const after = await get(list);
    expect(after).toContain("niet gekomen");
    expect(after).not.toContain("Niet gekomen");
  });
});

describe("adding and deleting steps", () => {
  it("adds an empty step that blocks the start until written, deletes steps moving people on, sends the new step on time", async () => {
    const sequenceOf = (trigger: string) =>
      readRows<{ id: number }>(server.dataDir, "select id from sequences where trigger = ?", trigger)[0]!.id;
    const ebook = sequenceOf("ebook");
    const zelftest = sequenceOf("zelftest");
    const path = `/admin/opvolging/${ebook}`;
    const steps = (id: number) =>
      readRows<{ id: number; position: number; subject: string; delay_hours: number; window_days: string }>(
        server.dataDir,
        "select id, position, subject, delay_hours, window_days from sequence_steps where sequence_id = ? order by position",
        id,
      );
    const enrolment = (subscriberId: number) =>
      readRows<{ next_position: number | null; next_due_at: string | null; exit_reason: string | null }>(
        server.dataDir,
        "select next_position, next_due_at, exit_reason from sequence_enrolments where subscriber_id = ?",
        subscriberId,
      )[0];
    const before = steps(ebook);
    expect(before.map((step) => step.position)).toEqual([1, 2, 3]);

    // Admins only: without a session the form goes to the login and nothing changes.
    const anonymous = await postForm(`${server.url}${path}`, { intent: "add-step" });
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    expect(steps(ebook)).toEqual(before);

    // 'Stap toevoegen' on the paused sequence: an empty step at the end, two days on, in the last step's window.
    const added = await post(path, { intent: "add-step" });
    expect(added.status).toBe(303);
    await expectNoticeOnce(server.url, added, cookie, "De stap is toegevoegd.");
    const fourth = steps(ebook)[3]!;
    expect(fourth).toMatchObject({ position: 4, subject: "", delay_hours: 48, window_days: before[2]!.window_days });
    expect(await get(path)).toContain("Nog zonder onderwerp");

    // The empty step keeps the sequence from starting, with a Dutch reason; it stays paused.
    const refused = await post(path, { intent: "start" });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Stap 4 heeft nog geen onderwerp of tekst.");
    expect(readRows(server.dataDir, "select status from sequences where id = ?", ebook)).toEqual([
      { status: "gepauzeerd" },
    ]);
    const written = { subject: "Nog een vraag", preheader: "", body: "Hallo,\n\nHoe gaat het nu?" };
    // Written in the step's editor, keeping its two days and Monday to Friday, 09:00-17:00.
    const form = new URLSearchParams({ ...written, intent: "save", delay: "2", delayUnit: "dagen" });
    for (const day of "12345") form.append("windowDays", day);
    form.append("windowStart", "9");
    form.append("windowEnd", "17");
    expect(
      (
        await fetch(`${server.url}${path}/stappen/${fourth.id}`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
          body: form.toString(),
        })
      ).status,
    ).toBe(303);

    // Deleting step 2 asks first and says what happens to the one waiting for it: the next step at the same
    // moment. The steps after it are renumbered.
    const waiting = seedMember(ebook, `wacht-${Date.now()}@voorbeeld.nl`, "2030-03-20T09:00:00.000Z", 2);
    const second = steps(ebook)[1]!;
    expect(await get(`${path}?verwijderen=${second.id}`)).toContain(
      "1 persoon wacht op deze stap en krijgt op hetzelfde moment de stap erna.",
    );
    const deleted = await post(path, { intent: "delete-step", stepId: String(second.id) });
    expect(deleted.status).toBe(303);
    await expectNoticeOnce(server.url, deleted, cookie, "De stap is verwijderd.");
    expect(steps(ebook).map((step) => [step.id, step.position])).toEqual([
      [before[0]!.id, 1],
      [before[2]!.id, 2],
      [fourth.id, 3],
    ]);
    expect(enrolment(waiting)).toEqual({
      next_position: 2,
      next_due_at: "2030-03-20T09:00:00.000Z",
      exit_reason: null,
    });

    // The last step of the self-test's sequence: whoever waits for it is done; its only step then stays.
    const zelftestSteps = steps(zelftest);
    const last = zelftestSteps[zelftestSteps.length - 1]!;
    const atLast = seedMember(
      zelftest,
      `laatste-${Date.now()}@voorbeeld.nl`,
      "2030-03-20T09:00:00.000Z",
      last.position,
    );
    expect(await get(`/admin/opvolging/${zelftest}?verwijderen=${last.id}`)).toContain(
      "Het is de laatste: de reeks is dan voor die persoon klaar.",
    );
    expect(
      (await post(`/admin/opvolging/${zelftest}`, { intent: "delete-step", stepId: String(last.id) })).status,
    ).toBe(303);
    expect(enrolment(atLast)).toMatchObject({ next_position: null, next_due_at: null, exit_reason: "klaar" });
    const only = steps(zelftest);
    expect(only).toHaveLength(1);
    const kept = await post(`/admin/opvolging/${zelftest}`, { intent: "delete-step", stepId: String(only[0]!.id) });
    expect(kept.status).toBe(400);
    expect(visibleText(await kept.text())).toContain("Deze stap kan niet weg: een reeks houdt minstens één stap.");
    expect(steps(zelftest)).toEqual(only);

    // Started; a running sequence takes no new step and says why.
    expect((await post(path, { intent: "start" })).status).toBe(303);
    const running = await post(path, { intent: "add-step" });
    expect(running.status).toBe(400);
    expect(visibleText(await running.text())).toContain("Een stap toevoegen kan alleen als de reeks gepauzeerd is.");
    expect(steps(ebook)).toHaveLength(3);
    expect(
      readRows(
        server.dataDir,
        "select action, target_table, target_id from access_log where action like 'sequence-step-%' order by id",
      ),
    ).toEqual([
      { action: "sequence-step-added", target_table: "sequences", target_id: ebook },
      { action: "sequence-step-deleted", target_table: "sequences", target_id: ebook },
      { action: "sequence-step-deleted", target_table: "sequences", target_id: zelftest },
    ]);

    // With the server's clock fixed: step 2 goes Monday 09:00, the new step (now 3) two days later, Wednesday 09:00.
    const reader = `lezer-${Date.now()}@voorbeeld.nl`;
    const readerId = seedMember(ebook, reader, "2030-03-11T08:00:00.000Z", 2);
    writeFileSync(clockFile, "2030-03-11T08:00:00.000Z");
    try {
      await expect
        .poll(() => enrolment(readerId), { timeout: 10_000 })
        .toEqual({ next_position: 3, next_due_at: "2030-03-13T08:00:00.000Z", exit_reason: null });
      writeFileSync(clockFile, "2030-03-13T08:00:00.000Z");
      const mail = await smtp.waitFor((m) => m.to.includes(reader) && header(m.raw, "Subject") === "Nog een vraag");
      expect(plainText(mail.raw)).toContain("Hoe gaat het nu?");
      expect(enrolment(readerId)).toMatchObject({ exit_reason: "klaar" });
    } finally {
      // The real time again for whatever runs after.
      rmSync(clockFile, { force: true });
    }
  });

  it("creates a paused sequence with one empty step, refusing bad input, and deletes it only when paused and empty", async () => {
    const count = () => readRows<{ n: number }>(server.dataDir, "select count(*) as n from sequences")[0]!.n;
    const before = count();
    const name = `Na een intake ${Date.now()}`;
    expect(
      (await postForm(`${server.url}/admin/opvolging`, { name, trigger: "intake", profile: "" })).headers.get(
        "location",
      ),
    ).toBe("/admin-login");
    // A profile only goes with the self-test; an empty name is refused too. What was typed stays, nothing is stored.
    const refused = await post("/admin/opvolging", { name: "", trigger: "intake", profile: "Burnout" });
    expect(refused.status).toBe(400);
    const refusedText = visibleText(await refused.text());
    expect(refusedText).toContain("Geef de reeks een naam van hooguit 80 tekens.");
    expect(refusedText).toContain("Een hoofdprofiel kies je alleen bij 'Zelftest gedaan'.");
    const markup = await post("/admin/opvolging", { name: "<b>Reeks</b>", trigger: "intake", profile: "" });
    expect(markup.status).toBe(400);
    expect(await markup.text()).toContain('value="&lt;b&gt;Reeks&lt;/b&gt;"');
    expect(count()).toBe(before);

    const created = await post("/admin/opvolging", { name, trigger: "zelftest", profile: "Burnout" });
    expect(created.status).toBe(303);
    const [sequence] = readRows<{ id: number; trigger: string; profile: string; status: string }>(
      server.dataDir,
      "select id, trigger, profile, status from sequences where name = ?",
      name,
    );
    expect(sequence).toMatchObject({ trigger: "zelftest", profile: "Burnout", status: "gepauzeerd" });
    expect(created.headers.get("location")).toBe(`/admin/opvolging/${sequence!.id}`);
    await expectNoticeOnce(server.url, created, cookie, "De reeks is aangemaakt.");
    expect(
      readRows(
        server.dataDir,
        "select position, subject, body_md from sequence_steps where sequence_id = ?",
        sequence!.id,
      ),
    ).toEqual([{ position: 1, subject: "", body_md: "" }]);
    const path = `/admin/opvolging/${sequence!.id}`;
    expect(await get(`${path}?reeks=verwijderen`)).toContain("Deze reeks verwijderen?");

    // With someone in it, it cannot go (only pausing); taken out, it can.
    const memberId = seedMember(sequence!.id, `in-reeks-${Date.now()}@voorbeeld.nl`, "2030-03-20T09:00:00.000Z");
    const kept = await post(path, { intent: "delete-sequence" });
    expect(kept.status).toBe(400);
    expect(visibleText(await kept.text())).toContain("Deze reeks kan niet weg");
    expect(count()).toBe(before + 1);
    expect((await post(path, { intent: "take-out", subscriberId: String(memberId) })).status).toBe(303);
    const deleted = await post(path, { intent: "delete-sequence" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/opvolging");
    await expectNoticeOnce(server.url, deleted, cookie, "De reeks is verwijderd.");
    expect(count()).toBe(before);
    expect(readRows(server.dataDir, "select id from sequence_steps where sequence_id = ?", sequence!.id)).toEqual([]);
    expect(
      readRows(
        server.dataDir,
        "select action, target_id from access_log where action in ('sequence-created', 'sequence-deleted') order by id",
      ),
    ).toEqual([
      { action: "sequence-created", target_id: sequence!.id },
      { action: "sequence-deleted", target_id: sequence!.id },
    ]);
  });
});
