import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../../tests/support/smtp";
import { database, db, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { finishBroadcasts, sendBroadcastMails, settleInterruptedSends } from "./broadcast-sender.server";

/**
 * What a restart finds after a crash mid-broadcast (ADR 0055), set up row by
 * row instead of killing a server at a random moment: the crash test in
 * tests/integration/newsletter-broadcasts.test.ts only sometimes lands inside a send.
 */
const dataDir = mkdtempSync(join(tmpdir(), "coach-broadcast-sender-"));
let smtp: SmtpCatcher;
const before = "2026-11-23T07:00:00.000Z";
const restart = new Date("2026-11-23T07:05:00.000Z");

/** One delivery of broadcast 1 to a new subscriber, in the given state. */
async function delivery(email: string, state: { claimed_at?: string; sent_at?: string; failed_at?: string }) {
  const { id } = await db
    .insertInto("newsletter_subscribers")
    .values({ email, name: null, is_active: 1, subscribed_at: before })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("mail_queue")
    .values({
      mail: JSON.stringify({ to: email }),
      subscriber_id: id,
      broadcast_id: 1,
      created_at: before,
      next_attempt_at: before,
      ...state,
    })
    .execute();
}

const rowOf = (email: string) =>
  db
    .selectFrom("mail_queue")
    .select(["claimed_at", "sent_at", "failed_at", "last_error"])
    .where("mail", "=", JSON.stringify({ to: email }))
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  configureSettings({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    APP_SECRET: undefined,
  });
  await openAppDatabase();
  await db
    .insertInto("broadcasts")
    .values({
      slug: "herfst",
      subject: "Herfst",
      body_md: "Een korte brief.",
      status: "bezig",
      scheduled_at: null,
      started_at: before,
      finished_at: null,
      created_at: before,
      updated_at: before,
    })
    .execute();
  // Cut off mid-send: claimed, then the crash.
  await delivery("onderweg@example.nl", { claimed_at: "2026-11-23T07:01:00.000Z" });
  await delivery("verstuurd@example.nl", { claimed_at: before, sent_at: before });
  await delivery("mislukt@example.nl", { claimed_at: before, failed_at: before });
  await delivery("nog-niet@example.nl", {});
  // A transactional mail (not a broadcast) is the mail queue's own business.
  await db
    .insertInto("mail_queue")
    .values({ mail: JSON.stringify({ to: "welkom@example.nl" }), created_at: before, next_attempt_at: before })
    .execute();
}, 60_000);

afterAll(() => {
  database().sqlite.close();
  // Not awaited: the broadcast's pooled connection stays open, and the catcher waits for it to end.
  void smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("settleInterruptedSends after a crash (ADR 0055)", () => {
  it("marks only the delivery cut off mid-send as failed, with the reason", async () => {
    expect(await settleInterruptedSends(restart)).toBe(1);
    expect(await rowOf("onderweg@example.nl")).toMatchObject({
      claimed_at: "2026-11-23T07:01:00.000Z",
      sent_at: null,
      failed_at: restart.toISOString(),
      last_error: expect.stringMatching(/^interrupted/),
    });
    expect(await rowOf("verstuurd@example.nl")).toMatchObject({ sent_at: before, failed_at: null });
    expect(await rowOf("mislukt@example.nl")).toMatchObject({ failed_at: before });
    expect(await rowOf("nog-niet@example.nl")).toMatchObject({ claimed_at: null, failed_at: null });
    expect(await rowOf("welkom@example.nl")).toMatchObject({ claimed_at: null, failed_at: null });
    // A second start finds nothing more to settle.
    expect(await settleInterruptedSends(restart)).toBe(0);
  });

  it("then sends each remaining recipient once, and never again the one cut off", async () => {
    expect(await sendBroadcastMails(100, restart)).toBe(1);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([["nog-niet@example.nl"]]);
    // A second pass finds nothing left: no one gets the broadcast twice.
    expect(await sendBroadcastMails(100, restart)).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    await finishBroadcasts(restart);
    const { status } = await db.selectFrom("broadcasts").select("status").executeTakeFirstOrThrow();
    expect(status).toBe("verzonden");
  });
});
