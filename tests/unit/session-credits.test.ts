import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { database, db, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import type { MailContent } from "~/server/mail.server";
import { applyRetention } from "~/server/retention.server";
import { erasePersonRecords, findPersonRecords } from "~/features/data-requests/person-data.server";
import { withConnection } from "~/server/sync-db.server";
import { cancelAppointment, claimSlot } from "~/features/booking/appointments.server";
import { calendarFeedResponse } from "~/features/booking/calendar-feed.server";
import { forgetFreeTimes, freeTimes } from "~/features/booking/free-times.server";
import { queueCreditMails } from "~/features/client-page/credit-mails.server";
import { currentClientLink, renewClientLink } from "~/features/client-page/client-access.server";
import { queueDueReminders } from "~/features/booking/reminders.server";
import {
  addCreditByHand,
  claimSession,
  creditCounts,
  grantPackageCredits,
  markNoShow,
  moveSessionByClient,
  returnCreditByHand,
} from "~/features/booking/session-credits.server";
import { sessionFreeTimes } from "~/features/booking/session-types.server";

/**
 * Session types and credits on the one agenda (D36, ADR 0122, ADR 0123),
 * against the real SQLite file with a fixed clock. The races with many
 * connections at once are in tests/integration/session-race.test.ts.
 */
const dataDir = mkdtempSync(join(tmpdir(), "coach-sessions-"));
configureSettings({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3000",
  APP_SECRET: undefined,
});

/** Monday 23 November 2026, 08:00 in Amsterdam; the first free time is Tuesday 09:00 (12 hours' notice). */
const now = Date.parse("2026-11-23T07:00:00Z");
const tuesday0900 = "2026-11-24T08:00:00.000Z";
const tuesday0930 = "2026-11-24T08:30:00.000Z";
const tuesday1000 = "2026-11-24T09:00:00.000Z";
const wednesday1000 = "2026-11-25T09:00:00.000Z";
const hour = 3_600_000;
const client = "jan@voorbeeld.nl";
let typeId = 0;

const sqlite = () => database().sqlite;
const counts = (email = client, at = now) => withConnection((conn) => creditCounts(conn, email, at));
const session = (start: string, email = client) => ({ start, typeId, email, name: "Jan Jansen" });

async function paidPackage(email = client, packageKey: "online" | "face_to_face" | "custom" = "online") {
  const offer = sqlite()
    .prepare(
      `insert into payment_offers (person_id, client_name, client_email, package_key, description, features, amount_cents, created_by, created_at)
       values (null, 'Jan Jansen', ?, ?, 'Pakket', '[]', 90000, 'coach@voorbeeld.nl', ?)`,
    )
    .run(email, packageKey, new Date(now).toISOString());
  const offerRow = { id: Number(offer.lastInsertRowid), package_key: packageKey, client_email: email };
  return db.transaction().execute((trx) => grantPackageCredits(trx, offerRow, new Date(now - hour)));
}

beforeAll(async () => {
  await openAppDatabase();
});
beforeEach(() => {
  sqlite().exec(
    `delete from session_credits; delete from appointments; delete from package_sessions; delete from session_types; delete from client_links;
     delete from payment_offers; update session_settings set credit_months = 6, cancel_hours = 24`,
  );
  typeId = Number(
    sqlite()
      .prepare(
        "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
      )
      .run(new Date(now).toISOString()).lastInsertRowid,
  );
  sqlite()
    .prepare("insert into package_sessions (package_key, session_type_id, count) values ('online', ?, 8)")
    .run(typeId);
  forgetFreeTimes();
});
afterAll(() => {
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a paid package", () => {
  it("gives its sessions as credits that expire after the set months; a custom offer gives none", async () => {
    expect(await paidPackage()).toBe(8);
    expect(await counts()).toEqual([
      expect.objectContaining({
        typeName: "Coachingsessie",
        left: 8,
        booked: 0,
        used: 0,
        nextExpiry: "2027-05-23T06:00:00.000Z",
      }),
    ]);
    expect(await paidPackage("ander@voorbeeld.nl", "custom")).toBe(0);
  });
});

describe("booking a session", () => {
  it("uses one credit (8 -> 7) and takes the time from every type: the intro call loses both half hours", async () => {
    await paidPackage();
    expect((await sessionFreeTimes(typeId, now))[0]!.slots.slice(0, 2).map((slot) => slot.start)).toEqual([
      tuesday0900,
      tuesday1000,
    ]);
    expect(await claimSession(session(tuesday0900), now)).toMatchObject({ ok: true, end: tuesday1000 });
    expect(await counts()).toEqual([expect.objectContaining({ left: 7, booked: 1 })]);
    expect((await freeTimes(now))[0]!.slots[0]!.start).toBe(tuesday1000);
    expect(
      await claimSlot(
        { start: tuesday0930, name: "Bezoeker", email: "b@voorbeeld.nl", phone: null, question: null },
        now,
      ),
    ).toEqual({
      ok: false,
      reason: "taken",
    });
  });

  it("is refused over an intro call, without a credit, or when every credit expires before the session", async () => {
    await claimSlot(
      { start: tuesday0930, name: "Bezoeker", email: "b@voorbeeld.nl", phone: null, question: null },
      now,
    );
    expect(await claimSession(session(tuesday1000), now)).toEqual({ ok: false, reason: "no-credit" });
    await paidPackage();
    expect(await claimSession(session(tuesday0900), now)).toEqual({ ok: false, reason: "taken" });
    expect(await counts()).toEqual([expect.objectContaining({ left: 8, booked: 0 })]);
    sqlite().exec("update session_credits set expires_at = '2026-11-24T09:30:00.000Z'");
    expect(await claimSession(session(wednesday1000), now)).toEqual({ ok: false, reason: "no-credit" });
    expect(await claimSession(session(tuesday1000), now)).toMatchObject({ ok: true });
  });

  it("offers a type with its own hours only in those", async () => {
    sqlite().prepare("update session_types set own_hours = 1 where id = ?").run(typeId);
    sqlite()
      .prepare(
        "insert into session_type_availability (session_type_id, weekday, start_minute, end_minute) values (?, 3, 600, 720)",
      )
      .run(typeId);
    const days = await sessionFreeTimes(typeId, now);
    expect(days.map((day) => day.date).slice(0, 2)).toEqual(["2026-11-25", "2026-12-02"]);
    expect(days[0]!.slots.map((slot) => slot.label)).toEqual(["10:00", "11:00"]);
  });
});

describe("a booked session beside the intro call's machinery", () => {
  const queued = () =>
    (sqlite().prepare("select mail from mail_queue order by id").all() as { mail: string }[]).map(
      (row) => JSON.parse(row.mail) as MailContent,
    );

  it("gets its own reminder once, 24 hours before: type, time, place and calendar buttons; none when cancelled (ADR 0140)", async () => {
    sqlite().exec("delete from mail_queue");
    await paidPackage();
    const kept = await claimSession(session(wednesday1000), now);
    const cancelled = await claimSession(session("2026-11-25T12:00:00.000Z"), now);
    if (!kept.ok || !cancelled.ok) throw new Error("not booked");
    expect((await cancelAppointment(cancelled.id, "coach", now)).ok).toBe(true);
    const dayBefore = Date.parse(wednesday1000) - 24 * hour;
    expect(await queueDueReminders(dayBefore - 60_000)).toBe(0);
    expect(await queueDueReminders(dayBefore + 30_000)).toBe(1);
    expect(await queueDueReminders(dayBefore + 90_000)).toBe(0);
    expect(await queueDueReminders(Date.parse("2026-11-25T12:00:00.000Z") - 20 * hour)).toBe(0);
    const [mail, ...more] = queued();
    expect(more).toEqual([]);
    expect(mail!.to).toBe(client);
    expect(mail!.subject).toBe("Herinnering: Coachingsessie op woensdag 25 november om 10:00");
    expect(mail!.paragraphs).toContain(
      "Een korte herinnering: morgen, woensdag 25 november om 10:00, hebben we onze afspraak: Coachingsessie, 60 minuten.",
    );
    // No video link set in this database: the text says it follows, as the intro call's does (D32).
    expect(mail!.paragraphs).toContain("De link naar het videogesprek stuur ik je voor de afspraak.");
    const buttons = JSON.stringify(mail!.closing);
    expect(buttons).toContain("calendar.google.com");
    expect(buttons).toContain("outlook.live.com");
    // The intro call's move and cancel links are not a session's: those follow the credit policy.
    expect(buttons).not.toContain("/afspraak/");
    expect(mail!.calendar?.ics).toContain("SUMMARY:Coachingsessie met");

    // At a location: the address instead of a video link.
    sqlite().prepare("update session_types set place = 'locatie', address = 'Stationsweg 1, Utrecht'").run();
    sqlite().prepare("update appointments set reminder_sent_at = null where id = ?").run(kept.id);
    sqlite().exec("delete from mail_queue");
    expect(await queueDueReminders(dayBefore + 30_000)).toBe(1);
    const [atLocation] = queued();
    expect(atLocation!.paragraphs).toContain("We zien elkaar op Stationsweg 1, Utrecht.");
    expect(atLocation!.button).toBeUndefined();
    expect(atLocation!.calendar?.ics).toContain("LOCATION:Stationsweg 1\\, Utrecht");
  });

  it("shows in the coach's feed under its type", async () => {
    await paidPackage();
    await claimSession(session(tuesday0900), now);
    const { feed_token } = sqlite().prepare("select feed_token from booking_settings").get() as { feed_token: string };
    const feed = await (await calendarFeedResponse(`${feed_token}.ics`, now)).text();
    expect(feed).toContain("SUMMARY:Coachingsessie: Jan Jansen");
    expect(feed).not.toContain("Kennismaking: Jan Jansen");
  });
});

describe("cancelling under the policy (24 hours)", () => {
  async function booked(start = wednesday1000) {
    await paidPackage();
    const claimed = await claimSession(session(start), now);
    if (!claimed.ok) throw new Error(claimed.reason);
    return { id: claimed.id, startMs: Date.parse(start) };
  }

  it("gives the credit back one moment before the 24 hours", async () => {
    const { id, startMs } = await booked();
    expect(await cancelAppointment(id, "bezoeker", startMs - 24 * hour - 1)).toEqual({ ok: true });
    expect(await counts(client, startMs - 24 * hour)).toEqual([
      expect.objectContaining({ left: 8, used: 0, booked: 0 }),
    ]);
  });

  it("spends it at exactly 24 hours, and the coach's own late cancel gives it back", async () => {
    const { id, startMs } = await booked();
    expect(await cancelAppointment(id, "bezoeker", startMs - 24 * hour)).toEqual({ ok: true });
    expect(await counts(client, startMs - 24 * hour)).toEqual([expect.objectContaining({ left: 7, used: 1 })]);
    const second = await claimSession(session("2026-11-26T09:00:00.000Z"), now);
    expect(await cancelAppointment(second.ok ? second.id : 0, "coach", Date.parse("2026-11-26T08:00:00Z"))).toEqual({
      ok: true,
    });
    expect(await counts()).toEqual([expect.objectContaining({ left: 7, used: 1 })]);
  });

  it("moves a session with its credit while that is allowed, and refuses a late move", async () => {
    const { id } = await booked();
    const moved = await moveSessionByClient(id, "2026-11-26T09:00:00.000Z", now);
    expect(moved).toMatchObject({ ok: true, start: "2026-11-26T09:00:00.000Z" });
    expect(await counts()).toEqual([expect.objectContaining({ left: 7, booked: 1 })]);
    const boundTo = sqlite()
      .prepare("select appointment_id from session_credits where appointment_id is not null")
      .get();
    expect(boundTo).toEqual({ appointment_id: moved.ok ? moved.id : -1 });
    expect(
      await moveSessionByClient(
        moved.ok ? moved.id : 0,
        tuesday1000,
        Date.parse(moved.ok ? moved.start : "") - 24 * hour,
      ),
    ).toEqual({
      ok: false,
      reason: "late",
    });
  });
});

describe("the coach", () => {
  it("marks a no-show only once the session started; its credit is used", async () => {
    await paidPackage();
    const claimed = await claimSession(session(wednesday1000), now);
    const id = claimed.ok ? claimed.id : 0;
    expect(await markNoShow(id, Date.parse(wednesday1000) - 1)).toEqual({ ok: false, reason: "not-started" });
    expect(await markNoShow(id, Date.parse(wednesday1000) + hour)).toEqual({ ok: true });
    expect(await markNoShow(id, Date.parse(wednesday1000) + hour)).toEqual({ ok: false, reason: "already" });
    expect(sqlite().prepare("select status from appointments where id = ?").get(id)).toEqual({ status: "geweest" });
    expect(await counts()).toEqual([expect.objectContaining({ left: 7, used: 1 })]);
  });

  it("adds a credit and gives a used one back by hand, with the reason sealed; a free credit cannot be given back", async () => {
    await paidPackage();
    const claimed = await claimSession(session(wednesday1000), now);
    await markNoShow(claimed.ok ? claimed.id : 0, Date.parse(wednesday1000) + hour);
    const added = await addCreditByHand(
      { clientEmail: client, typeId, reason: "Extra sessie afgesproken", adminEmail: "coach@voorbeeld.nl" },
      now,
    );
    expect(added).toMatchObject({ ok: true });
    const spent = sqlite().prepare("select id from session_credits where spent_at is not null").get() as { id: number };
    expect(
      await returnCreditByHand({ creditId: spent.id, reason: "Ziek gemeld", adminEmail: "coach@voorbeeld.nl" }, now),
    ).toMatchObject({ ok: true });
    expect(await counts()).toEqual([expect.objectContaining({ left: 9, used: 0 })]);
    expect(
      await returnCreditByHand({ creditId: spent.id, reason: "Nog eens", adminEmail: "coach@voorbeeld.nl" }, now),
    ).toEqual({
      ok: false,
      reason: "not-used",
    });
    const changes = sqlite().prepare("select kind, reason from session_credit_changes order by id").all() as {
      kind: string;
      reason: string;
    }[];
    expect(changes.map((change) => change.kind)).toEqual(["toegevoegd", "teruggegeven"]);
    for (const change of changes) expect(change.reason).toMatch(/^enc:v1:/);
  });
});

describe("mails about the credits (ADR 0141)", () => {
  const mails = () =>
    (sqlite().prepare("select mail from mail_queue order by id").all() as { mail: string }[]).map(
      (row) => JSON.parse(row.mail) as MailContent,
    );
  const spend = (count: number, email = client) =>
    sqlite()
      .prepare(
        "update session_credits set spent_at = ? where id in (select id from session_credits where client_email = ? order by id limit ?)",
      )
      .run(new Date(now).toISOString(), email, count);

  it("'two left' once, after the booking that leaves two; not after a later one nor for two never booked", async () => {
    sqlite().exec("delete from mail_queue");
    await paidPackage();
    spend(5);
    expect(await queueCreditMails(now)).toBe(0);
    const booked = await claimSession(session(wednesday1000), now);
    if (!booked.ok) throw new Error("not booked");
    // Two credits given by hand, nothing booked: no mail for them.
    for (const reason of ["Cadeau", "Cadeau"])
      await addCreditByHand(
        { clientEmail: "ander@voorbeeld.nl", typeId, reason, adminEmail: "coach@voorbeeld.nl" },
        now,
      );
    expect(await queueCreditMails(now)).toBe(1);
    expect(await queueCreditMails(now + hour)).toBe(0);
    const [mail, ...more] = mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: client,
      subject: "Nog twee sessies over",
      // No client page made for this client: the button leads to the site.
      button: { label: "Naar de website", url: "http://localhost:3000/home" },
    });
    // Nothing of the sessions themselves: no type, no time.
    expect(JSON.stringify(mail)).not.toMatch(/Coachingsessie|woensdag|10:00/);

    // A cancel that gives the credit back and a new booking that leaves two again: no second mail.
    expect((await cancelAppointment(booked.id, "bezoeker", now)).ok).toBe(true);
    expect((await claimSession(session("2026-11-26T09:00:00.000Z"), now)).ok).toBe(true);
    expect(await queueCreditMails(now + 2 * hour)).toBe(0);
    expect((await claimSession(session("2026-11-27T09:00:00.000Z"), now)).ok).toBe(true);
    expect(await queueCreditMails(now + 3 * hour)).toBe(0);
    expect(mails()).toHaveLength(1);
  });

  it("'expiring' once, 30 days before the credits left expire; erased with the credits", async () => {
    sqlite().exec("delete from mail_queue");
    await paidPackage();
    spend(2);
    // With a client page (ADR 0124) the mail leads there, where the client books.
    await renewClientLink(client);
    const page = (await currentClientLink(client))!.url;
    expect(page).toMatch(/^http:\/\/localhost:3000\/client\//);
    const expiry = Date.parse("2027-05-23T06:00:00.000Z");
    expect(await queueCreditMails(expiry - 30 * 24 * hour - 60_000)).toBe(0);
    expect(await queueCreditMails(expiry - 30 * 24 * hour + 60_000)).toBe(1);
    expect(await queueCreditMails(expiry - 10 * 24 * hour)).toBe(0);
    expect(mails()).toEqual([
      expect.objectContaining({
        to: client,
        subject: "Je sessies verlopen op zondag 23 mei 2027",
        button: { label: "Naar je pagina", url: page },
        paragraphs: [
          "Hallo,",
          "Je hebt nog 6 sessies tegoed die op zondag 23 mei 2027 verlopen. Plan ze voor die datum in, dan gaat er niets verloren.",
        ],
      }),
    ]);
    expect(sqlite().prepare("select kind from credit_mails").all()).toEqual([{ kind: "verloopt" }]);
    const query = { email: client, name: null };
    const found = await findPersonRecords(query);
    await erasePersonRecords(query, new Set(found.sessionCredits.map((item) => item.key)));
    expect(sqlite().prepare("select count(*) as n from credit_mails").get()).toEqual({ n: 0 });
  });
});

describe("data requests and retention", () => {
  it("export a client's credits with the hand changes' reasons opened, and erase them with the sessions", async () => {
    await paidPackage();
    await claimSession(session(wednesday1000), now);
    await addCreditByHand(
      { clientEmail: client, typeId, reason: "Extra sessie", adminEmail: "coach@voorbeeld.nl" },
      now,
    );
    const query = { email: client, name: null };
    const found = await findPersonRecords(query);
    expect(found.sessionCredits).toHaveLength(9);
    expect(found.sessionCredits.at(-1)!.row.changes).toEqual([
      expect.objectContaining({ kind: "toegevoegd", reason: "Extra sessie" }),
    ]);
    expect(found.appointments).toHaveLength(1);
    const keys = new Set([...found.sessionCredits, ...found.appointments].map((item) => item.key));
    const { erased } = await erasePersonRecords(query, keys);
    expect(erased).toMatchObject({ sessionCredits: 9, appointments: 1 });
    expect(sqlite().prepare("select count(*) as n from session_credit_changes").get()).toEqual({ n: 0 });
  });

  it("keep a client's sessions and credits until two years after the last one; intro calls go one by one", async () => {
    await paidPackage();
    const old = (start: string, email: string, type: number | null) =>
      sqlite()
        .prepare(
          "insert into appointments (start_at, end_at, status, name, email, created_at, session_type_id) values (?, ?, 'geweest', 'x', ?, ?, ?)",
        )
        .run(start, start, email, start, type);
    const kept = old("2023-06-01T08:00:00.000Z", client, typeId);
    const lapsed = old("2023-06-01T09:00:00.000Z", "lang-geleden@voorbeeld.nl", typeId);
    old("2023-06-01T10:00:00.000Z", "kennismaking@voorbeeld.nl", null);
    // A session's notes (ADR 0143) follow its session.
    const note = sqlite().prepare("insert into session_notes (appointment_id, updated_at) values (?, ?)");
    for (const row of [kept, lapsed]) note.run(row.lastInsertRowid, "2023-06-01T12:00:00.000Z");
    const counts = await applyRetention(new Date(now));
    expect(counts).toMatchObject({ appointments: 1, paidSessions: 1, sessionCredits: 0 });
    expect(sqlite().prepare("select email from appointments order by id").all()).toEqual([{ email: client }]);
    expect(sqlite().prepare("select appointment_id from session_notes").all()).toEqual([
      { appointment_id: Number(kept.lastInsertRowid) },
    ]);
    expect(sqlite().prepare("select count(*) as n from session_credits").get()).toEqual({ n: 8 });
  });
});
