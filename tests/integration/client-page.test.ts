import SQLite from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPage as texts } from "~/content/client-page";
import { loginCookie, seedUser } from "../support/admin";
import { readRows, seedPerson } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";
import { plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The client page's access (ADR 0124) over HTTP on one built server with a
 * real SMTP server: the coach's link per client (a new one revokes the old),
 * a mailed 6-digit code (10 minutes on the server's clock, one use, 5 tries,
 * stored hashed), a session for that link only, and a 429 when 50 code
 * requests come at once. The link alone shows no data.
 */
let server: RunningServer;
let smtp: SmtpCatcher;
let admin: string;
const coach = "coach@example.nl";
const anna = { email: "anna.client@example.nl", name: "Anna Zorgvuldig" };
const bram = { email: "bram.client@example.nl", name: "Bram Anders" };
const clockFile = join(mkdtempSync(join(tmpdir(), "client-clock-")), "now.txt");
let clock = Date.parse("2026-11-23T09:00:00Z");
const setClock = (ms: number) => {
  clock = ms;
  writeFileSync(clockFile, new Date(ms).toISOString());
};
const lookups: Record<string, string> = {};
let address = 0;
/** A fresh client address per step, so the per-address limits of one step do not touch the next. */
const from = () => ({ "X-Forwarded-For": `198.51.100.${++address}` });

beforeAll(async () => {
  setClock(clock);
  smtp = await startSmtpCatcher();
  server = await startBuiltServer({
    TRUST_PROXY: "true",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(smtp.port),
    TEST_CLOCK_FILE: clockFile,
  });
  seedUser(server.dataDir, coach);
  const db = new SQLite(join(server.dataDir, "site.db"));
  try {
    for (const person of [anna, bram]) {
      lookups[person.email] = seedPerson(db, server.dataDir, {
        ...person,
        at: "2026-11-01T10:00:00.000Z",
        kind: "newsletter",
      });
    }
  } finally {
    db.close();
  }
  admin = await loginCookie(server.url, coach);
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
  await smtp?.stop();
});

const cardUrl = (email: string) => `${server.url}/admin/mensen/${lookups[email]}`;

/** The coach makes a new link on the card and reads it from the card's link field. */
async function makeLink(email: string): Promise<string> {
  const made = await postForm(cardUrl(email), { intent: "klantlink-maken" }, { Cookie: admin });
  expect(made.status).toBe(200);
  const card = await (await fetch(cardUrl(email), { headers: { Cookie: admin } })).text();
  const url = /id="klantlink"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="klantlink"/.exec(card);
  const link = url?.[1] ?? url?.[2];
  expect(link).toContain("/client/");
  return new URL(link!).pathname;
}

const page = (path: string, cookie = "") =>
  fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

/** Asks for a code on `path` and reads it from the mail to `email`. */
async function mailedCode(path: string, email: string): Promise<string> {
  const before = smtp.mails.length;
  const asked = await postForm(`${server.url}${path}`, { intent: "code-mailen" }, from());
  expect(asked.status).toBe(303);
  const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes(email));
  const code = /Je code is: (\d{6})/.exec(plainText(mail.raw))?.[1];
  expect(code).toBeDefined();
  return code!;
}

const signIn = (path: string, code: string, cookie = "") =>
  postForm(`${server.url}${path}`, { intent: "inloggen", code }, { ...from(), ...(cookie ? { Cookie: cookie } : {}) });

const sessionOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

describe("the client page's link and login code", () => {
  let annaPath = "";
  let bramPath = "";
  let annaSession = "";

  it("shows only the offer to mail a code without one, and the code opens this client's page once", async () => {
    annaPath = await makeLink(anna.email);
    bramPath = await makeLink(bram.email);
    expect(readRows(server.dataDir, "select action from access_log where action = 'client-link-made'")).toHaveLength(2);

    const bare = await page(annaPath);
    expect(bare.status).toBe(200);
    const bareText = visibleText(await bare.text());
    expect(bareText).toContain(texts.signIn.send);
    expect(bareText).not.toContain(texts.signedIn.intro);
    for (const secret of [anna.email, anna.name, "Anna", bram.email]) expect(bareText).not.toContain(secret);

    const code = await mailedCode(annaPath, anna.email);
    expect(smtp.mails.some((m) => m.to.includes(bram.email))).toBe(false);
    // Only a keyed hash is stored.
    const stored = readRows<{ code_hash: string }>(server.dataDir, "select code_hash from client_login_codes");
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);

    // A filled honeypot (D9) never signs in, whatever code comes with it.
    const bot = await postForm(
      `${server.url}${annaPath}`,
      { intent: "inloggen", code: "000000", website: "x" },
      from(),
    );
    expect(bot.status).toBe(400);
    expect(bot.headers.get("set-cookie") ?? "").not.toMatch(/klant=/);

    const opened = await signIn(annaPath, code);
    expect(opened.status).toBe(303);
    const setCookie = opened.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/Path=\/client/);
    expect(setCookie).toMatch(/HttpOnly/);
    annaSession = sessionOf(opened);
    expect(visibleText(await (await page(annaPath, annaSession)).text())).toContain(texts.signedIn.intro);

    // One use: the same code again opens nothing.
    const again = await signIn(annaPath, code);
    expect(again.status).toBe(400);
    expect(visibleText(await again.text())).toContain(texts.errors.noCode);
  });

  it("never opens another client's page with swapped links, codes or sessions", async () => {
    // Anna's session on Bram's link: the sign-in offer only.
    const swapped = visibleText(await (await page(bramPath, annaSession)).text());
    expect(swapped).not.toContain(texts.signedIn.intro);
    expect(swapped).toContain(texts.signIn.send);
    // Anna's fresh code on Bram's link (Bram has a code of his own): refused, no cookie.
    const bramCode = await mailedCode(bramPath, bram.email);
    const annaCode = await mailedCode(annaPath, anna.email);
    const crossed = await signIn(bramPath, annaCode);
    expect(crossed.status).toBe(400);
    expect(crossed.headers.get("set-cookie") ?? "").not.toMatch(/klant=/);
    // Bram's own code still works (one wrong try of five used), and his session does not open Anna's page.
    const bramSession = sessionOf(await signIn(bramPath, bramCode));
    expect(visibleText(await (await page(bramPath, bramSession)).text())).toContain(texts.signedIn.intro);
    expect(visibleText(await (await page(annaPath, bramSession)).text())).not.toContain(texts.signedIn.intro);
    // A forged token opens nothing.
    expect((await page(`${annaPath.slice(0, -3)}abc`)).status).toBe(404);
  });

  it("allows 5 tries per code and refuses a code after 10 minutes on the server's clock", async () => {
    const code = await mailedCode(annaPath, anna.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const tried = await signIn(annaPath, wrong);
      expect(tried.status).toBe(400);
      expect(visibleText(await tried.text())).toContain(texts.errors.wrongCode);
    }
    const sixth = await signIn(annaPath, code);
    expect(sixth.status).toBe(400);
    expect(visibleText(await sixth.text())).toContain(texts.errors.noCode);

    const late = await mailedCode(annaPath, anna.email);
    setClock(clock + 10 * 60_000 + 1_000);
    const expired = await signIn(annaPath, late);
    expect(expired.status).toBe(400);
    expect(visibleText(await expired.text())).toContain(texts.errors.noCode);
  });

  it("refuses all but 5 of 50 code requests from one address at once", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.50" };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postForm(`${server.url}${bramPath}`, { intent: "code-mailen" }, headers)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
  });

  it("a new link revokes the old one and its session; revoking leaves no link", async () => {
    const newPath = await makeLink(anna.email);
    expect(newPath).not.toBe(annaPath);
    expect((await page(annaPath)).status).toBe(404);
    expect((await page(annaPath, annaSession)).status).toBe(404);
    expect(visibleText(await (await page(newPath, annaSession)).text())).not.toContain(texts.signedIn.intro);
    const revoked = await postForm(cardUrl(anna.email), { intent: "klantlink-intrekken" }, { Cookie: admin });
    expect(revoked.status).toBe(200);
    expect((await page(newPath)).status).toBe(404);
    expect(readRows(server.dataDir, "select action from access_log where action = 'client-link-revoked'")).toHaveLength(
      1,
    );
  });

  it("a data request finds the link and its pending code, and erasing takes both", async () => {
    // Bram's codes from the 50 requests above: the newest is still pending (Anna's went with her revoked link).
    expect(readRows(server.dataDir, "select link_id from client_login_codes")).toHaveLength(1);
    const ask = (fields: Record<string, string>) =>
      postForm(
        `${server.url}/admin/data-requests`,
        { email: bram.email, name: bram.name, ...fields },
        { Cookie: admin },
      );
    const html = await (await ask({ intent: "bevestigen" })).text();
    const key = /name="match"[^>]*value="(clientLinks:\d+)"|value="(clientLinks:\d+)"[^>]*name="match"/.exec(html);
    const linkKey = key?.[1] ?? key?.[2];
    expect(linkKey).toBeDefined();
    expect(visibleText(html)).toContain("Link naar de klantpagina");
    expect((await ask({ intent: "wissen", match: linkKey! })).status).toBeLessThan(400);
    expect(readRows(server.dataDir, "select link_id from client_links")).toEqual([]);
    expect(readRows(server.dataDir, "select link_id from client_login_codes")).toEqual([]);
    expect((await page(bramPath)).status).toBe(404);
  });
});
