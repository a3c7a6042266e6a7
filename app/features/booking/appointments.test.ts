import SQLite from "better-sqlite3";
import ICAL from "ical.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { database, db, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { applyRetention } from "~/server/retention.server";
import { appointmentToken, verifyAppointmentToken } from "./appointment-links.server";
import { cancelAppointment, claimSlot, rescheduleAppointment, statusHistory } from "./appointments.server";
import { appointmentInvite, appointmentUid } from "./calendar-ics.server";
import { calendarFeedResponse } from "./calendar-feed.server";
import { forgetFreeTimes, freeTimes } from "./free-times.server";
import { deleteAppointments, findAppointments } from "./person-appointments.server";
import { markPastAppointments, queueDueReminders } from "./reminders.server";

const dataDir = mkdtempSync(join(tmpdir(), "coach-booking-"));
configureSettings({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3000",
  APP_SECRET: undefined,
});

/** Monday 23 November 2026, 08:00 in Amsterdam: with 12 hours' notice the first free time is Tuesday 09:00. */
const now = Date.parse("2026-11-23T07:00:00Z");
const tuesday0900 = "2026-11-24T08:00:00.000Z";
const tuesday0930 = "2026-11-24T08:30:00.000Z";
const hour = 3_600_000;

const visitor = (email: string, start = tuesday0900) => ({
  start,
  name: "Anna de Vries",
  email,
  phone: "0612345678",
  question: "Ik ben sinds de zomer uitgevallen.",
});

async function sqlite() {
  return database().sqlite;
}

beforeAll(async () => {
  await openAppDatabase();
});
beforeEach(async () => {
  const db = await sqlite();
  db.exec("delete from appointments; delete from mail_queue; delete from booking_blocked_dates");
  // Written behind the engine's back: the kept free times must go (ADR 0082).
  forgetFreeTimes();
});
afterAll(async () => {
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a fresh install", () => {
  it("offers Monday to Friday 09:00-17:00 in 30-minute slots at once", async () => {
    const days = await freeTimes(now);
    expect(days[0]!.heading).toBe("dinsdag 24 november");
    expect(days[0]!.slots.map((slot) => slot.label)).toHaveLength(16);
    expect(days[0]!.slots[0]!.start).toBe(tuesday0900);
  });

  it("refuses settings outside their bounds, so no setting makes the computation run away", async () => {
    const db = await sqlite();
    for (const change of ["horizon_days = 10000", "slot_minutes = 1", "buffer_minutes = -5", "max_per_day = 0"]) {
      expect(() => db.exec(`update booking_settings set ${change}`), change).toThrow(/CHECK constraint/);
    }
  });
});

describe("the kept free times (ADR 0082)", () => {
  it("lose a time one moment after its start minus the notice, so no time past the notice is offered", async () => {
    expect((await freeTimes(now))[0]!.slots[0]!.start).toBe(tuesday0900);
    const goes = Date.parse(tuesday0900) - 12 * hour;
    expect((await freeTimes(goes))[0]!.slots[0]!.start).toBe(tuesday0900);
    expect((await freeTimes(goes + 1))[0]!.slots[0]!.start).toBe(tuesday0930);
  });

  it("follow a booking and a cancel at once, and a write by another connection", async () => {
    expect((await freeTimes(now))[0]!.slots[0]!.start).toBe(tuesday0900);
    const claimed = await claimSlot(visitor("kort@voorbeeld.nl"), now);
    expect((await freeTimes(now))[0]!.slots[0]!.start).toBe(tuesday0930);
    await cancelAppointment(claimed.ok ? claimed.id : 0, "bezoeker", now);
    expect((await freeTimes(now))[0]!.slots[0]!.start).toBe(tuesday0900);
    // Another process (a second handle on the same file) blocks Tuesday.
    const other = new SQLite(join(dataDir, "site.db"));
    other.exec("insert into booking_blocked_dates (start_date, end_date) values ('2026-11-24', '2026-11-24')");
    other.close();
    expect((await freeTimes(now))[0]!.date).toBe("2026-11-25");
  });
});

describe("claiming a slot", () => {
  it("stores the appointment with name, phone and question sealed and the address lower-cased", async () => {
    const result = await claimSlot(visitor("Anna@Voorbeeld.NL"), now);
    expect(result).toMatchObject({ ok: true, start: tuesday0900, end: tuesday0930 });
    const row = (await sqlite()).prepare("select * from appointments").get() as Record<string, string>;
    expect(row.email).toBe("anna@voorbeeld.nl");
    expect(row.status).toBe("gepland");
    for (const column of ["name", "phone", "question"]) expect(row[column]).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain("Anna de Vries");
    const days = await freeTimes(now);
    expect(days[0]!.slots[0]!.start).toBe(tuesday0930);
  });

  it("refuses the same time to the second visitor, and a second upcoming call to the same address", async () => {
    expect((await claimSlot(visitor("anna@voorbeeld.nl"), now)).ok).toBe(true);
    expect(await claimSlot(visitor("bram@voorbeeld.nl"), now)).toEqual({ ok: false, reason: "taken" });
    expect(await claimSlot(visitor("ANNA@voorbeeld.nl", tuesday0930), now)).toMatchObject({
      ok: false,
      reason: "has-upcoming",
    });
  });

  it("refuses times in the past, inside the notice, outside availability, beyond the horizon or not on the grid", async () => {
    const refused = [
      "2026-11-20T08:00:00.000Z", // last Friday
      "2026-11-23T15:00:00.000Z", // today 16:00: inside the 12 hours
      "2026-11-24T06:00:00.000Z", // Tuesday 07:00: before the window
      "2026-11-28T09:00:00.000Z", // Saturday
      "2026-12-22T08:00:00.000Z", // beyond 4 weeks
      "2026-11-24T08:10:00.000Z", // not a slot start
      "morgen om negen",
      "",
    ];
    for (const start of refused) {
      expect(await claimSlot(visitor(`x${refused.indexOf(start)}@voorbeeld.nl`, start), now)).toEqual({
        ok: false,
        reason: "unavailable",
      });
    }
    expect((await sqlite()).prepare("select count(*) as n from appointments").get()).toEqual({ n: 0 });
  });

  it("refuses a time on a blocked date", async () => {
    (await sqlite()).exec(
      "insert into booking_blocked_dates (start_date, end_date) values ('2026-11-24', '2026-11-24')",
    );
    expect(await claimSlot(visitor("anna@voorbeeld.nl"), now)).toEqual({ ok: false, reason: "unavailable" });
  });
});

describe("sharing the connection with Kysely transactions", () => {
  it("a claim made while another request's transaction is open is not rolled back with it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claim: ReturnType<typeof claimSlot> | undefined;
    const other = db.transaction().execute(async (trx) => {
      await trx.insertInto("analytics_events").values({ name: "x", path: null, created_at: "2026-11-23" }).execute();
      claim = claimSlot(visitor("anna@voorbeeld.nl"), now);
      await held;
      throw new Error("the other request fails and rolls back");
    });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await expect(other).rejects.toThrow("rolls back");
    expect((await claim!).ok).toBe(true);
    expect((await sqlite()).prepare("select count(*) as n from appointments").get()).toEqual({ n: 1 });
  });
});

describe("cancelling and rescheduling", () => {
  it("cancelling frees the time at once and is recorded", async () => {
    const claimed = await claimSlot(visitor("anna@voorbeeld.nl"), now);
    if (!claimed.ok) throw new Error("claim failed");
    expect(await cancelAppointment(claimed.id, "bezoeker", now + hour)).toEqual({ ok: true });
    expect(await cancelAppointment(claimed.id, "bezoeker", now + hour)).toEqual({ ok: false, reason: "not-planned" });
    expect((await claimSlot(visitor("bram@voorbeeld.nl"), now + hour)).ok).toBe(true);
    expect((await statusHistory(claimed.id)).map((entry) => [entry.status, entry.actor])).toEqual([
      ["gepland", "bezoeker"],
      ["geannuleerd", "bezoeker"],
    ]);
  });

  it("rescheduling moves the booking in one step; an unavailable new time changes nothing", async () => {
    const claimed = await claimSlot(visitor("anna@voorbeeld.nl"), now);
    if (!claimed.ok) throw new Error("claim failed");
    expect(await rescheduleAppointment(claimed.id, "2026-11-28T09:00:00.000Z", "bezoeker", now)).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect((await sqlite()).prepare("select status from appointments where id = ?").get(claimed.id)).toEqual({
      status: "gepland",
    });
    const moved = await rescheduleAppointment(claimed.id, "2026-11-25T13:00:00.000Z", "bezoeker", now);
    expect(moved).toMatchObject({ ok: true, start: "2026-11-25T13:00:00.000Z" });
    if (!moved.ok) return;
    const rows = (await sqlite())
      .prepare("select id, status, rescheduled_to_id, email from appointments order by id")
      .all();
    expect(rows).toEqual([
      { id: claimed.id, status: "verzet", rescheduled_to_id: moved.id, email: "anna@voorbeeld.nl" },
      { id: moved.id, status: "gepland", rescheduled_to_id: null, email: "anna@voorbeeld.nl" },
    ]);
    // The old time is free for someone else.
    expect((await claimSlot(visitor("bram@voorbeeld.nl"), now)).ok).toBe(true);
    expect(await cancelAppointment(claimed.id, "bezoeker", now)).toEqual({ ok: false, reason: "not-planned" });
  });
});

describe("signed cancel and reschedule links", () => {
  it("name one appointment and action, and are refused when tampered with or expired", () => {
    const token = appointmentToken("cancel", 7, tuesday0900);
    expect(verifyAppointmentToken("cancel", token, now)).toEqual({ ok: true, appointmentId: 7 });
    expect(verifyAppointmentToken("reschedule", token, now)).toEqual({ ok: false, reason: "invalid" });
    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["appointment-cancel", "8", Date.parse(tuesday0900)])).toString(
      "base64url",
    );
    expect(verifyAppointmentToken("cancel", `${forged}.${signature}`, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyAppointmentToken("cancel", `${body}.${signature}A`, now)).toEqual({ ok: false, reason: "invalid" });
    // Valid until the appointment starts.
    expect(verifyAppointmentToken("cancel", token, Date.parse(tuesday0900) + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});

describe("reminders", () => {
  const wednesday1000 = "2026-11-25T09:00:00.000Z";
  const dayBefore = Date.parse(wednesday1000) - 24 * hour;

  async function queuedReminders(): Promise<{ to: string; subject: string }[]> {
    const rows = (await sqlite()).prepare("select mail from mail_queue").all() as { mail: string }[];
    return rows.map((row) => JSON.parse(row.mail) as { to: string; subject: string });
  }

  it("are queued once, 24 hours before, even when the job runs again (the marker is in the database)", async () => {
    expect((await claimSlot(visitor("anna@voorbeeld.nl", wednesday1000), now)).ok).toBe(true);
    expect(await queueDueReminders(dayBefore - 60_000)).toBe(0);
    expect(await queueDueReminders(dayBefore + 30_000)).toBe(1);
    expect(await queueDueReminders(dayBefore + 90_000)).toBe(0);
    const mails = await queuedReminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "anna@voorbeeld.nl",
      subject: "Herinnering: je kennismaking op woensdag 25 november om 10:00",
    });
  });

  it("are not sent for a cancelled or a past appointment, nor for one booked less than a day ahead", async () => {
    const cancelled = await claimSlot(visitor("anna@voorbeeld.nl", wednesday1000), now);
    if (!cancelled.ok) throw new Error("claim failed");
    await cancelAppointment(cancelled.id, "coach", now);
    expect((await claimSlot(visitor("bram@voorbeeld.nl", tuesday0900), now)).ok).toBe(true);
    expect(await queueDueReminders(dayBefore + 30_000)).toBe(0);
    expect(await queueDueReminders(Date.parse(tuesday0900) + hour)).toBe(0);
    expect(await queuedReminders()).toEqual([]);
  });

  it("past appointments become 'geweest'", async () => {
    const claimed = await claimSlot(visitor("anna@voorbeeld.nl"), now);
    if (!claimed.ok) throw new Error("claim failed");
    expect(await markPastAppointments(Date.parse(tuesday0930) - 1)).toBe(0);
    expect(await markPastAppointments(Date.parse(tuesday0930))).toBe(1);
    expect((await statusHistory(claimed.id)).at(-1)).toMatchObject({ status: "geweest", actor: "systeem" });
  });

  it("a passed intro call starts the held-call sequence (ADR 0130); a paid session that passed does not", async () => {
    const db = await sqlite();
    const at = new Date(now).toISOString();
    const sequenceId = db
      .prepare(
        "insert into sequences (name, trigger, status, created_at, updated_at) values ('Na het gesprek', 'kennismaking-gehouden', 'actief', ?, ?)",
      )
      .run(at, at).lastInsertRowid;
    db.prepare(
      "insert into sequence_steps (sequence_id, position, delay_hours, subject, body_md, updated_at) values (?, 1, 24, 'Fijn gesprek', 'Hallo.', ?)",
    ).run(sequenceId, at);
    const typeId = db
      .prepare(
        "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Sessie', 60, 'online', 0, 0, ?)",
      )
      .run(at).lastInsertRowid;
    const subscribe = db.prepare(
      "insert into newsletter_subscribers (email, tags, is_active, subscribed_at) values (?, '[]', 1, ?)",
    );
    const book = db.prepare(
      "insert into appointments (start_at, end_at, status, name, email, created_at, session_type_id) values (?, ?, 'gepland', 'x', ?, ?, ?)",
    );
    for (const [email, start, type] of [
      ["gesprek@voorbeeld.nl", tuesday0900, null],
      ["sessie@voorbeeld.nl", tuesday0930, typeId],
    ] as const) {
      subscribe.run(email, at);
      book.run(start, new Date(Date.parse(start) + 30 * 60_000).toISOString(), email, at, type);
    }
    expect(await markPastAppointments(Date.parse(tuesday0930) + hour)).toBe(2);
    expect(
      db
        .prepare(
          "select s.email from sequence_enrolments e join newsletter_subscribers s on s.id = e.subscriber_id where e.sequence_id = ?",
        )
        .all(sequenceId),
    ).toEqual([{ email: "gesprek@voorbeeld.nl" }]);
  });
});

describe("calendar files", () => {
  it("the invitation is METHOD:REQUEST with the coach as organizer, and ical.js reads back the same times", () => {
    const text = appointmentInvite(
      {
        id: 12,
        start: tuesday0900,
        end: tuesday0930,
        name: "Anna de Vries",
        email: "anna@voorbeeld.nl",
        seriesId: null,
        sequence: 0,
      },
      {
        videoUrl: "https://meet.jit.si/kennismaking-voorbeeld",
        organizerName: "Koen de Wit",
        organizerEmail: "coach@voorbeeld.nl",
        businessName: "Koen de Wit Coaching",
      },
      new Date(now),
    );
    expect(text).toContain("\r\n");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe(appointmentUid({ id: 12, seriesId: null }));
    expect(event.startDate.toJSDate().toISOString()).toBe(tuesday0900);
    expect(event.endDate.toJSDate().toISOString()).toBe(tuesday0930);
    expect(event.location).toBe("https://meet.jit.si/kennismaking-voorbeeld");
    expect(String(event.component.getFirstPropertyValue("organizer"))).toBe("mailto:coach@voorbeeld.nl");
    expect(String(event.component.getFirstPropertyValue("attendee"))).toBe("mailto:anna@voorbeeld.nl");
  });

  it("the private feed answers only to its token, lists planned appointments and may not be cached", async () => {
    const claimed = await claimSlot(visitor("anna@voorbeeld.nl"), now);
    if (!claimed.ok) throw new Error("claim failed");
    const { feed_token: token } = (await sqlite()).prepare("select feed_token from booking_settings").get() as {
      feed_token: string;
    };
    expect(token.length).toBeGreaterThanOrEqual(32);
    for (const wrong of [`${token}x.ics`, `${token.slice(0, -1)}.ics`, token, ".ics", ""]) {
      expect((await calendarFeedResponse(wrong, now)).status).toBe(404);
    }
    const response = await calendarFeedResponse(`${token}.ics`, now);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents("vevent");
    expect(events.map((event) => new ICAL.Event(event).summary)).toEqual(["Kennismaking: Anna de Vries"]);
    expect(new ICAL.Event(events[0]).startDate.toJSDate().toISOString()).toBe(tuesday0900);
  });
});

describe("data requests and retention", () => {
  it("export finds a person's appointments by exact address, opened, with their history; erasure removes them", async () => {
    expect((await claimSlot(visitor("anna@voorbeeld.nl"), now)).ok).toBe(true);
    expect((await claimSlot(visitor("anna.b@voorbeeld.nl", tuesday0930), now)).ok).toBe(true);
    const found = await findAppointments(db, " Anna@Voorbeeld.nl ");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: "Anna de Vries", phone: "0612345678", history: [{ status: "gepland" }] });
    expect(
      await deleteAppointments(
        db,
        found.map((row) => row.id),
      ),
    ).toBe(1);
    expect(await findAppointments(db, "anna@voorbeeld.nl")).toEqual([]);
    expect(
      (await sqlite())
        .prepare("select count(*) as n from appointment_status_history where appointment_id = ?")
        .get(found[0]!.id),
    ).toEqual({ n: 0 });
    expect(await findAppointments(db, "anna.b@voorbeeld.nl")).toHaveLength(1);
  });

  it("appointments go two years after they took place", async () => {
    expect((await claimSlot(visitor("anna@voorbeeld.nl"), now)).ok).toBe(true);
    const start = Date.parse(tuesday0900);
    expect((await applyRetention(new Date(start + 729 * 24 * hour))).appointments).toBe(0);
    expect((await applyRetention(new Date(start + 731 * 24 * hour))).appointments).toBe(1);
  });
});
