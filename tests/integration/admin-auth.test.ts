import SQLite from "better-sqlite3";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDashboard, adminGuard, adminLogin } from "~/content/admin";
import { adminPassword, codeStep, enableTwoFactor, loginCookie, passwordStep, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { expectNoticeOnce, flashOf } from "../support/flash";
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
    expect(created.headers.get("location")).toBe("/admin");
    const setCookie = created.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(readRows(server.dataDir, "select email from admins")).toEqual([{ email: "coach@example.nl" }]);
    expect(
      readRows<{ password_hash: string }>(server.dataDir, "select password_hash from users")[0]!.password_hash,
    ).toMatch(/^scrypt\$/);

    // The welcome is a one-time notice (ADR 0098): the dashboard shows it, its reload does not.
    const dashboard = await fetch(`${server.url}${created.headers.get("location")}`, {
      headers: { Cookie: `${cookieOf(created)}; ${flashOf(created)}` },
    });
    expect(visibleText(await dashboard.text())).toContain("Beheeraccount aangemaakt");
    const reload = await fetch(`${server.url}/admin`, { headers: { Cookie: cookieOf(created) } });
    expect(visibleText(await reload.text())).not.toContain("Beheeraccount aangemaakt");

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
    // ADR 0029: the limit is per (address, e-mail) pair, so a stranger's guesses do not lock the coach out.
    const elsewhere = await postForm(
      `${server.url}/admin-login`,
      { intent: "login", email: "derde@example.nl", password: adminPassword },
      from(),
    );
    expect(elsewhere.status).toBe(302);
  });

  it("evaluates at most 5 of 50 parallel wrong passwords for one address; the rest get the D13 message", async () => {
    seedUser(server.dataDir, "parallel@example.nl");
    const headers = from();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postForm(
          `${server.url}/admin-login`,
          { intent: "login", email: "parallel@example.nl", password: `fout-${i}-wachtwoord` },
          headers,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45);
    const refused = responses.find((response) => response.status === 429)!;
    expect(visibleText(await refused.text())).toContain(adminLogin.throttled);
  });

  it("tells guesses on one e-mail from many addresses nothing after 20 in an hour, and locks nobody out", async () => {
    seedUser(server.dataDir, "plafond@example.nl");
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        postForm(
          `${server.url}/admin-login`,
          { intent: "login", email: "plafond@example.nl", password: `fout-${i}-wachtwoord` },
          from(),
        ),
      ),
    );
    // ADR 0085: the first 20 failures are told so; after that the answer is "check your mail", right or wrong.
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const next = await postForm(
      `${server.url}/admin-login`,
      { intent: "login", email: "plafond@example.nl", password: adminPassword },
      from(),
    );
    expect(next.status).toBe(200);
    expect(next.headers.get("set-cookie")).toBeNull();
    expect(visibleText(await next.text())).toContain(adminLogin.checkMail.title);
    // 51 password hashes (about 100 ms each alone) on a machine that runs other suites too.
  }, 120_000);

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
      expect(await response.text()).not.toContain(adminDashboard.newSince.title);
    }
  });

  it("shows 'Geen toegang' to a signed-in user who is not an admin, whatever the e-mail says", async () => {
    seedUser(server.dataDir, "admin@example.nl", { admin: false });
    const cookie = await loginCookie(server.url, "admin@example.nl");
    const response = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(403);
    const text = visibleText(await response.text());
    expect(text).toContain(adminGuard.accessDeniedText("admin@example.nl"));
    expect(text).not.toContain(adminDashboard.newSince.title);
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

/**
 * Sessions after a change of credentials (ADR 0029): switching on 2FA
 * or changing the password ends the admin's other sessions (the current one
 * stays), the pending second-factor token works once, and the
 * "Wachtwoord wijzigen" screen follows D13.
 */
async function status(path: string, cookie: string): Promise<number> {
  return (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" })).status;
}

const changePassword = (cookie: string, fields: Record<string, string>, address = "192.0.2.10") =>
  postForm(`${server.url}/admin/password`, fields, { Cookie: cookie, "X-Forwarded-For": address });

describe("switching on two-factor login", () => {
  it("ends every other session of that admin and keeps the current one", async () => {
    seedUser(server.dataDir, "twee@example.nl");
    seedUser(server.dataDir, "ander@example.nl");
    const here = await loginCookie(server.url, "twee@example.nl");
    const elsewhere = await loginCookie(server.url, "twee@example.nl");
    const otherAdmin = await loginCookie(server.url, "ander@example.nl");
    await enableTwoFactor(server.url, here);
    expect(await status("/admin", here)).toBe(200);
    expect(await status("/admin", elsewhere)).toBe(302);
    expect(await status("/admin", otherAdmin)).toBe(200);
  });

  it("accepts the pending second-factor token once only", async () => {
    seedUser(server.dataDir, "eenmalig@example.nl");
    const { recoveryCodes } = await enableTwoFactor(server.url, await loginCookie(server.url, "eenmalig@example.nl"));
    const pending = await passwordStep(server.url, "eenmalig@example.nl");
    expect((await codeStep(server.url, pending, recoveryCodes[0]!)).status).toBe(302);
    const sessionsBefore = readRows(server.dataDir, "select * from sessions");
    const replay = await codeStep(server.url, pending, recoveryCodes[1]!);
    expect(replay.status).toBe(400);
    expect(replay.headers.get("set-cookie")).toBeNull();
    expect(visibleText(await replay.text())).toContain("Je inlogpoging is verlopen");
    expect(readRows(server.dataDir, "select * from sessions")).toEqual(sessionsBefore);
  });
});

describe("Wachtwoord wijzigen", () => {
  const newPassword = "een-nieuw-wachtwoord-77";

  it("is reachable from the security screen and works as a plain form", async () => {
    seedUser(server.dataDir, "scherm@example.nl");
    const cookie = await loginCookie(server.url, "scherm@example.nl");
    const security = await (await fetch(`${server.url}/admin/security`, { headers: { Cookie: cookie } })).text();
    expect(security).toContain('href="/admin/password"');
    const page = await (await fetch(`${server.url}/admin/password`, { headers: { Cookie: cookie } })).text();
    expect(visibleText(page)).toContain("Wachtwoord wijzigen");
    expect(page).toMatch(/<form[^>]*method="post"/);
    for (const name of ["currentPassword", "newPassword", "confirmPassword"]) expect(page).toContain(`name="${name}"`);
  });

  it("refuses bad input with a Dutch message at the field and changes nothing", async () => {
    seedUser(server.dataDir, "fout@example.nl");
    const cookie = await loginCookie(server.url, "fout@example.nl");
    const hash = () => readRows(server.dataDir, "select password_hash from users where email = 'fout@example.nl'");
    const before = hash();
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: "", newPassword, confirmPassword: newPassword }, "Vul je huidige wachtwoord in."],
      [
        { currentPassword: adminPassword, newPassword: "te-kort", confirmPassword: "te-kort" },
        "Wachtwoord moet minimaal 12 tekens lang zijn",
      ],
      [
        { currentPassword: adminPassword, newPassword, confirmPassword: `${newPassword}x` },
        "De twee nieuwe wachtwoorden zijn niet gelijk.",
      ],
      [
        { currentPassword: "niet-het-goede-wachtwoord", newPassword, confirmPassword: newPassword },
        "Je huidige wachtwoord klopt niet.",
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await changePassword(cookie, fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(visibleText(html)).toContain(message);
      expect(html).toMatch(/aria-invalid="true"/);
      // Passwords are never sent back into the page.
      for (const value of Object.values(fields).filter(Boolean)) expect(html).not.toContain(`value="${value}"`);
    }
    expect(hash()).toEqual(before);
    expect(await status("/admin", cookie)).toBe(200);
  });

  it("wrong current passwords count toward the login throttling (D13)", async () => {
    seedUser(server.dataDir, "raden@example.nl");
    const cookie = await loginCookie(server.url, "raden@example.nl");
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        changePassword(
          cookie,
          { currentPassword: `geraden-${i}-wachtwoord`, newPassword, confirmPassword: newPassword },
          "192.0.2.20",
        ),
      ),
    );
    expect(guesses.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(5);
    const right = await changePassword(
      cookie,
      { currentPassword: adminPassword, newPassword, confirmPassword: newPassword },
      "192.0.2.20",
    );
    expect(right.status).toBe(429);
  });

  it("changes the password, ends the other sessions, keeps this one and logs it", async () => {
    seedUser(server.dataDir, "wissel@example.nl");
    const here = await loginCookie(server.url, "wissel@example.nl");
    const elsewhere = await loginCookie(server.url, "wissel@example.nl");
    const response = await changePassword(here, {
      currentPassword: adminPassword,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(response.headers.get("location")).toBe("/admin/password");
    await expectNoticeOnce(server.url, response, here, "Je wachtwoord is gewijzigd.");
    expect(await status("/admin", elsewhere)).toBe(302);
    await expect(loginCookie(server.url, "wissel@example.nl")).rejects.toThrow(/login failed/);
    await loginCookie(server.url, "wissel@example.nl", newPassword);
    expect(readRows(server.dataDir, "select action from access_log where user_email = 'wissel@example.nl'")).toEqual([
      { action: "password-changed" },
    ]);
    expect(server.logs()).not.toContain(newPassword);
  });
});

describe("setup code without configuration", () => {
  it("is generated and printed once in the log while no admin exists", async () => {
    const fresh = await startBuiltServer();
    try {
      // ADR 0029: at least as strong as the shortest ADMIN_SETUP_CODE the settings accept.
      expect(fresh.logs()).toMatch(/"setupCode":"[\w-]{16,}".*no admin account yet/);
    } finally {
      await fresh.stop();
      fresh.remove();
    }
  });
});
