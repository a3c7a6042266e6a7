import SQLite from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPage as texts } from "~/content/client-page";
import { sessionNotes as notes, sessionNotesMax } from "~/content/session-notes";
import { loginCookie, seedUser } from "../support/admin";
import { mailQueueSettled, readOpenedRows, readRows, seedPerson } from "../support/database";
import { expectNoticeOnce } from "../support/flash";
import { fieldMessage, postForm, visibleText } from "../support/forms";
import { rawRequest, rawStatus } from "../support/raw-http";
import { seedAppointment } from "../support/sample-appointment";
import { seedInvoice } from "../support/sample-invoice";
import { startBuiltServer, type RunningServer } from "../support/server";
import { htmlPart, plainText, startSmtpCatcher, type SmtpCatcher } from "../support/smtp";

/**
 * The client page's access (ADR 0124) over HTTP on one built server with a
 * real SMTP server: the coach's link per client (a new one revokes the old),
 * a mailed 6-digit code (10 minutes on the server's clock, one use, 5 tries,
 * stored hashed), a session for that link only, and a 429 when 50 code
 * requests come at once. The link alone shows no data. Signed in (ADR 0125):
 * the client's own credits, sessions and invoices only; booking uses a
 * credit, moving follows it, a late cancel keeps it used, an early one gives
 * it back, and 50 parallel bookings with one credit left use it once. The
 * notes per session (ADR 0143): sealed in the raw row, the shared one on the
 * client's own page only and as text, one announcement per actual change with
 * the link and no note text, access log, limits, export and erasure.
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
  const mail = await smtp.waitFor(
    (m) => smtp.mails.indexOf(m) >= before && m.to.includes(email) && plainText(m.raw).includes("Je code is"),
  );
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

describe("the signed-in client page's sessions", () => {
  let annaPath = "";
  let bramPath = "";
  let typeId = 0;
  /** Opens a fresh session (the login code at the server's current time). */
  const signedIn = async (path: string, email: string) => sessionOf(await signIn(path, await mailedCode(path, email)));
  const pageText = async (path: string, cookie: string) => visibleText(await (await page(path, cookie)).text());
  const startsIn = (html: string) =>
    [...html.matchAll(/<button[^>]*name="start"[^>]*>/g)].map((button) => /value="([^"]+)"/.exec(button[0])![1]!);
  const credits = (email: string) =>
    readRows<{ id: number; appointment_id: number | null; spent_at: string | null }>(
      server.dataDir,
      "select id, appointment_id, spent_at from session_credits where client_email = ? order by id",
      email,
    );
  const sessions = (email: string) =>
    readRows<{ id: number; status: string; start_at: string }>(
      server.dataDir,
      "select id, status, start_at from appointments where email = ? order by id",
      email,
    );
  const act = (path: string, cookie: string, fields: Record<string, string>, headers = from()) =>
    postForm(`${server.url}${path}`, fields, { ...headers, Cookie: cookie });

  it("shows the client's own package, credits and invoices only with the code; another client's session shows nothing", async () => {
    setClock(Date.parse("2026-11-23T09:00:00Z"));
    const db = new SQLite(join(server.dataDir, "site.db"));
    try {
      const at = new Date(clock).toISOString();
      typeId = Number(
        db
          .prepare(
            "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Coachingsessie', 60, 'online', 0, 0, ?)",
          )
          .run(at).lastInsertRowid,
      );
      const grant = (email: string, name: string, count: number) => {
        const offer = db
          .prepare(
            "insert into payment_offers (client_name, client_email, package_key, description, features, amount_cents, created_by, created_at) values (?, ?, 'online', ?, '[]', 63000, ?, ?)",
          )
          .run(name, email, `Online traject ${name}`, coach, at).lastInsertRowid;
        const insert = db.prepare(
          "insert into session_credits (client_email, session_type_id, offer_id, granted_at, expires_at) values (?, ?, ?, ?, '2027-05-23T09:00:00.000Z')",
        );
        for (let i = 0; i < count; i++) insert.run(email, typeId, offer, at);
      };
      grant(anna.email, anna.name, 8);
      grant(bram.email, bram.name, 1);
    } finally {
      db.close();
    }
    seedInvoice(server.dataDir, "2026-0101", anna.email);
    seedInvoice(server.dataDir, "2026-0102", bram.email);
    annaPath = await makeLink(anna.email);
    bramPath = await makeLink(bram.email);

    const annaSession = await signedIn(annaPath, anna.email);
    const own = await pageText(annaPath, annaSession);
    expect(own).toContain("Hallo Anna");
    expect(own).toContain(`Online traject ${anna.name}`);
    expect(own).toContain("Nog 8 van de 8 over");
    expect(own).toContain("Factuur 2026-0101");
    expect(own).toContain(texts.next.none);
    for (const other of ["2026-0102", bram.name, "Nog 1 van de 1"]) expect(own).not.toContain(other);

    // Without the code, or with Bram's session on Anna's link: none of it.
    const bramSession = await signedIn(bramPath, bram.email);
    for (const cookie of ["", bramSession]) {
      const text = await pageText(annaPath, cookie);
      for (const secret of ["2026-0101", anna.name, "Online traject", "Nog 8"]) expect(text).not.toContain(secret);
    }
  });

  it("booking uses a credit, a move takes it along, a late cancel keeps it used and an early cancel gives it back", async () => {
    let session = await signedIn(annaPath, anna.email);
    const choice = await (await page(`${annaPath}?plannen=${typeId}`, session)).text();
    expect(visibleText(choice)).toContain(texts.plan.policy.replace("{hours}", "24"));
    // Times more than a day ahead, so the first can still be moved.
    const starts = startsIn(choice).filter((start) => Date.parse(start) - clock > 25 * 3_600_000);
    expect(starts.length).toBeGreaterThan(6);

    const booked = await act(`${annaPath}?plannen=${typeId}`, session, {
      intent: "sessie-boeken",
      typeId: String(typeId),
      start: starts[1]!,
    });
    const after = await expectNoticeOnce(server.url, booked, session, texts.notices.geboekt);
    expect(after).toContain("Nog 7 van de 8 over");
    expect(after).toContain(texts.next.noLinkYet);
    expect(after).toContain(texts.next.move);
    const [first] = sessions(anna.email);
    expect(first).toMatchObject({ status: "gepland", start_at: starts[1] });
    expect(credits(anna.email).filter((credit) => credit.appointment_id === first!.id)).toHaveLength(1);
    // Her mail: the time, type and length, the invitation, a button back to her page; the coach's notice names her.
    const mail = await smtp.waitFor((m) => m.to.includes(anna.email) && plainText(m.raw).includes("Je sessie staat"));
    expect(plainText(mail.raw)).toContain("coachingsessie van 60 minuten");
    expect(plainText(mail.raw)).toContain(annaPath);
    expect(mail.raw).toContain("text/calendar");
    const notice = await smtp.waitFor((m) => plainText(m.raw).includes("Sessie gepland"));
    expect(plainText(notice.raw)).toContain(`${anna.name} heeft een coachingsessie gepland`);

    // The calendar file of her own session; not of an unknown one.
    const ics = await page(`${annaPath}/agenda.ics?sessie=${first!.id}`, session);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain("SUMMARY:Coachingsessie met");
    expect((await page(`${annaPath}/agenda.ics?sessie=${first!.id}`)).status).toBe(404);

    const moved = await act(annaPath, session, {
      intent: "sessie-verzetten",
      sessionId: String(first!.id),
      start: starts[3]!,
    });
    expect(moved.status).toBe(303);
    const [old, current] = sessions(anna.email);
    expect(old!.status).toBe("verzet");
    expect(current).toMatchObject({ status: "gepland", start_at: starts[3] });
    expect(credits(anna.email).filter((credit) => credit.appointment_id === current!.id)).toHaveLength(1);

    // Two hours before the start: moving is refused, cancelling keeps the credit used.
    setClock(Date.parse(starts[3]!) - 2 * 3_600_000);
    session = await signedIn(annaPath, anna.email);
    const late = await act(annaPath, session, {
      intent: "sessie-verzetten",
      sessionId: String(current!.id),
      start: starts[5]!,
    });
    expect(late.status).toBe(409);
    expect(visibleText(await late.text())).toContain(texts.errors.late);
    expect(visibleText(await (await page(`${annaPath}?annuleren=${current!.id}`, session)).text())).toContain(
      texts.cancel.spent,
    );
    const cancelled = await act(annaPath, session, { intent: "sessie-annuleren", sessionId: String(current!.id) });
    const afterLate = await expectNoticeOnce(server.url, cancelled, session, texts.notices["geannuleerd-gebruikt"]);
    expect(afterLate).toContain("Nog 7 van de 8 over");
    expect(afterLate).toContain(texts.held.late);
    expect(credits(anna.email).filter((credit) => credit.spent_at !== null)).toHaveLength(1);
    const cancelMail = await smtp.waitFor(
      (m) => m.to.includes(anna.email) && plainText(m.raw).includes("Je sessie is geannuleerd"),
    );
    expect(plainText(cancelMail.raw)).toContain(texts.sessionMails.cancelled.spent);

    // A session far ahead, cancelled at once: the credit is free again.
    const later = startsIn(await (await page(`${annaPath}?plannen=${typeId}`, session)).text()).at(-1)!;
    expect(
      (await act(annaPath, session, { intent: "sessie-boeken", typeId: String(typeId), start: later })).status,
    ).toBe(303);
    expect(await pageText(annaPath, session)).toContain("Nog 6 van de 8 over");
    const planned = sessions(anna.email).at(-1)!;
    const early = await act(annaPath, session, { intent: "sessie-annuleren", sessionId: String(planned.id) });
    expect(early.status).toBe(303);
    expect(await pageText(annaPath, session)).toContain("Nog 7 van de 8 over");
    expect(
      credits(anna.email).filter((credit) => credit.appointment_id === null && credit.spent_at === null),
    ).toHaveLength(7);
  });

  it("of 50 parallel bookings with one credit left one books; then a clear message and nothing changes", async () => {
    const session = await signedIn(bramPath, bram.email);
    const starts = startsIn(await (await page(`${bramPath}?plannen=${typeId}`, session)).text());
    const headers = from();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        act(
          bramPath,
          session,
          { intent: "sessie-boeken", typeId: String(typeId), start: starts[i % starts.length]! },
          headers,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 303)).toHaveLength(1);
    expect(statuses.every((status) => [303, 409, 429].includes(status))).toBe(true);
    expect(sessions(bram.email)).toHaveLength(1);
    expect(credits(bram.email)).toEqual([expect.objectContaining({ appointment_id: sessions(bram.email)[0]!.id })]);

    const refused = await act(bramPath, session, {
      intent: "sessie-boeken",
      typeId: String(typeId),
      start: starts.at(-1)!,
    });
    expect(refused.status).toBe(409);
    const text = visibleText(await refused.text());
    expect(text).toContain(texts.errors["no-credit"]);
    expect(text).toContain(texts.plan.none);
    expect(sessions(bram.email)).toHaveLength(1);
  });

  it("never acts on or shows another client's session with swapped links, cookies or ids", async () => {
    const annaSession = await signedIn(annaPath, anna.email);
    const bramSession = await signedIn(bramPath, bram.email);
    const [bramsOwn] = sessions(bram.email);
    // Anna's session on Bram's link: refused before anything is read.
    const onHisLink = await act(bramPath, annaSession, { intent: "sessie-annuleren", sessionId: String(bramsOwn!.id) });
    expect(onHisLink.status).toBe(403);
    // Bram's id on Anna's own link and session: as unknown as a wrong one.
    const hisId = await act(annaPath, annaSession, { intent: "sessie-annuleren", sessionId: String(bramsOwn!.id) });
    expect(hisId.status).toBe(404);
    expect(visibleText(await (await page(`${annaPath}?annuleren=${bramsOwn!.id}`, annaSession)).text())).not.toContain(
      texts.cancel.title,
    );
    expect((await page(`${annaPath}/agenda.ics?sessie=${bramsOwn!.id}`, annaSession)).status).toBe(404);
    expect((await page(`${bramPath}/agenda.ics?sessie=${bramsOwn!.id}`, annaSession)).status).toBe(404);
    expect(sessions(bram.email)[0]!.status).toBe("gepland");
    // His own page still shows it, and none of Anna's.
    const his = await pageText(bramPath, bramSession);
    expect(his).toContain(texts.next.title);
    expect(his).not.toContain("2026-0101");
  });
});

describe("the notes per session (ADR 0143)", () => {
  const carla = { email: "carla.notes@example.nl", name: "Carla Notitie" };
  const daan = { email: "daan.notes@example.nl", name: "Daan Anders" };
  const links: Record<string, string> = {};
  const sessions = { carlaHeld: 0, carlaMovedFrom: 0, carlaNext: 0, carlaCancelled: 0, daanHeld: 0 };
  const day = 86_400_000;
  /** Days from the real time at 09:00 UTC: the clock file follows the real time here. */
  const at = (offsetDays: number) => {
    const start = new Date(Date.now() + offsetDays * day);
    start.setUTCHours(9, 0, 0, 0);
    return start.toISOString();
  };
  const privateText = "Privé: slaapt slecht sinds de reorganisatie";
  const sharedText = "Huiswerk voor deze week:\nelke dag een kwartier wandelen\n<script>alert(1)</script>";
  const cardPath = (email: string) => `/admin/mensen/${lookups[email]}`;
  const saveNotes = (email: string, appointmentId: number, privateNote: string, sharedNote: string) =>
    postForm(
      cardUrl(email),
      { intent: "sessienotities", appointmentId: String(appointmentId), privateNote, sharedNote },
      { Cookie: admin },
    );
  const announcements = (email: string) =>
    smtp.mails.filter((mail) => mail.to.includes(email) && mail.raw.includes(notes.mail.subject));
  const noteRows = () =>
    readRows<{ id: number; appointment_id: number; private_note: string | null; shared_note: string | null }>(
      server.dataDir,
      "select id, appointment_id, private_note, shared_note from session_notes order by id",
    );
  /** Signs in on the client page with a mailed code; gives the session cookie. */
  const clientSession = async (email: string) =>
    sessionOf(await signIn(links[email]!, await mailedCode(links[email]!, email)));
  const clientPageHtml = async (path: string, cookie: string) => (await page(path, cookie)).text();

  beforeAll(async () => {
    setClock(Date.now());
    const db = new SQLite(join(server.dataDir, "site.db"));
    try {
      for (const person of [carla, daan]) {
        lookups[person.email] = seedPerson(db, server.dataDir, { ...person, at: at(-30), kind: "appointment" });
      }
    } finally {
      db.close();
    }
    const session = (who: typeof carla, offsetDays: number, status: "gepland" | "geannuleerd" | "verzet" = "gepland") =>
      seedAppointment(server.dataDir, { start: at(offsetDays), name: who.name, email: who.email, status });
    sessions.carlaHeld = session(carla, -3);
    sessions.carlaMovedFrom = session(carla, 4, "verzet");
    sessions.carlaNext = session(carla, 6);
    sessions.carlaCancelled = session(carla, 8, "geannuleerd");
    sessions.daanHeld = session(daan, -2);
    const write = new SQLite(join(server.dataDir, "site.db"));
    try {
      const type = write
        .prepare(
          "insert into session_types (name, minutes, place, buffer_minutes, own_hours, created_at) values ('Wandelsessie', 60, 'online', 0, 0, ?)",
        )
        .run(at(-30)).lastInsertRowid;
      const ids = Object.values(sessions);
      write
        .prepare(`update appointments set session_type_id = ? where id in (${ids.map(() => "?").join(", ")})`)
        .run(type, ...ids);
      // A moved session: the new row names the first of its chain, and the notes belong to that first one.
      write
        .prepare("update appointments set series_id = ?, sequence = 1 where id = ?")
        .run(sessions.carlaMovedFrom, sessions.carlaNext);
      write
        .prepare("update appointments set rescheduled_to_id = ? where id = ?")
        .run(sessions.carlaNext, sessions.carlaMovedFrom);
    } finally {
      write.close();
    }
    for (const who of [carla, daan]) links[who.email] = await makeLink(who.email);
  });

  it("seals both notes at rest, logs the save and the reading, and announces the shared note with a link only", async () => {
    const saved = await saveNotes(carla.email, sessions.carlaHeld, privateText, sharedText);
    expect(saved.headers.get("location")).toBe(`${cardPath(carla.email)}#sessie-${sessions.carlaHeld}`);
    const card = await expectNoticeOnce(server.url, saved, admin, notes.notices["sessienotities-aangekondigd"]);
    expect(card).toContain(privateText);

    const [row] = noteRows();
    expect(row!.appointment_id).toBe(sessions.carlaHeld);
    for (const sealed of [row!.private_note!, row!.shared_note!]) {
      expect(sealed).toMatch(/^enc:v1:/);
      for (const word of ["slaapt", "wandelen", "script"]) expect(sealed).not.toContain(word);
    }
    expect(
      readOpenedRows(server.dataDir, "session_notes", "select private_note, shared_note from session_notes"),
    ).toEqual([{ private_note: privateText, shared_note: sharedText }]);

    const mail = await smtp.waitFor((m) => m.to.includes(carla.email) && m.raw.includes(notes.mail.subject));
    expect(plainText(mail.raw)).toContain(links[carla.email]);
    for (const body of [plainText(mail.raw), htmlPart(mail.raw), mail.raw]) {
      for (const word of ["slaapt", "wandelen", "Huiswerk voor", "alert"]) expect(body).not.toContain(word);
    }

    const logged = readRows<{ action: string; target_table: string; target_id: number }>(
      server.dataDir,
      "select action, target_table, target_id from access_log where target_table = 'session_notes'",
    );
    expect(logged).toContainEqual({ action: "session-note-saved", target_table: "session_notes", target_id: row!.id });
    expect(logged).toContainEqual({ action: "view-detail", target_table: "session_notes", target_id: row!.id });
    expect(server.logs()).not.toContain("slaapt");
    expect(server.logs()).not.toContain("wandelen");
  });

  it("shows the shared note, as text, on that client's own page only, never the private one", async () => {
    const carlaCookie = await clientSession(carla.email);
    const html = await clientPageHtml(links[carla.email]!, carlaCookie);
    const text = visibleText(html);
    expect(text).toContain(notes.client.label);
    expect(text).toContain("elke dag een kwartier wandelen");
    expect(text).toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<script>alert(1)");
    expect(text).not.toContain("slaapt");

    const daanCookie = await clientSession(daan.email);
    const his = visibleText(await clientPageHtml(links[daan.email]!, daanCookie));
    expect(his).toContain(texts.signedIn.intro);
    // Swapped cookies and links: the sign-in offer only, nothing of hers.
    for (const [path, cookie] of [
      [links[daan.email]!, carlaCookie],
      [links[carla.email]!, daanCookie],
      [links[carla.email]!, ""],
    ] as const) {
      const swapped = visibleText(await clientPageHtml(path, cookie));
      expect(swapped).not.toContain(texts.signedIn.intro);
      expect(swapped).not.toContain("wandelen");
    }
    expect(his).not.toContain("wandelen");
  });

  it("keeps the notes across a move and shows them under the session as it is now", async () => {
    const saved = await saveNotes(carla.email, sessions.carlaNext, "", "Neem je slaapdagboek mee");
    expect(saved.status).toBe(303);
    expect(noteRows().map((row) => row.appointment_id)).toContain(sessions.carlaMovedFrom);
    const page = visibleText(await clientPageHtml(links[carla.email]!, await clientSession(carla.email)));
    expect(page).toContain("Neem je slaapdagboek mee");
  });

  it("mails once per actual change: the same text again, 50 identical saves at once, a private change or clearing send nothing new", async () => {
    await smtp.waitFor(() => announcements(carla.email).length === 2);
    const again = await saveNotes(carla.email, sessions.carlaHeld, privateText, sharedText);
    await expectNoticeOnce(server.url, again, admin, notes.notices["sessienotities-opgeslagen"]);

    const changed = `${sharedText}\nen twee keer per week sporten`;
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => saveNotes(carla.email, sessions.carlaHeld, privateText, changed)),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(50).fill(303));
    await smtp.waitFor(() => announcements(carla.email).length === 3);

    expect((await saveNotes(carla.email, sessions.carlaHeld, "Privé, aangevuld", changed)).status).toBe(303);
    const cleared = await saveNotes(carla.email, sessions.carlaHeld, "Privé, aangevuld", "");
    await expectNoticeOnce(server.url, cleared, admin, notes.notices["sessienotities-opgeslagen"]);
    await mailQueueSettled(server.dataDir);
    expect(announcements(carla.email)).toHaveLength(3);
    expect(
      readOpenedRows(
        server.dataDir,
        "session_notes",
        "select shared_note from session_notes where appointment_id = ?",
        sessions.carlaHeld,
      ),
    ).toEqual([{ shared_note: null }]);
  });

  it("refuses a note that is too long with the typed text kept, a huge body, another client's session and sharing a cancelled one", async () => {
    const before = JSON.stringify(noteRows());
    const long = `${"Lange notitie ".repeat(400)}einde`;
    expect(long.length).toBeGreaterThan(sessionNotesMax);
    const refused = await saveNotes(carla.email, sessions.carlaHeld, long, "");
    expect(refused.status).toBe(400);
    const answer = await refused.text();
    // The refused session's own editor, opened again.
    const html = /<details open=""[^>]*>[\s\S]*?<\/details>/.exec(answer)![0];
    expect(html).toContain(`id="sessie-${sessions.carlaHeld}"`);
    expect(fieldMessage(html, "privateNote")).toBe(notes.errors.tooLong(sessionNotesMax));
    expect(visibleText(html)).toContain(long);

    // A body announced at 2 MB is refused before any of it is read.
    const huge = await rawRequest(
      server.url,
      `POST ${cardPath(carla.email)} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nCookie: ${admin}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${2 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    ).closed;
    expect(rawStatus(huge.response)).toBe(413);

    // Daan's session on Carla's card: as unknown as a made-up one.
    expect((await saveNotes(carla.email, sessions.daanHeld, "", "Voor de verkeerde")).status).toBe(404);
    const cancelled = await saveNotes(carla.email, sessions.carlaCancelled, "", "Niet te zien");
    expect(cancelled.status).toBe(400);
    expect(visibleText(await cancelled.text())).toContain(notes.errors.notShown);
    expect(JSON.stringify(noteRows())).toBe(before);
  });

  it("exports the notes opened with a data request, and erasing the sessions takes their notes", async () => {
    const ask = (intent: string, extra: string[][] = []) =>
      fetch(`${server.url}/admin/data-requests${intent === "exporteren" ? "/export" : ""}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: admin },
        body: new URLSearchParams([["intent", intent], ["email", carla.email], ["name", ""], ...extra]).toString(),
      });
    const exported = JSON.parse(await (await ask("exporteren")).text()) as {
      sessionNotes: { private_note: string | null; shared_note: string | null }[];
    };
    expect(exported.sessionNotes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ private_note: "Privé, aangevuld", shared_note: null }),
        expect.objectContaining({ private_note: null, shared_note: "Neem je slaapdagboek mee" }),
      ]),
    );
    expect(JSON.stringify(exported)).not.toContain(daan.name);

    // Only the sessions ticked: their notes go with them (as retention takes them with the sessions).
    const keys = readRows<{ id: number }>(server.dataDir, "select id from appointments where email = ?", carla.email);
    const erased = await ask(
      "wissen",
      keys.map((row) => ["match", `appointments:${row.id}`]),
    );
    expect(erased.status).toBeLessThan(400);
    expect(readRows(server.dataDir, "select id from appointments where email = ?", carla.email)).toEqual([]);
    expect(noteRows()).toEqual([]);
  });
});
