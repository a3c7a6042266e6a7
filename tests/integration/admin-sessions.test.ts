import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPassword, codeStep, enableTwoFactor, loginCookie, passwordStep, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Sessions after a change of credentials (issue #9 item 14): switching on 2FA
 * or changing the password ends the admin's other sessions (the current one
 * stays), the pending second-factor token works once, and the
 * "Wachtwoord wijzigen" screen follows D13.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startBuiltServer({ TRUST_PROXY: "true" });
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

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
    expect(response.status).toBe(303);
    const done = await fetch(`${server.url}${response.headers.get("location")}`, { headers: { Cookie: here } });
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain("Je wachtwoord is gewijzigd.");
    expect(await status("/admin", elsewhere)).toBe(302);
    await expect(loginCookie(server.url, "wissel@example.nl")).rejects.toThrow(/login failed/);
    await loginCookie(server.url, "wissel@example.nl", newPassword);
    expect(readRows(server.dataDir, "select action from access_log where user_email = 'wissel@example.nl'")).toEqual([
      { action: "password-changed" },
    ]);
    expect(server.logs()).not.toContain(newPassword);
  });
});
