import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeTimes } from "~/features/booking/free-times.server";
import { openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { loginCookie, seedUser } from "../support/admin";
import { minutelyFeed } from "../support/hostile-feed";
import { parseCsv } from "../support/csv";
import { readRows } from "../support/database";
import { seedAppointment } from "../support/sample-appointment";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { calendarPart, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The coach's Agenda section (ADR 0049/0050) on the real built
 * server: every form writes real rows, refuses bad input with the values kept
 * and nothing changed, the feed link rotates, and the coach's cancel frees the
 * time and mails the visitor through a real SMTP server.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
let cookie: string;
let feed: Server;
let feedUrl: string;
let feedStatus = 200;
const freeStarts = async () => (await freeTimes()).flatMap((day) => day.slots.map((slot) => slot.start));

const icsBody = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//NL",
  "BEGIN:VEVENT",
  "UID:busy-1@test",
  "DTSTAMP:20261101T000000Z",
  // Weekly from the past on, so some occurrence always falls inside the bookable weeks.
  "DTSTART:20260105T090000Z",
  "DTEND:20260105T100000Z",
  "RRULE:FREQ=WEEKLY",
  "SUMMARY:Bezet",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  feed = createServer((request, response) => {
    if (request.url === "/elke-minuut.ics") return void response.end(minutelyFeed());
    response.writeHead(feedStatus, { "Content-Type": "text/calendar" });
    response.end(feedStatus === 200 ? icsBody : "kapot");
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/agenda.ics`;
  // Test mode: the busy-time feed below is served from this machine, which production refuses (ADR 0041).
  server = await startBuiltServer({ NODE_ENV: "test", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  seedUser(server.dataDir, "coach@example.nl");
  cookie = await loginCookie(server.url, "coach@example.nl");
  // The engine's own read of the free times, on the server's database file (as /kennismaking reads them).
  configureSettings({ DATA_DIR: server.dataDir });
  await openAppDatabase();
});

afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
  await new Promise((resolve) => feed?.close(resolve));
});

const post = (path: string, fields: Record<string, string>) => postForm(server.url + path, fields, { Cookie: cookie });
const page = async (path: string) => (await fetch(server.url + path, { headers: { Cookie: cookie } })).text();
const rows = <T = Record<string, unknown>>(sql: string, ...params: unknown[]) =>
  readRows<T>(server.dataDir, sql, ...params);
const windows = () =>
  rows("select weekday, start_minute, end_minute from booking_availability order by weekday, start_minute");
const settings = () => rows("select * from booking_settings")[0]!;
const busyCount = () => (JSON.parse((settings().busy_feed_busy as string | null) ?? "[]") as unknown[]).length;

describe("weekly availability", () => {
  it("adds and removes a window; the default is Monday to Friday 09:00-17:00", async () => {
    expect(windows()).toEqual([1, 2, 3, 4, 5].map((weekday) => ({ weekday, start_minute: 540, end_minute: 1020 })));
    const added = await post("/admin/agenda", { intent: "add-window", weekday: "6", start: "10:00", end: "12:30" });
    expect(added.status).toBe(200);
    expect(windows()).toContainEqual({ weekday: 6, start_minute: 600, end_minute: 750 });
    const id = rows<{ id: number }>("select id from booking_availability where weekday = 6")[0]!.id;
    const removed = await post("/admin/agenda", { intent: "remove-window", id: String(id) });
    expect(removed.status).toBe(200);
    expect(rows("select * from booking_availability where weekday = 6")).toEqual([]);
  });

  it("refuses an overlapping window or an end before the start, keeps the values and changes nothing", async () => {
    const before = windows();
    const overlap = await post("/admin/agenda", { intent: "add-window", weekday: "1", start: "16:30", end: "18:00" });
    expect(overlap.status).toBe(400);
    const html = await overlap.text();
    expect(fieldMessage(html, "start")).toBe("Dit tijdvak overlapt met een ander tijdvak op die dag.");
    expect(html).toContain('value="18:00"');
    const reversed = await post("/admin/agenda", { intent: "add-window", weekday: "2", start: "12:00", end: "11:00" });
    expect(reversed.status).toBe(400);
    expect(fieldMessage(await reversed.text(), "end")).toBe("De eindtijd moet na de begintijd liggen.");
    const nonsense = await post("/admin/agenda", { intent: "add-window", weekday: "9", start: "25:00", end: "x" });
    expect(nonsense.status).toBe(400);
    expect(windows()).toEqual(before);
  });
});

describe("rules", () => {
  it("saves slot length, buffer, notice, horizon and an empty daily maximum as no limit", async () => {
    const saved = await post("/admin/agenda", {
      intent: "rules",
      slotMinutes: "45",
      bufferMinutes: "15",
      noticeHours: "24",
      horizonWeeks: "6",
      maxPerDay: "",
    });
    expect(saved.status).toBe(200);
    expect(settings()).toMatchObject({
      slot_minutes: 45,
      buffer_minutes: 15,
      notice_minutes: 1440,
      horizon_days: 42,
      max_per_day: null,
    });
  });

  it("refuses values out of bounds with Dutch messages, keeps them and changes nothing", async () => {
    const before = settings();
    const refused = await post("/admin/agenda", {
      intent: "rules",
      slotMinutes: "5",
      bufferMinutes: "15",
      noticeHours: "24",
      horizonWeeks: "600",
      maxPerDay: "veel",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldMessage(html, "slotMinutes")).toBe("Kies een lengte tussen 10 en 240 minuten.");
    expect(fieldMessage(html, "horizonWeeks")).toBe("Kies tussen 1 en 52 weken.");
    expect(fieldMessage(html, "maxPerDay")).toBe("Vul een aantal tussen 1 en 20 in, of laat het leeg.");
    expect(html).toContain('value="veel"');
    expect(settings()).toEqual(before);
  });
});

describe("free days", () => {
  it("adds a range with a note and a single day, and deletes one", async () => {
    expect(
      (
        await post("/admin/agenda", {
          intent: "add-blocked",
          startDate: "2030-07-20",
          endDate: "2030-08-03",
          note: "Zomervakantie",
        })
      ).status,
    ).toBe(200);
    expect(
      (await post("/admin/agenda", { intent: "add-blocked", startDate: "2030-12-25", endDate: "", note: "" })).status,
    ).toBe(200);
    expect(rows("select start_date, end_date, note from booking_blocked_dates order by start_date")).toEqual([
      { start_date: "2030-07-20", end_date: "2030-08-03", note: "Zomervakantie" },
      { start_date: "2030-12-25", end_date: "2030-12-25", note: null },
    ]);
    const shown = visibleText(await page("/admin/agenda"));
    expect(shown).toContain("Zomervakantie");
    // In the admin's one date format (ADR 0116), not as stored.
    expect(shown).toContain("wo 25-12-2030");
    expect(shown).not.toContain("2030-12-25");
    const id = rows<{ id: number }>("select id from booking_blocked_dates where start_date = '2030-12-25'")[0]!.id;
    expect((await post("/admin/agenda", { intent: "remove-blocked", id: String(id) })).status).toBe(200);
    expect(rows("select start_date from booking_blocked_dates")).toEqual([{ start_date: "2030-07-20" }]);
  });

  it("takes a blocked day out of the free times at once, and gives it back when deleted", async () => {
    const day = (await freeTimes())[0]!.date;
    await post("/admin/agenda", { intent: "add-blocked", startDate: day, endDate: "", note: "" });
    expect((await freeTimes()).map((free) => free.date)).not.toContain(day);
    const id = rows<{ id: number }>("select id from booking_blocked_dates where start_date = ?", day)[0]!.id;
    await post("/admin/agenda", { intent: "remove-blocked", id: String(id) });
    expect((await freeTimes()).map((free) => free.date)).toContain(day);
  });

  it("refuses a reversed range, an impossible date and markup in the note", async () => {
    const before = rows("select * from booking_blocked_dates");
    const reversed = await post("/admin/agenda", {
      intent: "add-blocked",
      startDate: "2030-05-10",
      endDate: "2030-05-01",
      note: "",
    });
    expect(fieldMessage(await reversed.text(), "endDate")).toBe("De laatste dag mag niet voor de eerste dag liggen.");
    const impossible = await post("/admin/agenda", {
      intent: "add-blocked",
      startDate: "2030-02-30",
      endDate: "",
      note: "",
    });
    expect(fieldMessage(await impossible.text(), "startDate")).toBe("Vul een datum in als jjjj-mm-dd.");
    const markup = await post("/admin/agenda", {
      intent: "add-blocked",
      startDate: "2030-05-01",
      endDate: "",
      note: "<b>vrij</b>",
    });
    expect(markup.status).toBe(400);
    expect(rows("select * from booking_blocked_dates")).toEqual(before);
  });
});

describe("notice address and the video link", () => {
  it("accepts an address and refuses a broken one; the video link is set with the business details (D32)", async () => {
    const refused = await post("/admin/agenda", { intent: "contact", noticeEmail: "geen-adres" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(fieldMessage(html, "noticeEmail")).toBe("Vul een geldig e-mailadres in, of laat het leeg.");
    expect(settings()).toMatchObject({ notice_email: null });
    expect(html).toContain('href="/admin/bedrijfsgegevens#videobellen"');
    const saved = await post("/admin/agenda", { intent: "contact", noticeEmail: "Agenda@Example.nl" });
    expect(saved.status).toBe(200);
    expect(settings()).toMatchObject({ notice_email: "agenda@example.nl" });
  });
});

describe("private calendar feed", () => {
  it("shows the link; a new link makes the old one stop working", async () => {
    const oldToken = settings().feed_token as string;
    expect(await page("/admin/agenda")).toContain(`/agenda/${oldToken}.ics`);
    expect((await fetch(`${server.url}/agenda/${oldToken}.ics`)).status).toBe(200);
    expect((await post("/admin/agenda", { intent: "rotate-feed" })).status).toBe(200);
    const newToken = settings().feed_token as string;
    expect(newToken).not.toBe(oldToken);
    expect((await fetch(`${server.url}/agenda/${oldToken}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/agenda/${newToken}.ics`)).status).toBe(200);
    expect(await page("/admin/agenda")).toContain(`/agenda/${newToken}.ics`);
  });
});

describe("busy-time feed", () => {
  it("refuses a non-https address outside loopback and a private one", async () => {
    for (const url of ["http://example.com/a.ics", "ftp://example.com/a.ics", "https://user:pw@example.com/a.ics"]) {
      const refused = await post("/admin/agenda", { intent: "busy-url", busyFeedUrl: url });
      expect(refused.status, url).toBe(400);
      expect(fieldMessage(await refused.text(), "busyFeedUrl")).toContain("https://");
    }
    expect(settings().busy_feed_url).toBeNull();
  });

  it("saves and fetches the feed, shows a failure in Dutch words, fetches again, and clears", async () => {
    feedStatus = 200;
    const saved = await post("/admin/agenda", { intent: "busy-url", busyFeedUrl: feedUrl });
    expect(visibleText(await saved.text())).toContain("De link is opgeslagen en opgehaald.");
    expect(settings()).toMatchObject({ busy_feed_url: feedUrl, busy_feed_error: null });
    expect(busyCount()).toBeGreaterThan(3);
    expect(visibleText(await page("/admin/agenda"))).toMatch(/Laatst goed opgehaald (zojuist|1 minuut geleden)/);

    feedStatus = 500;
    const failed = await post("/admin/agenda", { intent: "busy-fetch" });
    expect(failed.status).toBe(400);
    const text = visibleText(await failed.text());
    expect(text).toContain("De agenda gaf een foutmelding terug. Klopt het adres nog?");
    expect(text).not.toMatch(/Laatste fout status\b/);
    // The last good copy stays.
    expect(busyCount()).toBeGreaterThan(3);

    feedStatus = 200;
    expect((await post("/admin/agenda", { intent: "busy-fetch" })).status).toBe(200);
    expect(settings().busy_feed_error).toBeNull();

    expect((await post("/admin/agenda", { intent: "busy-clear" })).status).toBe(200);
    expect(settings()).toMatchObject({ busy_feed_url: null, busy_feed_busy: null });
  });

  it("a feed of 20 events repeating every minute (3 KB) never stalls the server; the admin calls it too large (ADR 0081)", async () => {
    // What the server's main thread (its event loop) spends on the save, in CPU time, which a busy machine
    // does not inflate the way it does answer times: /proc/<pid>/schedstat counts the main thread only,
    // not the worker that expands the feed.
    const mainThreadCpuMs = () =>
      Number(readFileSync(`/proc/${server.child.pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
    const cpuBefore = mainThreadCpuMs();
    const saved = await post("/admin/agenda", {
      intent: "busy-url",
      busyFeedUrl: feedUrl.replace("agenda.ics", "elke-minuut.ics"),
    });
    // Before ADR 0081 the expansion ran on the main thread: seconds of its CPU, in which no request was
    // answered (4.2 s in the review). Now: the request, the worker's start, the pages rendered again
    // (about 0.3 s of CPU on a machine with a load of 16).
    expect(mainThreadCpuMs() - cpuBefore).toBeLessThan(1200);
    expect(visibleText(await saved.text())).toContain("De link is opgeslagen, maar ophalen lukte niet.");
    expect(settings().busy_feed_error).toBe("too-many");
    expect(visibleText(await page("/admin/agenda"))).toContain("De agenda is te groot om door te rekenen");
    expect((await post("/admin/agenda", { intent: "busy-clear" })).status).toBe(200);
  });
});

describe("appointments", () => {
  let upcomingStart: string;
  let upcomingId: number;

  beforeAll(async () => {
    // A time that is free now, so the test can see it taken and freed again.
    upcomingStart = (await freeStarts())[0]!;
    upcomingId = seedAppointment(server.dataDir, {
      start: upcomingStart,
      name: "Anna de Vries",
      email: "anna@example.nl",
      phone: "0612345678",
      question: "Hoe ga ik om met stress?",
    });
    seedAppointment(server.dataDir, {
      start: "2025-03-03T10:00:00.000Z",
      name: '=HYPERLINK("x")',
      email: "oud@example.nl",
      status: "geweest",
    });
  });

  it("lists upcoming and past appointments with the sealed fields opened, each linked to the person card", async () => {
    const upcoming = await page("/admin/agenda/afspraken");
    const text = visibleText(upcoming);
    for (const shown of ["Anna de Vries", "anna@example.nl", "0612345678", "Hoe ga ik om met stress?", "gepland"]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain("oud@example.nl");
    const personLink = /href="(\/admin\/mensen\/[^"]+)"/.exec(upcoming)?.[1];
    expect(personLink).toMatch(/^\/admin\/mensen\/[A-Za-z0-9_-]{20,}$/);
    expect(personLink).not.toContain("anna");
    const past = visibleText(await page("/admin/agenda/afspraken?tab=eerder"));
    expect(past).toContain("oud@example.nl");
    expect(past).toContain("geweest");
    expect(past).not.toContain("Anna de Vries");
    const logged = rows("select action, target_table from access_log where target_table = 'appointments'");
    expect(logged.filter((row) => row.action === "view-list").length).toBeGreaterThanOrEqual(2);
  });

  it("shows only live calls to come by default, each once, soonest first; cancelled and moved ones on their own tab", async () => {
    const later = new Date(Date.parse(upcomingStart) + 86_400_000).toISOString();
    const evenLater = new Date(Date.parse(upcomingStart) + 2 * 86_400_000).toISOString();
    seedAppointment(server.dataDir, { start: evenLater, name: "Bas Later", email: "bas@example.nl" });
    seedAppointment(server.dataDir, {
      start: later,
      name: "Cor Afgezegd",
      email: "cor@example.nl",
      status: "geannuleerd",
    });
    seedAppointment(server.dataDir, { start: later, name: "Dirk Verzet", email: "dirk@example.nl", status: "verzet" });
    const upcoming = visibleText(await page("/admin/agenda/afspraken"));
    expect(upcoming).not.toContain("Cor Afgezegd");
    expect(upcoming).not.toContain("Dirk Verzet");
    expect(upcoming.split("Anna de Vries")).toHaveLength(2);
    expect(upcoming.indexOf("Anna de Vries")).toBeLessThan(upcoming.indexOf("Bas Later"));
    // One date format in the admin's tables (ADR 0116): 'di 24-12-2026'.
    expect(upcoming).toMatch(/\b(ma|di|wo|do|vr|za|zo) \d\d-\d\d-20\d\d om \d\d:\d\d/);
    const cancelled = visibleText(await page("/admin/agenda/afspraken?tab=geannuleerd"));
    expect(cancelled).toContain("Cor Afgezegd");
    expect(cancelled).toContain("Dirk Verzet");
    expect(cancelled).not.toContain("Anna de Vries");
  });

  it("exports every appointment as CSV with formulas neutralised, and logs the export", async () => {
    const response = await fetch(`${server.url}/admin/agenda/afspraken.csv`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const [header, ...lines] = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    expect(header).toEqual(["id", "datum", "tijd", "naam", "e-mailadres", "telefoon", "vraag", "status", "geboekt op"]);
    const anna = lines.find((line) => line[4] === "anna@example.nl");
    expect(anna?.slice(3, 8)).toEqual([
      "Anna de Vries",
      "anna@example.nl",
      "0612345678",
      "Hoe ga ik om met stress?",
      "gepland",
    ]);
    expect(lines.find((line) => line[4] === "oud@example.nl")?.[3]).toBe('\'=HYPERLINK("x")');
    expect(rows("select * from access_log where action = 'export' and target_table = 'appointments'")).toHaveLength(1);
  });

  it("asks to confirm, then cancels with a message: the time is free again and the visitor gets a mail", async () => {
    expect(await freeStarts()).not.toContain(upcomingStart);
    const confirm = visibleText(await page(`/admin/agenda/afspraken?annuleer=${upcomingId}`));
    expect(confirm).toContain("Afspraak annuleren?");

    const tooLong = await post("/admin/agenda/afspraken", {
      intent: "cancel",
      id: String(upcomingId),
      message: "x".repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(rows("select status from appointments where id = ?", upcomingId)).toEqual([{ status: "gepland" }]);

    const cancelled = await post("/admin/agenda/afspraken", {
      intent: "cancel",
      id: String(upcomingId),
      message: "Ik ben helaas ziek. Kies gerust een nieuw moment.",
    });
    expect(cancelled.status).toBe(200);
    expect(rows("select status from appointments where id = ?", upcomingId)).toEqual([{ status: "geannuleerd" }]);
    expect(
      rows("select status, actor from appointment_status_history where appointment_id = ?", upcomingId),
    ).toContainEqual({
      status: "geannuleerd",
      actor: "coach",
    });
    // Free again at once: the engine offers the time again.
    expect(await freeStarts()).toContain(upcomingStart);

    const mail = await smtp.waitFor((m) => m.to.includes("anna@example.nl"), 20_000);
    const body = plainText(mail.raw);
    expect(body).toContain("Hoi Anna,");
    expect(body).toContain("Ik ben helaas ziek. Kies gerust een nieuw moment.");
    expect(body).toContain("/kennismaking");
    // The event leaves the visitor's calendar too.
    expect(calendarPart(mail.raw)).toContain("METHOD:CANCEL");
    expect(calendarPart(mail.raw)).toContain(`UID:afspraak-${upcomingId}@`);
    expect(server.logs()).not.toContain("anna@example.nl");
    expect(server.logs()).not.toContain("helaas ziek");

    const again = await post("/admin/agenda/afspraken", { intent: "cancel", id: String(upcomingId), message: "" });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain("Deze afspraak kan niet meer geannuleerd worden");
  });
});
