import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAccounts } from "~/content/admin";
import { adminSecurity } from "~/content/admin-security";
import {
  adminPassword,
  enableTwoFactor,
  loginCookie,
  passwordStep,
  seedUser,
  timeStep,
  totpCode,
} from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * A stolen session is not the account (ADR 0084): switching two-factor login
 * on or off, new recovery codes and adding an admin ask for the current
 * password; every set-up attempt gets its own TOTP secret, which a password
 * change throws away; and a coach locked out of 2FA is let back in by a
 * command on the server that leaves an entry in the access log.
 */
let server: RunningServer;
let client = 0;

beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** Each test speaks from its own address, so the throttling of one does not touch another. */
const from = () => ({ "X-Forwarded-For": `198.51.100.${++client}` });
const security = (cookie: string, fields: Record<string, string>) =>
  postForm(`${server.url}/admin/security`, fields, { Cookie: cookie, ...from() });
const secretIn = (html: string) => /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/\s/g, "");
const enabledRows = (email: string) =>
  readRows(
    server.dataDir,
    "select t.* from admin_totp t join users u on u.id = t.user_id where u.email = ? and t.enabled_at is not null",
    email,
  );

async function signedIn(email: string): Promise<string> {
  seedUser(server.dataDir, email);
  return loginCookie(server.url, email);
}

describe("switching two-factor login on", () => {
  it("is refused to a session without the account's password: the reproduction of the review", async () => {
    const stolen = await signedIn("gestolen@example.nl");
    const page = await (await fetch(`${server.url}/admin/security`, { headers: { Cookie: stolen } })).text();
    // The set-up screen shows no secret until the password is given.
    const secret = secretIn(page);
    expect(secret).toBeUndefined();
    const enable = await security(stolen, { intent: "enable", code: totpCode(secret ?? "AAAAAAAA", timeStep()) });
    expect(enable.status).toBe(400);
    for (const password of ["", "niet-het-wachtwoord"]) {
      const start = await security(stolen, { intent: "start", currentPassword: password });
      expect(start.status).toBe(400);
      expect(secretIn(await start.text())).toBeUndefined();
    }
    expect(enabledRows("gestolen@example.nl")).toEqual([]);
    // The owner's next login still needs only his password.
    expect((await loginCookie(server.url, "gestolen@example.nl")).length).toBeGreaterThan(0);
  });

  it("makes a new secret for every set-up attempt; only the newest one switches 2FA on", async () => {
    const cookie = await signedIn("poging@example.nl");
    const start = async () =>
      secretIn(await (await security(cookie, { intent: "start", currentPassword: adminPassword })).text());
    const first = await start();
    const second = await start();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(second).toMatch(/^[A-Z2-7]{32}$/);
    expect(second).not.toBe(first);
    const stale = await security(cookie, { intent: "enable", code: totpCode(first!, timeStep()) });
    expect(stale.status).toBe(400);
    const fresh = await security(cookie, { intent: "enable", code: totpCode(second!, timeStep()) });
    expect(fresh.status).toBe(200);
    expect(enabledRows("poging@example.nl")).toHaveLength(1);
  });

  it("throws a waiting secret away when the password changes", async () => {
    const cookie = await signedIn("wissel@example.nl");
    const start = await security(cookie, { intent: "start", currentPassword: adminPassword });
    const secret = secretIn(await start.text())!;
    expect(secret).toBeTruthy();
    const newPassword = "een-nieuw-wachtwoord-99";
    const changed = await postForm(
      `${server.url}/admin/password`,
      { currentPassword: adminPassword, newPassword, confirmPassword: newPassword },
      { Cookie: cookie, ...from() },
    );
    expect(changed.status).toBe(303);
    expect(
      readRows(
        server.dataDir,
        "select t.* from admin_totp t join users u on u.id = t.user_id where u.email = ?",
        "wissel@example.nl",
      ),
    ).toEqual([]);
    const enable = await security(cookie, { intent: "enable", code: totpCode(secret, timeStep()) });
    expect(enable.status).toBe(400);
    expect(enabledRows("wissel@example.nl")).toEqual([]);
  });
});

describe("managing two-factor login", () => {
  it("switching off and new recovery codes need the password as well as a code", async () => {
    const cookie = await signedIn("beheer@example.nl");
    const { recoveryCodes } = await enableTwoFactor(server.url, cookie);
    for (const intent of ["disable", "regenerate"]) {
      for (const password of ["", "niet-het-wachtwoord"]) {
        const refused = await security(cookie, { intent, code: recoveryCodes[0]!, currentPassword: password });
        expect(refused.status).toBe(400);
      }
    }
    // The refusals did not use the code up.
    expect(readRows(server.dataDir, "select * from admin_recovery_codes where used_at is not null")).toEqual([]);
    const renewed = await security(cookie, {
      intent: "regenerate",
      code: recoveryCodes[0]!,
      currentPassword: adminPassword,
    });
    expect(renewed.status).toBe(200);
    expect(visibleText(await renewed.text())).toContain(adminSecurity.codes.regenerated);
    expect(enabledRows("beheer@example.nl")).toHaveLength(1);
  });
});

describe("adding an admin", () => {
  it("needs the current password of the admin who adds", async () => {
    const cookie = await signedIn("toevoeger@example.nl");
    const users = () => readRows(server.dataDir, "select * from users where email = 'erbij@example.nl'");
    for (const currentPassword of [undefined, "niet-het-wachtwoord"]) {
      const fields: Record<string, string> = { email: "erbij@example.nl", password: "een-goed-wachtwoord" };
      if (currentPassword !== undefined) fields.currentPassword = currentPassword;
      const refused = await postForm(`${server.url}/admin/admins`, fields, { Cookie: cookie, ...from() });
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toContain(adminAccounts.failedTitle);
      expect(users()).toEqual([]);
    }
    const added = await postForm(
      `${server.url}/admin/admins`,
      { email: "erbij@example.nl", password: "een-goed-wachtwoord", currentPassword: adminPassword },
      { Cookie: cookie, ...from() },
    );
    expect(added.status).toBe(303);
    expect(users()).toHaveLength(1);
  });
});

describe("a coach locked out of two-factor login", () => {
  function resetCommand(email: string) {
    return spawnSync("npm", ["run", "--silent", "admin", "--", "reset-2fa", email], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
  }

  it("is let back in by `npm run admin -- reset-2fa <email>` on the server, which the access log records", async () => {
    const email = "kwijt@example.nl";
    const cookie = await signedIn(email);
    await enableTwoFactor(server.url, cookie);
    await passwordStep(server.url, email);

    const reset = resetCommand("Kwijt@Example.nl");
    expect(reset.stderr).toBe("");
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain(email);

    // Password only again, and every session of the account ended (a stolen one too).
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);
    const again = await postForm(`${server.url}/admin-login`, { intent: "login", email, password: adminPassword });
    expect(again.status).toBe(302);
    expect(
      readRows(
        server.dataDir,
        "select * from admin_recovery_codes r join users u on u.id = r.user_id where u.email = ?",
        email,
      ),
    ).toEqual([]);
    expect(
      readRows(
        server.dataDir,
        "select user_email, action from access_log where user_email = ? and action = ?",
        email,
        "2fa-reset",
      ),
    ).toEqual([{ user_email: email, action: "2fa-reset" }]);
    const log = visibleText(
      await (
        await fetch(`${server.url}/admin/access-log`, { headers: { Cookie: await loginCookie(server.url, email) } })
      ).text(),
    );
    expect(log).toContain("Tweestapsverificatie uitgezet op de server");
  });

  it("refuses an address without an admin account and changes nothing", async () => {
    const before = readRows(server.dataDir, "select * from access_log");
    const reset = resetCommand("niemand@example.nl");
    expect(reset.status).toBe(1);
    expect(reset.stderr).toContain("niemand@example.nl");
    expect(readRows(server.dataDir, "select * from access_log")).toEqual(before);
  });
});
