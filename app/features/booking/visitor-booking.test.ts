import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { database, openAppDatabase } from "~/server/db.server";
import { configureSettings } from "~/server/env.server";
import { claimSlot } from "./appointments.server";
import { confirmRequest, requestPreview } from "./booking-requests.server";
import { forgetFreeTimes, freeTimes } from "./free-times.server";
import { handleBooking } from "./visitor-booking.server";

const dataDir = mkdtempSync(join(tmpdir(), "coach-visitor-booking-"));
configureSettings({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3000",
  APP_SECRET: undefined,
});

/**
 * The form's action refuses any time outside the rules whatever the form
 * says, and books only what the address owner confirms by mail (ADR 0080),
 * with a fixed clock (ADR 0047): Monday 23 November 2026, 08:00 in
 * Amsterdam, default rules (Mon-Fri 09:00-17:00, 30 minutes, 12 hours'
 * notice, 4 weeks). The built server's journey is in tests/integration/booking-visit.test.ts.
 */
const now = Date.parse("2026-11-23T07:00:00Z");
let client = 0;

function post(
  start: string,
  email = `bezoeker${++client}@voorbeeld.nl`,
  fields: Record<string, string> = { consent: "ja" },
) {
  const body = new URLSearchParams({ start, name: "Anna de Vries", email, ...fields });
  const request = new Request("http://localhost/kennismaking", { method: "POST", body });
  return handleBooking(request, `10.0.0.${client}`, now);
}

const rows = () => database().sqlite.prepare("select start_at from appointments").all();

beforeAll(async () => {
  await openAppDatabase();
});
beforeEach(() => {
  database().sqlite.exec(
    "delete from appointments; delete from appointment_requests; delete from mail_queue; delete from rate_limit_hits",
  );
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

it("asks for consent only with a question, which can say something about health (ADR 0110)", async () => {
  const start = "2026-11-24T08:00:00.000Z";
  const requests = () => database().sqlite.prepare("select id from appointment_requests").all();
  const question = "Ik slaap slecht sinds de zomer.";
  // The question without the tick: refused next to the tick, what was typed kept, nothing stored.
  const refused = await post(start, undefined, { question });
  expect(refused).toMatchObject({
    status: 400,
    result: { ok: false, code: "Validation failed", values: { question } },
  });
  expect(refused.result.ok ? [] : refused.result.errors.map((error) => error.field)).toEqual(["consent"]);
  expect(requests()).toEqual([]);
  // Name and address alone need no tick; a question with the tick is taken too.
  expect(await post(start, undefined, {})).toMatchObject({ status: 200, result: { code: "Confirmation sent" } });
  expect(await post(start, undefined, { question: "   " })).toMatchObject({ status: 200 });
  expect(await post(start, undefined, { question, consent: "ja" })).toMatchObject({ status: 200 });
  expect(requests()).toHaveLength(3);
});

/** The queued mails to `email` (subject and the first link in their text), oldest first. */
function mailsTo(email: string): { subject: string; link: string | undefined }[] {
  const rows = database().sqlite.prepare("select mail from mail_queue order by id").all() as { mail: string }[];
  return rows
    .map((row) => JSON.parse(row.mail) as { to: string; subject: string; button?: { url: string } })
    .filter((mail) => mail.to === email)
    .map((mail) => ({ subject: mail.subject, link: mail.button?.url }));
}

const tokenOf = (link: string | undefined) => new URL(link!).pathname.split("/").pop()!;

it("asks the owner to confirm: nothing is booked and the time stays free until the mailed link is used", async () => {
  const email = "anna@voorbeeld.nl";
  const answer = await post("2026-11-24T08:00:00.000Z", email);
  expect(answer).toMatchObject({
    status: 200,
    result: {
      ok: true,
      code: "Confirmation sent",
      email,
      from: "hallo@koendewitcoaching.nl",
      day: "dinsdag 24 november",
      time: "09:00",
    },
  });
  expect(rows()).toEqual([]);
  const [mail] = mailsTo(email);
  expect(mail?.subject).toBe("Bevestig je kennismaking op dinsdag 24 november om 09:00");
  const token = tokenOf(mail?.link);

  // Opening the link changes nothing; its POST books, once.
  expect(await requestPreview(token, now)).toMatchObject({ kind: "confirm", when: { time: "09:00" } });
  expect(rows()).toEqual([]);
  expect(await confirmRequest(token, null, now)).toMatchObject({
    kind: "booked",
    viewPath: expect.stringMatching(/^\/afspraak\/[\w-]+\.[\w-]+\?geboekt=1$/),
  });
  expect(rows()).toEqual([{ start_at: "2026-11-24T08:00:00.000Z" }]);
  expect(await confirmRequest(token, null, now)).toEqual({ kind: "closed" });
  expect(mailsTo(email).map((sent) => sent.subject)).toContain("Je kennismaking op dinsdag 24 november om 09:00");
});

it("answers an address with a planned call exactly as a new one, books nothing and mails its owner at most once an hour", async () => {
  const owner = "heeft-al@voorbeeld.nl";
  await claimSlot({ start: "2026-11-25T08:00:00.000Z", name: "Jan", email: owner, phone: null, question: null }, now);
  const forOwner = await post("2026-11-24T08:00:00.000Z", owner);
  const forStranger = await post("2026-11-24T08:00:00.000Z", "nieuw@voorbeeld.nl");
  expect({ ...forOwner.result, email: "" }).toEqual({ ...forStranger.result, email: "" });
  expect(forOwner.status).toBe(forStranger.status);
  expect(rows()).toEqual([{ start_at: "2026-11-25T08:00:00.000Z" }]);
  expect(mailsTo(owner).map((mail) => mail.subject)).toEqual(["Je hebt al een kennismaking gepland"]);
  expect(mailsTo(owner)[0]!.link).toMatch(/\/afspraak\/verzetten\//);

  // Within the hour: the same answer, no second mail; an hour later, one more.
  expect((await post("2026-11-24T08:30:00.000Z", owner)).result).toMatchObject({ ok: true });
  expect(mailsTo(owner)).toHaveLength(1);
  const later = new Request("http://localhost/kennismaking", {
    method: "POST",
    body: new URLSearchParams({ start: "2026-11-24T09:00:00.000Z", name: "Jan", email: owner, consent: "ja" }),
  });
  await handleBooking(later, "10.9.9.9", now + 3_600_001);
  expect(mailsTo(owner)).toHaveLength(2);
});

it("holds no time for a request: two addresses may ask for the same time and the first to confirm gets it", async () => {
  const start = "2026-11-24T08:00:00.000Z";
  const offered = async () => {
    forgetFreeTimes();
    return (await freeTimes(now)).flatMap((day) => day.slots.map((slot) => slot.start));
  };
  expect(await post(start, "eerste@voorbeeld.nl")).toMatchObject({ status: 200, result: { ok: true } });
  // A held time would vanish from the public free times and so tell who asked (ADR 0080).
  expect(await offered()).toContain(start);
  expect(await post(start, "tweede@voorbeeld.nl")).toMatchObject({ status: 200, result: { ok: true } });
  const first = tokenOf(mailsTo("eerste@voorbeeld.nl")[0]?.link);
  const second = tokenOf(mailsTo("tweede@voorbeeld.nl")[0]?.link);

  expect(await confirmRequest(second, null, now)).toMatchObject({ kind: "booked" });
  expect(await offered()).not.toContain(start);
  expect(await confirmRequest(first, null, now)).toMatchObject({ kind: "taken", when: { start } });
  expect(rows()).toEqual([{ start_at: start }]);
});

it("a confirm link whose time was taken meanwhile offers the free times, and books the one chosen", async () => {
  const email = "later@voorbeeld.nl";
  await post("2026-11-24T08:00:00.000Z", email);
  const token = tokenOf(mailsTo(email)[0]?.link);
  await claimSlot(
    { start: "2026-11-24T08:00:00.000Z", name: "A", email: "a@voorbeeld.nl", phone: null, question: null },
    now,
  );
  const preview = await requestPreview(token, now);
  expect(preview.kind).toBe("confirm");
  expect(JSON.stringify(preview)).not.toContain('"start":"2026-11-24T08:00:00.000Z","label"');
  expect(await confirmRequest(token, null, now)).toMatchObject({ kind: "taken" });
  expect(await confirmRequest(token, "2026-11-24T08:30:00.000Z", now)).toMatchObject({ kind: "booked" });
  expect(rows()).toHaveLength(2);
});

it("answers a time taken since the page was shown with 'Dit moment is net door iemand anders geboekt'", async () => {
  expect(
    await claimSlot(
      { start: "2026-11-24T08:30:00.000Z", name: "A", email: "a@voorbeeld.nl", phone: null, question: null },
      now,
    ),
  ).toMatchObject({ ok: true });
  const lost = await post("2026-11-24T08:30:00.000Z");
  expect(lost).toMatchObject({ status: 409, result: { code: "Slot taken" } });
  expect(JSON.stringify(lost)).toContain("Dit moment is net door iemand anders geboekt.");
  expect(rows()).toHaveLength(1);
});
