import SQLite from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { readRows, sealedForTest } from "../support/database";
import { startBuiltServer } from "../support/server";
import { header, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The reminder job as the real built server runs it (ADR 0040): at start-up
 * it queues the reminder of a call within 24 hours, the mail worker sends it
 * over real SMTP, and after a restart it is not sent again. Cancelled, past and
 * booked-less-than-a-day-ahead appointments get none. (The rules to the minute
 * are tested with a fixed clock in app/features/booking/appointments.test.ts;
 * here the times sit hours away from every boundary.)
 */
const hour = 3_600_000;
let dataDir: string;
let smtp: SmtpCatcher;

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
  });
  const db = new SQLite(join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare(
      "insert into appointments (start_at, end_at, status, name, email, phone, question, created_at) values (@start_at, @end_at, @status, @name, @email, @phone, @question, @created_at)",
    ).run(row);
  } finally {
    db.close();
  }
}

async function runServer(until: (smtp: SmtpCatcher) => Promise<unknown>): Promise<void> {
  const server = await startBuiltServer({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) }, dataDir);
  try {
    await until(smtp);
  } finally {
    await server.stop();
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

it("sends the reminder once, across a restart, and none for cancelled, past or late-booked calls", async () => {
  seed("due@voorbeeld.nl", "gepland", 20 * hour, 72 * hour);
  seed("cancelled@voorbeeld.nl", "geannuleerd", 21 * hour, 72 * hour);
  seed("late@voorbeeld.nl", "gepland", 22 * hour, 0);
  seed("past@voorbeeld.nl", "gepland", -3 * hour, 72 * hour);

  await runServer((catcher) => catcher.waitFor((mail) => mail.to.includes("due@voorbeeld.nl"), 20_000));
  const [reminder] = mailsTo("due@voorbeeld.nl");
  expect(header(reminder!.raw, "Subject")).toMatch(/Herinnering/);
  expect(
    readRows(dataDir, "select email, status, reminder_sent_at is not null as reminded from appointments order by id"),
  ).toEqual([
    { email: "due@voorbeeld.nl", status: "gepland", reminded: 1 },
    { email: "cancelled@voorbeeld.nl", status: "geannuleerd", reminded: 0 },
    { email: "late@voorbeeld.nl", status: "gepland", reminded: 0 },
    { email: "past@voorbeeld.nl", status: "geweest", reminded: 0 },
  ]);

  // After a restart the job runs again: a newly due call gets its reminder in that run, the first one not again.
  seed("next@voorbeeld.nl", "gepland", 23 * hour, 72 * hour);
  await runServer((catcher) => catcher.waitFor((mail) => mail.to.includes("next@voorbeeld.nl"), 20_000));
  expect(mailsTo("due@voorbeeld.nl")).toHaveLength(1);
  for (const address of ["cancelled@voorbeeld.nl", "late@voorbeeld.nl", "past@voorbeeld.nl"]) {
    expect(mailsTo(address)).toEqual([]);
  }
}, 90_000);
