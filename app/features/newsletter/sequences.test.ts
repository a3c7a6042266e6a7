import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../../tests/support/smtp";
import { database, db, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { sendBroadcastMails, settleInterruptedSends } from "./broadcast-sender.server";
import { createBroadcast, queueDueBroadcasts, scheduleBroadcast } from "./broadcasts.server";
import { run, withConnection } from "~/server/sync-db.server";
import { personEnrolments } from "./sequence-admin.server";
import {
  enterSequences,
  packageBought,
  queueDueSteps,
  sequenceEntry,
  sequenceExit,
  statusExit,
} from "./sequences.server";

/**
 * The sequence rules (ADR 0130) on the real database and a real SMTP server,
 * with the time handed in: who enters, when a step is due, the one-mail-a-day
 * rule, exits, and that a step is queued and sent once. The built server's
 * path (a form, the confirmation, the job, a SIGKILL) is in
 * tests/integration/newsletter-sequences.test.ts.
 */
let readyOnInstall: {
  name: string;
  trigger: string;
  status: string;
  delay_hours: number;
  body_md: string;
  window_days: string;
}[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "coach-sequences-"));
let smtp: SmtpCatcher;
const at = (iso: string) => new Date(iso);
// Tuesday 1 December 2026, 02:00 in Amsterdam (winter: UTC+1).
const entered = at("2026-12-01T01:00:00.000Z");

async function subscriber(email: string, state: { active?: boolean; bounced?: boolean } = {}): Promise<number> {
  const { id } = await db
    .insertInto("newsletter_subscribers")
    .values({
      email,
      name: null,
      is_active: state.active === false ? 0 : 1,
      subscribed_at: entered.toISOString(),
      bounced_at: state.bounced ? entered.toISOString() : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A sequence with steps of [delay in hours, subject], weekdays 09:00-17:00. */
async function sequence(
  trigger: string,
  steps: [number, string][],
  options: { status?: "actief" | "gepauzeerd"; profile?: string } = {},
): Promise<number> {
  const now = entered.toISOString();
  const { id } = await db
    .insertInto("sequences")
    .values({
      name: `Reeks ${trigger}`,
      trigger,
      profile: options.profile ?? null,
      status: options.status ?? "actief",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("sequence_steps")
    .values(
      steps.map(([delay, subject], i) => ({
        sequence_id: id,
        position: i + 1,
        delay_hours: delay,
        subject,
        body_md: `Tekst van ${subject}.`,
        updated_at: now,
      })),
    )
    .execute();
  return id;
}

const enrolments = (email: string) =>
  db
    .selectFrom("sequence_enrolments as e")
    .innerJoin("newsletter_subscribers as s", "s.id", "e.subscriber_id")
    .select(["e.sequence_id", "e.next_position", "e.next_due_at", "e.exit_reason"])
    .where("s.email", "=", email)
    .execute();

const queuedSubjects = (email: string) =>
  db
    .selectFrom("mail_queue as q")
    .innerJoin("sequence_steps as st", "st.id", "q.sequence_step_id")
    .select(["st.subject", "q.created_at", "q.sent_at", "q.failed_at", "q.last_error"])
    .where("q.mail", "=", JSON.stringify({ to: email }))
    .orderBy("q.id")
    .execute();

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  configureSettings({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    APP_SECRET: undefined,
    DATA_ENCRYPTION_KEY: "ab".repeat(32),
  });
  await openAppDatabase();
  readyOnInstall = await db
    .selectFrom("sequences as s")
    .innerJoin("sequence_steps as st", "st.sequence_id", "s.id")
    .select(["s.name", "s.trigger", "s.status", "st.delay_hours", "st.body_md", "st.window_days"])
    .orderBy("s.id")
    .orderBy("st.position")
    .execute();
}, 60_000);

beforeEach(async () => {
  await db.deleteFrom("mail_queue").execute();
  await db.deleteFrom("broadcasts").execute();
  await db.deleteFrom("sequences").execute();
  await db.deleteFrom("newsletter_subscribers").execute();
  smtp.mails.length = 0;
});

afterAll(() => {
  database().sqlite.close();
  void smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a fresh install (ADR 0131)", () => {
  it("has the e-book sequence (days 2, 5, 9) and the self-test sequence (days 1, 4), paused, weekdays", () => {
    const days = (trigger: string) => {
      let hours = 0;
      return readyOnInstall.filter((step) => step.trigger === trigger).map((step) => (hours += step.delay_hours) / 24);
    };
    expect(days("ebook")).toEqual([2, 5, 9]);
    expect(days("zelftest")).toEqual([1, 4]);
    expect(new Set(readyOnInstall.map((step) => step.status))).toEqual(new Set(["gepauzeerd"]));
    expect(new Set(readyOnInstall.map((step) => step.window_days))).toEqual(new Set(["12345"]));
    // Each sequence ends with the invitation to the intro call.
    for (const trigger of ["ebook", "zelftest"])
      expect(readyOnInstall.filter((step) => step.trigger === trigger).at(-1)?.body_md).toContain("](/kennismaking)");
  });
});

describe("who enters a sequence (D34)", () => {
  it("only an active, confirmed, deliverable subscriber; a running sequence of the trigger; once", async () => {
    const ebook = await sequence("ebook", [[48, "Tip"]]);
    await sequence("ebook", [[48, "Gepauzeerd"]], { status: "gepauzeerd" });
    await sequence("zelftest", [[24, "Test"]]);
    await subscriber("ja@example.nl");
    await subscriber("weg@example.nl", { active: false });
    await subscriber("stuk@example.nl", { bounced: true });

    expect(
      await db
        .transaction()
        .execute((trx) =>
          enterSequences(trx, { trigger: "ebook", email: " JA@example.nl ", at: entered.toISOString() }),
        ),
    ).toBe(1);
    // Twice the trigger, once in the sequence.
    expect(await enterSequences(db, { trigger: "ebook", email: "ja@example.nl", at: entered.toISOString() })).toBe(0);
    for (const email of ["weg@example.nl", "stuk@example.nl", "onbekend@example.nl"])
      expect(await enterSequences(db, { trigger: "ebook", email, at: entered.toISOString() })).toBe(0);
    expect(await db.selectFrom("sequence_enrolments").select("sequence_id").execute()).toEqual([
      { sequence_id: ebook },
    ]);
  });

  it("a profile sequence takes only that main profile", async () => {
    const adhd = await sequence("zelftest", [[24, "ADHD"]], { profile: "ADHD-Combined" });
    const all = await sequence("zelftest", [[24, "Iedereen"]]);
    await subscriber("burnout@example.nl");
    await subscriber("adhd@example.nl");
    await enterSequences(db, {
      trigger: "zelftest",
      email: "burnout@example.nl",
      profile: "Burnout",
      at: entered.toISOString(),
    });
    await enterSequences(db, {
      trigger: "zelftest",
      email: "adhd@example.nl",
      profile: "ADHD-Combined",
      at: entered.toISOString(),
    });
    expect((await enrolments("burnout@example.nl")).map((e) => e.sequence_id)).toEqual([all]);
    expect((await enrolments("adhd@example.nl")).map((e) => e.sequence_id).sort()).toEqual([adhd, all].sort());
  });
});

describe("when steps go out (ADR 0130)", () => {
  it("after the delay, inside the Dutch window, then the next step after its own delay", async () => {
    await sequence("ebook", [
      [24, "Dag 1"],
      [72, "Dag 4"],
    ]);
    await subscriber("tijd@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "tijd@example.nl", at: entered.toISOString() });
    // Due 24 hours after entering: Wednesday 02:00 Amsterdam.
    expect(await enrolments("tijd@example.nl")).toMatchObject([
      { next_position: 1, next_due_at: "2026-12-02T01:00:00.000Z" },
    ]);
    // Outside the window: it waits for Wednesday 09:00 Amsterdam (08:00 UTC).
    expect(await queueDueSteps(at("2026-12-02T01:00:00.000Z"))).toBe(0);
    expect(await enrolments("tijd@example.nl")).toMatchObject([
      { next_position: 1, next_due_at: "2026-12-02T08:00:00.000Z" },
    ]);
    expect(await queueDueSteps(at("2026-12-02T07:59:00.000Z"))).toBe(0);
    expect(await queueDueSteps(at("2026-12-02T08:00:00.000Z"))).toBe(1);
    // A second run at the same moment queues nobody twice.
    expect(await queueDueSteps(at("2026-12-02T08:00:00.000Z"))).toBe(0);
    // 72 hours after Wednesday 09:00 is Saturday 09:00: the window waits for Monday 09:00.
    expect(await enrolments("tijd@example.nl")).toMatchObject([
      { next_position: 2, next_due_at: "2026-12-07T08:00:00.000Z" },
    ]);
    expect(await queueDueSteps(at("2026-12-07T08:00:00.000Z"))).toBe(1);
    expect(await enrolments("tijd@example.nl")).toMatchObject([
      { next_position: null, next_due_at: null, exit_reason: "klaar" },
    ]);
    expect((await queuedSubjects("tijd@example.nl")).map((row) => row.subject)).toEqual(["Dag 1", "Dag 4"]);
  });

  it("never two sequence mails to one person on one Dutch day: the later waits for the next day's window", async () => {
    await sequence("ebook", [[24, "E-book dag 1"]]);
    await sequence("nieuwsbrief", [[24, "Nieuwsbrief dag 1"]]);
    await subscriber("dubbel@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "dubbel@example.nl", at: entered.toISOString() });
    await enterSequences(db, { trigger: "nieuwsbrief", email: "dubbel@example.nl", at: entered.toISOString() });
    // The card shows the day each will really go, as the queue decides it: Wednesday 09:00 and Thursday 09:00.
    const cardTimes = async (now: string) =>
      (await personEnrolments("dubbel@example.nl", at(now))).map((enrolment) => enrolment.next?.at).sort();
    expect(await cardTimes("2026-12-01T01:00:00.000Z")).toEqual([
      "2026-12-02T08:00:00.000Z",
      "2026-12-03T08:00:00.000Z",
    ]);
    expect(await queueDueSteps(at("2026-12-02T10:00:00.000Z"))).toBe(1);
    // One went today: the other, still due since 02:00, shows tomorrow.
    expect(await cardTimes("2026-12-02T10:00:00.000Z")).toEqual(["2026-12-03T08:00:00.000Z", undefined]);
    expect(await queueDueSteps(at("2026-12-02T15:00:00.000Z"))).toBe(0);
    const waiting = (await enrolments("dubbel@example.nl")).find((e) => e.next_position === 1);
    expect(waiting?.next_due_at).toBe("2026-12-03T08:00:00.000Z");
    expect(await queueDueSteps(at("2026-12-03T08:00:00.000Z"))).toBe(1);
    expect(await queuedSubjects("dubbel@example.nl")).toHaveLength(2);
  });
});

describe("leaving a sequence", () => {
  it("booking stops the rest: an exit by address ends the enrolment and no later step is queued", async () => {
    await sequence("ebook", [
      [24, "Eerste"],
      [24, "Tweede"],
    ]);
    await subscriber("boekt@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "boekt@example.nl", at: entered.toISOString() });
    expect(await queueDueSteps(at("2026-12-02T08:00:00.000Z"))).toBe(1);
    await sequenceExit(db, { email: "Boekt@example.nl" }, "kennismaking-geboekt", "2026-12-02T12:00:00.000Z").execute();
    expect(await queueDueSteps(at("2026-12-10T08:00:00.000Z"))).toBe(0);
    expect((await queuedSubjects("boekt@example.nl")).map((row) => row.subject)).toEqual(["Eerste"]);
    expect(await enrolments("boekt@example.nl")).toMatchObject([
      { exit_reason: "kennismaking-geboekt", next_due_at: null },
    ]);
  });

  it("consent gone: a due step is not queued and one already queued is not sent", async () => {
    await sequence("ebook", [
      [24, "Eerste"],
      [24, "Tweede"],
    ]);
    const queuedThenGone = await subscriber("tussendoor@example.nl");
    const goneBefore = await subscriber("eerder@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "tussendoor@example.nl", at: entered.toISOString() });
    await enterSequences(db, { trigger: "ebook", email: "eerder@example.nl", at: entered.toISOString() });
    await db.updateTable("newsletter_subscribers").set({ is_active: 0 }).where("id", "=", goneBefore).execute();
    expect(await queueDueSteps(at("2026-12-02T08:00:00.000Z"))).toBe(1);
    expect(await enrolments("eerder@example.nl")).toMatchObject([{ exit_reason: "afgemeld" }]);
    await db.updateTable("newsletter_subscribers").set({ is_active: 0 }).where("id", "=", queuedThenGone).execute();
    expect(await sendBroadcastMails(100, at("2026-12-02T08:00:01.000Z"))).toBe(0);
    expect(smtp.mails).toEqual([]);
    expect(await queuedSubjects("tussendoor@example.nl")).toMatchObject([
      { subject: "Eerste", sent_at: null, last_error: "unsubscribed before sending" },
    ]);
  });

  it("a broadcast queued before its subscriber unsubscribed does not reach them", async () => {
    await subscriber("blijft@example.nl");
    const leaves = await subscriber("vertrekt@example.nl");
    const id = await createBroadcast(
      { subject: "Rust in december", preheader: "", body: "Een tip.", tags: [], showInArchive: false },
      entered,
    );
    expect(await scheduleBroadcast(id, entered, entered)).toBe(true);
    await queueDueBroadcasts(at("2026-12-01T01:00:01.000Z"));
    // Paced sending takes its time: an unsubscribe from last month's mail comes in between.
    await db.updateTable("newsletter_subscribers").set({ is_active: 0 }).where("id", "=", leaves).execute();
    expect(await sendBroadcastMails(100, at("2026-12-01T01:00:02.000Z"))).toBe(1);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([["blijft@example.nl"]]);
    const [row] = await db
      .selectFrom("mail_queue")
      .select(["sent_at", "last_error"])
      .where("subscriber_id", "=", leaves)
      .execute();
    expect(row).toMatchObject({ sent_at: null, last_error: "unsubscribed before sending" });
  });
});

describe("the other triggers and exits (ADR 0130)", () => {
  it("the card's 'Cliënt' or 'Geen match' ends every enrolment; another status does not", async () => {
    await sequence("ebook", [[24, "Tip"]]);
    await subscriber("kaart@example.nl");
    await subscriber("client@example.nl");
    for (const email of ["kaart@example.nl", "client@example.nl"])
      await enterSequences(db, { trigger: "ebook", email, at: entered.toISOString() });
    await statusExit(db, "kaart@example.nl", "in-gesprek");
    await statusExit(db, "client@example.nl", "client");
    expect(await enrolments("kaart@example.nl")).toMatchObject([{ exit_reason: null }]);
    expect(await enrolments("client@example.nl")).toMatchObject([{ exit_reason: "client", next_due_at: null }]);
  });

  it("buying a package ends the sequences before it and starts the one after it", async () => {
    const before = await sequence("ebook", [[24, "Tip"]]);
    const after = await sequence("pakket", [[24, "Welkom"]]);
    await subscriber("koper@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "koper@example.nl", at: entered.toISOString() });
    await db.transaction().execute((trx) => packageBought(trx, "koper@example.nl"));
    const rows = await enrolments("koper@example.nl");
    expect(rows.find((row) => row.sequence_id === before)?.exit_reason).toBe("pakket-gekocht");
    expect(rows.find((row) => row.sequence_id === after)).toMatchObject({ exit_reason: null, next_position: 1 });
  });

  it("a cancelled intro call enters inside the booking engine's synchronous transaction", async () => {
    await sequence("kennismaking-gemist", [[48, "Nieuw moment?"]]);
    await subscriber("annuleert@example.nl");
    const entry = { trigger: "kennismaking-gemist" as const, email: "annuleert@example.nl", at: entered.toISOString() };
    expect(
      await withConnection((conn) => conn.sqlite.transaction(() => run(conn, sequenceEntry(conn.kysely, entry)))()),
    ).toMatchObject({ changes: 1 });
    expect(await enrolments("annuleert@example.nl")).toMatchObject([{ next_due_at: "2026-12-03T01:00:00.000Z" }]);
  });

  it("erasing the subscription erases its enrolments", async () => {
    await sequence("ebook", [[24, "Tip"]]);
    const id = await subscriber("wissen@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "wissen@example.nl", at: entered.toISOString() });
    await db.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
    expect(await db.selectFrom("sequence_enrolments").select("id").where("subscriber_id", "=", id).execute()).toEqual(
      [],
    );
  });
});

describe("sending a step exactly once (ADR 0055, ADR 0130)", () => {
  it("sends a queued step once with the unsubscribe header; a step cut off mid-send is settled, not repeated", async () => {
    await sequence("ebook", [[24, "Eenmaal"]]);
    await subscriber("een@example.nl");
    await subscriber("onderweg@example.nl");
    await enterSequences(db, { trigger: "ebook", email: "een@example.nl", at: entered.toISOString() });
    await enterSequences(db, { trigger: "ebook", email: "onderweg@example.nl", at: entered.toISOString() });
    expect(await queueDueSteps(at("2026-12-02T08:00:00.000Z"))).toBe(2);
    // The crash: one row claimed, then the process died before the mail server answered.
    await db
      .updateTable("mail_queue")
      .set({ claimed_at: "2026-12-02T08:00:01.000Z" })
      .where("mail", "=", JSON.stringify({ to: "onderweg@example.nl" }))
      .execute();
    expect(await settleInterruptedSends(at("2026-12-02T08:05:00.000Z"))).toBe(1);
    expect(await sendBroadcastMails(100, at("2026-12-02T08:05:00.000Z"))).toBe(1);
    expect(await sendBroadcastMails(100, at("2026-12-02T08:06:00.000Z"))).toBe(0);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([["een@example.nl"]]);
    expect(smtp.mails[0]!.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(await queuedSubjects("onderweg@example.nl")).toMatchObject([
      { sent_at: null, last_error: expect.stringMatching(/^interrupted/) },
    ]);
  });
});
