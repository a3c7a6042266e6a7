import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPassword, loginCookie, seedUser, timeStep, totpCode } from "../support/admin";
import { readRows, sealedForTest, seedPerson } from "../support/database";
import { postForm } from "../support/forms";
import { nextWeek, seedAppointment } from "../support/sample-appointment";
import { startBuiltServer, type RunningServer } from "../support/server";
import { businessForm } from "../support/business-details";

/**
 * Every admin read and write, tried as a visitor, as a signed-in user who is
 * not an admin, and as an admin: only the admin gets through, and nothing
 * changes for the others. The e-book screen's actions (upload,
 * preview, test link, resend) have the same matrix in ebook-admin.test.ts,
 * next to the files they would change; the blog's cover upload in
 * blog-admin.test.ts, the portrait upload in admin-website.test.ts.
 */
let server: RunningServer;
let adminCookie: string;
let guestCookie: string;

const reads = [
  "/admin",
  "/admin/newsletter",
  "/admin/newsletter?tab=active",
  "/admin/ebooks",
  "/admin/e-book",
  "/admin/e-book?versturen=bevestigen",
  "/admin/client-tests",
  "/admin/client-tests?id=1",
  "/admin/newsletter.csv",
  "/admin/ebooks.csv",
  "/admin/client-tests.csv",
  "/admin/zelftests",
  "/admin/zelftests?filter=nieuw",
  "/admin/zelftests/1",
  "/admin/zelftests.csv",
  "/admin/meldingen",
  "/admin/security",
  "/admin/password",
  "/admin/access-log",
  "/admin/back-ups",
  "/admin/admins",
  "/admin/data-requests",
  "/admin/agenda",
  "/admin/agenda/afspraken",
  "/admin/agenda/afspraken?tab=eerder",
  "/admin/agenda/afspraken?annuleer=1",
  "/admin/agenda/afspraken.csv",
  "/admin/agenda/sessies",
  "/admin/blog",
  "/admin/blog/nieuw",
  "/admin/blog/1",
  "/admin/website",
  "/admin/ervaringen",
  "/admin/ervaringen/nieuw",
  "/admin/ervaringen/1",
  "/admin/pakketten",
  "/admin/mensen",
  "/admin/mensen?q=lid&deed=newsletter&status=nieuw",
  // The card of the seeded person (its key is the address's look-up hash, known once the server runs).
  "/admin/mensen/{lid}",
  "/admin/broadcasts",
  "/admin/broadcasts/nieuw",
  "/admin/opvolging",
  "/admin/opvolging/1",
  "/admin/opvolging/1?status=bevestigen",
  "/admin/opvolging/1/stappen/1",
];
let lidLookup = "";
const withPerson = (path: string) => path.replace("{lid}", lidLookup);

/** The coach's password after the last write below, which changes it; what runs after the writes confirms with it. */
const changedPassword = "overgenomen-wachtwoord-1";

const writes: { path: string; fields: Record<string, string> }[] = [
  { path: "/admin/newsletter", fields: { intent: "add-tag", id: "1", tag: "overgenomen" } },
  { path: "/admin/broadcasts/nieuw", fields: { subject: "Overgenomen", body: "Spam", intent: "save" } },
  // Follow-up sequences (ADR 0132): a step's text, starting, taking the seeded member out.
  {
    path: "/admin/opvolging/1/stappen/1",
    fields: {
      intent: "save",
      subject: "Overgenomen",
      body: "Spam",
      delay: "1",
      delayUnit: "dagen",
      windowDays: "1",
      windowStart: "9",
      windowEnd: "17",
    },
  },
  { path: "/admin/opvolging/1", fields: { intent: "start" } },
  { path: "/admin/opvolging/1", fields: { intent: "take-out", subscriberId: "1" } },
  { path: "/admin/newsletter", fields: { intent: "delete", id: "1" } },
  { path: "/admin/ebooks", fields: { intent: "delete", id: "1" } },
  { path: "/admin/client-tests", fields: { intent: "delete", id: "1" } },
  { path: "/admin/zelftests/1", fields: { intent: "mark-read", id: "1" } },
  { path: "/admin/zelftests", fields: { intent: "delete", id: "1" } },
  { path: "/admin/meldingen", fields: { newsletter: "1", wanneer: "dagelijks", uur: "7" } },
  { path: "/admin/data-requests", fields: { intent: "wissen", email: "lezer@example.nl", match: "ebookRequests:1" } },
  // The person card (ADR 0052): a note, a status, linking an old intake.
  { path: "/admin/mensen/{lid}", fields: { intent: "notitie", note: "Overgenomen notitie" } },
  { path: "/admin/mensen/{lid}", fields: { intent: "status", status: "client" } },
  { path: "/admin/mensen/{lid}", fields: { intent: "intake-koppelen", intake: "2" } },
  // The site's texts (ADR 0062): a save, then restoring the version it kept (the first in the history).
  { path: "/admin/website", fields: { intent: "save", key: "life_coaching_intro", text: "Overgenomen" } },
  { path: "/admin/website", fields: { intent: "restore", key: "life_coaching_intro", version: "1" } },
  // The Agenda section (ADR 0049): every form of the settings screen, and the coach's cancel.
  { path: "/admin/agenda", fields: { intent: "add-window", weekday: "6", start: "10:00", end: "12:00" } },
  { path: "/admin/agenda", fields: { intent: "remove-window", id: "1" } },
  {
    path: "/admin/agenda",
    fields: {
      intent: "rules",
      slotMinutes: "45",
      bufferMinutes: "5",
      noticeHours: "2",
      horizonWeeks: "3",
      maxPerDay: "4",
    },
  },
  { path: "/admin/agenda", fields: { intent: "add-blocked", startDate: "2030-07-01", endDate: "", note: "" } },
  { path: "/admin/agenda", fields: { intent: "remove-blocked", id: "1" } },
  { path: "/admin/agenda", fields: { intent: "contact", noticeEmail: "" } },
  { path: "/admin/agenda", fields: { intent: "rotate-feed" } },
  { path: "/admin/agenda", fields: { intent: "busy-clear" } },
  { path: "/admin/agenda/afspraken", fields: { intent: "cancel", id: "1", message: "Sorry" } },
  // Paid sessions (ADR 0122, ADR 0123): a type, its count in a package, the policy, a credit by hand, archiving.
  {
    path: "/admin/agenda/sessies",
    fields: {
      intent: "add-type",
      name: "Sessie",
      minutes: "60",
      bufferMinutes: "0",
      place: "online",
      address: "",
      hours: "same",
    },
  },
  { path: "/admin/agenda/sessies", fields: { intent: "counts", packageKey: "online", count1: "8" } },
  { path: "/admin/agenda/sessies", fields: { intent: "policy", creditMonths: "3", cancelHours: "48" } },
  { path: "/admin/mensen/{lid}", fields: { intent: "tegoed-toevoegen", typeId: "1", reason: "Extra" } },
  // The client page's link (ADR 0124): a guest neither makes nor revokes one.
  { path: "/admin/mensen/{lid}", fields: { intent: "klantlink-maken" } },
  { path: "/admin/mensen/{lid}", fields: { intent: "klantlink-intrekken" } },
  { path: "/admin/agenda/sessies", fields: { intent: "archive-type", id: "1" } },
  // The blog (ADR 0057): a new post, an unpublish (the public site changes), a delete.
  {
    path: "/admin/blog/nieuw",
    fields: { intent: "save", title: "Overgenomen", description: "Overgenomen", body: "Overgenomen" },
  },
  {
    path: "/admin/blog/1",
    fields: { intent: "unpublish", title: "Overgenomen", description: "Overgenomen", body: "x", coverAlt: "x" },
  },
  { path: "/admin/blog/2", fields: { intent: "delete" } },
  // The coach's facts (ADR 0061): a new testimonial, hide, reorder, delete, a price change.
  {
    path: "/admin/ervaringen/nieuw",
    fields: {
      intent: "save",
      text: "Overgenomen",
      name: "Indringer",
      role: "",
      rating: "5",
      consent: "1",
      visible: "1",
    },
  },
  { path: "/admin/ervaringen", fields: { intent: "hide", id: "1" } },
  { path: "/admin/ervaringen", fields: { intent: "down", id: "1" } },
  { path: "/admin/ervaringen/2", fields: { intent: "delete" } },
  {
    path: "/admin/pakketten",
    fields: {
      intent: "save",
      "online-name": "Overgenomen",
      "online-price": "1",
      "online-features": "Niets",
      "face_to_face-name": "Overgenomen",
      "face_to_face-price": "1",
      "face_to_face-features": "Niets",
      hourly: "1",
    },
  },
  // The business details (D32): on every page and mail; the go-live checklist's set-aside and undo (ADR 0090).
  { path: "/admin/bedrijfsgegevens", fields: businessForm({ kvk: "99999999" }) },
  { path: "/admin", fields: { intent: "go-live-dismiss", check: "tweestaps", reason: "Indringer" } },
  { path: "/admin", fields: { intent: "go-live-undo", check: "tweestaps" } },
  // A backup is asked for (ADR 0099): its run is in backup_runs, which the job changes on its own time; the ask is in the access log.
  { path: "/admin/back-ups", fields: { intent: "back-up" } },
  // Adding an admin: the one write that would hand out the portal itself (D12).
  {
    path: "/admin/admins",
    fields: { email: "indringer@example.nl", password: "indringer-wachtwoord-1", currentPassword: adminPassword },
  },
  // A data request reveals everything about one person (ADR 0017); the admin's look is logged.
  { path: "/admin/data-requests", fields: { intent: "zoeken", email: "lezer@example.nl" } },
  { path: "/admin/data-requests/export", fields: { email: "lezer@example.nl" } },
  // Last: it changes the coach's own password (the admin's session here stays; others end).
  {
    path: "/admin/password",
    fields: {
      currentPassword: adminPassword,
      newPassword: changedPassword,
      confirmPassword: changedPassword,
    },
  },
];

// Not mail_queue: the server's mail worker empties it on its own time, between two snapshots;
// every write that queues a mail also changes a table listed here.
function snapshot(): string {
  return JSON.stringify(
    [
      "newsletter_subscribers",
      "ebook_requests",
      "client_test_responses",
      "test_results",
      "notification_settings",
      "editable_content",
      "admins",
      "users",
      "admin_totp",
      "admin_recovery_codes",
      "access_log",
      "booking_availability",
      "booking_settings",
      "booking_blocked_dates",
      "appointments",
      "blog_posts",
      "content_history",
      "site_portrait",
      "testimonials",
      "coaching_packages",
      "coaching_rates",
      "people",
      "person_notes",
      "broadcasts",
      "sequences",
      "sequence_steps",
      "sequence_enrolments",
      "session_types",
      "package_sessions",
      "session_settings",
      "session_credits",
      "client_links",
    ].map((table) => readRows(server.dataDir, `select * from ${table} order by 1`)),
  );
}

beforeAll(async () => {
  server = await startBuiltServer();
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const now = new Date().toISOString();
  db.prepare("insert into newsletter_subscribers (email, name, is_active, subscribed_at) values (?, ?, 1, ?)").run(
    "lid@example.nl",
    "Lid",
    now,
  );
  db.prepare("insert into ebook_requests (email, name, requested_at) values (?, ?, ?)").run(
    "lezer@example.nl",
    null,
    now,
  );
  db.prepare(
    "insert into client_test_responses (client_name, submitted_at, consent_at, energieniveau) values (?, ?, ?, ?)",
  ).run("Cliënt", now, now, "Geheim antwoord");
  // Intake 2, from before the form asked an address, for the card's link (intake 1 is deleted above it).
  db.prepare(
    "insert into client_test_responses (client_name, submitted_at, consent_at, energieniveau) values (?, ?, ?, ?)",
  ).run("Oude cliënt", now, now, "Geheim antwoord");
  // The newsletter member in the first sequence, for taking out by hand; its step is not due
  // for years, so the running sequence's job leaves the row alone while the snapshots compare.
  db.prepare(
    "insert into sequence_enrolments (sequence_id, subscriber_id, entered_at, next_position, next_due_at) values (1, 1, ?, 1, '2099-01-05T08:00:00.000Z')",
  ).run(now);
  lidLookup = seedPerson(db, server.dataDir, { email: "lid@example.nl", name: "Lid", at: now, kind: "newsletter" });
  db.prepare(
    "insert into test_results (profiel, score, email, email_lookup, answers, consent_at, created_at) values (@profiel, @score, @email, @email_lookup, @answers, @consent_at, @created_at)",
  ).run(
    sealedForTest(server.dataDir, "test_results", {
      profiel: "Burnout / ADHD-Combined",
      score: 30,
      email: "zelftester@example.nl",
      answers: "[3,3,3,3,3,3,3,3,3,3,3,3]",
      consent_at: now,
      created_at: now,
    }),
  );
  db.close();
  seedAppointment(server.dataDir, {
    start: nextWeek(),
    name: "Afspraakgast",
    email: "afspraak@example.nl",
    question: "Geheime vraag",
  });
  adminCookie = await loginCookie(server.url, "coach@example.nl");
  guestCookie = await loginCookie(server.url, "gast@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("admin reads", () => {
  it.each(reads)("%s: visitor → login page, non-admin → 403 without data, admin → 200", async (template) => {
    const path = withPerson(template);
    const anonymous = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");

    const guest = await fetch(`${server.url}${path}`, { headers: { Cookie: guestCookie }, redirect: "manual" });
    expect(guest.status).toBe(403);
    const guestBody = await guest.text();
    for (const secret of [
      "lid@example.nl",
      "lezer@example.nl",
      "Geheim antwoord",
      "coach@example.nl",
      "afspraak@example.nl",
      "Geheime vraag",
      "zelftester@example.nl",
    ])
      expect(guestBody).not.toContain(secret);

    const admin = await fetch(`${server.url}${path}`, { headers: { Cookie: adminCookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("cache-control")).toContain("no-store");
  });
});

describe("admin writes", () => {
  it.each(writes)("$path: only an admin changes anything", async ({ path: template, fields }) => {
    const path = withPerson(template);
    const before = snapshot();
    const anonymous = await postForm(`${server.url}${path}`, fields);
    expect(anonymous.status).toBe(302);
    const guest = await postForm(`${server.url}${path}`, fields, { Cookie: guestCookie });
    expect(guest.status).toBe(403);
    const crossSite = await postForm(`${server.url}${path}`, fields, {
      Cookie: adminCookie,
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(snapshot()).toBe(before);

    const admin = await postForm(`${server.url}${path}`, fields, { Cookie: adminCookie });
    expect(admin.status).toBeLessThan(400);
    expect(snapshot()).not.toBe(before);
  });

  it("an account added by someone else than an admin cannot log in; one added by the admin can", async () => {
    const fields = { email: "tweede@example.nl", password: "tweede-wachtwoord-12" };
    await postForm(`${server.url}/admin/admins`, fields);
    await postForm(`${server.url}/admin/admins`, fields, { Cookie: guestCookie });
    await expect(loginCookie(server.url, fields.email, fields.password)).rejects.toThrow(/login failed/);
    expect(readRows(server.dataDir, "select id from users where email = ?", fields.email)).toEqual([]);

    const added = await postForm(
      `${server.url}/admin/admins`,
      { ...fields, currentPassword: changedPassword },
      { Cookie: adminCookie },
    );
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/admin/admins");
    const cookie = await loginCookie(server.url, fields.email, fields.password);
    expect((await fetch(`${server.url}/admin/admins`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("two-factor set-up (ADR 0019)", () => {
  it("only an admin can switch on 2FA; refused attempts change nothing and log nothing", async () => {
    const path = `${server.url}/admin/security`;
    const start = { intent: "start", currentPassword: changedPassword };
    const before = snapshot();
    for (const fields of [start, { intent: "enable", code: "123456" }]) {
      expect((await postForm(path, fields)).status).toBe(302);
      expect((await postForm(path, fields, { Cookie: guestCookie })).status).toBe(403);
      expect((await postForm(path, fields, { Cookie: adminCookie, Origin: "https://evil.example" })).status).toBe(403);
    }
    expect(snapshot()).toBe(before);

    const page = await (await postForm(path, start, { Cookie: adminCookie })).text();
    const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(page)?.[1]?.replace(/\s/g, "") ?? "";
    const fields = { intent: "enable", code: totpCode(secret, timeStep()) };
    expect((await postForm(path, fields, { Cookie: adminCookie })).status).toBe(200);
    expect(readRows(server.dataDir, "select * from admin_totp where enabled_at is not null")).toHaveLength(1);
  });
});
