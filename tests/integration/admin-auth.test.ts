import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminGuard, adminLogin } from "~/content/admin";
import { adminPassword, loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

const setupCode = "integratie-setup-code";
let server: RunningServer;
let client = 0;

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_SETUP_CODE: setupCode, TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** Each test speaks from its own address, so login throttling of one does not touch another. */
function from(): Record<string, string> {
  client += 1;
  return { "X-Forwarded-For": `198.51.100.${client}` };
}

async function signup(fields: Record<string, string>) {
  return postForm(`${server.url}/admin-login`, { intent: "signup", ...fields }, from());
}

function cookieOf(response: Response): string {
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

function expireSessions(): void {
  const db = new SQLite(join(server.dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare("update sessions set expires_at = ?").run("2000-01-01T00:00:00.000Z");
  db.close();
}

describe("first admin (D12)", () => {
  it("needs the setup code, a password of 12+ characters, and works only while no admin exists", async () => {
    const page = await (await fetch(`${server.url}/admin-login`)).text();
    expect(page).toContain(adminLogin.setupDialogTitle);
    expect(page).toMatch(/id="tab-login"[^>]*disabled/);

    const wrongCode = await signup({ email: "coach@example.nl", password: adminPassword, setupCode: "raden" });
    expect(wrongCode.status).toBe(403);
    expect(visibleText(await wrongCode.text())).toContain(adminLogin.wrongSetupCode);
    const shortPassword = await signup({ email: "coach@example.nl", password: "kort", setupCode });
    expect(shortPassword.status).toBe(400);
    expect(visibleText(await shortPassword.text())).toContain("Wachtwoord moet minimaal 12 tekens lang zijn");
    expect(readRows(server.dataDir, "select * from users")).toEqual([]);

    const created = await signup({ email: "Coach@Example.nl", password: adminPassword, setupCode });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin?welkom=signup");
    const setCookie = created.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(readRows(server.dataDir, "select email from admins")).toEqual([{ email: "coach@example.nl" }]);
    expect(
      readRows<{ password_hash: string }>(server.dataDir, "select password_hash from users")[0]!.password_hash,
    ).toMatch(/^scrypt\$/);

    const dashboard = await fetch(`${server.url}${created.headers.get("location")}`, {
      headers: { Cookie: cookieOf(created) },
    });
    expect(visibleText(await dashboard.text())).toContain("Admin account aangemaakt");

    const second = await signup({ email: "ander@example.nl", password: adminPassword, setupCode });
    expect(second.status).toBe(409);
    expect(visibleText(await second.text())).toContain(adminLogin.adminExists);
    expect(readRows(server.dataDir, "select count(*) as n from users")).toEqual([{ n: 1 }]);
    expect(await (await fetch(`${server.url}/admin-login`)).text()).toMatch(/id="tab-signup"[^>]*disabled/);
  });
});

describe("login, sessions and sign-out (D10, D13)", () => {
  it("refuses a wrong password and gives a fresh session on every login", async () => {
    seedUser(server.dataDir, "tweede@example.nl");
    const wrong = await postForm(
      `${server.url}/admin-login`,
      { intent: "login", email: "tweede@example.nl", password: "verkeerd-wachtwoord" },
      from(),
    );
    expect(wrong.status).toBe(401);
    expect(visibleText(await wrong.text())).toContain(adminLogin.wrongCredentials);
    const first = await loginCookie(server.url, "tweede@example.nl");
    const again = await loginCookie(server.url, "tweede@example.nl");
    expect(first).not.toBe(again);
    const dashboard = await fetch(`${server.url}/admin`, { headers: { Cookie: again } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("cache-control")).toBe("no-store");
  });

  it("throttles after 5 failed logins in 15 minutes, even with the right password then", async () => {
    seedUser(server.dataDir, "derde@example.nl");
    const headers = from();
    for (let i = 0; i < 5; i++) {
      const response = await postForm(
        `${server.url}/admin-login`,
        { intent: "login", email: "derde@example.nl", password: `fout-${i}-wachtwoord` },
        headers,
      );
      expect(response.status).toBe(401);
    }
    const blocked = await postForm(
      `${server.url}/admin-login`,
      { intent: "login", email: "derde@example.nl", password: adminPassword },
      headers,
    );
    expect(blocked.status).toBe(429);
    expect(visibleText(await blocked.text())).toContain(adminLogin.throttled);
    // The e-mail is throttled from another address too (D13: per address and per e-mail).
    const elsewhere = await postForm(
      `${server.url}/admin-login`,
      { intent: "login", email: "derde@example.nl", password: adminPassword },
      from(),
    );
    expect(elsewhere.status).toBe(429);
  });

  it("ends the session on the server at sign-out", async () => {
    seedUser(server.dataDir, "vierde@example.nl");
    const cookie = await loginCookie(server.url, "vierde@example.nl");
    const before = readRows(server.dataDir, "select count(*) as n from sessions")[0] as { n: number };
    const out = await postForm(`${server.url}/admin/logout`, {}, { Cookie: cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(readRows(server.dataDir, "select count(*) as n from sessions")).toEqual([{ n: before.n - 1 }]);
    const after = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/admin-login");
  });

  it("sends an expired session back to the login page", async () => {
    seedUser(server.dataDir, "vijfde@example.nl");
    const cookie = await loginCookie(server.url, "vijfde@example.nl");
    expireSessions();
    const response = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.headers.get("location")).toBe("/admin-login");
  });
});

describe("the admin guard (product.md §6, D11)", () => {
  it("sends visitors without a session to the login page, data requests included", async () => {
    for (const path of ["/admin", "/admin.data"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect([302, 202, 204]).toContain(response.status);
      expect(await response.text()).not.toContain("Newsletter Abonnees");
    }
  });

  it("shows Access Denied to a signed-in user who is not an admin, whatever the e-mail says", async () => {
    seedUser(server.dataDir, "admin@example.nl", { admin: false });
    const cookie = await loginCookie(server.url, "admin@example.nl");
    const response = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(403);
    const text = visibleText(await response.text());
    expect(text).toContain(adminGuard.accessDeniedText("admin@example.nl"));
    expect(text).not.toContain("Newsletter Abonnees");
  });

  it("refuses a login posted from another site", async () => {
    const response = await postForm(
      `${server.url}/admin-login`,
      { intent: "login", email: "x@example.nl", password: adminPassword },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });

  it("answers the health check the login page uses", async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("setup code without configuration", () => {
  it("is generated and printed once in the log while no admin exists", async () => {
    const fresh = await startBuiltServer();
    try {
      expect(fresh.logs()).toMatch(/"setupCode":"[\w-]{12}".*no admin account yet/);
    } finally {
      await fresh.stop();
      fresh.remove();
    }
  });
});
