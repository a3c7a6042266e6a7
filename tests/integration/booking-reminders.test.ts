import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailQueueSettled, readRows, sealedForTest } from "../support/database";
import { startBuiltServer } from "../support/server";
import { calendarPart, header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The reminder job as the real built server runs it (ADR 0040, ADR 0140): at
 * start-up it queues the reminder of a call or a paid session within 24 hours,
 * the mail worker sends it over real SMTP, and after a SIGKILL and a restart it
 * is not sent again. Cancelled, past and booked-less-than-a-day-ahead
 * appointments get none. The mails about a client's credits (ADR 0141): "two left" after the
 * booking that leaves two, "expiring" 30 days before, each once across the same SIGKILL. (The rules to the minute
 * are tested with a fixed clock in app/features/booking/appointments.test.ts;
 * here the times sit hours away from every boundary.)
 */
const hour = 3_600_000;
const day = 24 * hour;
let dataDir: string;
let smtp: SmtpCatcher;

let sessionTypeId: number | null = null;

function seed(email: string, status: string, startIn: number, createdAgo: number): void {
  const start = Date.now() + startIn;
  const row = sealedForTest(dataDir, "appointments", {
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + hour / 2).toISOString(),
    status,
    name: "Anna de Vries",
    email,
    phone: null,
    question: null,
    created_at: new Date(Date.now() - createdAgo).toISOString(),
    session_type_id: sessionTypeId,
  });
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare(
      "insert into appointments (start_at, end_at, status, name, email, phone, question, created_at, session_type_id) values (@start_at, @end_at, @status, @name, @email, @phone, @question, @created_at, @session_type_id)",
    ).run(row);
  } finally {
    db.close();
  }
}

/** A paid session type at a location (ADR 0122); the appointments seeded after it are its sessions. */
function seedSessionType(): void {
  const db = new SQLite(join(dataDir, "site.db"));
  try {
    sessionTypeId = Number(
      db
        .prepare(
          "insert into session_types (name, minutes, place, address, buffer_minutes, own_hours, created_at) values ('Sessie op locatie', 90, 'locatie', 'Stationsweg 1, Utrecht', 0, 0, ?)",
        )
        .run(new Date().toISOString()).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

/** `count` credits of the session type by hand for `email`, expiring in `expiresIn`; the first `spent` used, the next one bound to `appointmentId`. */
function seedCredits(
  email: string,
  count: number,
  expiresIn: number,
  spent = 0,
  appointmentId: number | null = null,
): void {
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  const insert = db.prepare(
    "insert into session_credits (client_email, session_type_id, offer_id, granted_at, expires_at, appointment_id, spent_at) values (?, ?, null, ?, ?, ?, ?)",
  );
  try {
    for (let i = 0; i < count; i++) {
      const bound = i === spent ? appointmentId : null;
      insert.run(
        email,
        sessionTypeId,
        now,
        new Date(Date.now() + expiresIn).toISOString(),
        bound,
        i < spent ? now : null,
      );
    }
  } finally {
    db.close();
  }
}

/** Runs the server until `until` holds; `kill` ends it with SIGKILL, as a crash would. */
async function runServer(until: (smtp: SmtpCatcher) => Promise<unknown>, kill = false): Promise<void> {
  const server = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) }, dataDir);
  try {
    await until(smtp);
  } finally {
    if (kill) {
      server.child.kill("SIGKILL");
      await server.exited;
    } else await server.stop();
  }
}

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "coach-booking-reminders-"));
  smtp = await startSmtpCatcher();
  await (await startBuiltServer({}, dataDir)).stop(); // creates the schema and the data key
});
afterAll(async () => {
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("sends the reminder of a call and of a session and the credit mails once, across a SIGKILL and a restart; none for cancelled, past or late-booked ones", async () => {
  seed("due@voorbeeld.nl", "gepland", 20 * hour, 72 * hour);
  seed("cancelled@voorbeeld.nl", "geannuleerd", 21 * hour, 72 * hour);
  seed("late@voorbeeld.nl", "gepland", 22 * hour, 0);
  seed("past@voorbeeld.nl", "gepland", -3 * hour, 72 * hour);
  seedSessionType();
  seed("client@voorbeeld.nl", "gepland", 19 * hour, 72 * hour);
  seed("client-cancelled@voorbeeld.nl", "geannuleerd", 18 * hour, 72 * hour);

  // ADR 0141: the client's booking left two of eight credits; another's credits expire in 20 days, a third's in 40.
  const sessionId = readRows<{ id: number }>(
    dataDir,
    "select id from appointments where email = 'client@voorbeeld.nl'",
  )[0]!.id;
  seedCredits("client@voorbeeld.nl", 8, 150 * day, 5, sessionId);
  seedCredits("expiring@voorbeeld.nl", 3, 20 * day);
  seedCredits("later@voorbeeld.nl", 3, 40 * day);

  const sent = (subjects: [string, RegExp][]) => (catcher: SmtpCatcher) =>
    Promise.all(
      subjects.map(([address, subject]) =>
        catcher.waitFor((mail) => mail.to.includes(address) && subject.test(header(mail.raw, "Subject") ?? ""), 20_000),
      ),
    );
  // Killed once the queue holds nothing due: what this proves is that the jobs queue each mail once (its
  // marker commits with the queue row). The mail queue itself delivers at least once: a crash between
  // the SMTP server's accept and the row's removal sends that one mail again.
  await runServer(async (catcher) => {
    await sent([
      ["due@voorbeeld.nl", /Herinnering/],
      ["client@voorbeeld.nl", /Herinnering/],
      ["client@voorbeeld.nl", /^Nog twee sessies over$/],
      ["expiring@voorbeeld.nl", /^Je sessies verlopen op /],
    ])(catcher);
    await mailQueueSettled(dataDir);
  }, true);
  expect(plainText(mailsTo("expiring@voorbeeld.nl")[0]!.raw)).toContain("Je hebt nog 3 sessies tegoed die op ");
  expect(mailsTo("later@voorbeeld.nl")).toEqual([]);
  const [reminder] = mailsTo("due@voorbeeld.nl");
  expect(header(reminder!.raw, "Subject")).toMatch(/Herinnering: je kennismaking/);
  const [session] = mailsTo("client@voorbeeld.nl").filter((mail) =>
    /Herinnering/.test(header(mail.raw, "Subject") ?? ""),
  );
  expect(header(session!.raw, "Subject")).toMatch(/^Herinnering: Sessie op locatie op /);
  const text = plainText(session!.raw);
  expect(text).toContain("Sessie op locatie, 30 minuten");
  expect(text).toContain("We zien elkaar op Stationsweg 1, Utrecht.");
  expect(text).toContain("calendar.google.com");
  expect(calendarPart(session!.raw)).toContain("LOCATION:Stationsweg 1\\, Utrecht");
  expect(
    readRows(dataDir, "select email, status, reminder_sent_at is not null as reminded from appointments order by id"),
  ).toEqual([
    { email: "due@voorbeeld.nl", status: "gepland", reminded: 1 },
    { email: "cancelled@voorbeeld.nl", status: "geannuleerd", reminded: 0 },
    { email: "late@voorbeeld.nl", status: "gepland", reminded: 0 },
    { email: "past@voorbeeld.nl", status: "geweest", reminded: 0 },
    { email: "client@voorbeeld.nl", status: "gepland", reminded: 1 },
    { email: "client-cancelled@voorbeeld.nl", status: "geannuleerd", reminded: 0 },
  ]);

  // After the crash the jobs run again at start-up: a newly due call and newly expiring credits get their mail in
  // that run, the first ones not again (the queue is drained before the server stops).
  seedCredits("expiring-next@voorbeeld.nl", 1, 10 * day);
  sessionTypeId = null;
  seed("next@voorbeeld.nl", "gepland", 23 * hour, 72 * hour);
  await runServer(async (catcher) => {
    await sent([
      ["next@voorbeeld.nl", /Herinnering/],
      ["expiring-next@voorbeeld.nl", /^Je sessies verlopen op /],
    ])(catcher);
    await mailQueueSettled(dataDir);
  });
  expect(mailsTo("due@voorbeeld.nl")).toHaveLength(1);
  expect(mailsTo("client@voorbeeld.nl")).toHaveLength(2);
  expect(mailsTo("expiring@voorbeeld.nl")).toHaveLength(1);
  expect(mailsTo("later@voorbeeld.nl")).toEqual([]);
  expect(readRows(dataDir, "select kind from credit_mails order by id")).toHaveLength(3);
  for (const address of [
    "cancelled@voorbeeld.nl",
    "late@voorbeeld.nl",
    "past@voorbeeld.nl",
    "client-cancelled@voorbeeld.nl",
  ]) {
    expect(mailsTo(address)).toEqual([]);
  }
}, 90_000);
