import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../support/database";
import { postForm } from "../support/forms";
import { submitSelfTest } from "../support/sample-leads";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, htmlPart, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * Follow-up sequences (D34, ADR 0130) on the built server, its SQLite file and
 * a real SMTP server, with the server's clock moved by TEST_CLOCK_FILE: a
 * self-test with the opt-in box enters once its double opt-in is confirmed,
 * without consent nobody enters, steps go out at their moment in the Dutch
 * window, booking the intro call and unsubscribing stop the rest, and a
 * SIGKILL while steps are sent sends each exactly once. A step's links to the
 * site are counted on the site without personal data (ADR 0133).
 * The rules in detail (windows, one a day, exits): app/features/newsletter/sequences.test.ts.
 */
const publicUrl = "https://coach.localhost";
let smtp: SmtpCatcher;
let server: RunningServer;
const clockDir = mkdtempSync(join(tmpdir(), "coach-sequence-clock-"));
const clockFile = join(clockDir, "now");
const setClock = (iso: string) => writeFileSync(clockFile, iso);

const baseEnv = () => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(smtp.port),
  APP_SECRET: "sequence-integration-test-secret-0123456789",
  PUBLIC_URL: publicUrl,
  DATA_ENCRYPTION_KEY: "ef".repeat(32),
  NEWSLETTER_RATE_PER_MINUTE: "12000",
  TEST_CLOCK_FILE: clockFile,
});

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Tuesday 5 March 2030, 02:00 in Amsterdam.
  setClock("2030-03-05T01:00:00.000Z");
  server = await startBuiltServer(baseEnv());
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
  rmSync(clockDir, { recursive: true, force: true });
});

/** Writes to the server's database as a fresh install's data or the coach's admin would leave it. */
function write(dataDir: string, work: (db: SQLite.Database) => void): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.transaction(() => work(db))();
  } finally {
    db.close();
  }
}

/** A running sequence with steps of [delay in hours, subject, body?], weekdays 09:00-17:00; returns the step ids. */
function seedSequence(dataDir: string, trigger: string, steps: [number, string, string?][]): number[] {
  const now = new Date().toISOString();
  const ids: number[] = [];
  write(dataDir, (db) => {
    const { lastInsertRowid } = db
      .prepare("insert into sequences (name, trigger, status, created_at, updated_at) values (?, ?, 'actief', ?, ?)")
      .run(`Na ${trigger}`, trigger, now, now);
    const step = db.prepare(
      "insert into sequence_steps (sequence_id, position, delay_hours, subject, body_md, updated_at) values (?, ?, ?, ?, ?, ?)",
    );
    steps.forEach(([delay, subject, body], i) =>
      ids.push(
        Number(
          step.run(lastInsertRowid, i + 1, delay, subject, body ?? `Hallo, dit is ${subject}.`, now).lastInsertRowid,
        ),
      ),
    );
  });
  return ids;
}

function seedSubscribers(dataDir: string, emails: string[]): void {
  write(dataDir, (db) => {
    const insert = db.prepare(
      "insert into newsletter_subscribers (email, name, tags, is_active, subscribed_at) values (?, null, '[]', 1, ?)",
    );
    for (const email of emails) insert.run(email, new Date().toISOString());
  });
}

const enrolment = (email: string, trigger = "zelftest") =>
  readRows<{ next_position: number | null; next_due_at: string | null; exit_reason: string | null }>(
    server.dataDir,
    "select e.next_position, e.next_due_at, e.exit_reason from sequence_enrolments e join newsletter_subscribers s on s.id = e.subscriber_id join sequences q on q.id = e.sequence_id where s.email = ? and q.trigger = ?",
    email,
    trigger,
  );

const mailsTo = (email: string, subject: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email) && header(mail.raw, "Subject") === subject);

/** The link of the newest mail to `email` that carries `label: <url>` in its text, on the test server. */
async function linkInMail(email: string, label: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && plainText(m.raw).includes(`${label}: `));
  const url = new URL(new RegExp(`${label}: (\\S+)`).exec(plainText(mail.raw))![1]!);
  return `${server.url}${url.pathname}${url.search}`;
}

/** Books the first free intro call as a visitor does (the form, then the button behind the mailed link); returns its cancel path. */
async function bookIntroCall(email: string): Promise<string> {
  const page = await (await fetch(`${server.url}/kennismaking`)).text();
  const start = decodeURIComponent(/href="\/kennismaking\?tijd=([^"#]+)#afspraak"/.exec(page)![1]!);
  const form = { start, email, name: "Sam", phone: "06 1234 5678", question: "Graag.", consent: "ja" };
  expect((await postForm(`${server.url}/kennismaking`, form)).status).toBe(200);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && /^Bevestig je kennismaking/.test(header(m.raw, "Subject") ?? ""),
  );
  const link = new URL(/https?:\/\/\S+\/afspraak\/bevestigen\/[\w.-]+/.exec(plainText(mail.raw))![0]);
  expect((await postForm(`${server.url}${link.pathname}`, {})).status).toBe(303);
  const booked = await smtp.waitFor(
    (m) => m.to.includes(email) && /^Je kennismaking op /.test(header(m.raw, "Subject") ?? ""),
  );
  return new URL(/https?:\/\/\S+\/afspraak\/annuleren\/[\w.-]+/.exec(plainText(booked.raw))![0]).pathname;
}

describe("a self-test sequence through the site", () => {
  it("enters on consent only, sends in the window, and stops on booking and on unsubscribing", async () => {
    const stamp = Date.now();
    const [optIn, noBox, control, leaver] = ["met-vinkje", "zonder", "volgt", "meldt-af"].map(
      (label) => `${label}-${stamp}@voorbeeld.nl`,
    ) as [string, string, string, string];
    const [first, second] = ["Wat je profiel betekent", "Zullen we kennismaken?"];
    seedSequence(server.dataDir, "kennismaking-gemist", [[48, "Een nieuw moment?"]]);
    seedSequence(server.dataDir, "zelftest", [
      [24, first],
      [72, second],
    ]);
    // Two subscribers already have consent: their self-test enters them at once.
    seedSubscribers(server.dataDir, [control, leaver]);
    for (const email of [control, leaver, noBox]) await submitSelfTest(server.url, email);
    expect(enrolment(control)).toHaveLength(1);
    // No consent, no sequence: nothing stored for the address.
    expect(enrolment(noBox)).toEqual([]);

    // The opt-in box enters only when its double opt-in is confirmed.
    await submitSelfTest(server.url, optIn, { nieuwsbrief: "ja" });
    expect(enrolment(optIn)).toEqual([]);
    const confirm = new URL(await linkInMail(optIn, "Aanmelding bevestigen"));
    const confirmed = await postForm(`${server.url}/nieuwsbrief/bevestigen`, {
      token: confirm.searchParams.get("token")!,
    });
    expect(confirmed.status).toBe(200);
    // Entered Tuesday 02:00: due 24 hours later, Wednesday 02:00.
    expect(enrolment(optIn)).toEqual([
      { next_position: 1, next_due_at: "2030-03-06T01:00:00.000Z", exit_reason: null },
    ]);
    // At 04:00 Amsterdam the step is due but outside the window: it waits for 09:00, nothing is sent.
    setClock("2030-03-06T03:00:00.000Z");
    await expect.poll(() => enrolment(optIn)[0]?.next_due_at, { timeout: 10_000 }).toBe("2030-03-06T08:00:00.000Z");
    expect(readRows(server.dataDir, "select id from mail_queue where sequence_step_id is not null")).toEqual([]);

    setClock("2030-03-06T08:00:00.000Z");
    for (const email of [optIn, control, leaver]) await smtp.waitFor((m) => mailsTo(email, first).includes(m));
    expect(
      readRows(server.dataDir, "select distinct created_at from mail_queue where sequence_step_id is not null"),
    ).toEqual([{ created_at: "2030-03-06T08:00:00.000Z" }]);
    const mail = mailsTo(control, first)[0]!;
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(plainText(mail.raw)).toContain(`Hallo, dit is ${first}.`);

    // Between step 1 and 2: one books the intro call, one unsubscribes with the mail's one-click header.
    const cancelPath = await bookIntroCall(optIn);
    const oneClick = new URL(/<(https:[^>]+)>/.exec(header(mailsTo(leaver, first)[0]!.raw, "List-Unsubscribe")!)![1]!);
    const unsubscribed = await fetch(`${server.url}${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBeLessThan(400);
    expect(enrolment(optIn)).toMatchObject([{ exit_reason: "kennismaking-geboekt", next_due_at: null }]);
    // Cancelling the call starts the sequence for a missed or cancelled call.
    expect((await postForm(`${server.url}${cancelPath}`, {})).status).toBe(200);
    expect(enrolment(optIn, "kennismaking-gemist")).toMatchObject([{ next_position: 1, exit_reason: null }]);
    expect(enrolment(leaver)).toMatchObject([{ exit_reason: "afgemeld", next_due_at: null }]);
    // 72 hours after Wednesday 09:00 is Saturday 09:00: the window waits for Monday 09:00.
    expect(enrolment(control)).toMatchObject([{ next_position: 2, next_due_at: "2030-03-11T08:00:00.000Z" }]);

    setClock("2030-03-11T08:00:00.000Z");
    await smtp.waitFor((m) => mailsTo(control, second).includes(m));
    expect(enrolment(control)).toMatchObject([{ exit_reason: "klaar" }]);
    // The same run had them due too: nothing queued, nothing sent.
    expect(mailsTo(optIn, second)).toEqual([]);
    expect(mailsTo(leaver, second)).toEqual([]);
    expect(mailsTo(noBox, first)).toEqual([]);
  });
});

/** Rows of every table whose values mention `text`, to show a request stored nothing about its client. */
function rowsMentioning(text: string): string[] {
  const tables = readRows<{ name: string }>(
    server.dataDir,
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  );
  return tables.flatMap(({ name }) =>
    readRows(server.dataDir, `select * from "${name}"`)
      .map((row) => `${name}: ${JSON.stringify(row)}`)
      .filter((line) => line.includes(text)),
  );
}

describe("clicks on a step's links", () => {
  it("counts a reader's click on a site link once, without personal data; outside links, scanners and forged links are not counted", async () => {
    // Monday 09:00 Amsterdam: inside the step's window.
    setClock("2030-03-11T08:00:00.000Z");
    const reader = `lezer-${Date.now()}@voorbeeld.nl`;
    const subject = "Een kleine stap";
    const [stepId] = seedSequence(server.dataDir, "intake", [
      [
        0,
        subject,
        "Lees [het verhaal](/blog?pagina=2&x=1) of [plan een kennismaking](/kennismaking).\nHulp nu: [113](https://www.113.nl).",
      ],
    ]);
    seedSubscribers(server.dataDir, [reader]);
    write(server.dataDir, (db) =>
      db
        .prepare(
          "insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at) select st.sequence_id, s.id, ?, 1, ? from newsletter_subscribers s, sequence_steps st where st.id = ? and s.email = ?",
        )
        .run("2030-03-11T08:00:00.000Z", "2030-03-11T08:00:00.000Z", stepId, reader),
    );
    const html = htmlPart((await smtp.waitFor((m) => mailsTo(reader, subject).includes(m))).raw);
    const links = [...html.matchAll(/<a [^>]*?href="([^"]+)"[^>]*>([^<]+)</g)].map(([, href, text]) => ({
      href: href!.replace(/&amp;/g, "&"),
      text,
    }));
    const counted = links.filter((link) => link.href.startsWith(`${publicUrl}/klik/`));
    expect(counted.map((link) => link.text)).toEqual(["het verhaal", "plan een kennismaking"]);
    // The same link for every reader: no subscriber in it; outside links and the mail's own footer links as they were.
    expect(links.find((link) => link.text === "113")?.href).toBe("https://www.113.nl");
    expect(links.some((link) => link.href.startsWith(`${publicUrl}/nieuwsbrief/afmelden?token=`))).toBe(true);
    const clickPath = new URL(counted[1]!.href).pathname;
    const clicks = () =>
      readRows<{ clicks: number }>(server.dataDir, "select clicks from sequence_steps where id = ?", stepId)[0]!.clicks;
    const browser = {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      "Sec-Fetch-Mode": "navigate",
    };
    // node:http, not fetch: fetch always says 'Sec-Fetch-Mode: cors', as a script does, never a browser's 'navigate'.
    const open = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
      new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        httpRequest(
          `${server.url}${path}`,
          { method: init.method ?? "GET", headers: { ...browser, ...init.headers } },
          (response) => {
            response.resume();
            resolve({ status: response.statusCode!, location: response.headers.location });
          },
        )
          .on("error", reject)
          .end();
      });
    const before = rowsMentioning("127.0.0.1");

    // A mail scanner's HEAD, a prefetch and a script still get sent on, uncounted.
    const notReaders: { method?: string; headers?: Record<string, string> }[] = [
      { method: "HEAD" },
      { headers: { "Sec-Purpose": "prefetch" } },
      { headers: { "User-Agent": "python-requests/2.31", Accept: "*/*" } },
    ];
    for (const init of notReaders) {
      expect(await open(clickPath, init)).toEqual({ status: 302, location: `${publicUrl}/kennismaking` });
    }
    const script = await fetch(`${server.url}${clickPath}`, { redirect: "manual", headers: browser });
    expect(script.headers.get("location")).toBe(`${publicUrl}/kennismaking`);
    expect(clicks()).toBe(0);

    // The reader's browser: on to the page, counted once; the same client again the same day is not counted again.
    const followed = await open(clickPath);
    expect(followed.status).toBe(302);
    const landing = new URL(followed.location!);
    expect(landing.href).toBe(`${publicUrl}/kennismaking`);
    const page = await fetch(`${server.url}${landing.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1");
    expect(clicks()).toBe(1);
    const other = await open(new URL(counted[0]!.href).pathname);
    expect(other.location).toBe(`${publicUrl}/blog?pagina=2&x=1`);
    expect(clicks()).toBe(1);

    // A forged or unknown link goes home and counts nothing.
    const token = clickPath.split("/").pop()!;
    const forged = `/klik/${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const path of [forged, "/klik/onbekend"]) {
      expect((await open(path)).location).toBe(`${publicUrl}/home`);
    }
    expect(clicks()).toBe(1);
    // Nothing about the reader was stored: not their address, their subscriber row or the client's IP.
    expect(rowsMentioning("127.0.0.1")).toEqual(before);
    const clickCounters = readRows<{ key: string }>(
      server.dataDir,
      "select key from rate_limit_hits where key like 'click:%'",
    );
    expect(clickCounters).toEqual([{ key: expect.stringMatching(new RegExp(`^click:${stepId}:[\\w-]{22}$`)) }]);
  });
});

describe("exactly once across a crash", () => {
  // The file's last test: it kills the shared server and leaves a restarted one on the same data.
  it("200 people due at once with the server SIGKILLed while it sends: each gets the step once", async () => {
    const { dataDir } = server;
    // Monday 09:00 Amsterdam: inside the steps' window.
    setClock("2030-03-11T08:00:00.000Z");
    const stamp = Date.now();
    const people = Array.from({ length: 200 }, (_, i) => `volger${i}-${stamp}@voorbeeld.nl`);
    const subject = `Stap ${stamp}`;
    const [stepId] = seedSequence(dataDir, "ebook", [[0, subject]]);
    seedSubscribers(dataDir, people);
    write(dataDir, (db) =>
      db
        .prepare(
          "insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at) select st.sequence_id, s.id, ?, 1, ? from newsletter_subscribers s, sequence_steps st where st.id = ? and s.email like ?",
        )
        .run("2030-03-11T08:00:00.000Z", "2030-03-11T08:00:00.000Z", stepId, `volger%-${stamp}@voorbeeld.nl`),
    );
    const count = (where: string) =>
      readRows<{ n: number }>(
        dataDir,
        `select count(*) as n from mail_queue where sequence_step_id = ? ${where}`,
        stepId,
      )[0]!.n;
    await expect
      .poll(() => count("and sent_at is not null"), { timeout: 30_000, interval: 20 })
      .toBeGreaterThanOrEqual(40);
    server.child.kill("SIGKILL");
    await server.exited;
    expect(count("and sent_at is not null")).toBeLessThan(200);

    server = await startBuiltServer(baseEnv(), dataDir);
    await expect
      .poll(() => count("") === 200 && count("and sent_at is null and failed_at is null") === 0, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);

    const counts = new Map<string, number>();
    for (const mail of smtp.mails.filter((m) => header(m.raw, "Subject") === subject))
      for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    // Nobody twice; everybody once, except a mail cut off mid-send, which is reported, not repeated (ADR 0055).
    // The cut-off one may have reached the mail server before the kill, or not.
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const interrupted = readRows<{ mail: string }>(
      dataDir,
      "select mail from mail_queue where sequence_step_id = ? and last_error like 'interrupted%'",
      stepId,
    ).map((row) => (JSON.parse(row.mail) as { to: string }).to);
    expect(interrupted.length).toBeLessThanOrEqual(1);
    const missing = people.filter((email) => !counts.has(email));
    expect(missing.every((email) => interrupted.includes(email))).toBe(true);
    expect(counts.size + missing.length).toBe(200);
  }, 90_000);
});
