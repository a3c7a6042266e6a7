import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLogin } from "~/content/admin";
import { adminPassword, seedUser } from "../support/admin";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { header, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The review's reproduction (ADR 0085): 5 wrong passwords from each of 10
 * addresses blocked the coach's right password from an eleventh address for
 * an hour. Now the per-address throttling stays, and an account under attack
 * asks one extra step of everyone: the password step answers alike whether
 * the password was right or wrong, and only a right one gets a one-time
 * sign-in link, mailed to the account's own address.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
const coach = "coach@example.nl";

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({ TRUST_PROXY: "true", SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
  seedUser(server.dataDir, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const login = (password: string, from: string) =>
  postForm(`${server.url}/admin-login`, { intent: "login", email: coach, password }, { "X-Forwarded-For": from });

const attackers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
const linkMails = () => smtp.mails.filter((mail) => mail.to.includes(coach));

describe("an account under attack from many addresses", () => {
  it("still lets the coach in from a fresh address, with a mailed one-time link; the attacker gains nothing", async () => {
    // The ten addresses at once, each one's five guesses in turn, as an attacker with ten machines would.
    await Promise.all(
      attackers.map(async (from) => {
        for (let i = 0; i < 5; i++) {
          const response = await login(`geraden-${from}-${i}`, from);
          expect([200, 401]).toContain(response.status);
          expect(response.headers.get("set-cookie")).toBeNull();
        }
        // Each attacking address is still throttled on its own (D13).
        expect((await login(adminPassword, from)).status).toBe(429);
      }),
    );

    // The coach, from home: the right password gets the same answer as a wrong one, plus a mail.
    const right = await login(adminPassword, "198.51.100.20");
    const wrong = await login("nog-een-gok-van-buiten", "198.51.100.21");
    expect(right.status).toBe(200);
    expect(wrong.status).toBe(right.status);
    expect(right.headers.get("set-cookie")).toBeNull();
    const rightText = visibleText(await right.text());
    expect(rightText).toContain(adminLogin.checkMail.title);
    expect(visibleText(await wrong.text())).toBe(rightText);

    const mail = await smtp.waitFor((m) => m.to.includes(coach));
    expect(header(mail.raw, "Subject")).toBe(adminLogin.linkMail.subject);
    const link = /https?:\/\/\S+\/admin-login\?inloglink=([\w.-]+)/.exec(plainText(mail.raw));
    expect(link).toBeTruthy();
    // Only the right password sent a mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(linkMails()).toHaveLength(1);

    // Opening the link changes nothing (ADR 0031); its button signs in, once.
    const page = await fetch(`${server.url}/admin-login?inloglink=${link![1]}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("set-cookie")).toBeNull();
    const signIn = () =>
      postForm(
        `${server.url}/admin-login`,
        { intent: "link", token: link![1]! },
        { "X-Forwarded-For": "198.51.100.20" },
      );
    const signedIn = await signIn();
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    expect((await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } })).status).toBe(200);
    const again = await signIn();
    expect(again.status).toBe(400);
    expect(again.headers.get("set-cookie")).toBeNull();
    // 61 password checks of 100 ms each, on a machine that runs other suites beside this one.
  }, 180_000);

  it("gives a forged or tampered link nothing", async () => {
    for (const token of ["niets", "eyJhIjoxfQ.abc", ""]) {
      const response = await postForm(`${server.url}/admin-login`, { intent: "link", token });
      expect(response.status).toBe(400);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});
