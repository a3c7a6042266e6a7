import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { minutelyFeed } from "../../../tests/support/hostile-feed";

import { database, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { syncBusyFeed } from "./busy-feed-sync.server";
import { fetchFeedText, isAllowedAddress, isAllowedFeedUrl } from "./feed-fetch.server";
import { busyIntervalsOf, feedExpansionLimits, FeedTooLarge } from "./busy-feed-worker.server";
import { forgetFreeTimes, freeTimes } from "./free-times.server";

// NODE_ENV test lets the feed come from this machine's own test server.
const dataDir = mkdtempSync(join(tmpdir(), "coach-busy-feed-"));
configureSettings({ DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" });

// Every sync starts a worker thread (ADR 0081): seconds each on a shared, busy machine; no rule depends on it.
vi.setConfig({ testTimeout: 30_000 });

/** Monday 23 November 2026, 08:00 in Amsterdam. */
const now = Date.parse("2026-11-23T07:00:00Z");

/**
 * Every Tuesday 13:00-14:00 (Amsterdam, VTIMEZONE in the feed), except that
 * 1 December is cancelled (EXDATE) and 8 December moves to 15:00 (RECURRENCE-ID);
 * plus a one-off UTC event and a free (transparent) event that blocks nothing.
 */
const weeklyFeed = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//feed//NL",
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Amsterdam",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
  "BEGIN:VEVENT",
  "UID:weekly@test",
  "DTSTAMP:20261101T000000Z",
  "DTSTART;TZID=Europe/Amsterdam:20261124T130000",
  "DTEND;TZID=Europe/Amsterdam:20261124T140000",
  "RRULE:FREQ=WEEKLY",
  "EXDATE;TZID=Europe/Amsterdam:20261201T130000",
  "SUMMARY:Supervisie",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:weekly@test",
  "DTSTAMP:20261101T000000Z",
  "RECURRENCE-ID;TZID=Europe/Amsterdam:20261208T130000",
  "DTSTART;TZID=Europe/Amsterdam:20261208T150000",
  "DTEND;TZID=Europe/Amsterdam:20261208T160000",
  "SUMMARY:Supervisie (verplaatst)",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:dentist@test",
  "DTSTAMP:20261101T000000Z",
  "DTSTART:20261125T090000Z",
  "DTEND:20261125T100000Z",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:free@test",
  "DTSTAMP:20261101T000000Z",
  "DTSTART:20261126T090000Z",
  "DTEND:20261126T100000Z",
  "TRANSP:TRANSPARENT",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

let server: Server;
let base: string;
let feed = weeklyFeed;

beforeAll(async () => {
  await openAppDatabase();
  server = createServer((req, res) => {
    if (req.url === "/feed.ics") return void res.writeHead(200, { "Content-Type": "text/calendar" }).end(feed);
    if (req.url === "/minutely.ics")
      return void res.writeHead(200, { "Content-Type": "text/calendar" }).end(minutelyFeed(now));
    if (req.url === "/large.ics") {
      // No Content-Length: the limit must hold on the bytes that arrive.
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\n");
      const chunk = "X-FILLER:" + "x".repeat(64 * 1024) + "\r\n";
      for (let i = 0; i < 40; i++) res.write(chunk);
      return void res.end("END:VCALENDAR\r\n");
    }
    if (req.url === "/redirect.ics")
      return void res.writeHead(302, { Location: "http://169.254.169.254/latest" }).end();
    if (req.url === "/slow.ics") return void res.writeHead(200, { "Content-Type": "text/calendar" }); // never ends
    if (req.url === "/not-ics") return void res.writeHead(200).end("<html>hallo</html>");
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function useFeed(url: string | null): Promise<void> {
  database().sqlite.prepare("update booking_settings set busy_feed_url = ? where id = 1").run(url);
  // Written behind the engine's back: the kept free times must go (ADR 0082).
  forgetFreeTimes();
}

async function feedState() {
  return database()
    .sqlite.prepare(
      "select busy_feed_fetched_at, busy_feed_error, busy_feed_error_at, busy_feed_ics is not null as has_copy from booking_settings",
    )
    .get() as { busy_feed_fetched_at: string | null; busy_feed_error: string | null; has_copy: number };
}

async function labelsOn(date: string, at = now): Promise<string[]> {
  return (await freeTimes(at)).find((day) => day.date === date)?.slots.map((slot) => slot.label) ?? [];
}

describe("busy times from the coach's calendar feed", () => {
  it("block the weekly event, honour the EXDATE and the moved occurrence, and ignore free events", async () => {
    await useFeed(`${base}/feed.ics`);
    expect(await syncBusyFeed(now)).toEqual({ ok: true });
    const tuesday = await labelsOn("2026-11-24");
    expect(tuesday).toContain("12:30");
    expect(tuesday).not.toContain("13:00");
    expect(tuesday).not.toContain("13:30");
    expect(tuesday).toContain("14:00");
    // 1 December: the occurrence is excluded.
    expect(await labelsOn("2026-12-01")).toContain("13:00");
    // 8 December: moved to 15:00-16:00.
    const moved = await labelsOn("2026-12-08");
    expect(moved).toContain("13:00");
    expect(moved).not.toContain("15:00");
    expect(moved).not.toContain("15:30");
    // The UTC one-off on Wednesday 10:00-11:00 local; the transparent one on Thursday blocks nothing.
    expect(await labelsOn("2026-11-25")).not.toContain("10:00");
    expect(await labelsOn("2026-11-26")).toContain("10:00");
    // Later weeks repeat.
    expect(await labelsOn("2026-12-15")).not.toContain("13:00");
  });

  it("keep the last good copy when a fetch fails, and store the error and its time", async () => {
    await useFeed(`${base}/feed.ics`);
    await syncBusyFeed(now);
    const good = await feedState();
    feed = "dit is geen agenda";
    expect(await syncBusyFeed(now + 300_000)).toEqual({ ok: false, error: "parse" });
    feed = weeklyFeed;
    const state = await feedState();
    expect(state).toMatchObject({
      busy_feed_error: "parse",
      busy_feed_fetched_at: good.busy_feed_fetched_at,
      has_copy: 1,
    });
    expect(await labelsOn("2026-11-24")).not.toContain("13:00");
    // A good fetch clears the error.
    expect(await syncBusyFeed(now + 600_000)).toEqual({ ok: true });
    expect((await feedState()).busy_feed_error).toBeNull();
  });

  it("refuse a feed that is too large, a redirect, a time-out and an answer that is not iCalendar", async () => {
    await useFeed(`${base}/large.ics`);
    expect(await syncBusyFeed(now)).toEqual({ ok: false, error: "too-large" });
    await useFeed(`${base}/redirect.ics`);
    expect(await syncBusyFeed(now)).toEqual({ ok: false, error: "redirect" });
    await useFeed(`${base}/not-ics`);
    expect(await syncBusyFeed(now)).toEqual({ ok: false, error: "parse" });
    await expect(fetchFeedText(`${base}/slow.ics`, { timeoutMs: 200, maxBytes: 1024 })).rejects.toMatchObject({
      code: "timeout",
    });
  });

  it("with no feed set, nothing is fetched and no time is blocked", async () => {
    await useFeed(null);
    expect(await syncBusyFeed(now)).toBeNull();
    expect(await labelsOn("2026-11-24")).toContain("13:00");
  });
});

/** CPU time of the calling thread (the event loop's), not of the feed's worker: robust on a busy machine. */
const threadCpuMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;

describe("a feed too large to expand (ADR 0081)", () => {
  it("20 events repeating every minute never block the event loop; the feed is refused as too large and the last good copy stays", async () => {
    await useFeed(`${base}/feed.ics`);
    expect(await syncBusyFeed(now)).toEqual({ ok: true });
    const goodCopy = database().sqlite.prepare("select busy_feed_busy from booking_settings").get();
    await useFeed(`${base}/minutely.ics`);
    const cpuBefore = threadCpuMs();
    const result = await syncBusyFeed(now + 300_000);
    // Before ADR 0081 the expansion ran here, on this thread's event loop: about 3 s of its CPU.
    expect(threadCpuMs() - cpuBefore).toBeLessThan(500);
    expect(result).toEqual({ ok: false, error: "too-many" });
    expect((await feedState()).busy_feed_error).toBe("too-many");
    expect(database().sqlite.prepare("select busy_feed_busy from booking_settings").get()).toEqual(goodCopy);
  });

  it("a rule ical.js never finishes a step of is stopped by the worker's time limit, with the event loop free", async () => {
    const endless = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:nooit@test",
      "DTSTAMP:20261101T000000Z",
      "DTSTART:20261124T090000Z",
      "DTEND:20261124T100000Z",
      // Every day that is 30 February: there is none, and ical.js looks for it forever.
      "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const started = performance.now();
    const cpuBefore = threadCpuMs();
    await expect(
      busyIntervalsOf(endless, { start: now, end: now + 28 * 86_400_000 }, { ...feedExpansionLimits, timeMs: 800 }),
    ).rejects.toBeInstanceOf(FeedTooLarge);
    expect(performance.now() - started).toBeLessThan(5000);
    // The worker spun for 800 ms; this thread, the event loop, hardly worked.
    expect(threadCpuMs() - cpuBefore).toBeLessThan(300);
  });

  it("reads floating times and all-day events as the coach's wall-clock time", async () => {
    const local = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "UID:zwevend@test",
      "DTSTAMP:20261101T000000Z",
      "DTSTART:20261127T100000",
      "DTEND:20261127T110000",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:hele-dag@test",
      "DTSTAMP:20261101T000000Z",
      "DTSTART;VALUE=DATE:20261130",
      "DTEND;VALUE=DATE:20261201",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const busy = await busyIntervalsOf(local, { start: now, end: now + 28 * 86_400_000 });
    expect(busy.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()])).toEqual([
      ["2026-11-27T09:00:00.000Z", "2026-11-27T10:00:00.000Z"],
      ["2026-11-29T23:00:00.000Z", "2026-11-30T23:00:00.000Z"],
    ]);
  });
});

describe("which feed addresses may be fetched", () => {
  it("https only; plain http to loopback only in test mode", () => {
    expect(isAllowedFeedUrl("https://calendar.google.com/calendar/ical/x/basic.ics", false)).toBe(true);
    expect(isAllowedFeedUrl("http://calendar.google.com/basic.ics", false)).toBe(false);
    expect(isAllowedFeedUrl("http://127.0.0.1:8080/feed.ics", false)).toBe(false);
    expect(isAllowedFeedUrl("http://127.0.0.1:8080/feed.ics", true)).toBe(true);
    expect(isAllowedFeedUrl("https://user:pass@example.com/feed.ics", false)).toBe(false);
    expect(isAllowedFeedUrl("file:///etc/passwd", true)).toBe(false);
    expect(isAllowedFeedUrl("geen adres", true)).toBe(false);
  });

  it("private, loopback and link-local addresses are refused in production", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isAllowedAddress(address, false), address).toBe(false);
    }
    for (const address of ["142.250.179.206", "2a00:1450:400e:80f::200e"])
      expect(isAllowedAddress(address, false)).toBe(true);
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("10.1.2.3", true)).toBe(false);
  });

  it("an https host that resolves to a private address, or a private address in the URL, is refused", async () => {
    const limits = { timeoutMs: 2000, maxBytes: 1024 };
    await expect(fetchFeedText("https://localhost:1/feed.ics", limits, false)).rejects.toMatchObject({
      code: "address",
    });
    await expect(fetchFeedText("https://10.0.0.1/feed.ics", limits, false)).rejects.toMatchObject({ code: "address" });
    await expect(fetchFeedText("https://[::1]:1/feed.ics", limits, false)).rejects.toMatchObject({ code: "address" });
    await expect(fetchFeedText(`${base}/feed.ics`, limits, false)).rejects.toMatchObject({ code: "url" });
  });
});
