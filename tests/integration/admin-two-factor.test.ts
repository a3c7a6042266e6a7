import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminPassword,
  codeStep,
  enableTwoFactor,
  loginCookie,
  passwordStep,
  seedUser,
  timeStep,
  totpCode,
  wrongCode,
} from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

/**
 * Two-factor login (ADR 0019) against the real built server and SQLite file:
 * set-up with a code, login with password + code, wrong and reused codes,
 * one-time recovery codes, the prompt for admins without 2FA, and wrong codes
 * counting toward the login throttling (D13).
 */
let server: RunningServer;
let coachCookie: string;
let twoFactor: Awaited<ReturnType<typeof enableTwoFactor>>;
const coach = "coach@example.nl";
const prompt = "Beveilig je account met tweestapsverificatie";

const sessions = () => readRows<{ n: number }>(server.dataDir, "select count(*) as n from sessions")[0]?.n;
const lastUsedStep = () =>
  readRows<{ last_used_step: number }>(server.dataDir, "select last_used_step from admin_totp")[0]?.last_used_step ?? 0;
/** A code the server must accept now: the current step, or the next one if the current one was used. */
const freshCode = () => totpCode(twoFactor.secret, Math.max(timeStep(), lastUsedStep() + 1));
beforeAll(async () => {
  // All requests come from 127.0.0.1: room for the deliberate failures here; the limit itself is tested on its own server below.
  server = await startBuiltServer({ RATE_LIMIT_SCALE: "4" });
  seedUser(server.dataDir, coach);
  coachCookie = await loginCookie(server.url, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

describe("two-factor set-up", () => {
  it("an admin without 2FA logs in with a password and sees the prompt on every admin page", async () => {
    for (const path of ["/admin", "/admin/newsletter"]) {
      const html = await (await fetch(`${server.url}${path}`, { headers: { Cookie: coachCookie } })).text();
      expect(visibleText(html)).toContain(prompt);
      expect(html).toContain('href="/admin/security"');
    }
  });

  it("'Later' hides the prompt for a week in this browser and goes back only to an admin page (ADR 0116)", async () => {
    const later = (back: string) =>
      postForm(`${server.url}/admin/tweestap-later`, { terug: back }, { Cookie: coachCookie, Origin: server.url });
    const answer = await later("/admin/mensen?pagina=2");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/mensen?pagina=2");
    const set = answer.headers.get("set-cookie") ?? "";
    expect(set).toMatch(/^tweestap-later=1; .*Max-Age=604800/);
    const deferred = `${coachCookie}; ${set.split(";")[0]}`;
    const html = await (await fetch(`${server.url}/admin`, { headers: { Cookie: deferred } })).text();
    expect(visibleText(html)).not.toContain(prompt);
    for (const elsewhere of ["https://elders.example/admin", "//elders.example", "/home"]) {
      expect((await later(elsewhere)).headers.get("location")).toBe("/admin");
    }
    // Signed out, 'Later' is refused like every admin action.
    const stranger = await postForm(`${server.url}/admin/tweestap-later`, { terug: "/admin" }, { Origin: server.url });
    expect(stranger.headers.get("set-cookie") ?? "").not.toContain("tweestap-later");
  });

  /** Starts a set-up attempt with the password (ADR 0084); the answer shows the new key once. */
  async function startSetup(): Promise<{ html: string; secret: string }> {
    const response = await postForm(
      `${server.url}/admin/security`,
      { intent: "start", currentPassword: adminPassword },
      { Cookie: coachCookie },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    return { html, secret: /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/\s/g, "") ?? "" };
  }

  it("shows a QR code drawn on the server and the key as text once the password is given; the key is stored sealed", async () => {
    const before = await (await fetch(`${server.url}/admin/security`, { headers: { Cookie: coachCookie } })).text();
    expect(before).not.toContain('data-testid="totp-secret"');
    const { html, secret } = await startSetup();
    expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,/);
    expect(html).toMatch(/autocomplete="one-time-code"/i);
    expect(html).toMatch(/inputmode="numeric"/i);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const [row] = readRows<{ secret: string; enabled_at: string | null }>(server.dataDir, "select * from admin_totp");
    expect(row?.enabled_at).toBeNull();
    expect(row?.secret).toMatch(/^enc:v1:/);
    expect(row?.secret).not.toContain(secret);
    // A reload shows it no more: the key is shown once, to whoever gave the password.
    const again = await (await fetch(`${server.url}/admin/security`, { headers: { Cookie: coachCookie } })).text();
    expect(again).not.toContain(secret.slice(0, 8));
  });

  it("refuses a wrong confirmation code, stays off and asks for the code again", async () => {
    const { secret } = await startSetup();
    const response = await postForm(
      `${server.url}/admin/security`,
      { intent: "enable", code: wrongCode(secret) },
      { Cookie: coachCookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(visibleText(html)).toContain("Deze code klopt niet");
    expect(html).toMatch(
      /<input[^>]*name="code"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="code"/,
    );
    expect(html).not.toContain(secret.slice(0, 8));
    expect(readRows(server.dataDir, "select * from admin_totp where enabled_at is not null")).toHaveLength(0);
  });

  it("switches on with the right code, shows 10 recovery codes once and stores only their hashes", async () => {
    twoFactor = await enableTwoFactor(server.url, coachCookie);
    expect(new Set(twoFactor.recoveryCodes).size).toBe(10);
    const stored = readRows<{ code_hash: string }>(server.dataDir, "select code_hash from admin_recovery_codes");
    expect(stored).toHaveLength(10);
    for (const code of twoFactor.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ""));
    const html = await (await fetch(`${server.url}/admin/security`, { headers: { Cookie: coachCookie } })).text();
    expect(visibleText(html)).toContain("Tweestapsverificatie staat aan.");
    expect(html).not.toContain(twoFactor.secret.slice(0, 8));
    for (const code of twoFactor.recoveryCodes) expect(html).not.toContain(code);
    const dashboard = await (await fetch(`${server.url}/admin`, { headers: { Cookie: coachCookie } })).text();
    expect(visibleText(dashboard)).not.toContain(prompt);
  });
});

describe("login with two-factor", () => {
  it("a correct password alone gives the second step and no session", async () => {
    const before = sessions();
    const response = await postForm(`${server.url}/admin-login`, {
      intent: "login",
      email: coach,
      password: "een-lang-wachtwoord-42",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = await response.text();
    expect(visibleText(html)).toContain("Tweestapsverificatie");
    expect(html).toMatch(/autocomplete="one-time-code"/i);
    expect(html).toMatch(/inputmode="numeric"/i);
    expect(sessions()).toBe(before);
  });

  it("refuses a wrong code, accepts the right one, and refuses that code a second time", async () => {
    const pending = await passwordStep(server.url, coach);
    const wrong = await codeStep(server.url, pending, wrongCode(twoFactor.secret));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect(visibleText(await wrong.text())).toContain("Deze code klopt niet of is al gebruikt");

    const code = freshCode();
    const right = await codeStep(server.url, pending, code);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    const cookie = right.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } })).status).toBe(200);

    const before = sessions();
    const reused = await codeStep(server.url, await passwordStep(server.url, coach), code);
    expect(reused.status).toBe(401);
    expect(reused.headers.get("set-cookie")).toBeNull();
    expect(sessions()).toBe(before);
  });

  it("accepts a recovery code once, not twice", async () => {
    const recovery = twoFactor.recoveryCodes[3] ?? "";
    const first = await codeStep(server.url, await passwordStep(server.url, coach), recovery.toUpperCase());
    expect(first.status).toBe(302);
    const second = await codeStep(server.url, await passwordStep(server.url, coach), recovery);
    expect(second.status).toBe(401);
    expect(readRows(server.dataDir, "select * from admin_recovery_codes where used_at is not null")).toHaveLength(1);
  });

  it("leaves a recovery code unused when the pending login it came with was already spent (ADR 0084)", async () => {
    const pending = await passwordStep(server.url, coach);
    expect((await codeStep(server.url, pending, twoFactor.recoveryCodes[7] ?? "")).status).toBe(302);
    const used = () => readRows(server.dataDir, "select * from admin_recovery_codes where used_at is not null").length;
    const before = used();
    const replay = await codeStep(server.url, pending, twoFactor.recoveryCodes[8] ?? "");
    expect(replay.status).toBe(400);
    expect(visibleText(await replay.text())).toContain("Je inlogpoging is verlopen");
    expect(used()).toBe(before);
    // The code still works once, in a login of its own.
    expect(
      (await codeStep(server.url, await passwordStep(server.url, coach), twoFactor.recoveryCodes[8] ?? "")).status,
    ).toBe(302);
  });

  it("refuses a forged or tampered pending-login token", async () => {
    const pending = await passwordStep(server.url, coach);
    const [body, signature] = pending.split(".");
    const forged = `${Buffer.from(JSON.stringify(["admin-2fa", "1", Date.now() + 60_000])).toString("base64url")}.${signature}`;
    for (const token of [forged, `${body}.x${signature}`, "", "niets"]) {
      const response = await codeStep(server.url, token, freshCode());
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(visibleText(await response.text())).toContain("Je inlogpoging is verlopen");
    }
  });

  it("renews the recovery codes and switches off only with a current code", async () => {
    const wrong = await postForm(
      `${server.url}/admin/security`,
      { intent: "disable", code: wrongCode(twoFactor.secret), currentPassword: adminPassword },
      { Cookie: coachCookie },
    );
    expect(wrong.status).toBe(400);
    expect(readRows(server.dataDir, "select * from admin_totp where enabled_at is not null")).toHaveLength(1);

    const renewed = await postForm(
      `${server.url}/admin/security`,
      { intent: "regenerate", code: twoFactor.recoveryCodes[5] ?? "", currentPassword: adminPassword },
      { Cookie: coachCookie },
    );
    expect(renewed.status).toBe(200);
    const newCodes = [...(await renewed.text()).matchAll(/<li[^>]*>([a-z2-7]{4}(?:-[a-z2-7]{4}){3})</g)].map(
      (m) => m[1] ?? "",
    );
    expect(newCodes).toHaveLength(10);
    // The old set is gone.
    const old = await codeStep(server.url, await passwordStep(server.url, coach), twoFactor.recoveryCodes[6] ?? "");
    expect(old.status).toBe(401);

    const off = await postForm(
      `${server.url}/admin/security`,
      { intent: "disable", code: newCodes[0] ?? "", currentPassword: adminPassword },
      { Cookie: coachCookie },
    );
    expect(off.status).toBe(200);
    expect(readRows(server.dataDir, "select * from admin_totp where enabled_at is not null")).toHaveLength(0);
    expect(readRows(server.dataDir, "select * from admin_recovery_codes")).toHaveLength(0);
    await loginCookie(server.url, coach);
    const actions = readRows<{ action: string }>(server.dataDir, "select action from access_log order by id").map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["2fa-enabled", "recovery-codes-renewed", "2fa-disabled"]));
  });

  it("never writes the key or a recovery code to the log", () => {
    const logs = server.logs();
    expect(logs).not.toContain(twoFactor.secret);
    for (const code of twoFactor.recoveryCodes) expect(logs).not.toContain(code);
  });
});

describe("throttling (D13)", () => {
  // A server of its own, at the real limit, so the failures above do not count here.
  let own: RunningServer;
  beforeAll(async () => {
    own = await startBuiltServer();
  });
  afterAll(async () => {
    await own?.stop();
    own?.remove();
  });

  it("wrong second-factor codes count as failed logins: after five, even the right code is refused", async () => {
    const other = "tweede@example.nl";
    seedUser(own.dataDir, other);
    const setup = await enableTwoFactor(own.url, await loginCookie(own.url, other));
    const pending = await passwordStep(own.url, other);
    for (let i = 0; i < 5; i++) expect((await codeStep(own.url, pending, wrongCode(setup.secret))).status).toBe(401);
    const blocked = await codeStep(own.url, pending, totpCode(setup.secret, setup.step + 1));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    expect(visibleText(await blocked.text())).toContain("Te veel mislukte pogingen");
    expect(readRows(own.dataDir, "select * from sessions where user_id = 1")).toHaveLength(1);
  });
});
