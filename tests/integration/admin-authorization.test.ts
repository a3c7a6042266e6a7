import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPassword, loginCookie, seedUser, timeStep, totpCode } from "../support/admin";
import { readRows } from "../support/database";
import { postForm } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Every admin read and write, tried as a visitor, as a signed-in user who is
 * not an admin, and as an admin: only the admin gets through, and nothing
 * changes for the others (issue #4). The e-book panel's actions (upload,
 * preview, test link, resend) have the same matrix in ebook-admin.test.ts,
 * next to the files they would change.
 */
let server: RunningServer;
let adminCookie: string;
let guestCookie: string;

const reads = [
  "/admin",
  "/admin/newsletter",
  "/admin/newsletter?tab=active",
  "/admin/ebooks",
  "/admin/client-tests",
  "/admin/client-tests?id=1",
  "/admin/newsletter.csv",
  "/admin/ebooks.csv",
  "/admin/client-tests.csv",
  "/admin/security",
  "/admin/password",
  "/admin/access-log",
  "/admin/admins",
  "/admin/data-requests",
  "/admin/broadcasts",
  "/admin/broadcasts/nieuw",
];

const writes: { path: string; fields: Record<string, string> }[] = [
  { path: "/admin/newsletter", fields: { intent: "add-tag", id: "1", tag: "overgenomen" } },
  { path: "/admin/broadcasts/nieuw", fields: { subject: "Overgenomen", body: "Spam", intent: "save" } },
  { path: "/admin/newsletter", fields: { intent: "delete", id: "1" } },
  { path: "/admin/ebooks", fields: { intent: "delete", id: "1" } },
  { path: "/admin/client-tests", fields: { intent: "delete", id: "1" } },
  { path: "/admin/data-requests", fields: { intent: "wissen", email: "lezer@example.nl", match: "ebookRequests:1" } },
  { path: "/admin/content", fields: { key: "life_coaching_intro", text: "Overgenomen" } },
  // Adding an admin: the one write that would hand out the portal itself (D12).
  { path: "/admin/admins", fields: { email: "indringer@example.nl", password: "indringer-wachtwoord-1" } },
  // A data request reveals everything about one person (issue #5); the admin's look is logged.
  { path: "/admin/data-requests", fields: { intent: "zoeken", email: "lezer@example.nl" } },
  { path: "/admin/data-requests/export", fields: { email: "lezer@example.nl" } },
  // Last: it changes the coach's own password (the admin's session here stays; others end).
  {
    path: "/admin/password",
    fields: {
      currentPassword: adminPassword,
      newPassword: "overgenomen-wachtwoord-1",
      confirmPassword: "overgenomen-wachtwoord-1",
    },
  },
];

function snapshot(): string {
  return JSON.stringify(
    [
      "newsletter_subscribers",
      "ebook_requests",
      "client_test_responses",
      "editable_content",
      "admins",
      "users",
      "admin_totp",
      "admin_recovery_codes",
      "access_log",
      "broadcasts",
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
  db.close();
  adminCookie = await loginCookie(server.url, "coach@example.nl");
  guestCookie = await loginCookie(server.url, "gast@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("admin reads", () => {
  it.each(reads)("%s: visitor → login page, non-admin → 403 without data, admin → 200", async (path) => {
    const anonymous = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");

    const guest = await fetch(`${server.url}${path}`, { headers: { Cookie: guestCookie }, redirect: "manual" });
    expect(guest.status).toBe(403);
    const guestBody = await guest.text();
    for (const secret of ["lid@example.nl", "lezer@example.nl", "Geheim antwoord", "coach@example.nl"])
      expect(guestBody).not.toContain(secret);

    const admin = await fetch(`${server.url}${path}`, { headers: { Cookie: adminCookie } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("cache-control")).toContain("no-store");
  });
});

describe("admin writes", () => {
  it.each(writes)("$path: only an admin changes anything", async ({ path, fields }) => {
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

    const added = await postForm(`${server.url}/admin/admins`, fields, { Cookie: adminCookie });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/admin/admins?toegevoegd=1");
    const cookie = await loginCookie(server.url, fields.email, fields.password);
    expect((await fetch(`${server.url}/admin/admins`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe("two-factor set-up (issue #5)", () => {
  it("only an admin can switch on 2FA; refused attempts change nothing and log nothing", async () => {
    const page = await (await fetch(`${server.url}/admin/security`, { headers: { Cookie: adminCookie } })).text();
    const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(page)?.[1]?.replace(/\s/g, "") ?? "";
    const fields = { intent: "enable", code: totpCode(secret, timeStep()) };
    const path = `${server.url}/admin/security`;
    const before = snapshot();
    expect((await postForm(path, fields)).status).toBe(302);
    expect((await postForm(path, fields, { Cookie: guestCookie })).status).toBe(403);
    expect((await postForm(path, fields, { Cookie: adminCookie, Origin: "https://evil.example" })).status).toBe(403);
    expect(snapshot()).toBe(before);

    expect((await postForm(path, fields, { Cookie: adminCookie })).status).toBe(200);
    expect(readRows(server.dataDir, "select * from admin_totp where enabled_at is not null")).toHaveLength(1);
  });
});
