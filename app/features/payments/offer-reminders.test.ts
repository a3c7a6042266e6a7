import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../../tests/support/manual-clock";
import { database, db, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { startJobs } from "~/server/jobs.server";
import { offerReminderJob } from "./offer-reminders.server";
import { withdrawOffer } from "./refunds.server";

const dataDir = mkdtempSync(join(tmpdir(), "coach-offer-reminders-"));
configureSettings({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3000",
  APP_SECRET: undefined,
});

const day = 86_400_000;
/** Monday 2 November 2026, 10:00 in Amsterdam: the offers below are sent then. */
const sent = Date.parse("2026-11-02T09:00:00Z");

beforeAll(async () => {
  await openAppDatabase();
});
afterAll(() => {
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function offerTo(email: string, createdAt: number, payment?: "paid" | "failed"): Promise<number> {
  const { id } = await db
    .insertInto("payment_offers")
    .values({
      person_id: null,
      client_name: "Pieter Klant",
      client_email: email,
      package_key: "online",
      description: "Online traject",
      features: "[]",
      amount_cents: 63_000,
      personal_line: null,
      created_by: "coach@example.nl",
      created_at: new Date(createdAt).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (payment) {
    const at = new Date(createdAt + day).toISOString();
    await db
      .insertInto("payments")
      .values({
        offer_id: id,
        method: "ideal",
        mollie_id: `tr_test${id}`,
        status: payment,
        amount_cents: 63_000,
        created_at: at,
        updated_at: at,
        paid_at: payment === "paid" ? at : null,
      })
      .execute();
  }
  return id;
}

/** The reminders queued for an address (the mail queue's JSON holds the recipient and subject). */
async function remindersTo(email: string): Promise<{ subject: string; link: string }[]> {
  const rows = await db.selectFrom("mail_queue").select("mail").execute();
  return rows
    .map((row) => JSON.parse(row.mail) as { to: string; subject: string; button?: { url: string } })
    .filter((mail) => mail.to === email && mail.subject.startsWith("Herinnering"))
    .map((mail) => ({ subject: mail.subject, link: mail.button?.url ?? "" }));
}

describe("reminders for open offers (ADR 0120)", () => {
  it("go N days after the offer and N days after the first, at most twice, once across a restart, never for a paid, withdrawn or expired offer", async () => {
    await db.updateTable("payment_settings").set({ reminder_days: 3 }).execute();
    await offerTo("open@voorbeeld.nl", sent);
    await offerTo("failed@voorbeeld.nl", sent, "failed");
    await offerTo("paid@voorbeeld.nl", sent, "paid");
    const withdrawn = await offerTo("withdrawn@voorbeeld.nl", sent);
    await offerTo("expired@voorbeeld.nl", sent - 61 * day);
    expect(await withdrawOffer(withdrawn)).toBe(true);

    const clock = manualClock(new Date(sent + 2 * day));
    let runner = await startJobs([offerReminderJob], clock);
    await clock.advance(day - 60_000);
    expect(await remindersTo("open@voorbeeld.nl")).toEqual([]);
    await clock.advance(60 * 60_000);
    const first = await remindersTo("open@voorbeeld.nl");
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe("Herinnering: je aanbod voor Online traject");
    // The same signed link as the offer's mail: it pays this offer at this amount only.
    expect(first[0]!.link).toMatch(/^http:\/\/localhost:3000\/betalen\/[\w.-]+$/);
    expect(await remindersTo("failed@voorbeeld.nl")).toHaveLength(1);

    // A restart runs the job at once: nothing is sent again.
    await runner.stop();
    runner = await startJobs([offerReminderJob], clock);
    await clock.advance(60_000);
    expect(await remindersTo("open@voorbeeld.nl")).toHaveLength(1);

    await clock.advance(3 * day);
    expect(await remindersTo("open@voorbeeld.nl")).toHaveLength(2);
    await clock.advance(4 * day);
    await runner.stop();
    expect(await remindersTo("open@voorbeeld.nl")).toHaveLength(2);
    expect(await remindersTo("failed@voorbeeld.nl")).toHaveLength(2);
    for (const email of ["paid@voorbeeld.nl", "withdrawn@voorbeeld.nl", "expired@voorbeeld.nl"]) {
      expect(await remindersTo(email), email).toEqual([]);
    }
  });

  it("go out not at all while the setting is 0", async () => {
    await db.updateTable("payment_settings").set({ reminder_days: 0 }).execute();
    await offerTo("quiet@voorbeeld.nl", sent);
    const clock = manualClock(new Date(sent + 30 * day));
    const runner = await startJobs([offerReminderJob], clock);
    await clock.advance(60_000);
    await runner.stop();
    expect(await remindersTo("quiet@voorbeeld.nl")).toEqual([]);
  });
});
