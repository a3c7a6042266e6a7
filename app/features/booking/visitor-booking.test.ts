import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";

// The server modules read their settings on import: point them at a fresh data folder first.
const dataDir = mkdtempSync(join(tmpdir(), "coach-visitor-booking-"));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
process.env.PUBLIC_URL = "http://localhost:3000";
delete process.env.APP_SECRET;

const { database, openAppDatabase } = await import("~/server/db.server");
const { handleBooking } = await import("./visitor-booking.server");
const { claimSlot } = await import("./appointments.server");
const { forgetFreeTimes } = await import("./free-times.server");

/**
 * The form's action refuses any time outside the rules whatever the form
 * says, with a fixed clock (issue #11): Monday 23 November 2026, 08:00 in
 * Amsterdam, default rules (Mon-Fri 09:00-17:00, 30 minutes, 12 hours'
 * notice, 4 weeks). The built server's journey is in tests/integration/booking-visit.test.ts.
 */
const now = Date.parse("2026-11-23T07:00:00Z");
let client = 0;

function post(start: string, email = `bezoeker${++client}@voorbeeld.nl`) {
  const body = new URLSearchParams({ start, name: "Anna de Vries", email, consent: "ja" });
  const request = new Request("http://localhost/kennismaking", { method: "POST", body });
  return handleBooking(request, `10.0.0.${client}`, now);
}

const rows = () => database().sqlite.prepare("select start_at from appointments").all();

beforeAll(async () => {
  await openAppDatabase();
});
beforeEach(() => {
  database().sqlite.exec("delete from appointments; delete from mail_queue; delete from rate_limit_hits");
  forgetFreeTimes();
});
afterAll(() => {
  database().sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it.each([
  ["in the past", "2026-11-20T09:00:00.000Z"],
  ["inside the minimum notice (today 10:00)", "2026-11-23T09:00:00.000Z"],
  ["outside the availability (Tuesday 07:00)", "2026-11-24T06:00:00.000Z"],
  ["on a Saturday", "2026-11-28T09:00:00.000Z"],
  ["off the grid (Tuesday 09:10)", "2026-11-24T08:10:00.000Z"],
  ["beyond the horizon (five weeks on)", "2026-12-29T08:00:00.000Z"],
])("refuses a time %s and stores nothing", async (_label, start) => {
  const answer = await post(start);
  expect(answer).toMatchObject({ status: 409, result: { ok: false, code: "Slot unavailable" } });
  expect(rows()).toEqual([]);
});

it("books the first free time, and answers a lost race with 'Dit moment is net door iemand anders geboekt'", async () => {
  expect(await post("2026-11-24T08:00:00.000Z")).toMatchObject({ redirect: expect.stringMatching(/^\/afspraak\//) });
  expect(
    await claimSlot(
      { start: "2026-11-24T08:30:00.000Z", name: "A", email: "a@voorbeeld.nl", phone: null, question: null },
      now,
    ),
  ).toMatchObject({ ok: true });
  const lost = await post("2026-11-24T08:30:00.000Z");
  expect(lost).toMatchObject({ status: 409, result: { code: "Slot taken" } });
  expect(JSON.stringify(lost)).toContain("Dit moment is net door iemand anders geboekt.");
  expect(rows()).toHaveLength(2);
});
